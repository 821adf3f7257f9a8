export type Choosable = { id: string; label: string };

/** The ids a person hid, as stored (from an older version, or edited by hand): only columns the list still has, never its first. */
export const parseHidden = (stored: unknown, columns: readonly Choosable[]): string[] | null =>
  Array.isArray(stored) ? columns.slice(1).flatMap((column) => (stored.includes(column.id) ? [column.id] : [])) : null;

/** The columns shown, in the list's order: all but the hidden ones; the first (the row's link) always. */
export const shownColumns = <Column extends Choosable>(columns: readonly Column[], hidden: readonly string[]): Column[] =>
  columns.filter((column, index) => index === 0 || !hidden.includes(column.id));

/** What the chooser's ticks leave hidden. Hidden ids are stored rather than shown ones, so a column added later shows. */
export const hiddenOf = (columns: readonly Choosable[], shown: readonly string[]): string[] =>
  columns.slice(1).flatMap((column) => (shown.includes(column.id) ? [] : [column.id]));
