import { describe, expect, it } from 'vitest';
import { MAX_ALT_LENGTH, MAX_PHOTO_BYTES, defaultAlt, movedPhotos, orderedPhotos, refusalBySize, renditionWidths, uploadPosition } from './photo-rules';

describe('issue 13 §3: the widths a photo is stored at, never wider than the photo', () => {
  it.each([
    [4032, [400, 800, 1600]],
    [1600, [400, 800, 1600]],
    [1000, [400, 800, 1000]],
    [800, [400, 800]],
    [500, [400, 500]],
    [400, [400]],
    [120, [120]],
  ])('a photo %i px wide is stored at %j', (width, widths) => expect(renditionWidths(width)).toEqual(widths));
});

describe('issue 13 §3: what is said of a file by its size alone', () => {
  it.each([
    [0, 'empty'],
    [1, null],
    [MAX_PHOTO_BYTES, null],
    [MAX_PHOTO_BYTES + 1, 'tooLarge'],
  ] as const)('%i bytes: %s', (bytes, refusal) => expect(refusalBySize(bytes)).toBe(refusal));
});

describe('issue 13 §3: moving and ordering photos', () => {
  const list = ['a', 'b', 'c'];
  it.each([
    [0, 'later', ['b', 'a', 'c']],
    [2, 'earlier', ['a', 'c', 'b']],
    [1, 'earlier', ['b', 'a', 'c']],
    [0, 'earlier', null],
    [2, 'later', null],
    [3, 'earlier', null],
    [-1, 'later', null],
  ] as const)('photo %i moved %s gives %j', (index, direction, expected) => expect(movedPhotos(list, index, direction)).toEqual(expected));

  const photos = [{ url: '/a' }, { url: '/b' }, { url: '/c' }];
  it.each([
    [
      ['/c', '/a', '/b'],
      ['/c', '/a', '/b'],
    ],
    [['/a', '/b'], null],
    [['/a', '/b', '/b'], null],
    [['/a', '/b', '/x'], null],
    [['/a', '/b', '/c', '/d'], null],
  ])('the order %j gives %j', (urls, expected) => expect(orderedPhotos(photos, urls)?.map((photo) => photo.url) ?? null).toEqual(expected));
});

describe('issue 13 §3: a new photo’s alt text is the item’s title', () => {
  it('trimmed, and shortened to the alt text’s limit', () => {
    expect(defaultAlt('  Brass desk lamp ')).toBe('Brass desk lamp');
    const long = defaultAlt('x'.repeat(300));
    expect(long).toHaveLength(MAX_ALT_LENGTH);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('issue 38 §6: new photos go last, so an upload never replaces the cover', () => {
  const uploaded = { key: 'photos/a' };
  const generated = {};
  it.each([
    [[], 0],
    [[generated, generated], 2],
    [[uploaded], 1],
    [[uploaded, uploaded, generated], 3],
    [[generated, uploaded, generated], 3],
  ])('in %j at %i', (list, position) => expect(uploadPosition(list)).toBe(position));
});
