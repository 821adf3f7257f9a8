import type { GuardSession } from '../../../machines/app/navigationGuard';
import { selectGuardSession } from '../../../machines/app/session.machine';
import { SessionActor } from '../app/actors';

/** What access depends on; a session re-check that changes none of it keeps the same object. */
const accessKey = (session: GuardSession): string =>
  session.status === 'loggedOut'
    ? 'loggedOut'
    : JSON.stringify([
        session.user.emailVerified,
        session.user.roles,
        session.user.clients.map((client) => [client.id, client.deletedAt]),
        session.user.customers.map((customer) => [customer.id, customer.deletedAt]),
      ]);

/** The session as the guard sees it, stable across re-checks (for memoised navigation lists). */
export const useGuardSession = (): GuardSession => SessionActor.useSelector(selectGuardSession, (a, b) => accessKey(a) === accessKey(b));
