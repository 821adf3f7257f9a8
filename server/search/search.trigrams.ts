/**
 * The trigrams a document must hold (search_documents.trigrams, pg_trgm's show_trgm of its search_text, migration 060)
 * to match a query word: the keys its GIN index answers under row-level security, before the exact condition checks
 * the candidates. pg_trgm splits a text into words at every character that is not a letter or digit, pads each word
 * with two spaces before and one after, and keeps its three-character pieces. Only runs of ASCII letters and digits
 * are read here: whether the database's locale counts another letter as part of a word is not known, so such a
 * letter ends a run without telling where a word starts or ends.
 */
const ASCII_RUN = /[a-z0-9]+/g;
const SEPARATOR = /^[^\p{L}\p{N}]$/u;

const pieces = (text: string): string[] => Array.from({ length: Math.max(0, text.length - 2) }, (_, i) => text.slice(i, i + 3));

/** The trigrams every text containing `word` (lower case) holds: `LIKE '%word%'` implies containing them all. */
export const substringTrigrams = (word: string): string[] => {
  const keys = new Set<string>();
  for (const match of word.matchAll(ASCII_RUN)) {
    const run = match[0];
    const start = match.index;
    const end = start + run.length;
    // A separator in the word is one in the document: the run starts (or ends) a document word there.
    const startsWord = start > 0 && SEPARATOR.test(word[start - 1]);
    const endsWord = end < word.length && SEPARATOR.test(word[end]);
    for (const piece of pieces(run)) keys.add(piece);
    if (startsWord) keys.add(`  ${run[0]}`);
    if (startsWord && run.length >= 2) keys.add(` ${run.slice(0, 2)}`);
    if (endsWord && run.length >= 2) keys.add(`${run.slice(-2)} `);
    if (startsWord && endsWord && run.length === 1) keys.add(` ${run} `);
  }
  return [...keys];
};

/** pg_trgm's default pg_trgm.word_similarity_threshold, which `<%` compares with (search.sql.ts never changes it). */
const WORD_SIMILARITY_THRESHOLD = 0.6;

/**
 * For a word of ASCII letters, groups of trigrams one of which a text holds whole when `word <% text`: word_similarity
 * is at most the share of the word's trigrams found in one stretch of the text (it divides what they share by all
 * the trigrams of both), so at least k of its n trigrams are there, at most n - k missing, and of n - k + 1 groups one
 * misses none. Each group mixes the word's edges with its middle, so none is as common as a lone word start. Null for
 * another word (its trigrams are not known here).
 */
export const similarTrigramGroups = (word: string): string[][] | null => {
  if (!/^[a-z]+$/.test(word)) return null;
  const trigrams = [...new Set([`  ${word[0]}`, ` ${word.slice(0, 2)}`, ...pieces(word), `${word.slice(-2)} `])];
  const needed = Math.ceil(WORD_SIMILARITY_THRESHOLD * trigrams.length - 1e-6);
  const count = trigrams.length - needed + 1;
  return Array.from({ length: count }, (_, group) => trigrams.filter((_, i) => i % count === group));
};
