import { Link } from 'wouter';
import { type CustomerColumn, CustomerColumnValues } from '@/generated/enums/CustomerColumn';
import { TrashedValues } from '@/generated/enums/Trashed';
import type { CustomerRow_CustomerFragment as CustomerRow } from '@/generated/graphql';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource, unmasked } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { listUrl, oneOf, page, sort, text } from '../kit/list/listUrl';
import { useList } from '../kit/list/useList';
import { Badge } from '../kit/ui/Badge';
import { CustomerRowFragment, CustomersQuery } from './clientAccounts.graphql';
import { STATUS_LABEL, STATUS_TONE } from './labels';
import { TrashedFilter } from './TrashedFilter';

/** /admin/customers' view in the URL: search, active or deleted (blank: active), the sort and the page. */
const customersUrl = listUrl('/admin/customers', {
  q: text('q'),
  trashed: oneOf('trashed', TrashedValues),
  sort: sort('sort', CustomerColumnValues, { column: 'DISPLAY_NAME', order: 'ASC' }),
  page: page(),
});
type View = ReturnType<typeof customersUrl.read>;

const customersList = listSource({
  query: CustomersQuery,
  variables: (view: View, paging) => ({ search: view.q || null, trashed: view.trashed || 'WITHOUT', orderBy: [view.sort], ...paging }),
  pick: (data) => unmasked(CustomerRowFragment, data.customers),
});

const CSV = {
  noun: 'customers',
  prefix: 'customers',
  ...csvColumns<CustomerRow>([
    ['Code', (customer) => customer.code],
    ['Name', (customer) => customer.displayName],
    ['Client', (customer) => customer.client.displayName],
    ['Open orders', (customer) => String(customer.openOrderCount)],
    ['Status', (customer) => STATUS_LABEL[customer.status]],
  ]),
};

const columns: ListColumn<CustomerRow, CustomerColumn>[] = [
  {
    id: 'name',
    label: 'Name',
    sort: 'DISPLAY_NAME',
    heading: true,
    cell: (customer) => <Link href={`/admin/customers/${customer.id}`}>{customer.displayName}</Link>,
  },
  { id: 'code', label: 'Code', sort: 'CODE', cellClassName: 'mono', cell: (customer) => customer.code ?? '—' },
  {
    id: 'client',
    label: 'Client',
    sort: 'CLIENT_ID',
    cell: (customer) => <Link href={`/admin/clients/${customer.client.id}`}>{customer.client.displayName}</Link>,
  },
  { id: 'openOrders', label: 'Open orders', cell: (customer) => customer.openOrderCount },
  {
    id: 'status',
    label: 'Status',
    cell: (customer) => <Badge tone={STATUS_TONE[customer.status]}>{STATUS_LABEL[customer.status]}</Badge>,
  },
];

/** /admin/customers: every client's customers (ADMIN); a customer is created on its client's page. */
export const CustomersPage = () => {
  const {
    view,
    update,
    list,
    page: listed,
  } = useList(customersUrl, customersList, {
    noun: { one: 'customer', many: 'customers' },
    search: 'q',
  });
  return (
    <ListPage
      title="Customers"
      {...listed}
      notes={<p className="muted">A customer is created on its client’s page, under Customers.</p>}
      search={{ label: 'Search customers', hint: 'Name or code.' }}
      empty={{ clearLabel: 'Show every active customer' }}
      filters={
        <div className="filter-row">
          <TrashedFilter value={view.trashed} onChange={(trashed) => update({ trashed })} />
          <ListCsvExport source={customersList} filter={view} csv={CSV} disabled={!list.info?.total} />
        </div>
      }
      table={{
        caption: 'Customers',
        columns,
        rowKey: (customer) => customer.id,
        rowHref: (customer) => `/admin/customers/${customer.id}`,
        sort: { value: view.sort, onSort: (sort) => update({ sort }) },
        choiceKey: 'customers',
      }}
    />
  );
};
