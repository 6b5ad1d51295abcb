import type { LanguageEvent, MemberLanguage } from '@barteraid/events';
import type { Decider } from '../decider';

/** The language the member chose (null: never chose; the client follows the browser). */
export interface LanguageState {
  language: MemberLanguage | null;
}

export type LanguageCommand = { type: 'ChooseLanguage'; memberId: string; language: MemberLanguage; now: string };

/** One stream per member (`language-<memberId>`): a choice is recorded only when it changes the language. */
export const languageDecider: Decider<LanguageCommand, LanguageState, LanguageEvent> = {
  initialState: { language: null },
  // One event type and one command: no switch to exhaust (a second type would bring one back).
  evolve(_state, event) {
    return { language: event.data.language };
  },
  decide(command, state) {
    // Switching back and forth on one device saves each change; choosing the same again saves nothing.
    if (state.language === command.language) return [];
    return [{ type: 'MemberLanguageChosen', data: { memberId: command.memberId, language: command.language, chosenAt: command.now } }];
  },
};
