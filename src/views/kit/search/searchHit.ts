import { isSearchIndex, SEARCH_INDEX_LABELS, type SearchRecord } from '../../../domain/search';

type HighlightValue = { value: string };

/** A hit: the record every index holds (src/domain/search.ts) and its highlighted fields. */
export type SearchHit = SearchRecord & {
  _highlightResult?: Partial<Record<'number' | 'title' | 'subtitle', HighlightValue>>;
};

/** One index's answer: its hits (the first page) and how many match in all. */
/** `exhaustive` false: the server stopped counting at its cap, so `nbHits` is a floor ("1,000+"). */
export type IndexResult = { indexName: string; hits: SearchHit[]; nbHits: number; exhaustive?: boolean };

/** A group's count as a person reads it: "12", or "1,000+" when the server stopped counting. */
export const hitCount = ({ nbHits, exhaustive }: Pick<IndexResult, 'nbHits' | 'exhaustive'>): string =>
  `${nbHits.toLocaleString('en-US')}${exhaustive === false ? '+' : ''}`;

/** The facet counts of every index, added up by attribute and value. */
export type FacetCounts = Record<string, Record<string, number>>;

/** An index's heading: its label, or its own name in words for an index the views do not know yet. */
export const indexLabel = (indexName: string): string => {
  if (isSearchIndex(indexName)) return SEARCH_INDEX_LABELS[indexName];
  const words = indexName.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};
