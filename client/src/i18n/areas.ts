/**
 * One language's main texts from the files a glob found (`texts.en.ts` or `texts.es.ts`), each
 * exporting its areas by name (`export const trades = {…}`). An area declared by two files would
 * leave one of them unseen, so it stops the app instead.
 */
export function collectAreas(modules: Record<string, Record<string, unknown>>): Record<string, unknown> {
  const areas: Record<string, unknown> = {};
  for (const [file, exported] of Object.entries(modules)) {
    for (const [area, texts] of Object.entries(exported)) {
      if (area in areas) throw new Error(`The texts of "${area}" are declared twice (${file})`);
      areas[area] = texts;
    }
  }
  return areas;
}
