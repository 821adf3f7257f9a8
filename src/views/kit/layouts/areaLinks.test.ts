import { describe, expect, it } from 'vitest';
import type { GuardSession } from '../../../machines/app/navigationGuard';
import type { Role } from '../../../domain/roles';
import { areaLinks, currentLink, portalLinks } from './areaLinks';

const session = (roles: Role[], clients: { id: string; deletedAt: string | null }[] = []): GuardSession => ({
  status: 'loggedIn',
  user: { roles, clients, customers: [], emailVerified: true },
});

const labels = (links: { label: string; group: string | null }[]) =>
  links.map((link) => (link.group ? `${link.group}/${link.label}` : link.label));

describe('areaLinks', () => {
  it('gives a dispatcher the shared staff sections and Dispatch, not Storage or admin pages', () => {
    const links = labels(areaLinks(session(['DISPATCH'])));
    expect(links).toEqual(expect.arrayContaining(['Dashboard', 'Account', 'Orders', 'Quotes', 'Dispatch']));
    expect(links).not.toContain('Storage');
    expect(links).not.toContain('Admin/Users');
  });

  it('links each section to the first page the user may open', () => {
    const accounting = areaLinks(session(['BILLING'])).find((link) => link.label === 'Accounting');
    expect(accounting?.href).toBe('/accounting/invoices');
  });

  it('groups the admin area for an admin', () => {
    const links = labels(areaLinks(session(['ADMIN'])));
    expect(links).toEqual(expect.arrayContaining(['Admin/Users', 'Admin/Reports', 'Storage', 'Dispatch']));
  });

  it('marks each section built when a page of it the user may open is built, and links there', () => {
    const links = areaLinks(session(['ADMIN']));
    const built = links.filter((link) => link.built).map((link) => link.label);
    expect(built).toEqual([
      'Dashboard',
      'Account',
      'Search',
      'Orders',
      'Quotes',
      'Safety',
      'Storage',
      'Dispatch',
      'Help Desk',
      'Call Center',
      'Client Relations',
      'Tag and Title',
      'Accidents and Incidents',
      'Accounting',
      'Settings',
      'Hubs',
      'Tags',
      'Users',
      'Clients',
      'Customers',
      'Drivers',
      'Vehicles',
      'Trucking Companies',
      'Billing Items',
      'Expense Items',
      'Document Types',
      'District Requirements',
      'Reports',
    ]);
    // Every section is built since issue 31 (the reports).
    expect(links.every((link) => link.built)).toBe(true);
    expect(links.find((link) => link.label === 'Vehicles')).toMatchObject({ href: '/admin/vehicles', group: 'Admin', built: true });
    expect(links.find((link) => link.label === 'Storage')).toMatchObject({ href: '/storage', built: true });
    expect(links.find((link) => link.label === 'Tag and Title')).toMatchObject({ href: '/tag-and-title', built: true });
    expect(links.filter((link) => !link.built).length).toBe(links.length - built.length);
  });

  it('gives a driver only what every signed-in user may open', () => {
    expect(labels(areaLinks(session(['DRIVER'])))).toEqual(['Dashboard', 'Account']);
  });

  it('gives nothing to someone signed out', () => {
    expect(areaLinks({ status: 'loggedOut' })).toEqual([]);
  });
});

describe('portalLinks', () => {
  it('lists the portal top-level pages for a client user', () => {
    const links = portalLinks(session(['CLIENT'], [{ id: 'c1', deletedAt: null }]));
    expect(links.map((link) => link.href)).toEqual(['/portal', '/portal/account', '/portal/search', '/portal/orders', '/portal/quotes']);
  });

  it('lists none for staff', () => {
    expect(portalLinks(session(['DISPATCH']))).toEqual([]);
  });
});

describe('currentLink', () => {
  it('picks the longest matching link', () => {
    const links = portalLinks(session(['CLIENT'], [{ id: 'c1', deletedAt: null }]));
    expect(currentLink(links, '/portal/orders/123')?.href).toBe('/portal/orders');
    expect(currentLink(links, '/portal')?.href).toBe('/portal');
  });
});
