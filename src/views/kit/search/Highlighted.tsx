/**
 * The highlight tags asked of the search service: markers no record holds, so only they become <mark>
 * (InstantSearch asks for `__ais-highlight__` the same way) and everything else renders as text.
 */
export const HIGHLIGHT_PRE_TAG = '__lw-hl__';
export const HIGHLIGHT_POST_TAG = '__/lw-hl__';

export type HighlightPart = { text: string; marked: boolean };

/** A highlighted value in parts, marked between the pre and post tags; an unclosed pre tag marks to the end. */
export const highlightParts = (value: string): HighlightPart[] => {
  const parts: HighlightPart[] = [];
  let rest = value;
  while (rest !== '') {
    const start = rest.indexOf(HIGHLIGHT_PRE_TAG);
    if (start === -1) {
      parts.push({ text: rest, marked: false });
      break;
    }
    if (start > 0) parts.push({ text: rest.slice(0, start), marked: false });
    rest = rest.slice(start + HIGHLIGHT_PRE_TAG.length);
    const end = rest.indexOf(HIGHLIGHT_POST_TAG);
    const marked = end === -1 ? rest : rest.slice(0, end);
    if (marked !== '') parts.push({ text: marked, marked: true });
    rest = end === -1 ? '' : rest.slice(end + HIGHLIGHT_POST_TAG.length);
  }
  return parts;
};

export type HighlightedProps = { value: string };

/** A highlighted value: React renders each part as text, so markup in a record shows as the characters it is. */
export const Highlighted = ({ value }: HighlightedProps) => (
  <>
    {highlightParts(value).map((part, index) =>
      // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one value never reorder
      part.marked ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
    )}
  </>
);
