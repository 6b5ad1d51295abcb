/** The pricing guide: its category cards, the search, the pricing assistant and the results (the entries' own texts come from the server, in English). */
export const pricing = {
  title: 'Pricing Guide',
  intro: 'Typical credit prices for goods, services and skills, so every trade is fair. 1 credit = $1.',
  searchLabel: 'Search the pricing guide',
  searchPlaceholder: 'Search items, services or skills',
  search: 'Search',
  loadFailedTitle: 'Error',
  loadFailed: 'Failed to fetch price guide',
  categories: {
    goods: { title: 'Goods', unit: 'per item', prices: 'Goods prices' },
    services: { title: 'Services', unit: 'per hour', prices: 'Services prices' },
    skills: { title: 'Skills', unit: 'per hour', prices: 'Skills prices' },
  },
  ranges: {
    electronics: 'Electronics',
    furniture: 'Furniture',
    tools: 'Tools',
    emergencySupplies: 'Emergency Supplies',
    homeRepair: 'Home Repair',
    tutoring: 'Tutoring',
    petCare: 'Pet Care',
    emergencyResponse: 'Emergency Response',
    technicalTraining: 'Technical Training',
    languageLessons: 'Language Lessons',
    consulting: 'Consulting',
    emergencySkills: 'Emergency Skills',
  },
  entryCategory: { goods: 'goods', services: 'services', skills: 'skills' },
  sample: 'Sample ranges in credits, {{unit}}',
  viewCategory: 'View Full Category',
  viewCategoryOf: 'View Full Category: {{category}}',
  resultsFor: 'Results for “{{search}}”',
  resultsFailed: 'Prices could not be loaded right now. Please try again.',
  noResults: 'No prices found. Try a broader word, such as “water” or “repair”.',
  emergency: 'Emergency',
  range: '{{min}}–{{max}} credits',
  typically: '{{unit}} · typically {{average}}',
  assistant: {
    title: 'Smart Pricing Assistant',
    intro: 'Describe what you are trading and get a fair credit price based on similar entries.',
    missing: 'Missing Information: Please enter the item, service or skill to price.',
    failed: 'We could not calculate a price right now. Please try again.',
    item: 'Item, service or skill',
    itemPlaceholder: 'e.g. Portable generator',
    category: 'Category',
    condition: 'Condition',
    conditions: { new: 'New', good: 'Good', fair: 'Fair', poor: 'Poor' },
    urgent: 'This is urgently needed (emergency)',
    calculating: 'Calculating…',
    calculate: 'Calculate Fair Price',
    suggested: 'Suggested fair price',
    credits: '{{amount}} credits',
    fairRange: 'Fair range {{min}}–{{max}} credits',
    basedOn: 'Based on',
  },
};

declare module '../../i18n/types' {
  interface PageTexts {
    pricing: typeof pricing;
  }
}
