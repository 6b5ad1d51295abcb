import { createRequire } from 'node:module';
import type { ListingCategory, ListingTerms } from '@barteraid/events';

type ZipRow = { zip: string; latitude: number; longitude: number; city: string; state: string; country: string };
const zipTable = (createRequire(import.meta.url)('zipcodes/lib/codes.js') as { codes: Record<string, ZipRow> }).codes;
const zipsByCity = new Map<string, ListingTerms['place'][]>();

/** The ZIP codes of a benchmark city ("Houston, TX"), as listing places: so distance searches have a city's spread to search. */
function placesIn(location: string): ListingTerms['place'][] {
  let places = zipsByCity.get(location);
  if (!places) {
    const [city, state] = location.split(', ');
    places = Object.values(zipTable)
      .filter((row) => row.country === 'US' && row.city === city && row.state === state)
      .map((row) => ({ zip: row.zip, lat: row.latitude, lng: row.longitude }));
    zipsByCity.set(location, places);
  }
  return places;
}

/** A small deterministic PRNG (mulberry32), so every run generates the same marketplace. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const items: Record<ListingCategory, string[]> = {
  'food-water': ['bottled water', 'baby formula', 'canned soup', 'rice and beans', 'hot meals', 'water filter', 'purification tablets', 'fresh produce', 'bread loaves', 'diapers and wipes', 'coffee and sugar', 'pet food'],
  'shelter-housing': ['spare bedroom', 'roof tarp', 'folding cots', 'camping tent', 'sleeping bags', 'travel trailer spot', 'air mattress', 'couch to sleep on', 'basement apartment', 'storm shutters'],
  transportation: ['ride to the hospital', 'ride to the airport', 'pickup truck and driver', 'bicycle', 'gas for the van', 'moving van', 'boat for evacuation', 'car jump start', 'wheelchair van', 'bus tickets'],
  'medical-health': ['insulin cooler', 'first aid kit', 'blood pressure checks', 'wheelchair', 'oxygen concentrator', 'prescription pickup', 'walker', 'hearing aid batteries', 'face masks', 'crutches'],
  clothing: ['kids clothes', 'rain boots', 'winter coats', 'work gloves', 'baby clothes', 'warm blankets', 'sneakers', 'socks and underwear', 'rain jackets', 'school uniforms'],
  'tools-equipment': ['portable generator', 'chainsaw', 'wet vacuum', 'dehumidifier', 'extension ladder', 'pressure washer', 'sump pump', 'power drill', 'extension cords', 'sandbags'],
  services: ['drywall removal', 'childcare', 'help with FEMA forms', 'licensed electrician', 'spanish interpreter', 'tree removal', 'plumbing repair', 'pet sitting', 'tutoring', 'mold treatment'],
  electronics: ['phone charging', 'weather radio', 'laptop', 'power bank', 'solar panel', 'walkie talkies', 'tablet for school', 'wifi hotspot', 'flashlights', 'car charger'],
  other: ['dog foster', 'storage space', 'school supplies', 'photo restoration', 'moving boxes', 'cat carrier', 'books for kids', 'board games', 'toiletries', 'cleaning supplies'],
};

const offerOpeners = ['Offering', 'Available:', 'Can lend', 'Free to good home:', 'Sharing', 'Have extra'];
const needOpeners = ['Need', 'Looking for', 'Urgently need', 'Wanted:', 'Seeking', 'Help needed:'];
const details = [
  'Flood water reached the first floor and we lost most of our things.',
  'Power has been out for four days in our neighborhood.',
  'Happy to meet at the community center or drop off nearby.',
  'Our family of five is staying with relatives until repairs are done.',
  'Pickup any afternoon this week, please message first.',
  'Used but in good working order, cleaned and tested.',
  'Brand new, still in the box from a supply drive.',
  'Shelter volunteers can pick up on behalf of families.',
  'Can trade for credits or swap for something we need.',
  'Seniors and families with small children get priority.',
  'Roads are open again so delivery within the county is possible.',
  'The storm took down trees on our street and the driveway is blocked.',
];

export const cities = [
  'Houston, TX', 'Galveston, TX', 'Beaumont, TX', 'Corpus Christi, TX', 'Austin, TX', 'San Antonio, TX', 'Dallas, TX',
  'New Orleans, LA', 'Baton Rouge, LA', 'Lake Charles, LA', 'Lafayette, LA', 'Shreveport, LA',
  'Tulsa, OK', 'Oklahoma City, OK', 'Miami, FL', 'Tampa, FL', 'Orlando, FL', 'Jacksonville, FL', 'Pensacola, FL', 'Fort Myers, FL',
  'Mobile, AL', 'Birmingham, AL', 'Biloxi, MS', 'Jackson, MS', 'Savannah, GA', 'Atlanta, GA', 'Charleston, SC', 'Wilmington, NC',
  'Asheville, NC', 'Raleigh, NC', 'Norfolk, VA', 'Memphis, TN', 'Nashville, TN', 'Little Rock, AR', 'St. Louis, MO',
  'Sacramento, CA', 'Paradise, CA', 'Los Angeles, CA', 'San Diego, CA', 'Santa Rosa, CA', 'Phoenix, AZ', 'Denver, CO',
  'Boulder, CO', 'Portland, OR', 'Seattle, WA', 'Anchorage, AK', 'Honolulu, HI', 'Lahaina, HI', 'San Juan, PR', 'Ponce, PR',
];

const categories = Object.keys(items) as ListingCategory[];
const pick = <T>(next: () => number, values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface GeneratedListing {
  ownerIndex: number;
  terms: ListingTerms;
  hoursAgo: number;
}

/** The n-th listing of the benchmark marketplace (about 15% urgent, needs slightly fewer than offers). */
export function generateListing(index: number, owners: number): GeneratedListing {
  const next = random(index * 7919 + 17);
  const category = pick(next, categories);
  const item = pick(next, items[category]);
  const type = next() < 0.55 ? 'offer' : 'need';
  const isUrgent = next() < (type === 'need' ? 0.25 : 0.05);
  const opener = pick(next, type === 'offer' ? offerOpeners : needOpeners);
  const location = pick(next, cities);
  const description = [
    `${capitalise(type === 'offer' ? `${item} available` : `${item} needed`)} in ${location.split(',')[0]}.`,
    pick(next, details),
    pick(next, details),
  ].join(' ');
  const credits = next() < 0.15 ? 0 : Math.round(next() * next() * 200 * 100);
  // Every listing has a ZIP of its city (none for a place outside the table): distance scenarios search them.
  const zips = placesIn(location);
  const place = zips.length > 0 ? pick(next, zips) : null;
  return {
    ownerIndex: Math.floor(next() * owners),
    hoursAgo: next() * 24 * 90,
    terms: { title: `${opener} ${item}`, description, category, type, creditsCents: credits, location, isUrgent, place },
  };
}
