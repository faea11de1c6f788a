import { describe, expect, it } from 'vitest';
import { queueHref, queueSearch } from './queue-search';

describe('issue 25 §2: the queue’s search in the address', () => {
  it('reads q and day, dropping what is malformed', () => {
    expect(queueSearch({ q: '  FUR-000071 ', day: '2027-03-08' })).toEqual({ q: 'FUR-000071', day: '2027-03-08', sort: null, dir: 'asc' });
    expect(queueSearch({ q: ['Dana', 'x'], day: 'soon' })).toEqual({ q: 'Dana', day: null, sort: null, dir: 'asc' });
    expect(queueSearch({})).toEqual({ q: '', day: null, sort: null, dir: 'asc' });
    expect(queueSearch({ sort: 'pickup', dir: 'desc' })).toMatchObject({ sort: 'pickup', dir: 'desc' });
    expect(queueSearch({ sort: 'price; drop', dir: 'up' })).toMatchObject({ sort: null, dir: 'asc' });
  });

  it('writes the view and search back, each only when it says something', () => {
    expect(queueHref('newest', { q: '', day: null })).toBe('/staff/holds');
    expect(queueHref('unanswered', { q: 'Blue Plate', day: '2027-03-08' })).toBe('/staff/holds?view=unanswered&q=Blue+Plate&day=2027-03-08');
    expect(queueHref('newest', { q: '', day: null, sort: 'pickup', dir: 'desc' }, 'r1')).toBe('/staff/holds?request=r1&sort=pickup&dir=desc');
  });
});
