import type { en } from './en';
import type { enPages } from './en/pages';

/** The shape of a language's texts: every key English has, each a string. */
export type Messages = StringsOf<typeof en>;
type StringsOf<T> = { [K in keyof T]: T[K] extends string ? string : StringsOf<T[K]> };

/** The shape of a language's page namespaces (`en/pages.ts`): every key English has, each a string. */
export type PageMessages = { [N in keyof typeof enPages]: StringsOf<(typeof enPages)[N]> };
