// Text → search words, the same for stored text and for queries (ARCHITECTURE.md "Search"):
// Chinese split into words by Intl.Segmenter('zh'), Latin words lower-cased, and chip names or
// version strings with joiners (NX520-5G, V1.2.3, LPDDR4X-4266) kept whole as well as in parts.
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const joined = /[A-Za-z0-9]+(?:[-_.][A-Za-z0-9]+)+/g;
const hasDigit = /\d/;

export function segmentWords(text: string): string[] {
  const words: string[] = [];
  for (const m of text.matchAll(joined)) if (hasDigit.test(m[0])) words.push(m[0].toLowerCase());
  for (const part of segmenter.segment(text)) {
    if (part.isWordLike) words.push(part.segment.toLowerCase());
  }
  return words;
}

/** Segmented text as PostgreSQL's 'simple' configuration will read it: words separated by spaces. */
export const segmentText = (text: string): string => segmentWords(text).join(' ');

/** A quoted tsquery lexeme: the segmenter's words carry no operators, but be strict anyway. */
export const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

export type QueryParts = { words?: string; phrase?: string; exclude?: string };

/**
 * A tsquery for "all of these words", an exact phrase (adjacent words in order) and words to
 * exclude. Null when nothing searchable remains.
 */
export function buildTsQuery(parts: QueryParts): string | null {
  const clauses: string[] = [];
  for (const w of new Set(segmentWords(parts.words ?? ''))) clauses.push(lexeme(w));
  const phrase = parts.phrase ? segmenter.segment(parts.phrase) : null;
  if (phrase) {
    const words = [...phrase].filter((p) => p.isWordLike).map((p) => lexeme(p.segment.toLowerCase()));
    if (words.length) clauses.push(`(${words.join(' <-> ')})`);
  }
  if (clauses.length === 0) return null;
  for (const w of new Set(segmentWords(parts.exclude ?? ''))) clauses.push(`!${lexeme(w)}`);
  return clauses.join(' & ');
}
