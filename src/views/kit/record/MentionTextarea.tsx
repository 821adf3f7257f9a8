import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { insertMention, type MentionQuery, mentionQuery } from './mentionText';
import { Field, fieldAria } from '../ui/Field';
import { limitNote } from '../ui/textLimit';

export const MentionTextareaSuggestionsQuery = graphql(`
  query MentionTextareaSuggestions($search: String!) {
    mentionSuggestions(search: $search, first: 8) {
      id
      name
      email
    }
  }
`);

export type MentionTextareaProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: readonly string[];
  hint?: string;
  rows?: number;
  /** The most characters the comment takes, as the server says: counted near it, an error past it (never cut). */
  limit: number;
};

type Open = MentionQuery & { caret: number };

/** Waits for a pause in typing before asking the server (one request per word, not per key). */
const useSettled = (value: string, ms: number) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

/**
 * The staff comment box: typing "@" and a few letters lists colleagues by name and email (ARIA combobox with a
 * listbox); arrows move, Enter or Tab inserts "@email", Escape closes. Plain typing of "@email" still works.
 */
export const MentionTextarea = ({ label, value, onChange, error = [], hint: given, rows = 4, limit }: MentionTextareaProps) => {
  const id = useId();
  // As LimitedTextField says it: no native maxLength, which drops the end of a paste without a word.
  const note = limitNote(value.length, limit);
  const hint = note && !note.over ? [given, note.text].filter(Boolean).join(' ') : given;
  const messages = note?.over && error.length === 0 ? [note.text] : error;
  const listId = `${id}-mentions`;
  const ref = useRef<HTMLTextAreaElement>(null);
  const [open, setOpen] = useState<Open | null>(null);
  const [active, setActive] = useState(0);
  const search = useSettled(open?.query ?? '', 150);
  const [result] = useQuery({ query: MentionTextareaSuggestionsQuery, variables: { search }, pause: !open || search === '' });
  const people = open && search !== '' ? (result.data?.mentionSuggestions ?? []) : [];
  const expanded = people.length > 0;

  const track = (text: string, caret: number) => {
    const found = mentionQuery(text, caret);
    setOpen(found && { ...found, caret });
    if (found?.query !== open?.query) setActive(0);
  };

  const pick = (email: string) => {
    if (!open) return;
    const next = insertMention(value, open, email);
    onChange(next.text);
    setOpen(null);
    requestAnimationFrame(() => {
      ref.current?.focus();
      ref.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + people.length) % people.length);
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(people[Math.min(active, people.length - 1)].email);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(null);
    }
  };

  const optionId = (index: number) => `${id}-mention-${index}`;
  return (
    <Field id={id} label={label} hint={hint} messages={messages} className="mention-box">
      <textarea
        ref={ref}
        id={id}
        className="field-input"
        rows={rows}
        value={value}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded ? optionId(Math.min(active, people.length - 1)) : undefined}
        {...fieldAria(id, hint, messages)}
        onChange={(event) => {
          onChange(event.target.value);
          track(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={onKeyDown}
        onKeyUp={(event) => {
          if (!['ArrowDown', 'ArrowUp', 'Enter', 'Tab', 'Escape'].includes(event.key))
            track(event.currentTarget.value, event.currentTarget.selectionStart);
        }}
        onClick={(event) => track(event.currentTarget.value, event.currentTarget.selectionStart)}
        onBlur={() => setOpen(null)}
      />
      <div id={listId} role="listbox" aria-label="People to mention" className="option-list mention-list" hidden={!expanded}>
        {people.map((person, index) => (
          <div
            key={person.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className="mention-option"
            // mousedown, not click: the textarea keeps the focus (its blur would close the list first).
            onMouseDown={(event) => {
              event.preventDefault();
              pick(person.email);
            }}
          >
            <span>{person.name}</span>
            <span className="muted">{person.email}</span>
          </div>
        ))}
      </div>
    </Field>
  );
};
