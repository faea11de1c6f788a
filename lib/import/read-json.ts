import type { ImportReport } from './report';

/**
 * A file's text as JSON, or a problem with the whole file in the report (issue 27: a malformed file
 * is reported, and nothing of it is imported).
 */
export function readJsonFile(report: ImportReport, file: string, text: string): unknown {
  try {
    return JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (error) {
    report.problems.push({
      file,
      record: '(whole file)',
      field: '',
      message: `The file is not valid JSON (${error instanceof Error ? error.message : 'unreadable'}); nothing in it was imported.`,
      skipped: true,
    });
    return undefined;
  }
}

/** The first message per field of a zod error, as "field: message" pairs. */
export function issuesByField(issues: readonly { path: readonly PropertyKey[]; message: string }[]): { field: string; message: string }[] {
  const seen = new Set<string>();
  const out: { field: string; message: string }[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, message: issue.message });
  }
  return out;
}

/** A timestamp as the export tools write it: epoch ms (number or digits), an ISO string, or {_seconds,_nanoseconds}. */
export function epochMs(value: unknown): number | null {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\d{1,15}$/.test(value)) return Number(value);
  if (typeof value === 'string') {
    const parsed = Date.parse(value);
    return Number.isNaN(parsed) ? null : parsed;
  }
  if (value && typeof value === 'object') {
    const time = value as { _seconds?: unknown; seconds?: unknown; _nanoseconds?: unknown; nanoseconds?: unknown };
    const seconds = time._seconds ?? time.seconds;
    const nanos = time._nanoseconds ?? time.nanoseconds ?? 0;
    if (typeof seconds === 'number' && typeof nanos === 'number') return seconds * 1000 + Math.floor(nanos / 1e6);
  }
  return null;
}
