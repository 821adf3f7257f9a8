import { hasRole } from '../../../domain/roles';
import { EDITOR_STAFF_ROLES } from '../../../machines/domain/status';
import { useCurrentUser } from './useCurrentUser';

/**
 * Creating orders and quotes, comments, alerts, notes and uploads are for the editor roles (docs/access.md#roles);
 * MEMBER reads only. The UI hides what the server would refuse; the server decides (requireEditor).
 */
export const useCanEdit = (): boolean => {
  const user = useCurrentUser();
  return user !== null && hasRole(user, EDITOR_STAFF_ROLES);
};
