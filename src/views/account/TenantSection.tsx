import toast from '../kit/ui/toast';
import { selectTenantId } from '../../machines/app/tenant.machine';
import { TenantActor } from '../kit/app/actors';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';

/** The tenants this user belongs to; choosing one switches the whole app (and starts a fresh cache). */
export const TenantSection = () => {
  const tenant = TenantActor.useActorRef();
  const tenantId = TenantActor.useSelector(selectTenantId);
  const tenants = TenantActor.useSelector((snapshot) => snapshot.context.tenants);

  const choose = (id: string, name: string) => {
    tenant.send({ type: 'tenant.select', id });
    toast.success(`Now working in ${name}.`);
  };

  return (
    <Panel title="Tenant">
      {tenants.length === 0 ? (
        <EmptyState title="You do not belong to a tenant yet">An administrator adds you to one.</EmptyState>
      ) : (
        <fieldset className="radio-list">
          <legend>Work in</legend>
          {tenants.map((option) => (
            <label key={option.id} className="radio">
              <input
                type="radio"
                name="tenant"
                value={option.id}
                checked={option.id === tenantId}
                onChange={() => choose(option.id, option.name)}
              />
              <span>
                {option.name}
                <span className="muted">
                  {' '}
                  · {option.locale}, {option.currency}, {option.distanceUnit}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
    </Panel>
  );
};
