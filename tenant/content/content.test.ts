import { describe, expect, it } from 'vitest';
import { tenant } from '@/lib/tenant';
import type { Tenant } from '@/lib/tenant/schema';
import { rentalWeeks } from '@/lib/set-lists/weekly-quote';
import { aboutUs } from './about-us';
import { howItWorks } from './how-it-works';
import type { ContentPage } from './types';

/** Every piece of text a page renders, section by section. */
function allText(page: ContentPage): string[] {
  return [
    page.title,
    page.description,
    page.intro,
    ...page.sections.flatMap((section) => [
      section.id,
      section.heading,
      ...(section.paragraphs ?? []),
      ...(section.list ?? []),
      ...(section.faqs ?? []).flatMap((faq) => [faq.question, faq.answer]),
    ]),
  ];
}

function sectionText(page: ContentPage, id: string): string {
  const section = page.sections.find((candidate) => candidate.id === id);
  if (!section) throw new Error(`no section ${id}`);
  return [section.heading, ...(section.paragraphs ?? []), ...(section.list ?? [])].join('\n');
}

const pages = { howItWorks: howItWorks(tenant), aboutUs: aboutUs(tenant) };

describe('content pages for the demo tenant', () => {
  it("spec §2 routes: /forms-and-faqs is labelled 'How it Works'", () => {
    expect(pages.howItWorks.title).toBe('How it Works');
  });

  it("spec §2 routes: /pages/about-us is labelled 'About Us'", () => {
    expect(pages.aboutUs.title).toBe('About Us');
  });

  it("spec §1/§9 request type: the Holds section uses the tenant's request type 'Hold'", () => {
    expect(tenant.request.type).toBe('Hold');
    const holds = pages.howItWorks.sections.find((section) => section.heading.includes(tenant.request.type));
    expect(holds?.id).toBe('hold-requests');
    const text = sectionText(pages.howItWorks, 'hold-requests');
    expect(text).toContain('Hold request');
    expect(text).toMatch(/released/);
    expect(text).toMatch(/not a booking until your paperwork is in/);
  });

  it('spec §9 card authorisation processing percentage 3 appears in the rental terms', () => {
    expect(tenant.hasCreditCardAuth).toBe(true);
    expect(tenant.cardAuthProcessingPercent).toBe(3);
    const terms = sectionText(pages.howItWorks, 'weekly-rentals');
    expect(terms).toContain('3%');
    expect(terms).toMatch(/credit card authorisation/);
  });

  it('the terms say what the quote does: a week and a grace day is one week, and the card covers the rental plus the processing charge', () => {
    const terms = sectionText(pages.howItWorks, 'weekly-rentals');
    expect(terms).toContain('props collected on a Monday are due back by the following Tuesday');
    // 2027-03-01 is a Monday.
    expect(rentalWeeks('2027-03-01', '2027-03-09')).toBe(1);
    expect(terms).toContain(`for the rental plus a ${tenant.cardAuthProcessingPercent}% processing charge`);
    expect(allText(pages.howItWorks).join('\n')).not.toMatch(/only charged for late returns/);
  });

  it('spec §9 weeklyDiscounts all 0: the terms say there are no multi-week discounts', () => {
    expect(sectionText(pages.howItWorks, 'weekly-rentals')).toMatch(/don't currently offer multi-week discounts/);
  });

  it('spec §9 weight units lb and vendor hours appear in the pick-up section', () => {
    const pickUp = sectionText(pages.howItWorks, 'pick-up');
    expect(pickUp).toContain('(lb)');
    expect(pickUp).toContain('Visits are by appointment.');
    expect(pickUp).toContain(tenant.vendor.address.line1);
    expect(pickUp).toContain(tenant.vendor.email);
  });

  it('the forms section names the legal name as additional insured and says how to get each form', () => {
    const forms = sectionText(pages.howItWorks, 'forms');
    expect(forms).toContain(`naming ${tenant.vendor.legalName} as additional insured`);
    for (const form of ['Certificate of insurance', 'Credit card authorisation form', 'Purchase order', 'Rental agreement', 'Resale certificate']) {
      expect(forms).toContain(form);
    }
    expect(forms).toContain(tenant.vendor.email);
  });

  it('About Us says what every listing shows, and claims no photographs the demo catalogue does not have', () => {
    const working = sectionText(pages.aboutUs, 'working-with-crews');
    expect(working).toContain('Every prop in the catalogue is listed with a picture, its measurements, its weight in pounds');
    expect(allText(pages.aboutUs).join('\n')).not.toMatch(/photograph/i);
  });

  it('the FAQ section has at least 6 questions, each with an answer', () => {
    const faq = pages.howItWorks.sections.find((section) => section.id === 'faq');
    expect(faq?.faqs?.length ?? 0).toBeGreaterThanOrEqual(6);
    for (const { question, answer } of faq?.faqs ?? []) {
      expect(question.trim()).toMatch(/\?$/);
      expect(answer.trim().length).toBeGreaterThan(20);
    }
  });

  for (const [name, page] of Object.entries(pages)) {
    it(`${name}: section ids are unique kebab-case anchors`, () => {
      const ids = page.sections.map((section) => section.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    });

    it(`${name}: no text contains "lorem" or "TODO", and nothing is left blank or unfilled`, () => {
      for (const text of allText(page)) {
        expect(text).not.toMatch(/lorem/i);
        expect(text).not.toMatch(/TODO/);
        expect(text).not.toMatch(/undefined|NaN|\[object Object\]|\$\{/);
        expect(text.trim()).not.toBe('');
      }
    });

    it(`${name}: the description fits a meta description`, () => {
      expect(page.description.length).toBeGreaterThan(50);
      expect(page.description.length).toBeLessThanOrEqual(300);
    });
  }
});

describe('content follows the tenant configuration', () => {
  const variant: Tenant = {
    ...tenant,
    vendor: { ...tenant.vendor, weeklyDiscounts: [0, 10, 15, 20, 20, 20, 20, 20], hours: 'Mon–Fri 8am–5pm' },
    hasCreditCardAuth: false,
    cardAuthProcessingPercent: 0,
    request: { ...tenant.request, type: 'Quote' },
    weightUnits: 'kg',
  };
  const page = howItWorks(variant);

  it('lists non-zero weekly discounts instead of saying there are none', () => {
    const section = page.sections.find((candidate) => candidate.id === 'weekly-rentals');
    expect(section?.list).toContain("Week 2: 10% off that week's rate");
    expect(sectionText(page, 'weekly-rentals')).not.toMatch(/multi-week discounts/);
  });

  it('leaves out the card authorisation and processing charge when the tenant has none', () => {
    expect(allText(page).join('\n')).not.toMatch(/authorisation|processing charge/i);
  });

  it('uses the configured request type, hours and weight units', () => {
    expect(page.sections.map((section) => section.id)).toContain('quote-requests');
    const text = allText(page).join('\n');
    expect(text).not.toMatch(/\bHold\b/);
    expect(text).toContain('Our hours are Mon–Fri 8am–5pm');
    expect(text).toContain('kilograms (kg)');
  });
});
