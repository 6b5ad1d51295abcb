import { fill, type Catalogue, type MessageData, type MessageParams, type Translation } from './catalogue';

/**
 * One language's texts of every catalogue, by code (`trades.notFound` → its template), built from
 * the catalogues registered in `registry.ts` (English) and their translations.
 */
export type TextsByCode = ReadonlyMap<string, string>;

export function textsByCode(sources: readonly (Catalogue | Translation)[]): TextsByCode {
  const texts = new Map<string, string>();
  for (const source of sources) {
    const templates = 'texts' in source ? source.texts : source.en;
    for (const [key, template] of Object.entries(templates)) texts.set(`${source.feature}.${key}`, template);
  }
  return texts;
}

/** How one language writes a part's value (a day, a tier); the default writes it as it came. */
export type ParamFormatter = (name: string, value: string | number) => string;

/**
 * A message in one language: its template with each part written by `format`. A code the texts do
 * not know renders as `fallback` (the English text), so a newer server never shows a blank.
 */
export function renderMessage(texts: TextsByCode, message: MessageData, format: ParamFormatter = (_name, value) => String(value), fallback?: TextsByCode): string {
  const template = texts.get(message.code) ?? fallback?.get(message.code);
  if (template === undefined) return message.code;
  const params: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.params ?? ({} as MessageParams))) params[name] = format(name, value);
  return fill(template, params);
}
