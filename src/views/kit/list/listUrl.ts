import { isCalendarDay } from '../../../domain/dates';
import type { SortOrder } from '../ui/SortableHeader';

/**
 * What a field of a list's URL is to the list: a filter narrows it, an order sorts it, a position (the page, a record
 * opened beside the list) is where the reader stands in it and starts over when a filter or the order changes, a state
 * (a dialog left open) is none of these.
 */
export type FieldRole = 'filter' | 'order' | 'position' | 'state';

/** One field of a list's view and how the URL's query holds it. Pure: anything malformed in a URL reads as blank. */
export type UrlField<T> = {
  role: FieldRole;
  read(params: URLSearchParams): T;
  /** Sets the field's parameters; a blank value sets none, so the plain list's URL is its bare path. */
  write(value: T, params: URLSearchParams): void;
};

type Fields = Record<string, UrlField<unknown>>;

/** The view a list's fields describe: `{ q: text('q'), page: page() }` gives `{ q: string; page: number }`. */
export type ViewOf<F extends Fields> = { [Key in keyof F]: F[Key] extends UrlField<infer T> ? T : never };

export type ListUrl<View> = {
  path: string;
  read: (search: string) => View;
  /** The list's URL for a view (another path for a list that two routes show, e.g. packets and packets in progress). */
  href: (view: View, path?: string) => string;
  /** Whether a filter narrows the list (the empty state then offers the whole list back). */
  isFiltered: (view: View) => boolean;
  /** A view changed as the list's controls change it: a new filter or order starts again at the first page, nothing open. */
  patch: (view: View, change: Partial<View>) => View;
  /** The plain list: no filter, first page, the default order. */
  blank: View;
};

export const MAX_PAGE = 100_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A field of one parameter; `parse` answers '' for a value the list does not take. */
export const single = <T extends string>(name: string, parse: (raw: string) => T | '', role: FieldRole = 'filter'): UrlField<T | ''> => ({
  role,
  read: (params) => parse(params.get(name) ?? ''),
  write: (value, params) => {
    if (value) params.set(name, value);
  },
});

/** Searched text, trimmed and cut at `max` characters. */
export const text = (name: string, max = 200) => single(name, (raw) => raw.trim().slice(0, max));

/** A record's id (a UUID), e.g. the client filtered on or the record open beside the list. */
export const id = (name: string, role: FieldRole = 'filter') => single(name, (raw) => (UUID.test(raw) ? raw : ''), role);

/** Several records' ids joined by commas (chosen tags: `?tags=<id>,<id>`), malformed ones and repeats dropped, at most `max`. */
export const ids = (name: string, max = 20): UrlField<string[]> => ({
  role: 'filter',
  read: (params) => [...new Set((params.get(name) ?? '').split(','))].filter((raw) => UUID.test(raw)).slice(0, max),
  write: (value, params) => {
    if (value.length > 0) params.set(name, value.join(','));
  },
});

/** A calendar day, YYYY-MM-DD (a day still being typed, or 2025-02-30, is none). */
export const day = (name: string) => single(name, (raw) => (isCalendarDay(raw) ? raw : ''));

/** One of an enum's values, e.g. `?kind=ACCIDENT`. */
export const oneOf = <T extends string>(name: string, values: readonly T[]) =>
  single(name, (raw) => ((values as readonly string[]).includes(raw) ? (raw as T) : ''));

/** A box ticked or not: `?onSite=1`. */
export const flag = (name: string, role: FieldRole = 'filter'): UrlField<boolean> => ({
  role,
  read: (params) => params.get(name) === '1',
  write: (value, params) => {
    if (value) params.set(name, '1');
  },
});

/**
 * Several values joined by commas (status chips: `?status=OPEN,CLOSED`), in the order they were chosen; with
 * `canonical`, in the order of `values` whatever the URL's (one URL per choice).
 */
export const manyOf = <T extends string>(
  name: string,
  values: readonly T[] | ((raw: string) => boolean),
  canonical = false,
): UrlField<T[]> => {
  const known = typeof values === 'function' ? values : (raw: string) => (values as readonly string[]).includes(raw);
  const ordered = (list: T[]) => (canonical && typeof values !== 'function' ? values.filter((value) => list.includes(value)) : list);
  return {
    role: 'filter',
    read: (params) => ordered((params.get(name) ?? '').split(',').filter((raw): raw is T => known(raw))),
    write: (value, params) => {
      if (value.length > 0) params.set(name, ordered(value).join(','));
    },
  };
};

/** The page, from 1; a page that is no page reads as the first. */
export const page = (name = 'page'): UrlField<number> => ({
  role: 'position',
  read: (params) => {
    const value = Number.parseInt(params.get(name) ?? '1', 10);
    return Number.isInteger(value) && value > 0 ? Math.min(value, MAX_PAGE) : 1;
  },
  write: (value, params) => {
    if (value > 1) params.set(name, String(value));
  },
});

export type Sort<Column extends string> = { column: Column; order: SortOrder };

/** The column the list sorts by and which way, `?sort=NAME:DESC`; the default order is left out of the URL. */
export const sort = <Column extends string>(name: string, columns: readonly Column[], initial: Sort<Column>): UrlField<Sort<Column>> => ({
  role: 'order',
  read: (params) => {
    const [column, order] = (params.get(name) ?? '').split(':');
    return (columns as readonly string[]).includes(column) && (order === 'ASC' || order === 'DESC')
      ? { column: column as Column, order }
      : initial;
  },
  write: (value, params) => {
    if (value.column !== initial.column || value.order !== initial.order) params.set(name, `${value.column}:${value.order}`);
  },
});

const isBlank = (value: unknown) => value === '' || value === false || (Array.isArray(value) && value.length === 0) || value === null;

/**
 * A list's view kept in its URL (a link or a reload shows the same list): the fields in the order the query string
 * names them, and `normalize` for a rule across fields (days typed the wrong way round).
 */
export const listUrl = <F extends Fields>(path: string, fields: F, normalize?: (view: ViewOf<F>) => ViewOf<F>): ListUrl<ViewOf<F>> => {
  type View = ViewOf<F>;
  const entries = Object.entries(fields);
  const read = (search: string): View => {
    const params = new URLSearchParams(search);
    const view = Object.fromEntries(entries.map(([key, field]) => [key, field.read(params)])) as View;
    return normalize ? normalize(view) : view;
  };
  const blank = read('');
  const positions = Object.fromEntries(entries.filter(([, field]) => field.role === 'position').map(([key]) => [key, blank[key]]));
  return {
    path,
    read,
    blank,
    href: (view, at = path) => {
      const params = new URLSearchParams();
      for (const [key, field] of entries) field.write(view[key], params);
      const query = params.toString();
      return query ? `${at}?${query}` : at;
    },
    isFiltered: (view) => entries.some(([key, field]) => field.role === 'filter' && !isBlank(view[key])),
    patch: (view, change) => {
      const restarts = Object.keys(change).some((key) => fields[key]?.role === 'filter' || fields[key]?.role === 'order');
      return { ...view, ...(restarts ? positions : {}), ...change };
    },
  };
};
