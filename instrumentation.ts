/** Runs once when the server process starts: validate the tenant, migrate and seed before the first request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  await import('@/lib/tenant');
  const { ensureDatabaseReady } = await import('@/lib/db/ready');
  await ensureDatabaseReady();
}
