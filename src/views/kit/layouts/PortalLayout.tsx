import { createPortalCacheExchange } from '../../../graphql/portalCacheExchange';
import { GraphQLProvider } from '../app/GraphQLProvider';
import type { LayoutProps } from '../router/pageProps';
import { PageHeading } from './PageHeading';
import { SearchShortcut } from './SearchShortcut';
import { PortalNav } from './PortalNav';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

/** The client and customer portal: top bar with the portal's own navigation; the portal GraphQL client and cache. */
export const PortalLayout = ({ route, children }: LayoutProps) => (
  <GraphQLProvider cache={createPortalCacheExchange}>
    <div className="shell portal-shell">
      <SkipLink />
      <SearchShortcut portal />
      <TopBar homeHref="/portal" accountHref="/portal/account">
        <PortalNav />
      </TopBar>
      <main id="main" tabIndex={-1} className="shell-main portal-main">
        <PageHeading route={route} />
        {children}
      </main>
    </div>
  </GraphQLProvider>
);
