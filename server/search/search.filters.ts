/**
 * The filters of an Algolia search as a tree, from its three spellings: `filters` (`a:b`, `a:"b c"`, `date > 5`,
 * `date:1 TO 5`, AND / OR / NOT, parentheses), `facetFilters` (an AND of strings or OR-arrays, `-` negates) and
 * `numericFilters` (the same arrays of `date >= 5`). A malformed filter is a SearchInputError (400, as Algolia answers).
 */
export type FilterNode =
  | { kind: 'and'; items: FilterNode[] }
  | { kind: 'or'; items: FilterNode[] }
  | { kind: 'not'; item: FilterNode }
  | { kind: 'facet'; attribute: string; value: string }
  | { kind: 'numeric'; attribute: string; op: NumericOp; value: number }
  | { kind: 'range'; attribute: string; from: number; to: number };

export type NumericOp = '<' | '<=' | '=' | '!=' | '>=' | '>';

export class SearchInputError extends Error {}

const unquote = (value: string): string => (/^(["']).*\1$/s.test(value) ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value);

const number = (text: string, filter: string): number => {
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value)) throw new SearchInputError(`Invalid syntax for numeric filter: ${filter}`);
  return value;
};

const NUMERIC = /^\s*([\w.]+)\s*(<=|>=|!=|<|>|=)\s*(-?[\d.]+(?:e[+-]?\d+)?)\s*$/i;
const RANGE = /^\s*([\w.]+)\s*:\s*(-?[\d.]+)\s+TO\s+(-?[\d.]+)\s*$/i;

/** One `numericFilters` string: `date >= 5` or `date:1 TO 5`. */
const numericTerm = (text: string): FilterNode => {
  const range = RANGE.exec(text);
  if (range) return { kind: 'range', attribute: range[1], from: number(range[2], text), to: number(range[3], text) };
  const match = NUMERIC.exec(text);
  if (!match) throw new SearchInputError(`Invalid syntax for numeric filter: ${text}`);
  return { kind: 'numeric', attribute: match[1], op: match[2] as NumericOp, value: number(match[3], text) };
};

/** One `facetFilters` string: `status:OPEN`, `-status:OPEN`, `clientName:Harbor Rentals`. */
const facetTerm = (text: string): FilterNode => {
  const negated = text.startsWith('-');
  const body = negated ? text.slice(1) : text.startsWith('\\-') ? text.slice(1) : text;
  const colon = body.indexOf(':');
  if (colon <= 0) throw new SearchInputError(`Invalid facetFilters: ${text}`);
  const node: FilterNode = { kind: 'facet', attribute: body.slice(0, colon).trim(), value: unquote(body.slice(colon + 1).trim()) };
  return negated ? { kind: 'not', item: node } : node;
};

type Nested = string | readonly Nested[];

/** A JSON string (`params` in the v4 form) or the array itself; a lone string is an array of one. */
const asList = (value: unknown, name: string): Nested[] => {
  if (value === undefined || value === null || value === '') return [];
  let list = value;
  if (typeof value === 'string') {
    try {
      list = value.trim().startsWith('[') ? JSON.parse(value) : [value];
    } catch {
      throw new SearchInputError(`Invalid ${name}: ${value}`);
    }
  }
  if (!Array.isArray(list)) throw new SearchInputError(`Invalid ${name}: expected an array`);
  return list as Nested[];
};

/** The outer array ANDs, an inner array ORs (and a deeper one ANDs again, as Algolia reads nested arrays). */
const fromList = (list: readonly Nested[], term: (text: string) => FilterNode, name: string, and = true): FilterNode => {
  const items = list.map((item) => {
    if (typeof item === 'string') return term(item);
    if (Array.isArray(item)) return fromList(item, term, name, !and);
    throw new SearchInputError(`Invalid ${name}: ${JSON.stringify(item)}`);
  });
  return { kind: and ? 'and' : 'or', items };
};

export const parseFacetFilters = (value: unknown): FilterNode => fromList(asList(value, 'facetFilters'), facetTerm, 'facetFilters');

export const parseNumericFilters = (value: unknown): FilterNode => fromList(asList(value, 'numericFilters'), numericTerm, 'numericFilters');

// A filters string's tokens: parentheses, quoted values, the boolean words and the rest (attribute:value terms).
const TOKEN = /\s*(\(|\)|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|(?:[^\s()"']|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')+)/y;

const tokenize = (text: string): string[] => {
  const tokens: string[] = [];
  // A failed sticky match resets lastIndex: the end of the last token is kept apart.
  let end = 0;
  TOKEN.lastIndex = 0;
  let match = TOKEN.exec(text);
  while (match) {
    tokens.push(match[1]);
    end = TOKEN.lastIndex;
    match = TOKEN.exec(text);
  }
  if (text.slice(end).trim() !== '') throw new SearchInputError(`Invalid syntax for filters: ${text}`);
  return tokens;
};

/** Parses a `filters` string (Algolia's filter syntax, the subset above); an empty string filters nothing. */
export const parseFilters = (text: string): FilterNode => {
  const tokens = tokenize(text);
  let at = 0;
  const fail = (): never => {
    throw new SearchInputError(`Invalid syntax for filters: ${text}`);
  };
  const term = (): FilterNode => {
    const token = tokens[at++] ?? fail();
    if (token === '(') {
      const node = or();
      if (tokens[at++] !== ')') fail();
      return node;
    }
    if (token === 'NOT') return { kind: 'not', item: term() };
    // `date > 5` arrives as three tokens, `date:1 TO 5` as three; join them back before reading the term.
    if (/^[\w.]+$/.test(token) && /^(<=|>=|!=|<|>|=)$/.test(tokens[at] ?? ''))
      return numericTerm(`${token}${tokens[at++]}${tokens[at++] ?? ''}`);
    if (/^[\w.]+(<=|>=|!=|<|>|=)/.test(token)) return numericTerm(token);
    if (tokens[at] === 'TO') {
      at++;
      return numericTerm(`${token} TO ${tokens[at++] ?? ''}`);
    }
    if (!token.includes(':')) fail();
    return facetTerm(token.startsWith('-') ? `\\${token}` : token);
  };
  const and = (): FilterNode => {
    const items = [term()];
    while (tokens[at] === 'AND') {
      at++;
      items.push(term());
    }
    return items.length === 1 ? items[0] : { kind: 'and', items };
  };
  const or = (): FilterNode => {
    const items = [and()];
    while (tokens[at] === 'OR') {
      at++;
      items.push(and());
    }
    return items.length === 1 ? items[0] : { kind: 'or', items };
  };
  if (tokens.length === 0) return { kind: 'and', items: [] };
  const node = or();
  if (at !== tokens.length) fail();
  return node;
};
