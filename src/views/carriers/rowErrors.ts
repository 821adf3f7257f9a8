import type { FieldErrors } from '../../domain/schemas/fieldErrors';

/** Field errors of a list's row `index`, from the schema (`0.lastName`) or the server (`contacts.0.lastName`). */
export const rowErrors = (errors: FieldErrors, index: number, field: string): string[] | undefined =>
  Object.entries(errors).find(([key]) => key.replace(/^[a-zA-Z]+\.(?=\d)/, '') === `${index}.${field}`)?.[1];

/** Errors about the whole list (`input`, `contacts`, a refinement with no path). */
export const listErrors = (errors: FieldErrors): string[] =>
  Object.entries(errors)
    .filter(([key]) => !/\d/.test(key))
    .flatMap(([, messages]) => messages);
