/**
 * A phone number as people type it (issue 3's profile, issue 39 §5's log-in codes): digits with
 * the usual separators, 7 to 15 digits (E.164 has at most 15). The profile keeps it as typed; log-in
 * codes need it as E.164, the one form Twilio takes, and read it with the house's country.
 */
export const TYPED_PHONE_CHARACTERS = /^[0-9+().\-\s]*$/;

/** Whether `value` has the digits of a phone number (7 to 15), whatever its separators. */
export function hasPhoneDigits(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

/**
 * Calling codes of the countries a house may be in, and whether a number there drops a leading 0
 * (the trunk prefix) after the code: "020 7946 0018" in GB is +44 20 7946 0018; Italy keeps it.
 */
const COUNTRIES: Record<string, { code: string; trunkZero: boolean }> = {
  US: { code: '1', trunkZero: false },
  CA: { code: '1', trunkZero: false },
  GB: { code: '44', trunkZero: true },
  IE: { code: '353', trunkZero: true },
  AU: { code: '61', trunkZero: true },
  NZ: { code: '64', trunkZero: true },
  FR: { code: '33', trunkZero: true },
  DE: { code: '49', trunkZero: true },
  ES: { code: '34', trunkZero: false },
  IT: { code: '39', trunkZero: false },
  NL: { code: '31', trunkZero: true },
  MX: { code: '52', trunkZero: false },
};

/**
 * A typed phone number as E.164 (issue 39 §5): "(818) 555-0199" with the house in the US is
 * "+18185550199"; a number with its own "+" or "00" keeps its country. Null for anything that is not a
 * phone number by the profile's rule, or a national number where the house's country is not known.
 */
export function phoneNumberIn(typed: string, country: string): string | null {
  const value = typed.trim();
  if (!TYPED_PHONE_CHARACTERS.test(value) || !hasPhoneDigits(value) || value.indexOf('+') > 0 || value.split('+').length > 2) return null;
  const digits = value.replace(/\D/g, '');
  if (value.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  const house = COUNTRIES[country.toUpperCase()];
  if (!house) return null;
  if (house.code === '1') {
    // The North American plan: ten digits, or eleven with the leading 1.
    if (digits.length === 10) return `+1${digits}`;
    if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
    if (digits.startsWith('011')) return `+${digits.slice(3)}`;
    return null;
  }
  const national = house.trunkZero && digits.startsWith('0') ? digits.slice(1) : digits;
  return `+${house.code}${national}`;
}
