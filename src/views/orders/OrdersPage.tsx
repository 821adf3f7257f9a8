import { useCallback, useMemo } from 'react';
import { Link } from 'wouter';
import { orderListVariables } from '../../domain/orderListUrl';
import { useCanEdit } from '../app/useCanEdit';
import { useCurrentTenant } from '../app/useCurrentUser';
import { graphqlFailure } from '../forms/failure';
import { EmptyState } from '../ui/EmptyState';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import { ExportPanel } from './list/ExportPanel';
import { FilterBuilder } from './list/FilterBuilder';
import { OrdersTable } from './list/OrdersTable';
import { SearchBox } from './list/SearchBox';
import { StatusChips } from './list/StatusChips';
import { useOrderListView } from './list/useOrderListView';
import { useOrderPages } from './list/useOrderPages';

/** /orders: every order of the tenant, filtered, searched and sorted, all of it kept in the URL. */
export const OrdersPage = () => {
  const tenant = useCurrentTenant();
  const editor = useCanEdit();
  const { view, update } = useOrderListView();
  const variables = useMemo(() => orderListVariables(view), [view]);
  const { total, error, rowAt, ensure, retry } = useOrderPages(variables, !tenant);
  const onSearch = useCallback((search: string) => update({ search }, { replace: true }), [update]);
  const filtered = view.status.length > 0 || view.search !== '' || view.conditions.length > 0;

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
        locale={tenant?.locale}
      />
    );
  };

  return (
    <div className="orders-page">
      <Panel
        title="Find orders"
        actions={
          editor && (
            <Link href="/orders/create" className="btn btn-primary">
              Create order
            </Link>
          )
        }
      >
        <SearchBox label="Search orders" hint="Number, reference number, VIN, client or customer." value={view.search} onSearch={onSearch} />
        <StatusChips selected={view.status} onChange={(status) => update({ status })} />
        <FilterBuilder conditions={view.conditions} onChange={(conditions) => update({ conditions })} />
      </Panel>
      <Panel
        title="Orders"
        actions={<ExportPanel variables={variables} disabled={!total} />}
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
