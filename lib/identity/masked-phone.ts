/**
 * The phone number shown on the second-factor step (spec §7: "the first enrolled factor hint"): only
 * its last two digits, so a glance over a shoulder or a leaked screenshot gives nothing away.
 */
export function maskedPhoneNumber(phoneNumber: string | null | undefined): string | null {
  const digits = (phoneNumber ?? '').replace(/\D/g, '');
  if (digits.length < 4) return null;
  return `•••• •••• ${digits.slice(-2)}`;
}
