import { decide, type GuardSession, type NotFoundLayout } from '../../../machines/app/navigationGuard';
import { pageTitle, type RouteDef, routeByName, routes } from '../../../routes';

/** What the one not-found view shows: its heading and title (as a route), and the way back. */
export type NotFoundView = { route: RouteDef; title: string; back: { href: string; label: string } };

const PUBLIC: NotFoundView = {
  route: {
    path: '',
    name: 'not-found',
    layout: 'minimal',
    section: '',
    page: 'Page Not Found',
    area: 'public',
    built: true,
    access: { kind: 'public' },
  },
  title: 'Page Not Found | Legwork',
  back: { href: '/', label: 'Go to the home page' },
};

const HOME: Record<Exclude<NotFoundLayout, 'minimal'>, string> = { default: 'dashboard', portal: 'portal' };

/** Legs have no list of their own: their way back is their orders. */
const LIST_OF: Record<string, string> = { '/order-legs': '/orders', '/portal/order-legs': '/portal/orders' };

/** The part of a path that names its section: /orders/…, /admin/users/…, /portal/quotes/…. */
const sectionPrefix = (pathname: string): string => {
  const segments = pathname.split(/[?#]/)[0].split('/').filter(Boolean);
  const depth = segments[0] === 'admin' || segments[0] === 'portal' ? 2 : 1;
  const prefix = `/${segments.slice(0, depth).join('/')}`;
  return LIST_OF[prefix] ?? prefix;
};

const opens = (route: RouteDef, session: GuardSession): boolean => {
  const decision = decide({ pathname: route.path, session });
  return decision.kind === 'render' && decision.view === 'page';
};

/** "Back to All Orders"; a section's overview is named by its section ("Back to Storage"). */
const backLabel = (route: RouteDef): string => `Back to ${route.page === 'Overview' ? route.section : route.page}`;

/**
 * The not-found view for a path: in a signed-in layout it leads back to the first page of the path's section that
 * the user may open (/orders/999999 → All Orders, /portal/order-legs/… → the portal's Orders), else to their start
 * page; its heading stands under that section. Visitors get the public page.
 */
export const notFoundView = (pathname: string, layout: NotFoundLayout, session: GuardSession): NotFoundView => {
  if (layout === 'minimal') return PUBLIC;
  const prefix = sectionPrefix(pathname);
  const list = routes.find(
    (route) =>
      route.layout === layout && !route.params && (route.path === prefix || route.path.startsWith(`${prefix}/`)) && opens(route, session),
  );
  const back = list ?? routeByName(HOME[layout]);
  // Outside any section the view names no section (a page named like its section is named once: "Page Not Found | Legwork").
  const route: RouteDef = { ...PUBLIC.route, layout, section: list ? list.section : PUBLIC.route.page };
  return { route, title: pageTitle(route), back: { href: back.path, label: backLabel(back) } };
};
