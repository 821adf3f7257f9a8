import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { type AreaLink, areaLinks, currentLink } from './areaLinks';
import { useGuardSession } from './useGuardSession';

export type SidebarProps = { id: string; open: boolean; onNavigate: () => void };

type LinkListProps = { links: AreaLink[]; current: AreaLink | undefined; onNavigate: () => void; label?: (link: AreaLink) => string };

const LinkList = ({ links, current, onNavigate, label = (link) => link.label }: LinkListProps) => (
  <ul className="sidebar-list">
    {links.map((link) => (
      <li key={link.href}>
        <Link href={link.href} className="sidebar-link" aria-current={link === current ? 'page' : undefined} onClick={onNavigate}>
          {label(link)}
        </Link>
      </li>
    ))}
  </ul>
);

/**
 * The staff areas this user's roles open (derived from routes + the guard). Areas that are built come first, the
 * admin ones under their heading; the ones not built yet are listed once, at the end, folded under "Coming later".
 */
export const Sidebar = ({ id, open, onNavigate }: SidebarProps) => {
  const session = useGuardSession();
  const [pathname] = useLocation();
  const links = useMemo(() => areaLinks(session), [session]);
  const current = currentLink(links, pathname);
  const built = links.filter((link) => link.built);
  const later = links.filter((link) => !link.built);
  const main = built.filter((link) => link.group === null);
  const groups = [...new Set(built.map((link) => link.group).filter((group) => group !== null))];
  return (
    <nav id={id} className={open ? 'sidebar sidebar-open' : 'sidebar'} aria-label="Areas">
      <LinkList links={main} current={current} onNavigate={onNavigate} />
      {groups.map((group) => (
        <div key={group} className="sidebar-group">
          <h2 className="sidebar-heading">{group}</h2>
          <LinkList links={built.filter((link) => link.group === group)} current={current} onNavigate={onNavigate} />
        </div>
      ))}
      {later.length > 0 && (
        <details className="sidebar-group sidebar-later" open={current !== undefined && later.includes(current)}>
          <summary className="sidebar-heading">Coming later</summary>
          <LinkList
            links={later}
            current={current}
            onNavigate={onNavigate}
            label={(link) => (link.group ? `${link.group}: ${link.label}` : link.label)}
          />
        </details>
      )}
    </nav>
  );
};
