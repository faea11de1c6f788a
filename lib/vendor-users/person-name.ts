/** How a person is named on screen: their first and last name once given, else the name from their email (spec §3 displayName). */
export function personName(vendorUser: { firstName: string; lastName: string; displayName: string; email: string }): string {
  const full = `${vendorUser.firstName} ${vendorUser.lastName}`.trim();
  return full || vendorUser.displayName || vendorUser.email;
}

/** How a page greets the person: by the first name they gave, else as personName (issue 9 §5). */
export function greetingName(vendorUser: { firstName: string; lastName: string; displayName: string; email: string }): string {
  return vendorUser.firstName.trim() || personName(vendorUser);
}
