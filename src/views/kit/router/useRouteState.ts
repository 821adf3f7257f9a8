import { useMemo, useRef } from 'react';
import { type Decision, decide } from '../../../machines/app/navigationGuard';
import { selectGuardSession } from '../../../machines/app/session.machine';
import { matchPath } from '../../../routes';
import { SessionActor } from '../app/actors';
import { useRuntime } from '../app/RuntimeContext';

/** What the router shows: the guard's decision, or a wait for the session check, or its failure. */
export type RouteState = Decision | { kind: 'pending' } | { kind: 'session-error'; error: unknown };

type Settled = 'loggedIn' | 'loggedOut' | null;

/**
 * The guard's decision for a path with the current session (navigationGuard.decide). A re-check with a known
 * user keeps deciding with that user (no flash); a check without one waits, except on public pages after the
 * session was already found signed out, which do not depend on who is asking.
 */
export const useRouteState = (pathname: string): RouteState => {
  const { portalUrl } = useRuntime();
  const snapshot = SessionActor.useSelector((state) => state);
  const settled = useRef<Settled>(null);

  return useMemo((): RouteState => {
    if (snapshot.matches('error')) return { kind: 'session-error', error: snapshot.context.error };
    if (snapshot.matches('loggingOut')) return { kind: 'pending' };
    const session = selectGuardSession(snapshot);
    if (!snapshot.matches('checking')) {
      settled.current = session.status;
      return decide({ pathname, session, portalUrl });
    }
    if (session.status === 'loggedIn') return decide({ pathname, session, portalUrl });
    const publicRoute = matchPath(pathname)?.route.access.kind === 'public';
    if (settled.current === 'loggedOut' && publicRoute) return decide({ pathname, session, portalUrl });
    return { kind: 'pending' };
  }, [snapshot, pathname, portalUrl]);
};
