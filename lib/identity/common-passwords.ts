import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The most common passwords (about 49,000, zxcvbn-ts's list, MIT): the first ones an attacker tries,
 * so refused at sign-up and password change (issue 9), as NIST SP 800-63B asks. Case does not help:
 * "Password1" is as common as "password1".
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((entry) => entry.toLowerCase()));
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_CODE = 'PASSWORD_TOO_COMMON';
