import { deterministicId, type PriceGuideCategory, type PriceGuideEntry } from '@barteraid/events';

/**
 * The pricing guide's reference entries, in credits (1 credit = $1). Ranges stay inside the
 * spec's sample ranges per subcategory (section 9). Prices are fair community barter values,
 * not retail: emergency items are deliberately kept at or below everyday prices.
 *
 * An entry's id comes from its key (by default the item name), so editing an entry's text or
 * prices revises it; give it an explicit key before renaming it.
 */
interface Line {
  category: PriceGuideCategory;
  subcategory: string;
  itemName: string;
  description: string;
  range: [min: number, max: number, average: number];
  unit: string;
  emergency: boolean;
  key?: string;
}

/** The spec's sample ranges (credits), which every entry of a subcategory stays within. */
export const subcategoryRanges: Record<PriceGuideCategory, Record<string, [number, number]>> = {
  goods: { Electronics: [10, 200], Furniture: [25, 300], Tools: [5, 100], 'Emergency Supplies': [5, 50] },
  services: { 'Home Repair': [20, 40], Tutoring: [15, 30], 'Pet Care': [10, 25], 'Emergency Response': [25, 50] },
  skills: { 'Technical Training': [25, 50], 'Language Lessons': [15, 35], Consulting: [30, 75], 'Emergency Skills': [20, 40] },
};

const EACH = 'each';
const HOUR = 'per hour';

const goods = (subcategory: string) =>
  (itemName: string, description: string, range: Line['range'], emergency = false, unit = EACH): Line => ({
    category: 'goods',
    subcategory,
    itemName,
    description,
    range,
    unit,
    emergency,
  });
const service = (category: 'services' | 'skills', subcategory: string) =>
  (itemName: string, description: string, range: Line['range'], emergency = false, unit = HOUR): Line => ({
    category,
    subcategory,
    itemName,
    description,
    range,
    unit,
    emergency,
  });

const electronics = goods('Electronics');
const furniture = goods('Furniture');
const tools = goods('Tools');
const supplies = goods('Emergency Supplies');
const homeRepair = service('services', 'Home Repair');
const tutoring = service('services', 'Tutoring');
const petCare = service('services', 'Pet Care');
const response = service('services', 'Emergency Response');
const training = service('skills', 'Technical Training');
const language = service('skills', 'Language Lessons');
const consulting = service('skills', 'Consulting');
const emergencySkills = service('skills', 'Emergency Skills');

const lines: Line[] = [
  // Goods: Electronics (10-200)
  electronics('Portable power bank', '20,000 mAh battery pack that charges phones several times during power outages.', [15, 45, 28], true),
  electronics('Hand-crank emergency radio', 'NOAA weather radio with hand crank, solar panel and flashlight; works without power.', [20, 60, 35], true),
  electronics('Solar phone charger', 'Foldable solar panel with USB ports for charging phones and radios off-grid.', [20, 70, 40], true),
  electronics('Portable power station', 'Small battery power station (300-500 Wh) for phones, lights, CPAP or a fridge for a few hours.', [100, 200, 160], true),
  electronics('Two-way radios (pair)', 'Walkie-talkies with a few miles of range for keeping families and crews in touch.', [30, 90, 55], true),
  electronics('Used smartphone', 'Unlocked smartphone in working order with charger; battery health stated by the owner.', [60, 200, 120]),
  electronics('Used laptop', 'Refurbished or used laptop with charger, wiped and ready for school or job applications.', [90, 200, 150]),
  electronics('Tablet', 'Used tablet with charger, good for schoolwork, reading and video calls.', [50, 150, 90]),
  electronics('Wi-Fi router', 'Home wireless router with power supply.', [20, 80, 40]),
  electronics('Television (32-inch)', 'Flat-screen TV with remote and stand.', [60, 200, 110]),
  electronics('Headphones', 'Wired or wireless headphones in working order.', [10, 60, 25]),
  electronics('Printer', 'Inkjet or laser printer with cables; ink or toner level stated.', [25, 100, 50]),

  // Goods: Furniture (25-300)
  furniture('Twin mattress', 'Clean twin mattress for a displaced family member or a new home; no stains or pests.', [60, 200, 110], true),
  furniture('Folding cot', 'Sturdy folding cot for shelters, guests or temporary housing.', [25, 80, 45], true),
  furniture('Crib', 'Full-size crib meeting current safety standards, with mattress.', [60, 200, 110], true),
  furniture('Bunk bed', 'Twin-over-twin bunk bed frame with hardware, for families sharing a room.', [100, 300, 190]),
  furniture('Dining table with chairs', 'Table with four chairs in usable condition.', [80, 300, 160]),
  furniture('Sofa', 'Two- or three-seat sofa, clean and free of pests.', [100, 300, 180]),
  furniture('Dresser', 'Chest of drawers with working drawers.', [50, 200, 100]),
  furniture('Bookshelf', 'Freestanding bookshelf, three to five shelves.', [25, 90, 45]),
  furniture('Office desk', 'Desk for working or studying from home.', [40, 150, 80]),

  // Goods: Tools (5-100)
  tools('Generator rental', 'Portable gas generator lent for a day, with safe-use instructions; fuel not included. Never run indoors.', [40, 100, 65], true, 'per day'),
  tools('Wet/dry shop vacuum', 'Shop vacuum for pumping out water and cleaning up after a flood.', [35, 100, 60], true),
  tools('Shovel', 'Square or round shovel for mud, snow or debris.', [8, 30, 15], true),
  tools('Used chainsaw', 'Working chainsaw for clearing fallen trees; safety gear strongly recommended.', [60, 100, 85], true),
  tools('Cordless drill', 'Drill/driver with battery and charger.', [30, 100, 60]),
  tools('Hand tool set', 'Hammer, screwdrivers, pliers, wrenches and tape measure in a case.', [20, 70, 40]),
  tools('Step ladder (6 ft)', 'Six-foot step ladder for repairs and roof access.', [30, 90, 55]),
  tools('Pry bar', 'Steel pry bar or crowbar for demolition and debris removal.', [8, 30, 15], true),
  tools('Heavy-duty extension cord', '50-foot outdoor-rated extension cord.', [15, 45, 25]),
  tools('Pipe wrench set', 'Two pipe wrenches for plumbing repairs.', [10, 40, 22]),

  // Goods: Emergency Supplies (5-50)
  supplies('Bottled water (24-pack)', 'Case of 24 half-liter bottles of drinking water.', [5, 12, 7], true, 'per case'),
  supplies('Water storage container (5 gallon)', 'Food-grade jug for storing or carrying drinking water.', [8, 25, 14], true),
  supplies('Portable water filter', 'Personal or family water filter that makes tap, well or stream water safe to drink.', [15, 50, 30], true),
  supplies('First aid kit', 'Family first aid kit with bandages, gauze, antiseptic, gloves and basic medicines.', [15, 50, 28], true),
  supplies('Flashlight with batteries', 'LED flashlight with a spare set of batteries.', [5, 20, 10], true),
  supplies('Rechargeable LED lantern', 'Lantern that lights a room for hours; USB or solar rechargeable.', [10, 35, 20], true),
  supplies('Batteries (AA/AAA pack)', 'Pack of 12-24 alkaline batteries.', [5, 15, 8], true, 'per pack'),
  supplies('Non-perishable food box', 'Three days of shelf-stable food for one person: canned meals, grains, peanut butter.', [20, 50, 35], true, 'per box'),
  supplies('Baby formula', 'Sealed, unexpired can of infant formula.', [15, 40, 25], true, 'per can'),
  supplies('Diapers (pack)', 'Unopened pack of baby diapers, any size.', [10, 35, 20], true, 'per pack'),
  supplies('Emergency blankets (4-pack)', 'Mylar thermal blankets that keep body heat in.', [5, 15, 8], true, 'per pack'),
  supplies('Sleeping bag', 'Clean sleeping bag rated for indoor shelters or cool nights.', [20, 50, 35], true),
  supplies('Tent (2-4 person)', 'Used tent with poles and stakes for temporary shelter.', [25, 50, 40], true),
  supplies('Heavy-duty tarp', '10 x 12 ft waterproof tarp for roof patches and temporary shelter.', [8, 30, 15], true),
  supplies('N95 masks (box of 10)', 'Respirator masks for smoke, dust and mold cleanup.', [10, 25, 15], true, 'per box'),
  supplies('Hygiene kit', 'Soap, toothbrush, toothpaste, shampoo, deodorant and sanitary products.', [8, 25, 15], true),
  supplies('Propane cylinders (1 lb, 4-pack)', 'Small propane cylinders for camp stoves and lanterns; use outdoors only.', [10, 30, 18], true, 'per pack'),
  supplies('Fuel can (5 gallon)', 'Empty approved fuel container for generators.', [10, 30, 18], true),
  supplies('Pet food (bag)', 'Unopened bag of dog or cat food.', [10, 40, 22], true, 'per bag'),
  supplies('Rain ponchos (pack)', 'Disposable or reusable rain ponchos.', [5, 15, 8], true, 'per pack'),

  // Services: Home Repair (20-40 per hour)
  homeRepair('Roof tarping and storm patching', 'Covering storm-damaged roofs with tarps to stop leaks until permanent repair.', [25, 40, 35], true),
  homeRepair('Flood cleanup and mucking out', 'Removing wet drywall, flooring and debris; drying out a flooded home.', [20, 35, 28], true),
  homeRepair('Tree and debris removal', 'Cutting and clearing fallen limbs and storm debris from yards and driveways.', [25, 40, 35], true),
  homeRepair('Window boarding', 'Boarding broken or threatened windows with plywood.', [20, 35, 27], true),
  homeRepair('Plumbing repair', 'Fixing leaks, faucets, toilets and burst pipes.', [25, 40, 35]),
  homeRepair('Electrical repair', 'Outlet, switch and fixture repair by a licensed electrician.', [30, 40, 38]),
  homeRepair('Drywall patching', 'Patching and finishing holes and water-damaged drywall.', [20, 35, 28]),
  homeRepair('Appliance repair', 'Diagnosing and repairing washers, dryers, fridges and stoves.', [25, 40, 32]),
  homeRepair('General handyman', 'Small repairs, furniture assembly and odd jobs around the home.', [20, 35, 26]),

  // Services: Tutoring (15-30 per hour)
  tutoring('Math tutoring', 'One-on-one math help from elementary arithmetic to high-school algebra.', [15, 30, 22]),
  tutoring('Reading and literacy tutoring', 'Reading practice and phonics for children and adults.', [15, 25, 20]),
  tutoring('Homework help', 'After-school homework support, especially for students out of their usual school.', [15, 22, 18], true),
  tutoring('Test preparation', 'Preparation for the SAT, ACT or GED.', [20, 30, 26]),
  tutoring('Science tutoring', 'Biology, chemistry and physics help for middle and high school.', [18, 30, 24]),
  tutoring('Music lessons', 'Beginner piano, guitar or voice lessons.', [15, 30, 22]),

  // Services: Pet Care (10-25 per hour)
  petCare('Dog walking', 'Walks for dogs whose owners are working long shifts or displaced.', [10, 18, 13]),
  petCare('Pet sitting', 'In-home care and company for pets while owners are away.', [12, 25, 18]),
  petCare('Emergency pet boarding', 'Temporary care for pets of evacuated or displaced families.', [15, 25, 20], true, 'per day'),
  petCare('Pet transport', 'Driving pets to a vet, shelter or their evacuated family.', [12, 25, 18], true),
  petCare('Pet grooming', 'Bathing, brushing and nail trimming.', [15, 25, 20]),
  petCare('Pet feeding visits', 'Short visits to feed pets and refresh water.', [10, 15, 12]),

  // Services: Emergency Response (25-50 per hour)
  response('Emergency childcare', 'Safe, supervised childcare while parents handle repairs, claims or shifts after a disaster.', [25, 40, 30], true),
  response('Evacuation transport', 'Driver with vehicle moving people and belongings out of a danger zone.', [25, 50, 38], true),
  response('Emergency shelter hosting', 'A safe room or space in a home for a displaced person or family.', [25, 50, 35], true, 'per night'),
  response('Water delivery', 'Bringing drinking water to homes without running water, especially elders.', [25, 40, 30], true),
  response('Generator setup and safe hookup', 'Setting up a generator outdoors with safe cords; no backfeeding.', [30, 50, 42], true),
  response('Debris hauling with truck', 'Truck and driver hauling storm debris to drop-off sites.', [30, 50, 40], true),
  response('Elder check-ins and care', 'Visits to check on older neighbors: medicines, food, cooling or heat.', [25, 40, 30], true),
  response('Non-emergency medical transport', 'Rides to dialysis, clinics or pharmacies when usual transport is down.', [30, 50, 40], true),
  response('Community meal preparation', 'Cooking hot meals for families without power or kitchens.', [25, 35, 28], true),
  response('Welfare checks', 'Finding and checking on people whose families cannot reach them.', [25, 40, 30], true),

  // Skills: Technical Training (25-50 per hour)
  training('Computer basics training', 'Learning to use a computer, email and online forms.', [25, 35, 30]),
  training('Smartphone setup and safety', 'Setting up a phone, emergency alerts, backups and scam awareness.', [25, 35, 28], true),
  training('Ham radio operation', 'Getting licensed and operating amateur radio for emergency communication.', [30, 45, 38], true),
  training('Solar panel installation training', 'Sizing and safely installing small solar power systems.', [35, 50, 42], true),
  training('Small engine repair', 'Maintaining and repairing generators, chainsaws and mowers.', [30, 45, 36]),
  training('Web development', 'Building websites and web apps.', [35, 50, 45]),
  training('Office software training', 'Spreadsheets, documents and presentations.', [25, 40, 32]),

  // Skills: Language Lessons (15-35 per hour)
  language('Spanish lessons', 'Conversational or structured Spanish for any level.', [15, 30, 22]),
  language('English as a second language', 'English lessons for newcomers and non-native speakers.', [15, 30, 20]),
  language('American Sign Language', 'ASL lessons for beginners and families.', [20, 35, 28]),
  language('French lessons', 'Conversational or structured French.', [18, 32, 25]),
  language('Vietnamese lessons', 'Conversational Vietnamese.', [18, 32, 25]),
  language('Crisis interpreting', 'Interpreting between English and another language at shelters, clinics and aid offices.', [25, 35, 30], true),

  // Skills: Consulting (30-75 per hour)
  consulting('Insurance claim guidance', 'Help documenting damage and filing or appealing insurance claims.', [30, 60, 45], true),
  consulting('Disaster assistance application help', 'Help applying for FEMA and other disaster assistance programs.', [30, 50, 38], true),
  consulting('Small business recovery', 'Planning to reopen a small business after a disaster.', [40, 75, 55], true),
  consulting('Budget and financial planning', 'Household budgeting and planning through a hard time.', [30, 55, 40]),
  consulting('IT and cybersecurity consulting', 'Securing home or small-business networks and accounts.', [45, 75, 60]),
  consulting('Marketing consulting', 'Marketing plans and online presence for small businesses.', [35, 70, 50]),
  consulting('Grant writing', 'Writing grant applications for nonprofits and community groups.', [40, 75, 55]),

  // Skills: Emergency Skills (20-40 per hour)
  emergencySkills('First aid and CPR training', 'Hands-on first aid and CPR instruction for individuals and groups.', [20, 40, 30], true),
  emergencySkills('Emergency preparedness planning', 'Building a family or business emergency plan and supply kit.', [20, 35, 28], true),
  emergencySkills('Water purification training', 'Making water safe to drink by boiling, filtering and disinfecting.', [20, 35, 25], true),
  emergencySkills('Mental health first aid', 'Peer support skills for helping people through crisis and trauma.', [25, 40, 32], true),
  emergencySkills('Survival skills', 'Shelter, fire, navigation and signaling skills.', [20, 40, 30], true),
  emergencySkills('Fire safety training', 'Fire prevention, extinguisher use and escape planning.', [20, 35, 26], true),
  emergencySkills('Food preservation and canning', 'Safely preserving food without refrigeration.', [20, 30, 24], true),
];

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function priceGuideCatalogue(): PriceGuideEntry[] {
  return lines.map((line) => ({
    entryId: deterministicId('price-guide-entry', line.category, line.key ?? slug(line.itemName)),
    itemName: line.itemName,
    category: line.category,
    subcategory: line.subcategory,
    description: line.description,
    minPriceCents: line.range[0] * 100,
    maxPriceCents: line.range[1] * 100,
    averagePriceCents: line.range[2] * 100,
    unit: line.unit,
    isEmergencyItem: line.emergency,
  }));
}
