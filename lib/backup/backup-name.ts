/**
 * A backup's name says when it was made, in UTC to the second: `storefront-backup-2026-11-24T231500Z`.
 * The archive is that name with `.tar.gz`, and its one top folder is that name, so unpacking it by
 * hand never spills into the current folder. UTC and fixed widths make the names sort in the order
 * the backups were made, whatever the server's time zone or a clock change (retention relies on it).
 */
const PREFIX = 'storefront-backup-';
const ARCHIVE = /^storefront-backup-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/;

export function backupName(at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '');
  return `${PREFIX}${stamp}`;
}

export function archiveName(at: Date): string {
  return `${backupName(at)}.tar.gz`;
}

/** Only archives named by this app are ever counted or removed by retention. */
export function isArchiveName(file: string): boolean {
  return ARCHIVE.test(file);
}
