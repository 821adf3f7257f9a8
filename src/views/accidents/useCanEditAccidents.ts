import { hasRole } from '../../domain/roles';
import { REPAIR_ROLES } from '../../machines/domain/repair.machine';
import { useCurrentUser } from '../kit/app/useCurrentUser';

/** ACCIDENT_INCIDENT_MGMT (and ADMIN) write reports and repairs; DRIVER_SAFETY only reads (docs/access.md#areas). The server decides. */
export const useCanEditAccidents = (): boolean => {
  const user = useCurrentUser();
  return user !== null && hasRole(user, REPAIR_ROLES);
};

/** Said where write controls would be, to a reader who may not use them. */
export const READ_ONLY_NOTE = 'You can read accident reports and repairs; only accident and incident managers change them.';
