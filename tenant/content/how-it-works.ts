import type { Tenant } from '@/lib/tenant/schema';
import { addressLines } from '@/lib/site/contact-links';
import type { ContentPage, ContentSection } from './types';

/**
 * The "How it Works" page (/forms-and-faqs): rental terms, holds, pick-up and return, free props,
 * paperwork and FAQs, for set decorators, prop masters and art directors. Every value the tenant
 * configures (request type, card authorisation, discounts, units, contact details) comes from `t`.
 */
export function howItWorks(t: Tenant): ContentPage {
  const { vendor } = t;
  const name = vendor.displayName;
  const email = vendor.email;
  const type = t.request.type;
  const address = addressLines(vendor.address).join(', ');
  const visits = visitsSentence(vendor.hours);
  const units = weightUnitName(t.weightUnits);
  const holdSectionId = `${kebab(type)}-requests`;

  return {
    title: 'How it Works',
    description: `How renting from ${name} works: weekly rental terms, ${type} requests, pick-up and return, free props, the forms a production needs, and answers to common questions.`,
    intro: `Everything your production needs to know before renting from ${name}: how weekly rentals are priced, how to put props on ${type}, what to expect at pick-up and return, how our free props work, and which paperwork we need before anything leaves the building.`,
    sections: [
      weeklyRentals(t),
      {
        id: holdSectionId,
        heading: `Putting props on ${type}`,
        paragraphs: [
          `A ${type} reserves props for your shoot dates while your production gets its paperwork together. It costs nothing to place, and it's the surest way to know the pieces you picked will still be here when your truck arrives.`,
          `A ${type} is not a booking until your paperwork is in. ${type}s we haven't confirmed, or whose paperwork hasn't arrived by the date we give you, are released and the props go back on the floor for other productions. If your dates move, tell us as soon as you can and we'll try to move the ${type} with them.`,
          `To put props on ${type}:`,
        ],
        list: [
          'Browse the catalogue and add what you need to a set list. Many decorators keep one list per set or per episode.',
          `Send the set list as a ${type} request, with your production name, your pick-up date and your return date.`,
          `We check availability for those dates and confirm by email which items are on ${type} for you, and until when.`,
          `Send the paperwork listed under "Forms a production needs". Once it's in, your ${type} becomes a booking and we pull and stage the props for pick-up.`,
        ],
      },
      {
        id: 'pick-up',
        heading: 'Pick-up',
        paragraphs: [
          `We're at ${address}. ${visits} Email ${email} or call ${vendor.phone} to book a pick-up or a walk-through, and we'll have your order pulled and staged at the loading dock when you arrive.`,
          `Every listing gives the item's weight in ${units}, so you can size the truck and the crew before you come. Please bring:`,
        ],
        list: [
          'A truck or van big enough for the whole order, ideally with a lift gate for heavy pieces',
          'Furniture blankets (moving pads) to wrap every piece',
          'Ratchet straps or rope to secure the load',
          'Enough crew to lift the heavy and awkward items safely',
          `Your ${type} confirmation or set list, so we can check the order out with you`,
        ],
      },
      {
        id: 'returns',
        heading: 'Returns',
        paragraphs: [
          'Bring props back by the return date we confirmed, and book your return slot ahead, the same way as your pick-up.',
          'Return everything clean and complete, in the condition you received it: take off tape, gaffer residue, labels and anything added for the shoot, and bring back every part, including shades, cushions, keys, inserts and hardware.',
          "Late returns are billed by the week: a prop that comes back after its return date is charged another full week at its weekly rate, and another for each further week it's late. If you know you'll need props longer, ask for an extension before the return date.",
          'We check everything in with you at the dock. Anything missing or damaged is noted there and then, and handled as described under "Loss and damage".',
        ],
      },
      lossAndDamage(t),
      {
        id: 'free-props',
        heading: 'Free props',
        paragraphs: [
          `Alongside our rental stock, ${name} gives away used creative materials and industry surplus for free: set dressing, scenic materials and supplies that productions have passed on to us after wrapping, and pieces that have come to the end of their rental life.`,
          'Free props are for productions, student films, schools, theatres and artists. There is no charge, and no insurance certificate or rental agreement is needed to take them.',
          `Free items are first come, first served. Find them under Free Props in the catalogue, then send a request or email ${email} to say which ones you'd like and we'll book a collection time. Collection is by appointment, and because other people are waiting for the same items we can't keep them aside for long.`,
          "Free items are given as they are, with no guarantee that they're complete or suitable for any particular use. Once collected they're yours, so please don't bring them back.",
        ],
      },
      forms(t),
      faq(t),
    ],
  };
}

function weeklyRentals(t: Tenant): ContentSection {
  const { vendor } = t;
  const percent = t.cardAuthProcessingPercent;
  const paragraphs = [
    'Every rental is priced per item, per week. A rental week is seven days from the day you pick up, with a grace day for the return: props collected on a Monday are due back by the following Tuesday. A shorter rental is billed as a full week, and each further seven days, or part of them, is another week at the weekly rate.',
    t.showSkuNotPrice
      ? `Catalogue listings show each item's stock number (SKU) rather than a price. Add the pieces you like to a set list and send it to us, or email ${vendor.email}, and we'll quote weekly rates in ${t.currency} for your dates.`
      : `Weekly rates are shown in ${t.currency} on each listing.`,
  ];

  const discounts = vendor.weeklyDiscounts.map((discount, index) => ({ week: index + 1, discount })).filter(({ discount }) => discount > 0);
  let list: string[] | undefined;
  if (discounts.length === 0) {
    paragraphs.push(
      "We don't currently offer multi-week discounts: every week of a rental is billed at the same weekly rate, however long you keep the props.",
    );
  } else {
    paragraphs.push('Longer rentals are discounted on the weekly rate, week by week:');
    list = discounts.map(({ week, discount }) => `Week ${week}: ${formatPercent(discount)} off that week's rate`);
  }

  if (t.hasCreditCardAuth) {
    paragraphs.push(
      `Before props leave the building we take a credit card authorisation from the production, for the rental${percent > 0 ? ` plus a ${formatPercent(percent)} processing charge` : ''}. The card is authorised, not charged: the amount is reserved on the card, and charged once the props are back and checked in.`,
    );
  } else if (percent > 0) {
    paragraphs.push(`A processing charge of ${formatPercent(percent)} is added to payments made by card.`);
  }
  return { id: 'weekly-rentals', heading: 'Weekly rental terms', paragraphs, ...(list ? { list } : {}) };
}

function lossAndDamage(t: Tenant): ContentSection {
  const paragraphs = [
    "From pick-up until check-in, the props are your production's responsibility. That's why we ask for a certificate of insurance before anything leaves the building.",
    "Anything lost, stolen or damaged beyond normal wear is charged at the cost of repair or, if it can't be repaired, at its replacement value. Cleaning needed to make a prop rentable again may also be charged.",
    "Please don't paint, cut, drill, re-cover or otherwise alter a prop without our written permission, and don't try to repair damage yourself. Tell us what happened when you return it: an honest note at check-in saves everyone time.",
  ];
  if (t.hasCreditCardAuth) {
    paragraphs.push('Charges for loss, damage or late returns may be taken from the card on your authorisation form.');
  }
  return { id: 'loss-and-damage', heading: 'Loss and damage', paragraphs };
}

function forms(t: Tenant): ContentSection {
  const { email, legalName } = t.vendor;
  const list = [
    `Certificate of insurance (COI) from your production's insurer, naming ${legalName} as additional insured and covering props rented from us for the whole rental. Ask your broker to email it to ${email}.`,
  ];
  if (t.hasCreditCardAuth) {
    list.push(`Credit card authorisation form: our form, completed and signed by the cardholder. Email ${email} for a copy.`);
  }
  list.push(
    `Purchase order, if your production works with them: email the PO to ${email} and we'll reference it on your invoice.`,
    `Rental agreement: our agreement setting out the terms on this page, signed by someone authorised to act for the production. Email ${email} for a copy.`,
    `Resale certificate, only if your production is tax-exempt for the rental: send a completed certificate to ${email} with the rest of your paperwork so we don't charge sales tax.`,
  );
  return {
    id: 'forms',
    heading: 'Forms a production needs',
    paragraphs: [
      `Before rented props leave the building we need the following from your production. Your ${t.request.type} becomes a booking once everything is in. To get any of our forms, or to send yours, email ${email} with your production name and dates, and we'll tell you if anything is missing.`,
    ],
    list,
  };
}

function faq(t: Tenant): ContentSection {
  const { vendor } = t;
  const type = t.request.type;
  const percent = t.cardAuthProcessingPercent;
  const faqs: { question: string; answer: string }[] = [
    {
      question: 'Can I rent a prop for less than a week?',
      answer: 'Rentals are priced by the week, so a shorter rental is billed as one week. Keeping a prop for a day costs the same as keeping it for seven.',
    },
    {
      question: `How long will you keep my ${type}?`,
      answer: `When we confirm a ${type} we tell you the date we can keep it until. If your paperwork isn't in by then and we haven't heard from you, the ${type} is released so other productions can use the props. If you need more time, ask before that date.`,
    },
    {
      question: 'Our shoot dates moved. What should we do?',
      answer: `Email ${vendor.email} as soon as you know. If the props are free for your new dates we'll move your ${type} or booking; if some are already promised to another production, we'll help you find alternatives in the catalogue.`,
    },
    {
      question: `Can we see the props before we put them on ${type}?`,
      answer: `Yes. ${visitsSentence(vendor.hours)} Book a walk-through by email or on ${vendor.phone} and we'll show you around, pull pieces for you to look at and help you build your set list.`,
    },
    {
      question: 'Can we keep props longer than planned?',
      answer: `Usually, yes. Ask for an extension before your return date and we'll bill the extra weeks at the weekly rate. If another production has the same props on ${type} after you, we may not be able to extend, so the earlier you ask the better.`,
    },
    {
      question: 'What happens if something gets damaged on set?',
      answer:
        "Tell us when you return it, or sooner if it's serious, and don't try to fix it yourself. We'll assess it at check-in and charge the cost of repair, or the replacement value if it can't be repaired.",
    },
  ];
  if (t.hasCreditCardAuth) {
    faqs.push({
      question: 'Is the card authorisation a charge?',
      answer: `Not at first. An authorisation reserves the rental${percent > 0 ? ` plus the ${formatPercent(percent)} processing charge` : ''} on the card without charging it; we charge the card once the props are back and checked in.`,
    });
  }
  faqs.push(
    {
      question: 'Can we paint, cut or break a prop for a scene?',
      answer:
        'Not without our written permission first. Some pieces can be altered and restored, and we are happy to talk it through. If a scene calls for something to be broken or destroyed, our free surplus is often a better fit.',
    },
    {
      question: 'How do we know whether a piece will fit in our truck?',
      answer: `Every listing gives the item's weight in ${weightUnitName(t.weightUnits)}. If you need measurements or more photos, email ${vendor.email} with the stock number and we'll check it for you.`,
    },
    {
      question: 'Who can take free props?',
      answer:
        "Productions, student films, schools, theatres and artists. Free items are first come, first served, collected by appointment, and there's no charge.",
    },
    {
      question: 'Do free props need a certificate of insurance?',
      answer: `No. Insurance, the rental agreement and the other forms are only needed for rentals. If your set list mixes free and rented items, the paperwork covers the rented ones, and the ${type} steps under "Putting props on ${type}" still apply to them.`,
    },
  );
  return { id: 'faq', heading: 'Frequently asked questions', faqs };
}

function formatPercent(value: number): string {
  return `${value}%`;
}

/** "8400 San Fernando Road, Sun Valley, CA 91352" */

/** A full sentence about visiting hours; `hours` is free text such as "by appointment" or "Mon–Fri 8am–5pm". */
export function visitsSentence(hours: string): string {
  const text = hours.trim().replace(/[.\s]+$/, '');
  return /appointment/i.test(text) ? `Visits are ${text}.` : `Our hours are ${text}; please book visits ahead.`;
}

function weightUnitName(units: Tenant['weightUnits']): string {
  return units === 'kg' ? 'kilograms (kg)' : 'pounds (lb)';
}

/** "Hold" -> "hold", "Quote Request" -> "quote-request": for section anchors. */
function kebab(value: string): string {
  return (
    value
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'request'
  );
}
