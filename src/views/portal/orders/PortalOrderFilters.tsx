import { useCallback, useMemo } from 'react';
import { useCurrentUser } from '../../kit/app/useCurrentUser';
import { SearchBox } from '../../kit/ui/SearchBox';
import { SelectField } from '../../kit/ui/SelectField';
import { TextField } from '../../kit/ui/TextField';
import { ToggleChips } from '../../kit/ui/ToggleChips';
import { PORTAL_ORDER_STATUSES, portalOrderStatusLabel } from '../shared/labels';
import { accountChoices, accountValue, parseAccountValue } from './accountChoices';
import type { UpdateList } from '../../kit/list/useListUrl';
import type { PortalOrdersView } from './ordersView';

export type PortalOrderFiltersProps = { view: PortalOrdersView; update: UpdateList<PortalOrdersView> };

/** Search, status chips, the company (when the user acts for several) and the created-between days. */
export const PortalOrderFilters = ({ view, update }: PortalOrderFiltersProps) => {
  const user = useCurrentUser();
  const choices = useMemo(() => (user ? accountChoices(user) : []), [user]);
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  return (
    <>
      <SearchBox label="Search orders" hint="Order number, reference number or VIN." value={view.search} onSearch={onSearch} />
      <ToggleChips
        legend="Status"
        options={PORTAL_ORDER_STATUSES}
        label={portalOrderStatusLabel}
        selected={view.status}
        onChange={(status) => update({ status })}
        clearLabel="Clear statuses"
      />
      <div className="button-row">
        {choices.length > 1 && (
          <SelectField
            label="Company"
            choices={choices}
            placeholder="All companies"
            value={accountValue(view.account)}
            onChange={([value]) => update({ account: parseAccountValue(value ?? '') })}
          />
        )}
        <TextField type="date" label="Created from" value={view.from} max={view.to || undefined} onChange={(from) => update({ from })} />
        <TextField type="date" label="Created to" value={view.to} min={view.from || undefined} onChange={(to) => update({ to })} />
      </div>
    </>
  );
};
