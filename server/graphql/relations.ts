import { notFound } from '../errors';

/** The first row a loader found for an optional id, or null. */
export const maybe = async <T>(id: string | null, load: (id: string) => Promise<T[]>): Promise<T | null> =>
  id === null ? null : ((await load(id))[0] ?? null);

/** The first row for a required id: a missing one means the row is not visible (another tenant's), not a null. */
export const required = async <T>(id: string, load: (id: string) => Promise<T[]>, what: string): Promise<T> => {
  const [row] = await load(id);
  if (!row) throw notFound(what);
  return row;
};
