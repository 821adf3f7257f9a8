const MAX_QUERY = 200;

/** The search text of a query string (?q=), trimmed and bounded. */
export const searchText = (query: string): string => (new URLSearchParams(query).get('q') ?? '').trim().slice(0, MAX_QUERY);

/** The search page showing `text`; no text is the bare page. */
export const searchHref = (text: string): string => {
  const trimmed = text.trim().slice(0, MAX_QUERY);
  return trimmed ? `/portal/search?${new URLSearchParams({ q: trimmed })}` : '/portal/search';
};
