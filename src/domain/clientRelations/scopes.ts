import type { AccountManagerScope } from '../../generated/enums/AccountManagerScope';
import { type AccessUser, hasRole, type Role } from '../roles';

/** Who sees the client relations team's accounts and everyone's, beside their own (docs/access.md: a lead and ADMIN). */
export const CLIENT_RELATIONS_LEAD_ROLES: readonly Role[] = ['ADMIN', 'CLIENT_RELATIONS_LEAD'];

/** The scopes a user may pick on the client relations lists: a manager their own and everyone's, a lead the team's too. */
export const scopesOf = (user: Pick<AccessUser, 'roles'>): readonly AccountManagerScope[] =>
  hasRole(user, CLIENT_RELATIONS_LEAD_ROLES) ? ['TEAM', 'ME', 'ALL'] : ['ME', 'ALL'];

/** The scope a list opens with: a lead the team's accounts, anyone else their own. */
export const defaultScope = (user: Pick<AccessUser, 'roles'>): AccountManagerScope => scopesOf(user)[0];

export const SCOPE_LABEL: Record<AccountManagerScope, string> = {
  ME: 'My accounts',
  TEAM: "The team's accounts",
  ALL: 'Every account',
};

/** A `scope` URL value, when it is one the user may pick; otherwise their default. */
export const readScope = (user: Pick<AccessUser, 'roles'>, value: string | null): AccountManagerScope =>
  scopesOf(user).find((scope) => scope === value) ?? defaultScope(user);
