import { useActorRef } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { NotFoundLayout } from '../../../machines/app/navigationGuard';
import { type Layout, pageTitle } from '../../../routes';
import { SessionActor, TenantActor } from '../app/actors';
import { useRuntime } from '../app/RuntimeContext';
import { useCurrentTenant } from '../app/useCurrentUser';
import { useGuardSession } from '../layouts/useGuardSession';
import { type NotFoundView, notFoundView } from './notFound';
import { RouteOutlet } from './RouteOutlet';
import { type RouteState, useRouteState } from './useRouteState';

const titleOf = (state: RouteState, notFound: NotFoundView | null): string | null => {
  if (state.kind === 'render') return pageTitle(state.route);
  if (state.kind === 'not-found') return notFound?.title ?? 'Page Not Found | Legwork';
  if (state.kind === 'session-error') return 'Internal Server Error | Legwork';
  return null;
};

const notFoundLayoutOf = (layout: Layout): NotFoundLayout => (layout === 'default' || layout === 'portal' ? layout : 'minimal');

/** A record page's 404 (an unknown id or number), for this tenant and address only. */
type Caught = { key: string; message: string };

/**
 * The guard's decision, or the not-found view where the page it rendered found no record: a malformed id, an
 * unknown id and an unknown path end in the same view.
 */
const useShownState = (pathname: string) => {
  const state = useRouteState(pathname);
  const session = useGuardSession();
  const key = `${useCurrentTenant()?.id ?? ''} ${pathname}`;
  const [caught, setCaught] = useState<Caught | null>(null);
  const onNotFound = useCallback((message: string) => setCaught({ key, message }), [key]);
  const shown: RouteState =
    caught?.key === key && state.kind === 'render'
      ? { kind: 'not-found', message: caught.message, layout: notFoundLayoutOf(state.route.layout) }
      : state;
  const layout = shown.kind === 'not-found' ? shown.layout : null;
  const notFound = useMemo(() => (layout ? notFoundView(pathname, layout, session) : null), [pathname, layout, session]);
  return { state, shown, notFound, onNotFound };
};

/**
 * Every location change: the build watcher hears of the navigation (it reloads when a new build is out),
 * the session is checked again before every route change, a `?tenant=` switches the tenant, and the guard decides.
 */
export const Router = () => {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const runtime = useRuntime();
  const session = SessionActor.useActorRef();
  const tenant = TenantActor.useActorRef();
  const buildWatcher = useActorRef(runtime.buildWatcherLogic, {
    systemId: 'buildWatcher',
    inspect: runtime.inspect,
    input: { buildId: runtime.buildId },
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: by design, the session is checked on every location change
  useEffect(() => {
    buildWatcher.send({ type: 'navigation.started' });
    session.send({ type: 'session.check' });
  }, [pathname, buildWatcher, session]);

  useEffect(() => {
    const id = new URLSearchParams(search).get('tenant');
    if (id) tenant.send({ type: 'tenant.queryParam', id });
  }, [search, tenant]);

  const { state, shown, notFound, onNotFound } = useShownState(pathname);
  const target = state.kind === 'redirect' ? state.to : state.kind === 'external' ? state.url : null;

  useEffect(() => {
    if (target === null) return;
    if (state.kind === 'external') window.location.assign(target);
    else navigate(target, { replace: true });
  }, [state.kind, target, navigate]);

  const title = titleOf(shown, notFound);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  // After a navigation (not the first load), move focus to the new page's main landmark for screen readers.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) document.getElementById('main')?.focus({ preventScroll: true });
    firstPath.current = '';
  }, [pathname]);

  return <RouteOutlet state={shown} pathname={pathname} notFound={notFound} onNotFound={onNotFound} />;
};
