import { test as base, expect } from '@playwright/test';

const LOCAL = /^(https?|wss?):\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//;

/** Every test runs offline: a request to anywhere but this machine is aborted, as it would be here anyway. */
export const test = base.extend<{ localNetworkOnly: void }>({
  localNetworkOnly: [
    async ({ context }, use) => {
      await context.route(
        (url) => !LOCAL.test(url.href) && !url.href.startsWith('data:'),
        (route) => route.abort('blockedbyclient'),
      );
      await use();
    },
    { auto: true },
  ],
});

export { expect };
