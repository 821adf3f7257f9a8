import type { TenantInput } from '../../../machines/app/tenant.machine';
import { readCookie, TENANT_COOKIE, writeCookie } from '../../../http/cookies';

/** The session-storage key and the cookie are both named `tenant` (docs/access.md#the-current-tenant). */
const STORAGE_KEY = 'tenant';

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage disabled (privacy mode): the cookie still remembers the tenant
  }
};

/** The tenant candidates at start-up, best first: query parameter, session storage, cookie (docs/access.md#the-current-tenant). */
export const readTenantInput = (search: string): TenantInput => ({
  queryTenant: new URLSearchParams(search).get('tenant'),
  storedTenant: storage()?.getItem(STORAGE_KEY) ?? null,
  cookieTenant: readCookie(TENANT_COOKIE),
});

export const persistTenant = (tenantId: string | null): void => {
  const store = storage();
  if (tenantId) store?.setItem(STORAGE_KEY, tenantId);
  else store?.removeItem(STORAGE_KEY);
  writeCookie(TENANT_COOKIE, tenantId);
};
