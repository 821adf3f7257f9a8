import { useMemo } from 'react';
import { Link } from 'wouter';
import { areaLinks } from '../kit/layouts/areaLinks';
import { useGuardSession } from '../kit/layouts/useGuardSession';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';

/**
 * The built sections this user's roles open, from the route table and the guard (the dashboard itself left out).
 * Areas not built yet are listed once, in the navigation's "Coming later", not repeated here.
 */
export const YourAreasPanel = () => {
  const session = useGuardSession();
  const links = useMemo(() => areaLinks(session).filter((link) => link.built && link.area !== 'dashboard'), [session]);
  return (
    <Panel title="Your areas" className="panel-wide">
      {links.length === 0 ? (
        <EmptyState title="No areas yet">Your roles do not open any area beyond this page.</EmptyState>
      ) : (
        <ul className="area-grid">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="area-card">
                <span className="area-card-title">{link.group ? `${link.group}: ${link.label}` : link.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
};
