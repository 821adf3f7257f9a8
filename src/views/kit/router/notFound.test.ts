import { describe, expect, it } from 'vitest';
import type { GuardSession } from '../../../machines/app/navigationGuard';
import type { Role } from '../../../domain/roles';
import { notFoundView } from './notFound';

const session = (roles: Role[], clients: { id: string; deletedAt: string | null }[] = []): GuardSession => ({
  status: 'loggedIn',
  user: { roles, clients, customers: [], emailVerified: true },
});
const dispatch = session(['DISPATCH']);
const admin = session(['ADMIN']);
const client = session(['CLIENT'], [{ id: 'c1', deletedAt: null }]);

describe('notFoundView', () => {
  it('leads back to the section’s list, under that section', () => {
    for (const path of ['/orders/999999', '/orders/not-a-number', '/orders/unknown/path', '/orders/O-999999']) {
      const view = notFoundView(path, 'default', dispatch);
      expect(view.back, path).toEqual({ href: '/orders', label: 'Back to All Orders' });
      expect(view.route.page).toBe('Page Not Found');
      expect(view.title).toBe('Page Not Found | Orders | Legwork');
    }
    expect(notFoundView('/quotes/Q-1/extra', 'default', dispatch).back).toEqual({ href: '/quotes', label: 'Back to All Quotes' });
    expect(notFoundView('/admin/vehicles/nope', 'default', dispatch).back).toEqual({
      href: '/admin/vehicles',
      label: 'Back to All Vehicles',
    });
    expect(notFoundView('/storage/facilities/x', 'default', admin).back).toEqual({ href: '/storage', label: 'Back to Storage' });
  });

  it('sends legs back to the orders', () => {
    expect(notFoundView('/order-legs/O-1-9', 'default', dispatch).back.href).toBe('/orders');
    expect(notFoundView('/portal/order-legs/abc', 'portal', client).back).toEqual({ href: '/portal/orders', label: 'Back to Orders' });
  });

  it('keeps portal users in the portal', () => {
    const view = notFoundView('/portal/quotes/Q-999999', 'portal', client);
    expect(view.back).toEqual({ href: '/portal/quotes', label: 'Back to Quotes' });
    expect(view.title).toBe('Page Not Found | Client Portal | Legwork');
    expect(notFoundView('/portal/nothing/here', 'portal', client).back).toEqual({ href: '/portal', label: 'Back to Home' });
  });

  it('falls back to the start page where the section is unknown or closed to the user', () => {
    expect(notFoundView('/no-such-page', 'default', dispatch).back).toEqual({ href: '/dashboard', label: 'Back to My Work' });
    expect(notFoundView('/no-such-page', 'default', dispatch).title).toBe('Page Not Found | Legwork');
    expect(notFoundView('/storage/x', 'default', dispatch).back.href).toBe('/dashboard');
    expect(notFoundView('/orders/x', 'default', session(['DRIVER'])).back.href).toBe('/dashboard');
  });

  it('is the public page outside the signed-in layouts', () => {
    const view = notFoundView('/orders/x', 'minimal', { status: 'loggedOut' });
    expect(view.back).toEqual({ href: '/', label: 'Go to the home page' });
    expect(view.title).toBe('Page Not Found | Legwork');
  });
});
