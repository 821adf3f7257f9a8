import { useMemo } from 'react';
import { Link } from 'wouter';
import type { AccountManagerScope } from '@/generated/enums/AccountManagerScope';
import { type ClientColumn, ClientColumnValues } from '@/generated/enums/ClientColumn';
import { TrashedValues } from '@/generated/enums/Trashed';
import type { ClientRow_ClientFragment as ClientRow } from '@/generated/graphql';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource, unmasked, withVariables } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { ids, listUrl, oneOf, page, sort, text } from '../kit/list/listUrl';
import { TagChips } from '../kit/list/TagChips';
import { useList } from '../kit/list/useList';
import { Badge } from '../kit/ui/Badge';
import { LinkButton } from '../kit/ui/LinkButton';
import { TagList } from '../kit/ui/TagList';
import { ClientRowFragment, ClientsQuery } from './clientAccounts.graphql';
import { STATUS_LABEL, STATUS_TONE } from './labels';
import { TrashedFilter } from './TrashedFilter';

/** /admin/clients' view, all of it in the URL: search, active or deleted (blank: active), tags, the sort and the page. */
const clientsUrl = listUrl('/admin/clients', {
  q: text('q'),
  trashed: oneOf('trashed', TrashedValues),
  tags: ids('tags'),
  sort: sort('sort', ClientColumnValues, { column: 'DISPLAY_NAME', order: 'ASC' }),
  page: page(),
});
type View = ReturnType<typeof clientsUrl.read>;

const clientsList = listSource({
  query: ClientsQuery,
  variables: (view: View, paging) => ({
    search: view.q || null,
    trashed: view.trashed || 'WITHOUT',
    orderBy: [view.sort],
    tagIds: view.tags.length > 0 ? view.tags : null,
    ...paging,
  }),
  pick: (data) => unmasked(ClientRowFragment, data.clients),
});

const CSV = {
  noun: 'clients',
  prefix: 'clients',
  ...csvColumns<ClientRow>([
    ['Code', (client) => client.code],
    ['Name', (client) => client.displayName],
    ['Customers', (client) => String(client.customerCount)],
    ['Open orders', (client) => String(client.openOrderCount)],
    ['Status', (client) => STATUS_LABEL[client.status]],
    ['Tags', (client) => client.tags.map((tag) => tag.name).join(', ')],
  ]),
};

const columnsFor = (hrefOf: (client: ClientRow) => string): ListColumn<ClientRow, ClientColumn>[] => [
  { id: 'code', label: 'Code', sort: 'CODE', cellClassName: 'mono', cell: (client) => client.code ?? '—' },
  {
    id: 'name',
    label: 'Name',
    sort: 'DISPLAY_NAME',
    heading: true,
    cell: (client) => <Link href={hrefOf(client)}>{client.displayName}</Link>,
  },
  { id: 'customers', label: 'Customers', cell: (client) => client.customerCount },
  { id: 'openOrders', label: 'Open orders', cell: (client) => client.openOrderCount },
  { id: 'status', label: 'Status', cell: (client) => <Badge tone={STATUS_TONE[client.status]}>{STATUS_LABEL[client.status]}</Badge> },
  { id: 'tags', label: 'Tags', cell: (client) => <TagList tags={client.tags} label={`Tags of ${client.displayName}`} /> },
];

const adminHref = (client: ClientRow) => `/admin/clients/${client.id}`;
const ADMIN_COLUMNS = columnsFor(adminHref);

export type ClientsListProps = {
  /** Whose accounts the list keeps (the client relations desk's list); none: every client. */
  accountManager?: AccountManagerScope;
  /** The route the view's URL lives on when it is not /admin/clients. */
  path?: string;
  /** Where a client's row leads (the desk's account view); none: its /admin/clients page. */
  clientHref?: (client: ClientRow) => string;
};

/** /admin/clients: the tenant's clients, their customers and open orders, active or deleted (ADMIN). */
export const ClientsList = ({ accountManager, path, clientHref }: ClientsListProps = {}) => {
  const source = useMemo(() => withVariables(clientsList, accountManager ? { accountManager } : null), [accountManager]);
  const columns = useMemo(() => (clientHref ? columnsFor(clientHref) : ADMIN_COLUMNS), [clientHref]);
  const { view, update, list, page: listed } = useList(clientsUrl, source, { noun: { one: 'client', many: 'clients' }, search: 'q', path });
  return (
    <ListPage
      title="Clients"
      {...listed}
      actions={
        <LinkButton href="/admin/clients/create" variant="primary">
          Create client
        </LinkButton>
      }
      search={{ label: 'Search clients', hint: 'Name or code.' }}
      empty={{ clearLabel: 'Show every active client' }}
      filters={
        <div className="filter-row">
          <TrashedFilter value={view.trashed} onChange={(trashed) => update({ trashed })} />
          <TagChips selected={view.tags} onChange={(tags) => update({ tags })} />
          <ListCsvExport source={source} filter={view} csv={CSV} disabled={!list.info?.total} />
        </div>
      }
      table={{
        caption: 'Clients',
        columns,
        rowKey: (client) => client.id,
        rowHref: clientHref ?? adminHref,
        sort: { value: view.sort, onSort: (sort) => update({ sort }) },
        choiceKey: 'clients',
      }}
    />
  );
};

/** The route's page: the list with every row. */
export const ClientsPage = () => <ClientsList />;
