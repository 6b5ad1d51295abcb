import type { PriceGuideCategory } from '@barteraid/events/contracts/price-guide';

export type PriceCategory = PriceGuideCategory;

/** A sample range's name: a key of the `pricing` namespace's `ranges`. */
export type RangeName = 'electronics' | 'furniture' | 'tools' | 'emergencySupplies' | 'homeRepair' | 'tutoring' | 'petCare' | 'emergencyResponse' | 'technicalTraining' | 'languageLessons' | 'consulting' | 'emergencySkills';

/** The sample ranges of the three category cards (spec section 9); titles, units and names are `pricing` texts. */
export const categoryCards: { id: PriceCategory; ranges: [RangeName, string][] }[] = [
  { id: 'goods', ranges: [['electronics', '10-200'], ['furniture', '25-300'], ['tools', '5-100'], ['emergencySupplies', '5-50']] },
  { id: 'services', ranges: [['homeRepair', '20-40'], ['tutoring', '15-30'], ['petCare', '10-25'], ['emergencyResponse', '25-50']] },
  { id: 'skills', ranges: [['technicalTraining', '25-50'], ['languageLessons', '15-35'], ['consulting', '30-75'], ['emergencySkills', '20-40']] },
];
