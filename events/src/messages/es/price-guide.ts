import { translate } from '../catalogue';
import { priceGuideMessages } from '../price-guide';

export const priceGuideMessagesEs = translate(priceGuideMessages, {
  nothingLike: 'No encontramos nada parecido a "{itemName}" en la guía de precios. Pruebe con un nombre más simple, como "generador", "botiquín" o "clases".',
  averageOutside: '{itemName}: el precio promedio debe estar entre el mínimo y el máximo.',
});
