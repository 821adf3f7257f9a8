import * as z from 'zod';
import { optionalText } from './text';

/** Client and customer forms: the same schemas check the form in the browser and the input on the server. */

const displayName = z
  .string({ error: 'The display name field is required.' })
  .trim()
  .min(1, 'The display name field is required.')
  .max(255, 'The display name may not be greater than 255 characters.');

/** Short account codes (NWM, HBR-LG) are typed in any case and stored upper-case, as on paperwork. */
const code = z
  .string()
  .trim()
  .max(20, 'The code may not be greater than 20 characters.')
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$|^$/, 'The code may contain only letters, digits, dashes and underscores.')
  .nullish()
  .transform((value) => (value ? value.toUpperCase() : null));

export const clientInputSchema = z.object({
  displayName,
  code,
  billingName: optionalText(255),
  billingEmail: z
    .string()
    .trim()
    .email('The billing email must be a valid email address.')
    .max(255, 'The billing email may not be greater than 255 characters.')
    .nullish()
    .or(z.literal(''))
    .transform((value) => (value ? value : null)),
  billingPhone: optionalText(40),
});

export const customerInputSchema = z.object({
  clientId: z.string({ error: 'The client field is required.' }).trim().min(1, 'The client field is required.'),
  displayName,
  code,
});

export type ClientInputValues = z.output<typeof clientInputSchema>;
export type CustomerInputValues = z.output<typeof customerInputSchema>;
