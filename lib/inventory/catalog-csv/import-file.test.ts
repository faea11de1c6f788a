import { describe, expect, it } from 'vitest';
import { catalogUploadSchema, MAX_IMPORT_BYTES } from './import-file';

const messages = (input: unknown) => {
  const parsed = catalogUploadSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('issue 23 §5: "Check file" with no file, or `file` sent as text, says so instead of failing', () => {
  it('no file chosen: one clear message, no crash', () => {
    expect(messages({ file: [] })).toEqual(['Choose a CSV file to check.']);
  });

  it('`file` sent as text (the form reader keeps only files, so none is left)', () => {
    expect(messages({ file: ['sku,title'] })).toContain('Invalid input: expected file, received string');
    expect(messages({})).toHaveLength(1);
  });

  it('a file over 20 MB, and two files, are refused by name; one CSV passes', () => {
    const csv = (bytes: number) => new File([new Uint8Array(bytes)], 'catalogue.csv', { type: 'text/csv' });
    expect(messages({ file: [csv(MAX_IMPORT_BYTES + 1)] })).toEqual(['That file is more than 20 MB: split it into smaller files.']);
    expect(messages({ file: [csv(10), csv(10)] })).toEqual(['Choose one file.']);
    expect(messages({ file: [csv(10)] })).toEqual([]);
  });
});
