import { defineMessages } from './catalogue';

/** The price guide and its fair-price assistant. */
export const priceGuideMessages = defineMessages('priceGuide', {
  nothingLike: 'We could not find anything like "{itemName}" in the price guide. Try a simpler name, such as "generator", "first aid kit" or "tutoring".',
  averageOutside: '{itemName}: the average price must lie between the minimum and maximum.',
});
