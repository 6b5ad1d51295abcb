export interface Scenario {
  name: string;
  paths: string[];
}

/** The requests each measured scenario cycles through; cursor pages follow real cursors. */
export async function scenarios(base: string): Promise<Scenario[]> {
  const q = (params: Record<string, string>) => `/api/listings?${new URLSearchParams(params)}`;
  const categories = ['food-water', 'shelter-housing', 'transportation', 'medical-health', 'clothing', 'tools-equipment', 'services', 'electronics', 'other'];
  const terms = [
    'generator', 'water', 'baby formula', 'insulin', 'chainsaw', 'blankets', 'ride hospital', 'roof tarp', 'laptop',
    'electrician', 'dog', 'school supplies', 'Houston', 'New Orleans', 'power out', 'flood', 'wheelchair', 'sandbags',
    'genrator', 'blankts', 'insulen', 'chainsaww', 'formula powder', 'spare bedroom', 'weather radio', 'mold',
  ];
  const places = ['Houston', 'Orleans', 'FL', 'TX', 'Baton Rouge', 'Tampa', 'CA', 'Lake Charles'];
  const filters: string[] = [];
  for (const [index, category] of categories.entries()) {
    filters.push(q({ category }));
    filters.push(q({ category, type: index % 2 ? 'offer' : 'need' }));
    filters.push(q({ category, type: 'need', urgent: 'true' }));
    filters.push(q({ category, location: places[index % places.length]! }));
    filters.push(q({ type: index % 2 ? 'offer' : 'need', urgent: 'true', location: places[(index + 3) % places.length]!, sort: 'urgent' }));
    filters.push(q({ category, minCredits: '10', maxCredits: '50', sort: 'credits_asc' }));
  }
  const searches = terms.map((search) => q({ search }));
  // What the bilingual vocabulary adds: a category's words (its lexeme in about 11,000 listings),
  // Spanish words asking for their English ones, a phrase, and corrections tried only when nothing is found.
  const bilingual = [
    'food', 'agua', 'comida', 'transporte', 'cuidado de niños', 'medicina', 'ropa', 'refugio', 'generador', 'silla de ruedas',
    'herramientas', 'babysitting', 'watr', 'comdia', 'agua Houston', 'food TX',
  ].map((search) => q({ search }));
  const searchFilters = terms.flatMap((search, index) => [
    q({ search, category: categories[index % categories.length]! }),
    q({ search, type: index % 2 ? 'offer' : 'need', urgent: index % 3 ? 'false' : 'true' }),
    q({ search, location: places[index % places.length]!, sort: 'newest' }),
  ]);

  // Pages 2 to 5 of browsing, filtering and searching, following real cursors.
  const pages: string[] = [];
  for (const start of [q({}), q({ sort: 'urgent' }), q({ sort: 'credits_desc' }), q({ category: 'tools-equipment', type: 'offer' }), q({ search: 'water' }), q({ search: 'generator', sort: 'newest' })]) {
    let cursor: string | null = null;
    for (let page = 0; page < 5; page++) {
      const pagePath: string = cursor ? `${start}${start.endsWith('?') ? '' : '&'}cursor=${encodeURIComponent(cursor)}` : start;
      if (page > 0) pages.push(pagePath);
      const response = await fetch(`${base}${pagePath}`);
      cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
      if (!cursor) break;
    }
  }
  // Near a place: a radius alone, with words, with words and filters, and nearest-first pages 2 to 5.
  const centres = ['77002', '70112', '33130', '70801', '32801', '78701', '94102', '10001'];
  const radii = ['5', '25', '100'];
  const nearby = centres.flatMap((near, index) => radii.map((radiusMiles) => q({ near, radiusMiles, ...(index % 2 ? { sort: 'distance' } : {}) })));
  const nearbyWords = centres.flatMap((near, index) => [q({ near, radiusMiles: '25', search: terms[index % terms.length]! }), q({ near, radiusMiles: '10', search: 'agua', sort: 'distance' })]);
  const nearbyFiltered = centres.flatMap((near, index) => [
    q({ near, radiusMiles: '25', search: terms[(index + 5) % terms.length]!, category: categories[index % categories.length]!, type: index % 2 ? 'offer' : 'need' }),
    q({ near, radiusMiles: '50', search: 'water', urgent: 'true', sort: 'distance' }),
  ]);
  const nearestPages: string[] = [];
  for (const near of centres.slice(0, 4)) {
    const start = q({ near, radiusMiles: '100', sort: 'distance' });
    let cursor: string | null = null;
    for (let page = 0; page < 5; page++) {
      const pagePath: string = cursor ? `${start}&cursor=${encodeURIComponent(cursor)}` : start;
      if (page > 0) nearestPages.push(pagePath);
      const response = await fetch(`${base}${pagePath}`);
      cursor = ((await response.json()) as { nextCursor: string | null }).nextCursor;
      if (!cursor) break;
    }
  }
  const sample = (await (await fetch(`${base}${q({ limit: '50' })}`)).json()) as { listings: { id: string }[] };

  return [
    { name: 'health (GET /api/health)', paths: ['/api/health'] },
    { name: 'browse: newest, urgent, credits sorts', paths: [q({}), q({ sort: 'urgent' }), q({ sort: 'credits_asc' }), q({ sort: 'credits_desc' })] },
    { name: `filters: category/type/urgent/location/credits (${filters.length} combos)`, paths: filters },
    { name: `full-text search, ranked (${searches.length} terms, some with typos)`, paths: searches },
    { name: `search + filters (${searchFilters.length} combos)`, paths: searchFilters },
    { name: `bilingual vocabulary and category words, ranked (${bilingual.length} searches, 2 with typos)`, paths: bilingual },
    { name: `cursor pages 2-5 (${pages.length} pages)`, paths: pages },
    { name: `distance: radius alone (${nearby.length} searches, 5/25/100 mi)`, paths: nearby },
    { name: `distance: radius + text (${nearbyWords.length} searches)`, paths: nearbyWords },
    { name: `distance: radius + text + filters (${nearbyFiltered.length} searches)`, paths: nearbyFiltered },
    { name: `distance: nearest first, cursor pages 2-5 (${nearestPages.length} pages)`, paths: nearestPages },
    { name: 'listing detail + quick stats', paths: [...sample.listings.map((listing) => `/api/listings/${listing.id}`), '/api/listings/stats'] },
  ];
}

