import { decide, type GuardSession } from '../../../machines/app/navigationGuard';
import { type Layout, type RouteDef, routes } from '../../../routes';

export type AreaLink = { href: string; label: string; area: string; group: string | null; built: boolean };

/** Sections of the admin area are grouped under one heading in the navigation. */
const groupOf = (route: RouteDef): string | null => (route.area === 'admin' ? 'Admin' : null);

/** Routes without parameters: the pages a navigation link can point at. */
const linkable = (layout: Layout) => routes.filter((route) => route.layout === layout && !route.params);

/** The guard, not a role list, says whether a link belongs in this user's navigation. */
const opens = (route: RouteDef, session: GuardSession): boolean => {
  const decision = decide({ pathname: route.path, session });
  return decision.kind === 'render' && decision.view === 'page';
};

/**
 * The staff sections this user may open, in route-table order: one link per section, to its first built page the
 * user may open, else its first page (routes.ts + navigationGuard.decide; no role lists here). A section is built
 * when such a page is.
 */
export const areaLinks = (session: GuardSession): AreaLink[] => {
  const sections = new Map<string, { first: RouteDef; built: RouteDef | null }>();
  for (const route of linkable('default')) {
    const key = `${route.area}/${route.section}`;
    const known = sections.get(key);
    if (known?.built || !opens(route, session)) continue;
    if (!known) sections.set(key, { first: route, built: route.built ? route : null });
    else if (route.built) known.built = route;
  }
  return [...sections.values()].map(({ first, built }) => {
    const route = built ?? first;
    return { href: route.path, label: route.section, area: route.area, group: groupOf(route), built: built !== null };
  });
};

/** The portal's top-level pages (/portal, /portal/orders, …) this user may open. */
export const portalLinks = (session: GuardSession): AreaLink[] =>
  linkable('portal')
    .filter((route) => route.path.split('/').length <= 3 && opens(route, session))
    .map((route) => ({ href: route.path, label: route.page, area: route.area, group: null, built: route.built }));

/** The link that is "current" for a path: the longest link path that prefixes it. */
export const currentLink = (links: readonly AreaLink[], pathname: string): AreaLink | undefined =>
  links.filter((link) => pathname === link.href || pathname.startsWith(`${link.href}/`)).sort((a, b) => b.href.length - a.href.length)[0];
