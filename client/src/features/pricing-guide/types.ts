import type { PriceGuideCategory } from '@barteraid/events/contracts/price-guide';

export type PriceCategory = PriceGuideCategory;

/** The sample ranges of the three category cards (spec section 9). */
export const categoryCards: { id: PriceCategory; title: string; unit: string; ranges: [string, string][] }[] = [
  { id: 'goods', title: 'Goods', unit: 'per item', ranges: [['Electronics', '10-200'], ['Furniture', '25-300'], ['Tools', '5-100'], ['Emergency Supplies', '5-50']] },
  { id: 'services', title: 'Services', unit: 'per hour', ranges: [['Home Repair', '20-40'], ['Tutoring', '15-30'], ['Pet Care', '10-25'], ['Emergency Response', '25-50']] },
  { id: 'skills', title: 'Skills', unit: 'per hour', ranges: [['Technical Training', '25-50'], ['Language Lessons', '15-35'], ['Consulting', '30-75'], ['Emergency Skills', '20-40']] },
];
