import { useMemo } from 'react';
import { Link, useLocation } from 'wouter';
import { type AreaLink, areaLinks, currentLink } from './areaLinks';
import { useGuardSession } from './useGuardSession';

export type SidebarProps = { id: string; open: boolean; onNavigate: () => void };

type LinkListProps = { links: AreaLink[]; current: AreaLink | undefined; onNavigate: () => void };

const LinkList = ({ links, current, onNavigate }: LinkListProps) => (
  <ul className="sidebar-list">
    {links.map((link) => (
      <li key={link.href}>
        <Link
          href={link.href}
          className="sidebar-link"
          aria-current={link === current ? 'page' : undefined}
          onClick={onNavigate}
        >
          {link.label}
          {!link.built && <span className="sidebar-soon"> · soon</span>}
        </Link>
      </li>
    ))}
  </ul>
);

/** The staff areas this user's roles open (derived from routes + the guard). */
export const Sidebar = ({ id, open, onNavigate }: SidebarProps) => {
  const session = useGuardSession();
  const [pathname] = useLocation();
  const links = useMemo(() => areaLinks(session), [session]);
  const current = currentLink(links, pathname);
  const main = links.filter((link) => link.group === null);
  const groups = [...new Set(links.map((link) => link.group).filter((group) => group !== null))];
  return (
    <nav id={id} className={open ? 'sidebar sidebar-open' : 'sidebar'} aria-label="Areas">
      <LinkList links={main} current={current} onNavigate={onNavigate} />
      {groups.map((group) => (
        <div key={group} className="sidebar-group">
          <h2 className="sidebar-heading">{group}</h2>
          <LinkList links={links.filter((link) => link.group === group)} current={current} onNavigate={onNavigate} />
        </div>
      ))}
    </nav>
  );
};
