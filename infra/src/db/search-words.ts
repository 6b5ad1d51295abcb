/**
 * The words of a text as marketplace search knows them: lower-case, accents folded, letters
 * and digits only, 3 to 30 characters, not pure numbers. The listings projection stores the
 * words of every listing; the query API corrects typos against them. Both use this function
 * so their idea of a word is the same.
 */
export function searchWords(text: string): string[] {
  const folded = text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3 && word.length <= 30 && !/^\d+$/.test(word));
  return [...new Set(words)];
}
