/**
 * Who may read the dev outbox at /dev/outbox (the codes and links the app would have texted or
 * emailed): anyone in development, anyone when DEV_OUTBOX=true (browser tests, a demo without a
 * phone), and admins. Everyone else gets a 404, so a production site does not even show it exists.
 */
export function canSeeDevOutbox({ nodeEnv, devOutbox, isAdmin }: { nodeEnv: string | undefined; devOutbox: 'true' | 'false'; isAdmin: boolean }): boolean {
  return nodeEnv !== 'production' || devOutbox === 'true' || isAdmin;
}
