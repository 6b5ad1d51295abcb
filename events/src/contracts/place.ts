import { listingsMessages } from '../messages/listings';
import { schemaMessage } from '../messages/schema-message';

/**
 * "City, State": a place other members can recognise, not coordinates or a street address. One
 * rule for listings, registration and the profile on /settings, so a location a member registered
 * with is always one their listings accept.
 */
export const CITY_STATE = /^[^,]*[\p{L}\d][^,]*,\s*[^,]*\p{L}[^,]*$/u;
/** The refusal of a place that is not one, as a schema's catalogue message (`schemaMessage`). */
export const CITY_STATE_MESSAGE = schemaMessage(listingsMessages.message('cityState'));

/** Does this text read as a city and a state? (The client checks with the same rule the server does.) */
export const isCityState = (text: string) => CITY_STATE.test(text);
