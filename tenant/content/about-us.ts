import type { Tenant } from '@/lib/tenant/schema';
import { addressLines } from '@/lib/site/contact-links';
import { visitsSentence } from './how-it-works';
import type { ContentPage } from './types';

/** The "About Us" page (/pages/about-us): who the prop house is, what it stocks, how it works, why it gives surplus away. */
export function aboutUs(t: Tenant): ContentPage {
  const { vendor } = t;
  const name = vendor.displayName;
  const { city, state } = vendor.address;
  const type = t.request.type;

  // What every listing shows. "A picture", not "a photograph": the demo's pictures are drawings until a house uploads photos.
  const catalogueDetails = [
    'a picture',
    'its measurements',
    `its weight in ${t.weightUnits === 'kg' ? 'kilograms' : 'pounds'}`,
    ...(t.showSkuNotPrice ? ['its stock number'] : []),
    ...(t.showAvailability ? ['whether it is available'] : []),
  ];

  return {
    title: 'About Us',
    description: `${name} rents scenic and production props by the week to film, TV and stage crews, and gives used creative materials and industry surplus away for free. Based in ${city}, ${state}.`,
    intro: `Welcome to ${name}, in ${city}, ${state}. We rent scenic and production props by the week to film, television and stage crews, and we give away used creative materials and industry surplus for free, so good pieces keep working instead of ending up in a dumpster.`,
    sections: [
      {
        id: 'who-we-are',
        heading: 'Who we are',
        paragraphs: [
          "We're a working prop house, set up around the way a set decorator's week actually goes: a script breakdown one day, a set list the next, a truck at the dock a few days later, and a change of plan somewhere in between.",
          "Most of what we do is help crews find the right piece quickly and get it onto the truck in one piece. If you're not sure what you need yet, tell us about the set, the period and the characters, and we'll walk the floor with you.",
        ],
      },
      {
        id: 'what-we-stock',
        heading: 'What we stock',
        paragraphs: ['Our rental stock covers the everyday and the specific, across periods and styles, for sets that need to look lived in:'],
        list: [
          'Furniture for homes, offices, restaurants, shops and waiting rooms',
          'Lamps, practicals and light fixtures',
          'Artwork, frames, mirrors, rugs and soft furnishings',
          'Kitchenware, tableware and bar dressing',
          'Office, medical and commercial dressing, signage and fixtures',
          'Hand props: phones, luggage, bags, books, tools and desk clutter',
          'Scenic pieces and materials',
        ],
      },
      {
        id: 'working-with-crews',
        heading: 'How we work with crews',
        paragraphs: [
          `Every prop in the catalogue is listed with ${joinList(catalogueDetails)}, so prop masters and art directors can plan from the office. Build a set list for each set, send it to us as a ${type} request with your dates, and we'll confirm what's yours.`,
          `Rentals are priced by the week, because that's how productions plan. Once your paperwork is in, we pull and stage your order so the crew can load and go. When schedules move, as they always do, let us know and we'll do our best to move with you.`,
          'The details, from rental terms to the forms a production needs, are on our How it Works page.',
        ],
      },
      {
        id: 'free-surplus',
        heading: 'Free surplus, and why we give it away',
        paragraphs: [
          "Productions use a lot of material once: lumber and flats, fabric, paint, dressing bought for a single scene. When a show wraps, much of it is thrown away. We would rather it went to the next production, a student film, a school drama department or an artist's studio.",
          'So alongside our rental stock we give away used creative materials and industry surplus for free: pieces retired from our rental stock, and materials that wrapped productions pass on to us. Every piece that leaves here for a new project is one that stayed out of landfill.',
          'Free items are listed under Free Props in the catalogue. They are first come, first served and collected by appointment.',
        ],
      },
      {
        id: 'where-we-are',
        heading: 'Where to find us',
        paragraphs: [
          `We're at ${addressLines(vendor.address).join(', ')}. ${visitsSentence(vendor.hours)} Email ${vendor.email} or call ${vendor.phone} to arrange a walk-through, a pick-up or a return; pick-ups and returns are at our loading dock.`,
          ...(vendor.legalName !== name ? [`${name} is operated by ${vendor.legalName}.`] : []),
        ],
      },
    ],
  };
}

/** ["a"] -> "a"; ["a", "b"] -> "a and b"; ["a", "b", "c"] -> "a, b and c". */
function joinList(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
