import { hasRole } from '../../domain/roles';
import { EDITOR_STAFF_ROLES } from '../../machines/domain/status';
import { useCurrentUser } from '../app/useCurrentUser';

/** ACCESS.md: comments, alerts, notes and uploads are for the editor roles; MEMBER reads only. The server decides too. */
export const useCanEdit = (): boolean => {
  const user = useCurrentUser();
  return user !== null && hasRole(user, EDITOR_STAFF_ROLES);
};
