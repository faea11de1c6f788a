/** The browser tests' server port (E2E_PORT, 3200 by default). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3200);
/** Stripe's stand-in (e2e/stripe-stand-in.mjs), beside the server: the card's authorisation and capture without the internet. */
export const STRIPE_STAND_IN = `http://127.0.0.1:${E2E_PORT + 1}`;
/** What the server and the stand-in both know: Stripe's keys, test ones that open nothing real. */
export const STRIPE_KEYS = { STRIPE_SECRET_KEY: 'sk_test_storefront_e2e', STRIPE_WEBHOOK_SECRET: 'whsec_storefront_e2e' };
