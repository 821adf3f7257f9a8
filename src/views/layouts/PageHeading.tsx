import type { RouteDef } from '../../routes';

export type PageHeadingProps = { route: RouteDef };

/** The page's name as its one h1, with the section above it (titles read "{page} | {section}"). */
export const PageHeading = ({ route }: PageHeadingProps) => (
  <header className="page-heading">
    <p className="page-section">{route.section}</p>
    <h1>{route.page}</h1>
  </header>
);
