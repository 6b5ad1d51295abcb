import { describe, it } from 'vitest';
import type { LanguageEvent } from '@barteraid/events';
import { DeciderSpecification } from '../testing/decider-specification';
import { sample } from '../testing/sample-ids';
import { languageDecider, type LanguageCommand } from './language';

const { given } = DeciderSpecification.for(languageDecider);
const memberId = sample.owner;
const { now } = sample;
const choose = (language: 'en' | 'es'): LanguageCommand => ({ type: 'ChooseLanguage', memberId, language, now });
const chose = (language: 'en' | 'es'): LanguageEvent => ({ type: 'MemberLanguageChosen', data: { memberId, language, chosenAt: now } });

describe('language decider', () => {
  it('records the first choice, even of English', () => {
    given([]).when(choose('es')).then([chose('es')]);
    given([]).when(choose('en')).then([chose('en')]);
  });

  it('records a change, and nothing when the same language is chosen again', () => {
    given([chose('es')]).when(choose('en')).then([chose('en')]);
    given([chose('es'), chose('en')]).when(choose('en')).thenNothingHappened();
  });
});
