import { describe, expect, it } from 'vitest';
import { demoCatalogOptions, seedCatalog } from '@/demo/seed-catalog';
import { auditOfKind } from '@/lib/audit/record-audit';
import { tenant } from '@/lib/tenant';
import { testDatabase } from '@/test/database';
import { searchCatalog } from './search';
import { createSynonymGroup, deleteSynonymGroup, listSynonymGroups, synonymTermsSchema, updateSynonymGroup } from './synonyms';

const fixture = testDatabase((handle) => seedCatalog(handle.db, demoCatalogOptions(300)));
const db = () => fixture.handle.db;
const staff = { vendorId: tenant.vendor.id, actor: { uid: 'staff-synonyms', name: 'Rosa at the counter' } };
const titles = async (text: string) => (await searchCatalog(db(), { text, filters: {}, sort: 'relevance', page: 1 }, [], 50)).items.map((item) => item.title);

describe('issue 28 §1: the house’s synonyms, as staff type them', () => {
  it('words and phrases separated by commas or lines, kept as a search reads them, once each', () => {
    expect(synonymTermsSchema.parse('Chesterfield, SOFA\nchesterfield , Day-Bed')).toEqual(['chesterfield', 'sofa', 'day bed']);
  });

  it.each([
    ['sofa', 'Give at least two words or phrases that mean the same, separated by commas.'],
    ['a, b, c, d, e, f, g, h, i, j, k, l, m', 'Keep a group to 12 words or phrases.'],
    ['one two three four five, six', 'Keep each phrase to 4 words.'],
    ['sofa\u0000, couch', 'Please remove the special characters from the words.'],
  ])('refuses %j with a message', (typed, message) => {
    const parsed = synonymTermsSchema.safeParse(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('issue 28 §1: staff edit the synonyms; the next search uses them; each change is audited', () => {
  it('a new group is searched at once, an edit changes it, a deletion takes it away', async () => {
    expect(await titles('chesterfield')).toEqual([]);
    const created = await createSynonymGroup(db(), ['chesterfield', 'sofa'], staff);
    expect(created.ok).toBe(true);
    const id = created.ok ? created.data.id : '';
    const sofas = await titles('chesterfield');
    expect(sofas.length).toBeGreaterThan(0);
    expect(sofas.every((title) => /\bSofa\b/.test(title))).toBe(true);

    expect((await updateSynonymGroup(db(), id, ['chesterfield', 'armchair'], staff)).ok).toBe(true);
    expect((await titles('chesterfield')).every((title) => /\bArmchair\b/.test(title))).toBe(true);

    expect((await deleteSynonymGroup(db(), id, staff)).ok).toBe(true);
    expect(await titles('chesterfield')).toEqual([]);
    expect((await listSynonymGroups(db(), tenant.vendor.id)).some((group) => group.id === id)).toBe(false);

    const history = await auditOfKind(db(), tenant.vendor.id, 'synonyms', 10);
    expect(history.filter((row) => row.subjectId === id).map((row) => [row.action, row.actorName, row.before, row.after])).toEqual([
      ['delete', 'Rosa at the counter', { terms: ['chesterfield', 'armchair'] }, {}],
      ['edit', 'Rosa at the counter', { terms: ['chesterfield', 'sofa'] }, { terms: ['chesterfield', 'armchair'] }],
      ['create', 'Rosa at the counter', {}, { terms: ['chesterfield', 'sofa'] }],
    ]);
  });

  it('another house’s group, or one already gone, is not found', async () => {
    const other = { ...staff, vendorId: 'another-house' };
    const created = await createSynonymGroup(db(), ['divan', 'sofa'], other);
    const id = created.ok ? created.data.id : '';
    expect((await titles('divan')).some((title) => /\bSofa\b/.test(title))).toBe(false);
    expect((await updateSynonymGroup(db(), id, ['divan', 'bed'], staff)).ok).toBe(false);
    expect((await deleteSynonymGroup(db(), id, staff)).ok).toBe(false);
    expect((await deleteSynonymGroup(db(), 'no-such-group', staff)).ok).toBe(false);
  });

  it('the demo ships its synonyms: "couch", "tv" and "record player" find sofas, televisions and turntables', async () => {
    expect((await titles('couch')).every((title) => /\bSofa\b/.test(title))).toBe(true);
    expect((await titles('tv')).every((title) => /\bTelevision\b/.test(title))).toBe(true);
    expect((await titles('record player')).every((title) => /\bTurntable\b/.test(title))).toBe(true);
    expect((await titles('couch')).length).toBeGreaterThan(0);
  });
});
