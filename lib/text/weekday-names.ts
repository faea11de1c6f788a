/** The days of the week by ISO number less one: WEEKDAY_NAMES[0] is Monday (1) … [6] Sunday (7). */
export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
