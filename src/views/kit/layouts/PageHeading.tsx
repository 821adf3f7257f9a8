import type { RouteDef } from '../../../routes';

export type PageHeadingProps = { route: RouteDef };

/**
 * The page's name as its one h1, with the section above it (titles read "{page} | {section}"); a page named like
 * its section (/search) is named once.
 */
export const PageHeading = ({ route }: PageHeadingProps) => (
  <header className="page-heading">
    {route.section !== route.page && <p className="page-section">{route.section}</p>}
    <h1>{route.page}</h1>
  </header>
);
