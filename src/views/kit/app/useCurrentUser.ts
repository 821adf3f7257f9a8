import type { CurrentUser } from '../../../domain/currentUser';
import { selectUser } from '../../../machines/app/session.machine';
import { selectTenant } from '../../../machines/app/tenant.machine';
import type { TenantSummary } from '../../../domain/currentUser';
import { SessionActor, TenantActor } from './actors';

/** The signed-in user (null only in the instant of signing out: the guard renders these pages for users). */
export const useCurrentUser = (): CurrentUser | null => SessionActor.useSelector(selectUser);

/** The tenant the app works in now, or null before one is chosen. */
export const useCurrentTenant = (): TenantSummary | null => TenantActor.useSelector(selectTenant);
