import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { currentLink, portalLinks } from './areaLinks';
import { useGuardSession } from './useGuardSession';

/** The portal's pages (home, orders, quotes, search, account), from the route table. */
export const PortalNav = () => {
  const session = useGuardSession();
  const [pathname] = useLocation();
  const links = useMemo(() => portalLinks(session), [session]);
  const current = currentLink(links, pathname);
  return (
    <nav className="portal-nav" aria-label="Portal">
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} aria-current={link === current ? 'page' : undefined}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
