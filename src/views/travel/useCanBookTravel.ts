import { hasRole } from '../../domain/roles';
import { TRAVEL_WRITER_ROLES } from '../../domain/schemas/travel';
import { useCurrentUser } from '../kit/app/useCurrentUser';

/** Whether the user books travel (dispatch, ADMIN); accounting reads it. The server decides (server/travel/travel.access.ts). */
export const useCanBookTravel = (): boolean => {
  const user = useCurrentUser();
  return user !== null && hasRole(user, TRAVEL_WRITER_ROLES);
};
