import { describe, expect, it } from 'vitest';
import { authUserFrom } from './auth-status';

describe('auth user (spec §3 "Auth user")', () => {
  it('§3 keeps displayName, email, emailVerified, isAnonymous, phoneNumber, photoURL and uid from the better-auth user', () => {
    expect(
      authUserFrom({
        id: 'u1',
        name: 'Dana Reyes',
        email: 'dana@example.com',
        emailVerified: true,
        image: '/photos/dana.jpg',
        isAnonymous: false,
        phoneNumber: '+13235550100',
      }),
    ).toEqual({
      uid: 'u1',
      displayName: 'Dana Reyes',
      email: 'dana@example.com',
      emailVerified: true,
      isAnonymous: false,
      phoneNumber: '+13235550100',
      photoURL: '/photos/dana.jpg',
    });
  });

  it("§6 an anonymous user has no email, not better-auth's generated placeholder", () => {
    const user = authUserFrom({ id: 'a1', name: 'Anonymous', email: 'temp-a1@anon.invalid', isAnonymous: true });
    expect(user.email).toBeNull();
    expect(user.isAnonymous).toBe(true);
  });

  it('missing plugin fields read as null or false', () => {
    expect(authUserFrom({ id: 'u2', email: 'x@example.com', name: '' })).toEqual({
      uid: 'u2',
      displayName: null,
      email: 'x@example.com',
      emailVerified: false,
      isAnonymous: false,
      phoneNumber: null,
      photoURL: null,
    });
  });
});
