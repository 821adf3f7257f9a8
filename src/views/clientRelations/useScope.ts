import type { AccountManagerScope } from '@/generated/enums/AccountManagerScope';
import { readScope, scopesOf } from '../../domain/clientRelations/scopes';
import { useCurrentUser } from '../kit/app/useCurrentUser';
import { useStoredState } from '../kit/ui/useStoredState';

const NO_ROLES = { roles: [] };

/**
 * The desk's scope, one for its pages (the lists keep their own views in their URLs, which know nothing of it): a
 * manager starts on their accounts, a lead on the team's, and the choice stays in this browser.
 */
export const useScope = () => {
  const user = useCurrentUser() ?? NO_ROLES;
  const [stored, setScope] = useStoredState<string | null>('legwork.clientRelations.scope', null, (value) =>
    typeof value === 'string' ? value : null,
  );
  const scope: AccountManagerScope = readScope(user, stored);
  return { scope, scopes: scopesOf(user), setScope: (next: AccountManagerScope) => setScope(next) };
};
