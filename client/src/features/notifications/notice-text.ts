import { storedText } from '../../i18n/stored-text';
import type { AppNotification } from './types';

/**
 * A notification's title and description in the language on screen: the server stores them as
 * data (`titleMessage`, `descriptionMessage`) and answers their English words beside; an item
 * without the data (made on this device before the server's copy came) shows its words as they are.
 */
export const noticeTitle = (item: Pick<AppNotification, 'title' | 'titleMessage'>): string => storedText(item.title, item.titleMessage);

export const noticeDescription = (item: Pick<AppNotification, 'description' | 'descriptionMessage'>): string =>
  storedText(item.description, item.descriptionMessage);
