import * as z from 'zod';
import { type Role, RoleValues } from '../../generated/enums/Role';
import { OPERATOR_STAFF_ROLES } from '../roles';
import { email } from '../schemas/auth';

/**
 * The admin's user forms (issue 29, /admin/users): the same schemas check the invite and edit forms in the browser
 * and the input on the server (shaped as the GraphQL input UserAccessInput and inviteUser's email). The derived classes
 * (docs/access.md#roles) hold on the links: a CLIENT user links at least one client, a CUSTOMER user at least
 * one customer, a DRIVER user exactly one driver, operator staff none of those and none of those roles.
 */

/** The users area is ADMIN's, to read and to write (docs/access.md#areas). */
export const USER_ADMIN_ROLES: readonly Role[] = ['ADMIN'];

export const USER_NAME_MAX = 255;

const ids = (what: string) =>
  z
    .array(z.string({ error: `The selected ${what} is invalid.` }), { error: `The ${what} field must be a list.` })
    .nullish()
    .transform((value) => [...new Set(value ?? [])]);

const accessShape = {
  name: z
    .string({ error: 'The name field is required.' })
    .trim()
    .min(1, 'The name field is required.')
    .max(USER_NAME_MAX, `The name may not be greater than ${USER_NAME_MAX} characters.`),
  roles: z
    .array(z.enum(RoleValues, { error: 'The selected role is invalid.' }), { error: 'The roles field must be a list.' })
    .transform((value) => RoleValues.filter((role) => value.includes(role))),
  tenantIds: ids('tenant').refine((value) => value.length > 0, 'Choose at least one tenant.'),
  clientIds: ids('client'),
  customerIds: ids('customer'),
  driverId: z
    .string()
    .nullish()
    .transform((value) => value || null),
};

type Access = { roles: Role[]; clientIds: string[]; customerIds: string[]; driverId: string | null };

/** The derived classes (docs/access.md#roles): each error on the field the form shows it at. */
const derivedClasses = (value: Access, context: z.RefinementCtx) => {
  const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  const has = (role: Role) => value.roles.includes(role);
  const staff = value.roles.some((role) => OPERATOR_STAFF_ROLES.includes(role));
  if (value.roles.length === 0) issue('roles', 'Choose at least one role.');
  if (staff && (has('CLIENT') || has('CUSTOMER') || has('DRIVER')))
    issue('roles', 'Operator staff roles cannot be combined with CLIENT, CUSTOMER or DRIVER.');
  if (has('CLIENT') && value.clientIds.length === 0) issue('clientIds', 'A CLIENT user links at least one client.');
  if (!has('CLIENT') && value.clientIds.length > 0) issue('clientIds', 'Only a CLIENT user links clients.');
  if (has('CUSTOMER') && value.customerIds.length === 0) issue('customerIds', 'A CUSTOMER user links at least one customer.');
  if (!has('CUSTOMER') && value.customerIds.length > 0) issue('customerIds', 'Only a CUSTOMER user links customers.');
  if (has('DRIVER') && value.driverId === null) issue('driverId', 'A DRIVER user links exactly one driver.');
  if (!has('DRIVER') && value.driverId !== null) issue('driverId', 'Only a DRIVER user links a driver.');
};

/** /admin/users/:id and the invite form's access: name, roles, tenants and links (GraphQL UserAccessInput). */
export const userAccessInputSchema = z.object(accessShape).superRefine(derivedClasses);
export type UserAccessInputValues = z.output<typeof userAccessInputSchema>;

/** /admin/users/create: the invited person's email (the mutation's `email`) with their access (its `input`). */
export const inviteUserFormSchema = z.object({ email, ...accessShape }).superRefine(derivedClasses);
export type InviteUserFormValues = z.output<typeof inviteUserFormSchema>;

/** The invitation's email, alone (the server checks it beside the access input). */
export const inviteEmailSchema = z.object({ email });
