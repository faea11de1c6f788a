import { describe, expect, it } from 'vitest';
import demo from '@/tenant/config.json';
import { parseTenant } from './schema';

const clone = () => structuredClone(demo) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

function failureFor(mutate: (config: ReturnType<typeof clone>) => void): string {
  const config = clone();
  mutate(config);
  try {
    parseTenant(config);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('tenant configuration (spec §1 "Tenant configuration", §9)', () => {
  const tenant = parseTenant(demo);

  it('accepts the demo prop house', () => {
    expect(tenant.vendor.displayName).toBe('Cahuenga Prop House');
  });

  it('§1: carries the spec subtitles and an empty analytics id', () => {
    expect(tenant.loginSubtitle).toBe('Log in for the best experience');
    expect(tenant.signupSubtitle).toBe('Sign up for the best experience');
    expect(tenant.analyticsTrackingId).toBe('');
  });

  it("§8: emailEnumerationProtection is off in the demo and defaults to off (the spec's two log-in messages)", () => {
    expect(tenant.emailEnumerationProtection).toBe(false);
    const { emailEnumerationProtection: _, ...withoutFlag } = clone();
    expect(parseTenant(withoutFlag).emailEnumerationProtection).toBe(false);
    expect(failureFor((config) => (config.emailEnumerationProtection = 'yes'))).toContain('emailEnumerationProtection');
  });

  it('§9: carries the business constants', () => {
    expect(tenant.locale).toBe('en');
    expect(tenant.currency).toBe('USD');
    expect(tenant.weightUnits).toBe('lb');
    expect(tenant.newWeekCount).toBe(3);
    expect(tenant.vendor.weeklyDiscounts).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    expect(tenant.hasCreditCardAuth).toBe(true);
    expect(tenant.cardAuthProcessingPercent).toBe(3);
    expect(tenant.request.type).toBe('Hold');
    expect(tenant.hidePriceFilter).toBe(true);
    expect(tenant.showSkuNotPrice).toBe(true);
    expect(tenant.showAvailability).toBe(true);
    expect(tenant.vendor.hours).toBe('by appointment');
  });

  it('issue 36 §2: says how soon the house usually answers a request, "one working day" when the file does not', () => {
    expect(tenant.request.answerWithin).toBe('a few hours on working days');
    const config = clone();
    config.request = { type: 'Hold' };
    expect(parseTenant(config).request.answerWithin).toBe('one working day');
    expect(failureFor((bad) => (bad.request = { type: 'Hold', answerWithin: '' }))).toContain('request.answerWithin');
  });

  it('issue 38 §4: reminders default to overdue every 3 days, sent from 09:00 to 21:00; a bad setting is named', () => {
    expect(tenant.reminders).toEqual({ overdueEveryDays: 3, sendFrom: '09:00', sendUntil: '21:00' });
    const config = clone();
    config.reminders = { overdueEveryDays: 7 };
    expect(parseTenant(config).reminders).toEqual({ overdueEveryDays: 7, sendFrom: '09:00', sendUntil: '21:00' });
    expect(failureFor((bad) => (bad.reminders = { overdueEveryDays: 0 }))).toContain('reminders.overdueEveryDays');
    expect(failureFor((bad) => (bad.reminders = { sendFrom: '9am' }))).toContain('reminders.sendFrom');
    expect(failureFor((bad) => (bad.reminders = { sendFrom: '22:00', sendUntil: '08:00' }))).toContain(
      'reminders.sendUntil: sendFrom must be before sendUntil',
    );
  });

  it('§3 item custom fields: Purchase Type, Rooms and Materials with their item fields, and Period (issue 28 §2)', () => {
    expect(tenant.customFields.map(({ label, field }) => [label, field])).toEqual([
      ['Purchase Type', 'priceSpecification.purchaseType'],
      ['Period', 'period'],
      ['Rooms', 'rooms'],
      ['Materials', 'materials'],
    ]);
    expect(tenant.customFields[0]?.values).toEqual(['Free', 'Weekly Rental']);
    // The demo's eras, oldest first: the filter bar lists them in this order.
    expect(tenant.customFields[1]?.values).toEqual(['Victorian', 'Art Deco', '1940s', 'Mid-Century', '1970s', '1980s', '1990s', 'Contemporary']);
  });

  it('§9 colour filter values: all 18, in order, each with a hex swatch', () => {
    expect(tenant.colorMap.map((color) => color.name)).toEqual([
      'Red',
      'Pink',
      'Orange',
      'Yellow',
      'Green',
      'Turquoise',
      'Blue',
      'Purple',
      'Brown',
      'Beige',
      'White',
      'Grey',
      'Black',
      'Multicolor',
      'Muted Tones',
      'Black And White',
      'Silver',
      'Gold',
    ]);
    for (const color of tenant.colorMap) expect(color.hex).toMatch(/^#[0-9A-F]{6}$/i);
  });

  it('§2 navigation: the header Menu holds Free Props, Rentals, How it Works and Contact (auth:false)', () => {
    const menu = tenant.headerLinks[0];
    expect(menu && 'children' in menu && menu.label).toBe('Menu');
    const children = menu && 'children' in menu ? menu.children : [];
    expect(children).toEqual([
      { label: 'Free Props', href: '/catalog?Purchase+Type=Free' },
      { label: 'Rentals', href: '/catalog?Purchase+Type=Weekly+Rental' },
      { label: 'How it Works', href: '/forms-and-faqs' },
      { label: 'Contact', href: '/contact-us', auth: false },
    ]);
    expect(tenant.footerLinks.map((link) => link.label)).toEqual(['Free Props', 'Rentals', 'How it Works', 'About Us', 'Categories']);
  });

  it.each([
    ['a missing field', (c: any) => delete c.vendor.email, 'vendor.email'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a malformed email', (c: any) => (c.vendor.email = 'holds at props'), 'vendor.email'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a wrong type', (c: any) => (c.newWeekCount = 'three'), 'newWeekCount'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['weeklyDiscounts without 8 entries', (c: any) => (c.vendor.weeklyDiscounts = [0, 0]), 'vendor.weeklyDiscounts'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a bad hex swatch', (c: any) => (c.colorMap[3].hex = 'yellow'), 'colorMap.3.hex'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a latitude off the globe', (c: any) => (c.vendor._geoloc.lat = 123), 'vendor._geoloc.lat'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['an unknown time zone', (c: any) => (c.vendor.timezone = 'Mars/Olympus'), 'vendor.timezone'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a link that is neither a path nor http(s)', (c: any) => (c.footerLinks[0].href = 'javascript:alert(1)'), 'footerLinks.0.href'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['an unknown weight unit', (c: any) => (c.weightUnits = 'stone'), 'weightUnits'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a lower-case currency', (c: any) => (c.currency = 'usd'), 'currency'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a logo without a width', (c: any) => delete c.headerLogo.width, 'headerLogo.width'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a malformed analytics id', (c: any) => (c.analyticsTrackingId = '<script>'), 'analyticsTrackingId'], // eslint-disable-line @typescript-eslint/no-explicit-any
    ['a map origin with a path', (c: any) => (c.mapEmbedOrigin = 'https://maps.example/embed'), 'mapEmbedOrigin'], // eslint-disable-line @typescript-eslint/no-explicit-any
  ])('refuses %s, naming the field', (_case, mutate, field) => {
    const message = failureFor(mutate);
    expect(message).toContain('Invalid tenant configuration');
    expect(message).toContain(`- ${field}:`);
  });
});

describe('issue 38 §4: opening hours and dock capacity', () => {
  it('the demo house keeps weekdays 09:00–17:00, Saturday morning, no Sunday, and 4 at the dock an hour; the defaults are the same', () => {
    const tenant = parseTenant(demo);
    expect(tenant.openingHours['1']).toEqual([{ opens: '09:00', closes: '17:00' }]);
    expect(tenant.openingHours['6']).toEqual([{ opens: '09:00', closes: '13:00' }]);
    expect(tenant.openingHours['7']).toEqual([]);
    expect(tenant.dockCapacity).toBe(4);
    const { openingHours: _hours, dockCapacity: _capacity, ...without } = clone();
    const defaults = parseTenant(without);
    expect(defaults.openingHours).toEqual(tenant.openingHours);
    expect(defaults.dockCapacity).toBe(4);
  });

  it('a day may have a lunch break; a day left out is closed', () => {
    const config = clone();
    config.openingHours = {
      '2': [
        { opens: '13:00', closes: '17:00' },
        { opens: '08:00', closes: '12:00' },
      ],
      '3': [
        { opens: '08:00', closes: '12:00' },
        { opens: '12:00', closes: '16:00' },
      ],
    };
    const hours = parseTenant(config).openingHours;
    expect(hours['2']).toHaveLength(2);
    expect(hours['3']).toHaveLength(2);
    expect(hours['1']).toEqual([]);
  });

  it('refuses a period that ends before it starts, naming the day', () => {
    const message = failureFor((config) => (config.openingHours = { '6': [{ opens: '13:00', closes: '09:00' }] }));
    expect(message).toContain('- openingHours.6.0.closes: Saturday’s period 13:00–09:00 ends before it starts');
  });

  it('refuses a period that ends when it starts', () => {
    const message = failureFor((config) => (config.openingHours = { '1': [{ opens: '09:00', closes: '09:00' }] }));
    expect(message).toContain('- openingHours.1.0.closes: Monday’s period 09:00–09:00 ends before it starts');
  });

  it('refuses periods of one day that overlap, naming the day and both periods', () => {
    const message = failureFor(
      (config) =>
        (config.openingHours = {
          '3': [
            { opens: '11:00', closes: '14:00' },
            { opens: '08:00', closes: '12:00' },
          ],
        }),
    );
    expect(message).toContain('- openingHours.3.0: Wednesday’s periods 08:00–12:00 and 11:00–14:00 overlap');
  });

  it('refuses a time that is not one, a day that is not one, and a dock that takes nobody', () => {
    expect(failureFor((config) => (config.openingHours = { '1': [{ opens: '8am', closes: '18:00' }] }))).toContain(
      '- openingHours.1.0.opens: must be a time such as 09:00',
    );
    expect(failureFor((config) => (config.openingHours = { '8': [] }))).toContain('openingHours');
    expect(failureFor((config) => (config.dockCapacity = 0))).toContain('- dockCapacity:');
  });
});
