import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { cn } from '../../lib/cn';
import { currentLanguage, languageNames, languages, showLanguage, type Language } from '../../i18n';
import { saveLanguage } from '../../i18n/saved-language';

/** Shows the site in `language`, keeps the choice on this device and, signed in, saves it for the member. */
function useChooseLanguage() {
  const queryClient = useQueryClient();
  return (language: Language) => {
    void showLanguage(language, { remember: true });
    void saveLanguage(queryClient, language);
  };
}

/**
 * The header's switch: one button to the other language, named in that language (and marked with
 * its `lang`, so a screen reader says "Español" in Spanish). Phones show its code to save room.
 */
export function LanguageToggle() {
  useTranslation(); // re-render when the language changes
  const choose = useChooseLanguage();
  const other = languages.find((language) => language !== currentLanguage()) ?? 'en';
  return (
    <button
      type="button"
      lang={other}
      onClick={() => choose(other)}
      data-language-switch=""
      className="flex h-11 min-w-11 items-center justify-center rounded-lg px-2 text-sm font-semibold text-brand-800 hover:bg-slate-100"
    >
      <span aria-hidden="true" className="sm:hidden">{other.toUpperCase()}</span>
      <span className="sr-only sm:not-sr-only">{languageNames[other]}</span>
    </button>
  );
}

/** The footer's switch: every language by its own name, the one on screen pressed. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const choose = useChooseLanguage();
  const current = currentLanguage();
  return (
    <div role="group" aria-label={t('layout.language.label')} className={cn('flex gap-1', className)} data-language-switch="">
      {languages.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          onClick={() => choose(language)}
          className={cn(
            'h-11 rounded-lg border px-3 text-sm font-semibold',
            language === current ? 'border-brand-700 bg-brand-50 text-brand-900' : 'border-slate-300 text-ink hover:bg-slate-100',
          )}
        >
          {languageNames[language]}
        </button>
      ))}
    </div>
  );
}
