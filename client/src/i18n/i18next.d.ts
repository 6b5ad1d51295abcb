import type { AppTexts, PageTexts } from './types';

// Keys passed to t() are checked against the English texts: a misspelt key is a type error. The
// page namespaces (`useTranslation('account')`, `t('account:…')`) are checked the same way.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: AppTexts } & PageTexts;
  }
}
