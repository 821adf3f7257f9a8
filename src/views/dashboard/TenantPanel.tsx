import type { TenantSummary } from '../../domain/currentUser';
import { currencyLabel, localeLabel, unitLabel, zoneSizeLabel } from '../../domain/format';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';

export type TenantPanelProps = { tenant: TenantSummary | null; tenantCount: number };

/** The tenant the app works in, with the units every measure and amount is shown in. */
export const TenantPanel = ({ tenant, tenantCount }: TenantPanelProps) => {
  if (tenantCount === 0)
    return (
      <Panel title="Tenant">
        <EmptyState title="You do not belong to a tenant yet">An administrator adds you to one.</EmptyState>
      </Panel>
    );
  if (!tenant)
    return (
      <Panel title="Tenant">
        <Spinner label="Choosing your tenant…" />
      </Panel>
    );
  const rows: [string, string][] = [
    ['Locale', localeLabel(tenant.locale)],
    ['Currency', currencyLabel(tenant.currency, tenant.locale)],
    ['Weight', unitLabel(tenant.weightUnit)],
    ['Dimensions', unitLabel(tenant.dimensionUnit)],
    ['Distance', unitLabel(tenant.distanceUnit)],
    ['Fuel', unitLabel(tenant.fuelUnit)],
    ['Zone size', zoneSizeLabel(tenant.zoneSize, tenant.distanceUnit)],
  ];
  return (
    <Panel title={`Tenant: ${tenant.name}`} description={tenantCount > 1 ? 'Switch tenants with the selector in the top bar.' : undefined}>
      <dl className="details details-grid">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
};
