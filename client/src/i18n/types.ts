/**
 * The English texts of the main namespace (`translation`), by area. Each area is declared where
 * its pages are, in a `texts.en.ts` beside them (`features/trades/texts.en.ts` holds `trades`),
 * which adds it here with `declare module` — the types' side of the glob that collects the files
 * (`texts.ts`), so a new feature's texts are checked without a line in a central list.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each texts.en.ts
export interface AppTexts {}

/**
 * The English texts of each page namespace (`useTranslation('account')`), declared the same way
 * by the feature's `<namespace>.texts.en.ts` (`features/settings/account.texts.en.ts`).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each <namespace>.texts.en.ts
export interface PageTexts {}

type StringsOf<T> = { [K in keyof T]: T[K] extends string ? string : StringsOf<T[K]> };

/** The shape of a language's main texts: every key English has, each a string. */
export type Messages = StringsOf<AppTexts>;

/** The shape of a language's page namespaces: every key English has, each a string. */
export type PageMessages = { [N in keyof PageTexts]: StringsOf<PageTexts[N]> };
