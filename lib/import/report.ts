import { createHash } from 'node:crypto';

/**
 * The import's report (issue 27 "What it does"): counts per kind, and every problem by file, record
 * and field. A problem with `skipped` true cost its whole record; otherwise only the part it names
 * (one favourite, one list line, one photo) was left out or kept otherwise.
 */
export type ImportKind = 'accounts' | 'customers' | 'favourites' | 'setLists' | 'setListLines' | 'items';
export type KindCounts = { created: number; updated: number; unchanged: number; skipped: number };
export type ImportProblem = { file: string; record: string; field: string; message: string; skipped: boolean };

export type ImportReport = {
  dryRun: boolean;
  counts: Record<ImportKind, KindCounts>;
  problems: ImportProblem[];
  /** Index fields no column holds, kept in items.imported_fields: field → how many records had it. */
  unknownFields: Record<string, number>;
};

const KIND_NAMES: Record<ImportKind, string> = {
  accounts: 'Accounts',
  customers: 'Customer records',
  favourites: 'Favourites',
  setLists: 'Set lists',
  setListLines: 'Set list lines',
  items: 'Catalogue items',
};

export function emptyReport(dryRun: boolean): ImportReport {
  const counts = Object.fromEntries(Object.keys(KIND_NAMES).map((kind) => [kind, { created: 0, updated: 0, unchanged: 0, skipped: 0 }]));
  return { dryRun, counts: counts as Record<ImportKind, KindCounts>, problems: [], unknownFields: {} };
}

export function addProblem(report: ImportReport, problem: ImportProblem): void {
  report.problems.push(problem);
}

/** A record's fingerprint: the same record read twice gives the same one, whatever its keys' order. */
export function fingerprint(value: unknown): string {
  return createHash('sha256').update(stableJson(value)).digest('base64url');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

/** The report as text, for the terminal and the saved file. */
export function formatReport(report: ImportReport): string {
  const verb = report.dryRun ? 'would be' : 'were';
  const lines = [report.dryRun ? 'Dry run: nothing was written. This is what the import would do.' : 'Import finished.', ''];
  for (const [kind, name] of Object.entries(KIND_NAMES) as [ImportKind, string][]) {
    const { created, updated, unchanged, skipped } = report.counts[kind];
    if (created + updated + unchanged + skipped === 0) continue;
    lines.push(`${name}: ${created} ${verb} created, ${updated} ${verb} updated, ${unchanged} unchanged, ${skipped} skipped.`);
  }
  const unknown = Object.entries(report.unknownFields);
  if (unknown.length > 0) {
    lines.push('', 'Index fields kept as they were (in each item’s imported fields, no column holds them):');
    for (const [field, count] of unknown.sort(([a], [b]) => a.localeCompare(b))) lines.push(`  ${field}: ${count} record${count === 1 ? '' : 's'}`);
  }
  if (report.problems.length === 0) lines.push('', 'No problems.');
  else {
    lines.push('', `${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}:`);
    for (const problem of report.problems)
      lines.push(
        `  ${problem.file} · ${problem.record}${problem.field ? ` · ${problem.field}` : ''}: ${problem.message}${problem.skipped ? ' (skipped)' : ''}`,
      );
  }
  return `${lines.join('\n')}\n`;
}
