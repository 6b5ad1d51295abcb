import { deterministicId, streams, type ListingTerms } from '@barteraid/events';
import { zipPlace } from '@barteraid/infra';
import { execute, loadStream, nowOf } from '../command-handling';
import type { FeatureSeed } from '../seed/seed';
import { listingDecider } from './listing';

type Poster = 'maria' | 'james' | 'grace' | 'sam';

const emails: Record<Poster, string> = {
  maria: 'maria@example.org',
  james: 'james@example.org',
  grace: 'grace@example.org',
  sam: 'sam@example.org',
};

interface DemoListing extends Omit<ListingTerms, 'creditsCents' | 'place'> {
  key: string;
  /** The listing's own ZIP code; without one it sits at its owner's public point. */
  zip?: string;
  by: Poster;
  credits: number;
  hoursAgo: number;
}

const demo = (
  key: string,
  by: Poster,
  type: ListingTerms['type'],
  category: ListingTerms['category'],
  title: string,
  description: string,
  credits: number,
  location: string,
  isUrgent: boolean,
  hoursAgo: number,
): DemoListing => ({ key, by, type, category, title, description, credits, location, isUrgent, hoursAgo });

/** A marketplace after a Gulf Coast storm: every category, offers and needs, some urgent. */
const listings: DemoListing[] = [
  { ...demo('water-cases', 'grace', 'offer', 'food-water', 'Bottled water, 20 cases', 'Donated cases of 24 bottles each at the church hall. Bring a vehicle; we help load between 9am and 5pm.', 5, 'Baton Rouge, LA', false, 2), zip: '70802' },
  demo('baby-formula', 'maria', 'need', 'food-water', 'Baby formula for a 4-month-old', 'Looking for Similac Pro-Advance or similar, powder or ready-to-feed. Stores near us are still closed after the flood.', 15, 'Houston, TX', true, 1),
  { ...demo('hot-meals', 'grace', 'offer', 'food-water', 'Hot meals for families, daily', 'Our kitchen serves red beans and rice, sandwiches and fruit every evening at 6pm. Plates to go for shut-ins on request.', 0, 'Baton Rouge, LA', false, 30), zip: '70802' },
  demo('water-filter', 'james', 'need', 'food-water', 'Water filter or purification tablets', 'Boil-water notice in our parish and no gas for the stove. A gravity filter or purification tablets would help a family of five.', 20, 'New Orleans, LA', true, 5),
  demo('canned-goods', 'sam', 'offer', 'food-water', 'Canned vegetables and soup, two boxes', 'Extra stock from our break room: green beans, corn, chicken soup. Unopened, dates good through next year.', 10, 'Houston, TX', false, 52),

  demo('spare-room', 'james', 'offer', 'shelter-housing', 'Spare bedroom for a displaced family', 'Furnished room with a queen bed in a dry house, up to two weeks. Shared kitchen and bathroom; pets welcome.', 30, 'New Orleans, LA', false, 8),
  demo('roof-tarp', 'maria', 'need', 'shelter-housing', 'Roof tarp and help securing it', 'Wind lifted part of our roof. Need a 20x30 tarp and someone with a ladder to nail it down before the next rain.', 40, 'Houston, TX', true, 3),
  demo('cots', 'grace', 'offer', 'shelter-housing', 'Folding cots and blankets', 'Twelve folding cots with blankets to lend to families or shelters. Please return them when you are back home.', 5, 'Baton Rouge, LA', false, 72),
  demo('rv-space', 'sam', 'need', 'shelter-housing', 'Place to park a travel trailer', 'Our family is living in a 24ft trailer and needs a driveway with a power outlet for about a month.', 60, 'Houston, TX', false, 26),

  demo('airport-ride', 'james', 'offer', 'transportation', 'Rides to hospital appointments', 'I have a minivan and a free schedule. Happy to drive people to dialysis, chemo or other appointments in the metro area.', 10, 'New Orleans, LA', false, 12),
  demo('evacuation-ride', 'maria', 'need', 'transportation', 'Ride to my sister’s in Austin', 'Our car flooded. Looking for a ride for me and two kids (car seats provided) to Austin this week.', 75, 'Houston, TX', true, 4),
  demo('bike-loan', 'sam', 'offer', 'transportation', 'Bicycles to lend', 'Three adult bikes with locks and lights, tuned up. Borrow for as long as gas is short.', 5, 'Houston, TX', false, 96),
  demo('fuel-need', 'grace', 'need', 'transportation', 'Gas for the church van', 'Our van delivers meals to seniors. We need about 20 gallons of gas to keep routes going this week.', 80, 'Baton Rouge, LA', true, 6),

  demo('insulin-cooler', 'maria', 'need', 'medical-health', 'Insulin cooler or fridge space', 'Power is out and my son’s insulin must stay cold. A battery cooler or space in a working fridge nearby would be a lifesaver.', 25, 'Houston, TX', true, 0.5),
  demo('first-aid', 'sam', 'offer', 'medical-health', 'First aid kits, fully stocked', 'Ten workplace first aid kits: bandages, gauze, antiseptic, gloves, burn gel. Free to shelters, credits welcome from others.', 12, 'Houston, TX', false, 20),
  demo('nurse-visits', 'grace', 'offer', 'medical-health', 'Retired nurse: blood pressure checks', 'A retired RN from our congregation checks blood pressure and sugar and helps sort medications, Tuesday and Thursday mornings.', 0, 'Baton Rouge, LA', false, 44),
  demo('wheelchair', 'james', 'need', 'medical-health', 'Wheelchair for my father', 'His chair was lost in the evacuation. Any standard-width manual wheelchair in working order.', 50, 'New Orleans, LA', true, 10),

  demo('kids-clothes', 'maria', 'need', 'clothing', 'Clothes for two boys, sizes 6 and 8', 'We left with what we had on. Jeans, t-shirts, socks, underwear and sneakers (sizes 1 and 2) would help a lot.', 20, 'Houston, TX', false, 14),
  demo('rain-gear', 'sam', 'offer', 'clothing', 'Rain boots and rain jackets', 'Boxes of new work boots (sizes 8-12) and rain jackets from our supply room for anyone doing cleanup.', 15, 'Houston, TX', false, 36),
  demo('coats', 'grace', 'offer', 'clothing', 'Coat closet open to everyone', 'Sorted racks of coats, sweaters and shoes for all ages. Come by the fellowship hall and take what you need.', 0, 'Baton Rouge, LA', false, 120),
  demo('work-gloves', 'james', 'need', 'clothing', 'Work gloves and boots for a cleanup crew', 'Our block is gutting flooded houses. Need heavy gloves and waterproof boots for six volunteers.', 30, 'New Orleans, LA', false, 18),

  demo('generator', 'sam', 'offer', 'tools-equipment', 'Portable generator, 3500W', 'Gas generator with two extension cords. Rent by the day; I can drop it off and show you how to run it safely outside.', 40, 'Houston, TX', false, 7),
  demo('chainsaw', 'james', 'need', 'tools-equipment', 'Chainsaw to clear a fallen oak', 'A big oak is blocking our driveway. Need a chainsaw (or someone with one) for an afternoon.', 35, 'New Orleans, LA', true, 2.5),
  demo('wet-vac', 'sam', 'offer', 'tools-equipment', 'Wet/dry vacuums and dehumidifiers', 'Two shop vacs and two dehumidifiers to lend for drying out flooded rooms. Three-day loans.', 25, 'Houston, TX', false, 48),
  demo('ladder', 'grace', 'need', 'tools-equipment', 'Tall ladder for roof repairs', 'A 24ft extension ladder for a volunteer roofing crew working on members’ homes.', 20, 'Baton Rouge, LA', false, 60),

  demo('mucking-out', 'sam', 'offer', 'services', 'Muck-out and drywall removal crew', 'Licensed contractor crew. We remove wet drywall and flooring and treat for mold. Priority to seniors and families with kids.', 45, 'Houston, TX', true, 9),
  demo('childcare', 'maria', 'offer', 'services', 'Childcare while you deal with insurance', 'I can watch up to three kids at our place, weekdays 8-3, while parents meet adjusters or work on their houses.', 15, 'Houston, TX', false, 22),
  demo('fema-forms', 'grace', 'offer', 'services', 'Help filling out FEMA and insurance forms', 'Volunteers walk you through disaster assistance applications and claims, with a printer and internet at the hall.', 0, 'Baton Rouge, LA', false, 50),
  demo('electrician', 'james', 'need', 'services', 'Electrician to check wiring after flooding', 'Water reached the outlets on the ground floor. Need a licensed electrician to inspect before we turn the power back on.', 90, 'New Orleans, LA', true, 3.5),
  demo('spanish-interpreter', 'maria', 'offer', 'services', 'Spanish interpreter for appointments', 'Fluent in Spanish and English. I can interpret at clinics, shelters and insurance calls, in person or by phone.', 20, 'Houston, TX', false, 80),

  demo('phone-charging', 'sam', 'offer', 'electronics', 'Solar phone charging station', 'Our solar panel and battery bank charge phones and laptops every afternoon outside the shop. Bring your own cable.', 2, 'Houston, TX', false, 16),
  demo('weather-radio', 'grace', 'need', 'electronics', 'Weather radios for seniors', 'Hand-crank NOAA weather radios for elderly members living alone without power.', 25, 'Baton Rouge, LA', true, 11),
  demo('laptop', 'james', 'need', 'electronics', 'Laptop for online school', 'My daughter’s laptop was ruined in the flood. Any working laptop that runs a browser for her classes.', 120, 'New Orleans, LA', false, 40),
  demo('power-bank', 'maria', 'offer', 'electronics', 'Power banks, fully charged', 'Four 20,000 mAh power banks. Swap an empty one for a full one at my door.', 5, 'Houston, TX', false, 28),

  demo('pet-foster', 'maria', 'need', 'other', 'Temporary home for our dog', 'Our shelter does not take pets. Looking for someone to foster a friendly 40lb lab mix for two weeks.', 30, 'Houston, TX', true, 6.5),
  demo('storage', 'sam', 'offer', 'other', 'Dry storage space in our warehouse', 'Pallet space to keep salvaged furniture and boxes dry while you repair. Month-to-month.', 20, 'Houston, TX', false, 100),
  demo('school-supplies', 'grace', 'offer', 'other', 'School supplies and backpacks', 'Backpacks filled with notebooks, pencils and crayons for children whose schools reopen next week.', 0, 'Baton Rouge, LA', false, 64),
  demo('photo-restoration', 'james', 'need', 'other', 'Help drying and saving family photos', 'Boxes of soaked family photos. Looking for someone who knows how to rinse, dry and scan them before they are lost.', 25, 'New Orleans, LA', false, 90),
];

/**
 * Demo listings, appended as events from the demo members. Ids are derived from a fixed key,
 * so every start finds the ones already posted and skips them. Ages are spread over the past
 * days (postedAt) so the marketplace shows realistic "hours ago" the first time it starts.
 */
export const seedDemoListings: FeatureSeed = async (context, seeded) => {
  let position: number | null = null;
  const start = nowOf(context).getTime();
  for (const listing of listings) {
    const ownerId = seeded.memberIds.get(emails[listing.by]);
    if (!ownerId) continue;
    const listingId = deterministicId('demo-listing', listing.key);
    const { state } = await loadStream(context.store, streams.listing(listingId), listingDecider);
    if (state.posted) continue;
    const { key: _key, by: _by, credits, hoursAgo, zip, ...terms } = listing;
    const zipped = zip ? zipPlace(zip) : null;
    const place = zipped ? { zip: zipped.zip, lat: zipped.lat, lng: zipped.lng } : null;
    const result = await execute(
      context,
      streams.listing(listingId),
      listingDecider,
      {
        type: 'PostListing',
        listingId,
        ownerId,
        terms: { ...terms, creditsCents: Math.round(credits * 100), place },
        now: new Date(start - hoursAgo * 3_600_000).toISOString(),
      },
      { eventIds: () => deterministicId('demo-listing-posted', listingId) },
    );
    position = Math.max(position ?? 0, result.position ?? 0);
  }
  return position;
};

export const demoListingCount = listings.length;
