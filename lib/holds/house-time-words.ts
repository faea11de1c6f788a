/**
 * A moment as a crew reads it, in the house's time zone (issue 24 §6): "Fri Nov 29, 3:00 PM", and
 * midnight as the end of the day before, "Fri Nov 29, end of day", never "Nov 30, 12:00 AM", which
 * reads as the wrong day.
 */
export function houseTimeWords(ms: number, locale: string, timeZone: string): string {
  const clock = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', hourCycle: 'h23', timeZone }).formatToParts(ms);
  const midnight = Number(clock.find((part) => part.type === 'hour')?.value) === 0 && Number(clock.find((part) => part.type === 'minute')?.value) === 0;
  const at = midnight ? ms - 1 : ms;
  const parts = new Intl.DateTimeFormat(locale, { weekday: 'short', month: 'short', day: 'numeric', timeZone }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value ?? '';
  const day = `${part('weekday')} ${part('month')} ${part('day')}`;
  if (midnight) return `${day}, end of day`;
  // ICU puts a narrow no-break space before AM/PM; a plain one reads and searches the same everywhere.
  return `${day}, ${new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(ms).replace(/\u202f/g, ' ')}`;
}
