import type { FieldErrors } from '../../../domain/schemas/fieldErrors';

/** `index.field` with the list's name before it or not: `0.party` (the list's own schema) or `recoveries.0.party` (the server). */
const rowKey = (key: string): string => key.replace(/^[a-zA-Z]+\.(?=\d)/, '');

/** Field errors of a list's row `index`, from the schema (`0.lastName`) or the server (`contacts.0.lastName`). */
export const rowErrors = (errors: FieldErrors, index: number, field: string): string[] | undefined =>
  Object.entries(errors).find(([key]) => rowKey(key) === `${index}.${field}`)?.[1];

/** Errors about the whole list (`input`, `contacts`, a refinement with no path). */
export const listErrors = (errors: FieldErrors): string[] =>
  Object.entries(errors)
    .filter(([key]) => !/\d/.test(key))
    .flatMap(([, messages]) => messages);

/** The errors without those of row `index`'s `fields` (a changed cell's error goes with the old value). */
export const withoutRowErrors = (errors: FieldErrors, index: number, fields: readonly string[]): FieldErrors => {
  const dropped = new Set(fields.map((field) => `${index}.${field}`));
  return Object.fromEntries(Object.entries(errors).filter(([key]) => !dropped.has(rowKey(key))));
};

/** The list with the item at `from` moved to `to`. */
export const moveRow = <Row>(rows: readonly Row[], from: number, to: number): Row[] => {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row);
  return next;
};

let lastKey = 0;

/** A key for a row typed in this session: React tells rows apart by it while they are added, moved and removed. */
export const newRowKey = (): number => {
  lastKey += 1;
  return lastKey;
};
