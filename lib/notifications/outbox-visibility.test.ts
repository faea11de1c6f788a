import { describe, expect, it } from 'vitest';
import { canSeeDevOutbox } from './outbox-visibility';

describe('the dev outbox page is visible to development, DEV_OUTBOX=true and admins only', () => {
  it('in development anyone sees it', () => {
    expect(canSeeDevOutbox({ nodeEnv: 'development', devOutbox: 'false', isAdmin: false })).toBe(true);
    expect(canSeeDevOutbox({ nodeEnv: 'test', devOutbox: 'false', isAdmin: false })).toBe(true);
  });

  it('in production it is hidden from visitors and customers', () => {
    expect(canSeeDevOutbox({ nodeEnv: 'production', devOutbox: 'false', isAdmin: false })).toBe(false);
    expect(canSeeDevOutbox({ nodeEnv: 'production', devOutbox: 'false', isAdmin: false })).toBe(false);
  });

  it('in production DEV_OUTBOX=true or the admin role shows it', () => {
    expect(canSeeDevOutbox({ nodeEnv: 'production', devOutbox: 'true', isAdmin: false })).toBe(true);
    expect(canSeeDevOutbox({ nodeEnv: 'production', devOutbox: 'false', isAdmin: true })).toBe(true);
  });
});
