import { lazy, Suspense, useId, useState } from 'react';
import { createStaffCacheExchange } from '../../../graphql/staffCacheExchange';
import { GraphQLProvider } from '../app/GraphQLProvider';
import type { LayoutProps } from '../router/pageProps';
import { PageHeading } from './PageHeading';
import { SearchShortcut } from './SearchShortcut';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

// The tenant's announcements: a chunk of its own, after the shell.
const AnnouncementsBanner = lazy(() => import('./AnnouncementsBanner').then((m) => ({ default: m.AnnouncementsBanner })));

/** Staff pages: top bar, the areas this user may open, and the page; the staff GraphQL client and cache. */
export const DefaultLayout = ({ route, children }: LayoutProps) => {
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  return (
    <GraphQLProvider cache={createStaffCacheExchange}>
      <div className="shell">
        <SkipLink />
        <SearchShortcut />
        <TopBar
          homeHref="/dashboard"
          accountHref="/account"
          nav={{ id: navId, open: navOpen, onToggle: () => setNavOpen((open) => !open) }}
        />
        <div className="shell-body">
          <Sidebar id={navId} open={navOpen} onNavigate={() => setNavOpen(false)} />
          <main id="main" tabIndex={-1} className="shell-main">
            <Suspense fallback={null}>
              <AnnouncementsBanner />
            </Suspense>
            <PageHeading route={route} />
            {children}
          </main>
        </div>
      </div>
    </GraphQLProvider>
  );
};
