import { Suspense } from 'react';
import type { RouteDef } from '../../routes';
import { SessionActor } from '../app/actors';
import { MinimalLayout } from '../layouts/MinimalLayout';
import { DeactivatedPage } from '../pages/DeactivatedPage';
import { ErrorPage } from '../pages/ErrorPage';
import { LoadingPage } from '../pages/LoadingPage';
import { NoAccessPage } from '../pages/NoAccessPage';
import { NotBuiltPage } from '../pages/NotBuiltPage';
import { NotFoundPage } from '../pages/NotFoundPage';
import { ErrorBoundary } from './ErrorBoundary';
import { LAYOUTS } from './layouts';
import { pageOf } from './pages';
import type { RouteState } from './useRouteState';

/** A 404 and the error pages have no route of their own: they use the minimal layout. */
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

type PageBodyProps = { route: RouteDef; params: Record<string, string>; view: 'page' | 'no-access' | 'deactivated' };

const PageBody = ({ route, params, view }: PageBodyProps) => {
  if (view === 'no-access') return <NoAccessPage route={route} />;
  if (view === 'deactivated') return <DeactivatedPage />;
  const Page = pageOf(route);
  if (!Page) return <NotBuiltPage route={route} />;
  return <Page route={route} params={params} />;
};

export type RouteOutletProps = { state: RouteState; pathname: string };

export const RouteOutlet = ({ state, pathname }: RouteOutletProps) => {
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
    case 'not-found':
      return (
        <MinimalLayout route={FALLBACK_ROUTE}>
          <NotFoundPage message={state.message} />
        </MinimalLayout>
      );
    case 'render': {
      // A deactivated account sees only the explanation, without the portal's navigation.
      const Layout = state.view === 'deactivated' ? MinimalLayout : LAYOUTS[state.route.layout];
      return (
        <Suspense fallback={<LoadingPage />}>
          <Layout route={state.route}>
            <ErrorBoundary key={pathname}>
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
