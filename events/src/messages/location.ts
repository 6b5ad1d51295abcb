import { defineMessages } from './catalogue';

/** A member's area and searching by distance (`PUT /api/user/location`, `GET /api/listings?near=…`). */
export const locationMessages = defineMessages('location', {
  saved: 'Your area is saved.',
  zipFormat: 'A ZIP code is five digits, like 77002.',
  unknownZip: 'We do not know the ZIP code {zip}. Check it, or drop a pin on the map instead.',
  zipOrPin: 'Give a ZIP code or a pin (latitude and longitude), not both.',
  placeNeeded: 'Give a ZIP code or a pin (latitude and longitude).',
  latitude: 'Latitude must be a number from -90 to 90.',
  longitude: 'Longitude must be a number from -180 to 180.',
  precision: 'Precision must be one of: neighbourhood, town, area.',
  radius: 'The radius must be a whole number of miles from 1 to 100.',
  positionNeeded: 'Give a place to search near (a ZIP code, or latitude and longitude) to search by distance.',
  nearOrPosition: 'Search near a ZIP code or a latitude and longitude, not both.',
});
