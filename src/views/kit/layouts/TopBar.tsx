import type { ReactNode } from 'react';
import { MenuIcon } from '../icons/icons';
import { NotificationBell } from '../notifications/NotificationBell';
import { BrandLink } from './BrandLink';
import { TenantSwitcher } from './TenantSwitcher';
import { UserMenu } from './UserMenu';

export type TopBarProps = {
  homeHref: string;
  accountHref: string;
  /** The small-screen toggle of the side navigation, when the layout has one. */
  nav?: { id: string; open: boolean; onToggle: () => void };
  children?: ReactNode;
};

/** Product name, tenant, notifications and the user's menu. */
export const TopBar = ({ homeHref, accountHref, nav, children }: TopBarProps) => (
  <header className="topbar">
    {nav && (
      <button
        type="button"
        className="icon-button nav-toggle"
        aria-label="Navigation"
        aria-expanded={nav.open}
        aria-controls={nav.id}
        onClick={nav.onToggle}
      >
        <MenuIcon />
      </button>
    )}
    <BrandLink href={homeHref} />
    {children}
    <div className="topbar-tools">
      <TenantSwitcher />
      <NotificationBell />
      <UserMenu accountHref={accountHref} />
    </div>
  </header>
);
