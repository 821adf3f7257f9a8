import { Suspense, useDeferredValue } from 'react';
import { type RouteDef, recordNumberIn } from '../../../routes';
import { SessionActor } from '../app/actors';
import { MinimalLayout } from '../layouts/MinimalLayout';
import { DeactivatedPage } from '../pages/DeactivatedPage';
import { ErrorPage } from '../pages/ErrorPage';
import { LoadingPage } from '../pages/LoadingPage';
import { NoAccessPage } from '../pages/NoAccessPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorBoundary } from './ErrorBoundary';
import { LAYOUTS } from './layouts';
import { lazyView } from './lazyView';
import type { NotFoundView } from './notFound';
import { pageOf } from '../../pages';
import type { RouteState } from './useRouteState';

/** The error pages have no route of their own: they use the minimal layout. */
const FALLBACK_ROUTE: RouteDef = {
  path: '',
  name: 'error',
  layout: 'minimal',
  section: 'Legwork',
  page: '',
  area: 'public',
  built: true,
  access: { kind: 'public' },
};

// Rarely needed, so out of the first load: the not-built page and a record page opened by its number (/orders/O-100191).
const NotBuiltPage = lazyView(() => import('../pages/NotBuiltPage').then((m) => m.NotBuiltPage));
const StaffRecordNumber = lazyView(() => import('./StaffRecordNumber').then((m) => m.StaffRecordNumber));
const PortalRecordNumber = lazyView(() => import('./PortalRecordNumber').then((m) => m.PortalRecordNumber));

type PageBodyProps = { route: RouteDef; params: Record<string, string>; view: 'page' | 'no-access' | 'deactivated' };

const PageBody = ({ route, params, view }: PageBodyProps) => {
  if (view === 'no-access') return <NoAccessPage route={route} />;
  if (view === 'deactivated') return <DeactivatedPage />;
  const Page = pageOf(route);
  if (!Page) return <NotBuiltPage route={route} />;
  const number = recordNumberIn(route, params);
  if (number && route.numbered) {
    const Lookup = route.layout === 'portal' ? PortalRecordNumber : StaffRecordNumber;
    return <Lookup route={route} params={params} kind={route.numbered} number={number} />;
  }
  return <Page route={route} params={params} />;
};

export type RouteOutletProps = {
  state: RouteState;
  pathname: string;
  /** The not-found view's heading and way back, when the state is not-found. */
  notFound: NotFoundView | null;
  /** A page found its record missing (a 404 it threw): the router answers with the not-found view. */
  onNotFound: (message: string) => void;
};

export const RouteOutlet = ({ state: current, pathname, notFound, onNotFound }: RouteOutletProps) => {
  // The first page after the session check (its layout, navigation and page at once) is drawn as deferred work,
  // which React renders in slices between which the browser stays responsive, with "Loading…" on screen until it
  // is ready. The session's answer arrives as a synchronous store update, and that first render was the longest
  // task of a signed-in first load (326 ms at 4× CPU slowdown; Lighthouse counted it as blocking time). Every
  // later change of page shows at once, as before.
  const deferred = useDeferredValue(current);
  const state = current.kind !== 'pending' && deferred.kind === 'pending' ? deferred : current;
  const session = SessionActor.useActorRef();
  switch (state.kind) {
    case 'pending':
      return <LoadingPage />;
    case 'redirect':
    case 'external':
      return <LoadingPage label="Redirecting…" />;
    case 'session-error':
      return (
        <MinimalLayout route={FALLBACK_ROUTE}>
          <ErrorPage
            status={500}
            detail="We could not check your session. The server may be restarting."
            onRetry={() => session.send({ type: 'session.check' })}
          />
        </MinimalLayout>
      );
    case 'not-found': {
      // Inside a signed-in layout this is the same element tree as a page, so the layout (and its GraphQL client)
      // stays mounted when a page turns out not to exist.
      if (!notFound) return null;
      const Layout = LAYOUTS[state.layout];
      return (
        <Suspense fallback={<LoadingPage />}>
          <Layout route={notFound.route}>
            <NotFoundPage message={state.message} back={notFound.back} />
          </Layout>
        </Suspense>
      );
    }
    case 'render': {
      // A deactivated account sees only the explanation, without the portal's navigation.
      const Layout = state.view === 'deactivated' ? MinimalLayout : LAYOUTS[state.route.layout];
      return (
        <Suspense fallback={<LoadingPage />}>
          <Layout route={state.route}>
            <ErrorBoundary key={pathname} onNotFound={onNotFound}>
              <Suspense fallback={<LoadingPage />}>
                <PageBody route={state.route} params={state.params} view={state.view} />
              </Suspense>
            </ErrorBoundary>
          </Layout>
        </Suspense>
      );
    }
  }
};
