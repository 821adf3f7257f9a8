import { useEffect, useState } from 'react';
import { TextField } from './TextField';

const DELAY_MS = 300;

export type SearchBoxProps = { value: string; onSearch: (text: string) => void; label: string; hint?: string };

/** A search field that reports what was typed once typing pauses, and follows the URL when it changes elsewhere. */
export const SearchBox = ({ value, onSearch, label, hint }: SearchBoxProps) => {
  const [text, setText] = useState(value);

  // Back/forward or a link changed the search: show it, unless it is just what is being typed (trailing space).
  useEffect(() => {
    setText((typed) => (typed.trim() === value ? typed : value));
  }, [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);

  return <TextField type="search" label={label} hint={hint} value={text} onChange={setText} autoComplete="off" />;
};
