import { useId } from 'react';
import { selectTenantId } from '../../../machines/app/tenant.machine';
import { TenantActor } from '../app/actors';

/** The current tenant; users of several tenants switch here (the cache starts afresh for the new one). */
export const TenantSwitcher = () => {
  const tenant = TenantActor.useActorRef();
  const tenantId = TenantActor.useSelector(selectTenantId);
  const tenants = TenantActor.useSelector((snapshot) => snapshot.context.tenants);
  const id = useId();
  if (tenants.length === 0) return null;
  if (tenants.length === 1)
    return (
      <p className="tenant-name">
        <span className="visually-hidden">Current tenant: </span>
        {tenants[0].name}
      </p>
    );
  return (
    <div className="tenant-switcher">
      <label htmlFor={id} className="visually-hidden">
        Current tenant
      </label>
      <select id={id} value={tenantId ?? ''} onChange={(event) => tenant.send({ type: 'tenant.select', id: event.target.value })}>
        {tenants.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );
};
