import { matchPath } from '../../../routes';
import { LAYOUTS } from './layouts';
import { pageOf } from '../../pages';

type Preloadable = { preload?: () => void };

/**
 * Starts downloading the first page's layout and page chunks (a signed-in layout brings its GraphQL client) while
 * the session is still being checked, instead of after the check and one after the other.
 */
export const preloadRoute = (pathname: string): void => {
  const match = matchPath(pathname);
  if (!match) return;
  (LAYOUTS[match.route.layout] as Preloadable).preload?.();
  (pageOf(match.route) as Preloadable | undefined)?.preload?.();
};
