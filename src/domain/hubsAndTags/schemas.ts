import * as z from 'zod';
import { TagColourValues } from '../../generated/enums/TagColour';
import type { Role } from '../roles';
import { locationInputSchema } from '../schemas/orders';

/**
 * The hub and tag forms (issue 29): the same schemas check the form in the browser and the input on the server
 * (HubInput, TagInput). A hub's address is a HUB location's, so it is checked by the location schema itself.
 */

/** /admin/hubs and /admin/tags change only for ADMIN (docs/access.md#areas); staff read them. */
export const HUB_TAG_ADMIN_ROLES: readonly Role[] = ['ADMIN'];

/** Who sets a client's tags: the account managers (as server/directory/directory.access.ts has them). */
export const CLIENT_TAGGER_ROLES: readonly Role[] = ['ADMIN', 'CLIENT_RELATIONS', 'CLIENT_RELATIONS_LEAD'];

export const HUB_NAME_MAX = 100;
export const TAG_NAME_MAX = 50;

const filled = (field: string, max: number) =>
  z
    .string({ error: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`)
    .max(max, `The ${field} may not be greater than ${max} characters.`);

/** A hub code people say on the radio and read on a driver's card: upper-cased letters, digits and dashes. */
const hubCode = filled('code', 12)
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9][A-Z0-9-]*$/, 'The code may contain letters, digits and dashes only.'));

const hubHeadSchema = z.object({ name: filled('name', HUB_NAME_MAX), code: hubCode });

/**
 * A hub: its name and code, and its address checked by the shared location schema as a HUB location's (the errors of
 * both reported at once, under the input's own field names).
 */
export const hubInputSchema = z.unknown().transform((input, ctx) => {
  const fields = typeof input === 'object' && input !== null ? input : {};
  const head = hubHeadSchema.safeParse(fields);
  // The location's name is the hub's, checked above.
  const place = locationInputSchema.safeParse({ ...fields, name: 'Hub', type: 'HUB' });
  for (const issue of [...(head.error?.issues ?? []), ...(place.error?.issues ?? [])])
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  if (!head.success || !place.success) return z.NEVER;
  return { name: head.data.name, code: head.data.code, location: place.data };
});

export type HubInputData = z.output<typeof hubInputSchema>;

export const tagInputSchema = z.object({
  name: filled('name', TAG_NAME_MAX),
  colour: z.enum(TagColourValues, { error: 'Pick a colour from the palette.' }),
});

/** A record's tags: ids, each once. */
export const tagIdsSchema = z
  .array(z.string({ error: 'The selected tag is invalid.' }), { error: 'The tags field must be a list.' })
  .max(50, 'A record may carry at most 50 tags.')
  .transform((ids) => [...new Set(ids)]);
