import { useEffect, useState } from 'react';

/** The text a picker searches for: what was typed, once typing pauses (one request per pause, not per key). */
export const useDebouncedSearch = (text: string, delayMs = 300): string => {
  const [search, setSearch] = useState(text.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return search;
};
