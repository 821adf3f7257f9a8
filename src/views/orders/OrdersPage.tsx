import { useCallback, useMemo } from 'react';
import type { AccountManagerScope } from '@/generated/enums/AccountManagerScope';
import { Link } from 'wouter';
import { LinkButton } from '../kit/ui/LinkButton';
import { SpreadsheetImportButton } from '../imports/public';
import { orderListVariables } from '../../domain/orderListUrl';
import { useCanEdit } from '../kit/app/useCanEdit';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { ListCsvExport } from '../kit/list/ListCsvExport';
import { ORDERS_CSV, ordersExport } from './list/exportRows';
import { FilterBuilder } from './list/FilterBuilder';
import { OrdersTable } from './list/OrdersTable';
import { SearchBox } from '../kit/ui/SearchBox';
import { StatusChips } from './list/StatusChips';
import { TagChips } from '../kit/list/TagChips';
import { useOrderListView } from './list/useOrderListView';
import { useOrderPages } from './list/useOrderPages';
import { ColumnChooser } from '../kit/list/ColumnChooser';
import { useColumnsThatFit } from '../kit/list/useColumnsThatFit';
import { DEFAULT_COLUMNS, ORDER_COLUMNS } from './list/columns';
import { useOrderColumns } from './list/useOrderColumns';
import { useStoredState } from '../kit/ui/useStoredState';

/** The number stays first, being the row's link. */
const FIXED_COLUMNS = ['number'] as const;

export type OrdersListProps = {
  /** Whose accounts the list keeps (the client relations desk's lists); none: every order. */
  accountManager?: AccountManagerScope;
  /** The route the view's URL lives on when it is not /orders. */
  path?: string;
};

/** /orders: every order of the tenant, filtered, searched and sorted, all of it kept in the URL. */
export const OrdersList = ({ accountManager, path }: OrdersListProps = {}) => {
  const tenant = useCurrentTenant();
  const editor = useCanEdit();
  const { view, update, filtered } = useOrderListView(path);
  const variables = useMemo(() => ({ ...orderListVariables(view), ...(accountManager ? { accountManager } : {}) }), [view, accountManager]);
  const { total, error, rowAt, ensure, retry } = useOrderPages(variables, !tenant);
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const { ids, columns, setIds } = useOrderColumns();
  // The chosen columns that fit the panel's width; the rest wait behind "Columns" (useColumnsThatFit).
  const fitting = useColumnsThatFit(columns.length, ids.join());
  const fit = useMemo(() => columns.slice(0, fitting.fit), [columns, fitting.fit]);
  const activeFilters = view.status.length + view.conditions.length + (view.tags ?? []).length;
  // The status chips and conditions fold away (a dispatcher wants rows, not the panel) and stay as they were left;
  // until someone chooses, they are open when a link brought filters along (so the list says why it is short).
  const [filtersOpen, setFiltersOpen] = useStoredState('legwork.orders.filtersOpen', activeFilters > 0, (stored) =>
    typeof stored === 'boolean' ? stored : null,
  );

  const results = () => {
    if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={retry} />;
    if (total === null) return <Spinner label="Loading orders…" />;
    if (total === 0)
      return (
        <EmptyState title={filtered ? 'No orders match this view' : 'No orders yet'}>
          {filtered ? <Link href="/orders">Clear every filter</Link> : editor && <Link href="/orders/create">Create an order</Link>}
        </EmptyState>
      );
    return (
      <OrdersTable
        total={total}
        rowAt={rowAt}
        ensure={ensure}
        sort={view.sort}
        onSort={(sort) => update({ sort })}
        columns={fit}
        measureRef={fitting.ref}
        locale={tenant?.locale}
        timeZone={tenant?.timeZone}
      />
    );
  };

  return (
    <div className="orders-page">
      <Panel
        title="Find orders"
        actions={
          editor && (
            <span className="panel-actions-row">
              <SpreadsheetImportButton onImported={retry} />
              <LinkButton href="/orders/create" variant="primary">
                Create order
              </LinkButton>
            </span>
          )
        }
      >
        <SearchBox
          label="Search orders"
          hint="Number, reference, client, customer, vehicle (VIN, year, make, model) or place (name, city, postal code)."
          value={view.search}
          onSearch={onSearch}
        />
        <details
          className="orders-filters"
          open={filtersOpen}
          onToggle={(event) => setFiltersOpen((event.currentTarget as HTMLDetailsElement).open)}
        >
          <summary>{activeFilters > 0 ? `Filters (${activeFilters} on)` : 'Filters'}</summary>
          {/* Folded, the chips and the condition builder are not made at all: the rows come first on every load. */}
          {filtersOpen && (
            <>
              <StatusChips selected={view.status} onChange={(status) => update({ status })} />
              <TagChips selected={view.tags ?? []} onChange={(tags) => update({ tags })} />
              <FilterBuilder conditions={view.conditions} onChange={(conditions) => update({ conditions })} />
            </>
          )}
        </details>
      </Panel>
      <Panel
        title="Orders"
        actions={
          <span className="panel-actions-row">
            <ColumnChooser
              columns={ORDER_COLUMNS}
              shown={ids}
              squeezed={columns.slice(fit.length).map((column) => column.id)}
              fixed={FIXED_COLUMNS}
              reorder
              onChange={setIds}
              onReset={() => setIds([...DEFAULT_COLUMNS])}
            />
            <ListCsvExport source={ordersExport} filter={variables} csv={ORDERS_CSV} disabled={!total} />
          </span>
        }
        description={
          <p aria-live="polite" className="orders-total">
            {total === null ? 'Counting…' : `${total.toLocaleString()} ${total === 1 ? 'order' : 'orders'}`}
          </p>
        }
      >
        {results()}
      </Panel>
    </div>
  );
};

/** The route's page: the list with every row. */
export const OrdersPage = () => <OrdersList />;
