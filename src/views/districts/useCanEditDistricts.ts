import { hasRole } from '../../domain/roles';
import { DISTRICT_WRITER_ROLES } from '../../domain/schemas/districts';
import { useCurrentUser } from '../kit/app/useCurrentUser';

/** Whether to show the editors; the server decides (requireDistrictWriter). */
export const useCanEditDistricts = (): boolean => {
  const user = useCurrentUser();
  return user !== null && hasRole(user, DISTRICT_WRITER_ROLES);
};
