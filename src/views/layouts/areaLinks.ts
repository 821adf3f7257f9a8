import { decide, type GuardSession } from '../../machines/app/navigationGuard';
import { type Layout, type RouteDef, routes } from '../../routes';
import { isBuilt } from '../router/pages';

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
 * The staff sections this user may open, in route-table order: one link per section, to its first page the
 * user may open (routes.ts + navigationGuard.decide; no role lists here).
 */
export const areaLinks = (session: GuardSession): AreaLink[] => {
  const seen = new Set<string>();
  const links: AreaLink[] = [];
  for (const route of linkable('default')) {
    const key = `${route.area}/${route.section}`;
    if (seen.has(key) || !opens(route, session)) continue;
    seen.add(key);
    links.push({ href: route.path, label: route.section, area: route.area, group: groupOf(route), built: isBuilt(route) });
  }
  return links;
};

/** The portal's top-level pages (/portal, /portal/orders, …) this user may open. */
export const portalLinks = (session: GuardSession): AreaLink[] =>
  linkable('portal')
    .filter((route) => route.path.split('/').length <= 3 && opens(route, session))
    .map((route) => ({ href: route.path, label: route.page, area: route.area, group: null, built: isBuilt(route) }));

/** The link that is "current" for a path: the longest link path that prefixes it. */
export const currentLink = (links: readonly AreaLink[], pathname: string): AreaLink | undefined =>
  links
    .filter((link) => pathname === link.href || pathname.startsWith(`${link.href}/`))
    .sort((a, b) => b.href.length - a.href.length)[0];
