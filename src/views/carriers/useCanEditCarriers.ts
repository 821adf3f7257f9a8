import { hasRole, type Role } from '../../domain/roles';
import { useCurrentUser } from '../kit/app/useCurrentUser';

/** server/carriers/carriers.access.ts CARRIER_EDITOR_ROLES: who edits drivers and trucking companies (docs/access.md#areas). */
const CARRIER_EDITORS: readonly Role[] = ['ADMIN', 'DRIVER_SAFETY', 'DISPATCH_LEAD'];

/** Whether to show edit buttons; the server decides (requireCarrierEditor). */
export const useCanEditCarriers = (): boolean => {
  const user = useCurrentUser();
  return user !== null && hasRole(user, CARRIER_EDITORS);
};
