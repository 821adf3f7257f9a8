/** The roles and the derived classes the guards and the server share (docs/access.md#roles). */
import { type Role, RoleValues } from '../generated/enums/Role';

export type { Role };

export const ROLES = RoleValues;

export const OPERATOR_STAFF_ROLES: readonly Role[] = ROLES.filter((role) => role !== 'DRIVER' && role !== 'CLIENT' && role !== 'CUSTOMER');

/** The slice of the current user that access rules read. */
export type LinkedRecord = { id: string; deletedAt: string | null };
export type AccessUser = {
  roles: readonly Role[];
  clients: readonly LinkedRecord[];
  customers: readonly LinkedRecord[];
};

/** Client accounts (clients, customers, their contacts, prices and invoicing terms) are client relations' and ADMIN's to change. */
export const ACCOUNT_MANAGER_ROLES: readonly Role[] = ['ADMIN', 'CLIENT_RELATIONS', 'CLIENT_RELATIONS_LEAD'];

/**
 * Who may credit or correct an issued invoice (Mutation.creditInvoice in src/graphql/schema/invoices.graphql: "a
 * lead's correction"); the invoice page offers it to them, as the server offers no event for it.
 */
export const INVOICE_CREDIT_ROLES: readonly Role[] = ['BILLING_LEAD', 'ACCOUNTING_LEAD', 'ADMIN'];

export const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** A role check accepts one role or a list and passes when the user holds any of them (docs/access.md#roles). */
export const hasRole = (user: Pick<AccessUser, 'roles'>, required: Role | readonly Role[]): boolean => {
  const wanted = typeof required === 'string' ? [required] : required;
  return wanted.some((role) => user.roles.includes(role));
};

export const isAdmin = (user: Pick<AccessUser, 'roles'>): boolean => user.roles.includes('ADMIN');

export const isOperatorStaff = (user: Pick<AccessUser, 'roles'>): boolean => hasRole(user, OPERATOR_STAFF_ROLES);

export const isDriver = (user: Pick<AccessUser, 'roles'>): boolean => user.roles.includes('DRIVER');

/** Client user: not admin and has at least one linked client. */
export const isClientUser = (user: AccessUser): boolean => !isAdmin(user) && user.clients.length > 0;

/** Customer user: not admin, not a client user, and has at least one linked customer. */
export const isCustomerUser = (user: AccessUser): boolean => !isAdmin(user) && !isClientUser(user) && user.customers.length > 0;

/** Portal users are forced into the portal layout: client or customer users, or holders of CLIENT/CUSTOMER only. */
export const isPortalUser = (user: AccessUser): boolean =>
  isClientUser(user) || isCustomerUser(user) || (!isOperatorStaff(user) && hasRole(user, ['CLIENT', 'CUSTOMER']));

/** Deactivated: a client user whose linked clients are all deleted, or a customer user whose customers all are. */
export const isDeactivated = (user: AccessUser): boolean => {
  if (isClientUser(user)) return user.clients.every((client) => client.deletedAt !== null);
  if (isCustomerUser(user)) return user.customers.every((customer) => customer.deletedAt !== null);
  return false;
};
