import { Link } from 'wouter';
import { LinkButton } from '../ui/LinkButton';
import { SessionActor } from '../app/actors';
import { lazyView } from '../router/lazyView';
import type { LayoutProps } from '../router/pageProps';
import { BrandLink } from './BrandLink';
import { SkipLink } from './SkipLink';

/** Public pages that send GraphQL get a small client (no graphcache, no schema), loaded with them only. */
const PUBLIC_GRAPHQL_PAGES = new Set(['contact']);
const PublicGraphQL = lazyView(() => import('../app/PublicGraphQL').then((m) => m.PublicGraphQL));

/** Public pages (home, contact, password reset) and the error pages. */
export const MinimalLayout = ({ route, children }: LayoutProps) => {
  // Signed-in visitors are sent from /login to their own start page by the guard.
  const signedIn = SessionActor.useSelector((snapshot) => snapshot.matches('loggedIn'));
  return (
    <div className="minimal-shell">
      <SkipLink />
      <header className="minimal-header">
        <BrandLink />
        <nav aria-label="Site">
          <Link href="/contact">Contact</Link>
          <LinkButton href="/login" variant="primary">
            {signedIn ? 'Open Legwork' : 'Sign in'}
          </LinkButton>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="minimal-main">
        {route.page && route.name !== 'index' && <h1>{route.page}</h1>}
        {PUBLIC_GRAPHQL_PAGES.has(route.name) ? <PublicGraphQL>{children}</PublicGraphQL> : children}
      </main>
      <footer className="minimal-footer">
        <p>© Legwork · vehicle transport and storage</p>
      </footer>
    </div>
  );
};
