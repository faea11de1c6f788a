import { describe, expect, it } from 'vitest';
import { GET } from '@/app/media/prop-photo/route';
import { CATEGORY_SPECS } from '../catalog-vocabulary';
import { PHOTO_KINDS, PROP_KINDS, propPhotoParams, renderPropPhoto } from './prop-photo';
import { allElements, parseXml } from '@/test/parse-xml';
import { FORMER_KIND_NAMES, PICTOGRAMS } from './pictograms';

/** The SVG elements a photo may use: shapes, groups and gradients, nothing that scripts, links or embeds. */
const SVG_ELEMENTS = new Set(['svg', 'title', 'defs', 'linearGradient', 'radialGradient', 'stop', 'g', 'rect', 'path', 'circle', 'ellipse', 'polygon']);

const VIEWS = ['front', 'detail'] as const;

describe('renderPropPhoto', () => {
  for (const kind of PROP_KINDS) {
    for (const view of VIEWS) {
      it(`draws a well-formed ${view} photo of a ${kind}`, () => {
        const svg = renderPropPhoto({ kind, color: '8B5A2B', view });
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
        expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
        expect(svg).toContain('width="800"');
        expect(svg).toContain('height="600"');
        expect(svg).toContain('viewBox="0 0 800 600"');
        expect(svg).toContain('role="img"');
        expect(svg).toMatch(/<title>(Close-up illustration|Illustration) of [^<]+<\/title>/);
        expect(svg).not.toMatch(/<script|<foreignObject|<text|<image|href=|on[a-z]+=/i);
        // No references outside the document: every url() points at a local id.
        for (const [, ref] of svg.matchAll(/url\(([^)]*)\)/g)) expect(ref).toMatch(/^#pp-/);
      });

      it(`parses as well-formed XML: the ${view} photo of a ${kind}`, () => {
        const root = parseXml(renderPropPhoto({ kind, color: '1c1c1c', view }));
        expect(root.name).toBe('svg');
        expect(root.attributes.xmlns).toBe('http://www.w3.org/2000/svg');
        const elements = allElements(root);
        expect(elements.filter((element) => !SVG_ELEMENTS.has(element.name)).map((element) => element.name)).toEqual([]);
        const ids = elements.map((element) => element.attributes.id).filter((id) => id !== undefined);
        expect(new Set(ids).size).toBe(ids.length);
        // Every number in a drawing is finite: a slip in the arithmetic would write NaN or undefined into it.
        for (const element of elements) for (const value of Object.values(element.attributes)) expect(value).not.toMatch(/NaN|undefined|Infinity/);
        // The picture draws the prop: more than the backdrop, floor and shadow.
        expect(elements.length).toBeGreaterThan(14);
      });
    }
  }

  it('draws every kind differently', () => {
    const drawings = PROP_KINDS.map((kind) => renderPropPhoto({ kind, color: 'c0392b' }).replace(/pp-[a-z-]+-c0392b/g, 'id'));
    expect(new Set(drawings).size).toBe(PROP_KINDS.length);
  });

  it.each(Object.entries(FORMER_KIND_NAMES))('draws %s, a kind name earlier catalogues stored, as its %s', (former, current) => {
    expect(renderPropPhoto({ kind: former as keyof typeof FORMER_KIND_NAMES, color: 'c0392b' })).toBe(renderPropPhoto({ kind: current, color: 'c0392b' }));
  });

  it('gives every pictogram a label that reads after "Illustration of", and a focus inside the picture', () => {
    for (const [kind, pictogram] of Object.entries(PICTOGRAMS)) {
      expect(pictogram.label, kind).toMatch(/^(a [b-df-hj-np-tv-z]|an [aeiouAEIOU]|rolls of )/);
      const [x, y, zoom] = pictogram.focus;
      expect(x > 0 && x < 800 && y > 0 && y < 600 && zoom >= 1, kind).toBe(true);
    }
  });

  it('is deterministic', () => {
    for (const kind of PROP_KINDS) {
      expect(renderPropPhoto({ kind, color: 'c0392b', view: 'detail' })).toBe(renderPropPhoto({ kind, color: 'c0392b', view: 'detail' }));
    }
  });

  it('gives the front and detail views different pictures', () => {
    for (const kind of PROP_KINDS) {
      expect(renderPropPhoto({ kind, color: 'c0392b', view: 'front' })).not.toBe(renderPropPhoto({ kind, color: 'c0392b', view: 'detail' }));
    }
  });

  it('defaults to the front view', () => {
    expect(renderPropPhoto({ kind: 'lamp', color: 'c0392b' })).toBe(renderPropPhoto({ kind: 'lamp', color: 'c0392b', view: 'front' }));
  });

  it('treats upper- and lowercase colours alike and uses the colour', () => {
    const svg = renderPropPhoto({ kind: 'vase', color: 'C0392B' });
    expect(svg).toBe(renderPropPhoto({ kind: 'vase', color: 'c0392b' }));
    expect(svg).toContain('#c0392b');
  });

  it('gives gradients ids unique to the kind, colour and view so inline copies cannot clash', () => {
    const a = renderPropPhoto({ kind: 'sofa', color: '2e86de' });
    const b = renderPropPhoto({ kind: 'sofa', color: '27ae60' });
    const ids = (svg: string) => [...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(a).length).toBeGreaterThan(0);
    expect(ids(a).filter((id) => ids(b).includes(id))).toEqual([]);
  });

  it('keeps very light and very dark props outlined in a visible grey', () => {
    for (const color of ['ffffff', '1c1c1c', '000000']) {
      const svg = renderPropPhoto({ kind: 'chair', color });
      const outline = svg.match(/<g stroke="#([0-9a-f]{6})"/)?.[1];
      expect(outline).toBeDefined();
      const grey = parseInt(outline!.slice(2, 4), 16);
      expect(grey).toBeGreaterThan(0x50);
      expect(grey).toBeLessThan(0xb0);
    }
  });

  it('falls back to a neutral colour rather than writing an unchecked one into the document', () => {
    const svg = renderPropPhoto({ kind: 'crate', color: '"/><script>' });
    expect(svg).not.toContain('<script');
    expect(svg.startsWith('<svg')).toBe(true);
  });
});

describe('propPhotoParams', () => {
  it('accepts lowercase and uppercase hex and defaults the view', () => {
    expect(propPhotoParams.parse({ kind: 'chair', color: 'c0392b' })).toEqual({ kind: 'chair', color: 'c0392b', view: 'front' });
    expect(propPhotoParams.parse({ kind: 'roll', color: 'C0392B', view: 'detail' })).toEqual({ kind: 'roll', color: 'C0392B', view: 'detail' });
    expect(propPhotoParams.safeParse({ kind: 'roll', color: 'aBcDeF' }).success).toBe(true);
  });

  it('rejects an unknown kind', () => {
    expect(propPhotoParams.safeParse({ kind: 'spaceship', color: 'c0392b' }).success).toBe(false);
    expect(propPhotoParams.safeParse({ color: 'c0392b' }).success).toBe(false);
  });

  it.each(['zzz', '12345', 'ff00001', '#c0392b', 'gggggg', ''])('rejects the colour %j', (color) => {
    expect(propPhotoParams.safeParse({ kind: 'chair', color }).success).toBe(false);
  });

  it('rejects an unknown view', () => {
    expect(propPhotoParams.safeParse({ kind: 'chair', color: 'c0392b', view: 'back' }).success).toBe(false);
  });
});

describe('PROP_KINDS', () => {
  it('covers every kind the catalogue uses, for its categories and each of their props', () => {
    const used = new Set(CATEGORY_SPECS.flatMap((spec) => [spec.kind, ...spec.props.map((prop) => prop.kind)]));
    for (const kind of used) expect(PROP_KINDS).toContain(kind);
  });

  it("draws only what the catalogue names: every kind is some prop's picture", () => {
    const used = new Set(CATEGORY_SPECS.flatMap((spec) => spec.props.map((prop) => prop.kind)));
    expect(PROP_KINDS.filter((kind) => !used.has(kind))).toEqual([]);
  });

  it('lists each kind once', () => {
    expect(new Set(PROP_KINDS).size).toBe(PROP_KINDS.length);
  });
});

describe('GET /media/prop-photo', () => {
  const get = (query: string) => GET(new Request(`http://localhost/media/prop-photo?${query}`));

  it('answers an SVG that can be cached for good', async () => {
    const response = await get('kind=chair&color=8B5A2B&view=detail');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe(renderPropPhoto({ kind: 'chair', color: '8B5A2B', view: 'detail' }));
  });

  it('answers every URL the catalogue seed writes, and those earlier seeds wrote', async () => {
    for (const kind of PHOTO_KINDS) {
      for (const view of VIEWS) expect((await get(`kind=${kind}&color=FFFFFF&view=${view}`)).status).toBe(200);
    }
  });

  it('answers 400 in plain text naming the bad parameters', async () => {
    const response = await get('kind=spaceship&color=zzz');
    expect(response.status).toBe(400);
    expect(response.headers.get('Content-Type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toMatch(/^Bad photo parameters: /);
    expect(text).toContain('kind:');
    expect(text).toContain('color:');
    expect(text).not.toContain('view:');
  });

  it('answers 400, not 500, for a missing query', async () => {
    const response = await get('');
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('kind:');
  });
});
