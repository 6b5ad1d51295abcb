/**
 * Messages as data. A feature declares its texts once, in English, as a catalogue of templates
 * (`{name}` marks a part that varies) and gives every other language the same keys. What the
 * server answers and stores is `{code, params}` (`trades.notFound`, `{available: '5.00'}`); each
 * channel — the page, mail, and next push and SMS — renders it in the reader's language from the
 * same catalogue (`render.ts`). Plain data and pure functions: the client imports this at run time.
 */

/** A value of a message's varying part: an amount as a two-decimal string or a number, a date as an ISO string, a tier as its enum value, a name as written. */
export type MessageParam = string | number;
export type MessageParams = Readonly<Record<string, MessageParam>>;

/** A text as data: a code from a feature's catalogue and the values of its parts. */
export interface MessageData<Code extends string = string> {
  readonly code: Code;
  readonly params?: MessageParams;
}

/** The names of a template's `{name}` parts. */
export type ParamNames<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** What a template's parts need: nothing, or one value per name. */
export type ParamsOf<Template extends string> = [ParamNames<Template>] extends [never] ? undefined : { readonly [Name in ParamNames<Template>]: MessageParam };

type ParamArgs<Template extends string> = ParamsOf<Template> extends undefined ? [] : [params: ParamsOf<Template>];

export interface Catalogue<Feature extends string = string, Templates extends Record<string, string> = Record<string, string>> {
  readonly feature: Feature;
  /** The English templates, word for word what the spec says. */
  readonly en: Templates;
  /** The message `key` as data, its params checked against the template's parts. */
  message<Key extends keyof Templates & string>(key: Key, ...params: ParamArgs<Templates[Key]>): MessageData<`${Feature}.${Key}`>;
  /** The English text of a message of this catalogue (what the API's `message` field carries). */
  english<Key extends keyof Templates & string>(key: Key, ...params: ParamArgs<Templates[Key]>): string;
}

/** Another language's texts of a catalogue: every key, each a template with the same parts. */
export interface Translation<Feature extends string = string> {
  readonly feature: Feature;
  readonly texts: Readonly<Record<string, string>>;
}

/** Fills a template's `{name}` parts; a part without a value stays as written. */
export function fill(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A feature's catalogue: `defineMessages('trades', { notFound: 'Trade not found.' })`. */
export function defineMessages<const Feature extends string, const Templates extends Record<string, string>>(
  feature: Feature,
  en: Templates,
): Catalogue<Feature, Templates> {
  return {
    feature,
    en,
    message: (key, ...params) => {
      const values = params[0] as MessageParams | undefined;
      return (values ? { code: `${feature}.${key}`, params: values } : { code: `${feature}.${key}` }) as MessageData<`${Feature}.${typeof key}`>;
    },
    english: (key, ...params) => fill(en[key] as string, params[0] as MessageParams | undefined),
  };
}

/** A catalogue in another language: the type requires every key (the parity test checks the parts). */
export function translate<Feature extends string, Templates extends Record<string, string>>(
  catalogue: Catalogue<Feature, Templates>,
  texts: { readonly [Key in keyof Templates]: string },
): Translation<Feature> {
  return { feature: catalogue.feature, texts };
}

/** The codes a catalogue can emit. */
export type CodeOf<C> = C extends Catalogue<infer Feature, infer Templates> ? `${Feature}.${keyof Templates & string}` : never;
