import * as z from 'zod';

/** An optional text field: trimmed, at most `max` characters, empty → null. The message names `field` if given. */
export const optionalText = (max: number, field?: string) =>
  z
    .string()
    .trim()
    .max(max, `${field ? `The ${field}` : 'This field'} may not be greater than ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : null));
