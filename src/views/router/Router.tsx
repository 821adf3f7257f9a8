import { useActorRef } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { pageTitle } from '../../routes';
import { SessionActor, TenantActor } from '../app/actors';
import { useRuntime } from '../app/RuntimeContext';
import { RouteOutlet } from './RouteOutlet';
import { type RouteState, useRouteState } from './useRouteState';

const titleOf = (state: RouteState): string | null => {
  if (state.kind === 'render') return pageTitle(state.route);
  if (state.kind === 'not-found') return 'Page Not Found | Legwork';
  if (state.kind === 'session-error') return 'Internal Server Error | Legwork';
  return null;
};

/**
 * Every location change: the build watcher hears of the navigation (it reloads when a new build is out),
 * the session is checked again (spec §4), a `?tenant=` switches the tenant, and the guard decides.
 */
export const Router = () => {
  const [pathname, navigate] = useLocation();
  const search = useSearch();
  const runtime = useRuntime();
  const session = SessionActor.useActorRef();
  const tenant = TenantActor.useActorRef();
  const buildWatcher = useActorRef(runtime.buildWatcherLogic, { systemId: 'buildWatcher', inspect: runtime.inspect });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every location change, by design (spec §4)
  useEffect(() => {
    buildWatcher.send({ type: 'navigation.started' });
    session.send({ type: 'session.check' });
  }, [pathname, buildWatcher, session]);

  useEffect(() => {
    const id = new URLSearchParams(search).get('tenant');
    if (id) tenant.send({ type: 'tenant.queryParam', id });
  }, [search, tenant]);

  const state = useRouteState(pathname);
  const target = state.kind === 'redirect' ? state.to : state.kind === 'external' ? state.url : null;

  useEffect(() => {
    if (target === null) return;
    if (state.kind === 'external') window.location.assign(target);
    else navigate(target, { replace: true });
  }, [state.kind, target, navigate]);

  const title = titleOf(state);
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);

  // After a navigation (not the first load), move focus to the new page's main landmark for screen readers.
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) document.getElementById('main')?.focus({ preventScroll: true });
    firstPath.current = '';
  }, [pathname]);

  return <RouteOutlet state={state} pathname={pathname} />;
};
