/** Algolia's `_highlightResult` of one attribute. */
export type HighlightResult = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
};

const HIGHLIGHTED = ['number', 'title', 'subtitle', 'status', 'clientName', 'transportMethod'] as const;

/**
 * Wraps every occurrence of the query's words in an attribute's value with the tags, as Algolia does. The value is
 * the record's text as stored, never HTML-escaped (as Algolia's own answers): a view renders it as text split on the
 * tags (InstantSearch asks for its own tags and escapes the rest itself).
 */
export const highlightValue = (value: string, words: readonly string[], pre: string, post: string): HighlightResult => {
  const lower = value.toLowerCase();
  const marks: [number, number][] = [];
  const matchedWords: string[] = [];
  for (const word of words) {
    let at = lower.indexOf(word);
    if (at >= 0) matchedWords.push(word);
    while (at >= 0) {
      marks.push([at, at + word.length]);
      at = lower.indexOf(word, at + word.length);
    }
  }
  marks.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const mark of marks) {
    const last = merged[merged.length - 1];
    if (last && mark[0] <= last[1]) last[1] = Math.max(last[1], mark[1]);
    else merged.push([...mark]);
  }
  let out = '';
  let from = 0;
  for (const [start, end] of merged) {
    out += `${value.slice(from, start)}${pre}${value.slice(start, end)}${post}`;
    from = end;
  }
  out += value.slice(from);
  const matchLevel = matchedWords.length === 0 ? 'none' : matchedWords.length === words.length ? 'full' : 'partial';
  const fullyHighlighted = merged.length === 1 && merged[0][0] === 0 && merged[0][1] === value.length;
  return { value: out, matchLevel, matchedWords, ...(matchLevel === 'none' ? {} : { fullyHighlighted }) };
};

export const highlightRecord = (record: Record<string, unknown>, words: readonly string[], pre: string, post: string) =>
  Object.fromEntries(
    HIGHLIGHTED.filter((name) => typeof record[name] === 'string').map((name) => [
      name,
      highlightValue(record[name] as string, words, pre, post),
    ]),
  );
