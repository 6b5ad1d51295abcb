import { defineMessages } from './catalogue';

/** What the time zone and the per-channel notification choices answer. */
export const notifyPreferencesMessages = defineMessages('notifyPreferences', {
  unknownTimeZone: 'Please choose one of the listed time zones.',
  smsKind: 'Texts are only sent about trades and disputes, which need your answer.',
  timeZoneSaved: 'Your time zone is saved.',
  choicesSaved: 'Your notification choices are saved.',
});
