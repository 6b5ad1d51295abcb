import { defineMessages } from './catalogue';

/** Saved alerts and helper alerts: what the API answers and refuses. */
export const alertsMessages = defineMessages('alerts', {
  saved: 'Your alert is saved. We will tell you when a listing matches it.',
  changed: 'Your alert is changed.',
  deleted: 'Your alert is stopped.',
  stopped: 'This alert is stopped. You will not hear about it again.',
  stopLinkInvalid: 'This link to stop an alert is not valid. Open Settings to manage your alerts.',
  notFound: 'That alert was not found. It may have been stopped already.',
  tooMany: 'You have {max} alerts already. Stop one in Settings before saving another.',
  body: 'Send the alert as a JSON object.',
  unknownField: 'An alert has no field "{field}". It takes: query, category, type, urgentOnly, radiusMiles, frequency.',
  query: 'The words must be text of at most 200 characters.',
  category: 'The category must be one of: {categories}.',
  type: 'The type must be offer or need.',
  urgentOnly: 'urgentOnly must be true or false.',
  radius: 'The radius must be a whole number of miles from 1 to 100.',
  areaNeeded: 'Set your area in Settings first: an alert within a radius counts the miles from it.',
  frequency: 'How often must be one of: instant, daily, weekly.',
  nothingToWatch: 'Give the alert something to look for: words, a category, a type, urgent only or a radius.',
  helperRadius: 'The distance must be a whole number of miles from 1 to 100, or null to turn helper alerts off.',
  helperNotVerified: 'Only verified members can receive urgent needs as a helper. Get verified first.',
  helperOn: 'You will hear about urgent needs within {miles} miles, at most 5 a day.',
  helperOff: 'You will no longer hear about urgent needs as a helper.',
});
