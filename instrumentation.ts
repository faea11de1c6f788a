/** Runs once when the server process starts (lib/start-up/start-up.ts). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { startStorefront } = await import('@/lib/start-up/start-up');
    await startStorefront();
  }
}
