import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TenantSummary } from '../../../domain/currentUser';
import { tenantMachine } from '../../../machines/app/tenant.machine';
import { TenantActor } from './actors';
import { dateTimeFormatter, useDateTimeFormat } from './useDateTimeFormat';

const TENANT: TenantSummary = {
  id: 't1',
  name: 'Demo',
  locale: 'en-US',
  currency: 'USD',
  weightUnit: 'lb',
  dimensionUnit: 'in',
  distanceUnit: 'mi',
  fuelUnit: 'gal',
  zoneSize: 50,
  timeZone: 'America/New_York',
};

const Shown = ({ iso }: { iso: string | null }) => <>{useDateTimeFormat()(iso)}</>;

/** The hook's text under a tenant actor that already knows the user's tenants. */
const render = (tenants: TenantSummary[], iso: string | null) => {
  const snapshot = tenantMachine.resolveState({ value: 'ready', context: { tenantId: tenants[0]?.id ?? null, tenants, candidates: [] } });
  return renderToString(
    <TenantActor.Provider options={{ snapshot, input: { queryTenant: null, storedTenant: null, cookieTenant: null } }}>
      <Shown iso={iso} />
    </TenantActor.Provider>,
  );
};

describe('date-times on the tenant clock', () => {
  it('writes 15:00Z as 10:00 AM in America/New_York, whatever the machine zone', () => {
    expect(dateTimeFormatter('en-US', 'America/New_York')('2026-01-15T15:00:00Z')).toBe('Jan 15, 2026, 10:00 AM');
    expect(dateTimeFormatter('en-US', 'Asia/Tokyo')('2026-01-15T15:00:00Z')).toBe('Jan 16, 2026, 12:00 AM');
    expect(dateTimeFormatter('en-US', 'America/New_York')(null)).toBe('—');
  });

  it('the hook uses the current tenant: its locale and its zone', () => {
    expect(render([TENANT], '2026-01-15T15:00:00Z')).toBe('Jan 15, 2026, 10:00 AM');
    expect(render([{ ...TENANT, locale: 'en-GB', timeZone: 'Europe/London' }], '2026-07-15T15:00:00Z')).toBe('15 Jul 2026, 16:00');
  });

  it('before a tenant is chosen, the browser zone and locale', () => {
    const html = render([], '2026-01-15T15:00:00Z');
    expect(html).toBe(
      new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2026-01-15T15:00:00Z')),
    );
  });
});
