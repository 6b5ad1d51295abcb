import type { en } from './en';
import type { enPages } from './en/pages';

// Keys passed to t() are checked against the English texts: a misspelt key is a type error. The
// page namespaces (`useTranslation('account')`, `t('account:…')`) are checked the same way.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en } & typeof enPages;
  }
}
