import { Link } from 'wouter';
import { type ClientColumn, ClientColumnValues } from '@/generated/enums/ClientColumn';
import { TrashedValues } from '@/generated/enums/Trashed';
import type { ClientRow_ClientFragment as ClientRow } from '@/generated/graphql';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource, unmasked } from '../kit/list/listSource';
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

const columns: ListColumn<ClientRow, ClientColumn>[] = [
  { id: 'code', label: 'Code', sort: 'CODE', cellClassName: 'mono', cell: (client) => client.code ?? '—' },
  {
    id: 'name',
    label: 'Name',
    sort: 'DISPLAY_NAME',
    heading: true,
    cell: (client) => <Link href={`/admin/clients/${client.id}`}>{client.displayName}</Link>,
  },
  { id: 'customers', label: 'Customers', cell: (client) => client.customerCount },
  { id: 'openOrders', label: 'Open orders', cell: (client) => client.openOrderCount },
  { id: 'status', label: 'Status', cell: (client) => <Badge tone={STATUS_TONE[client.status]}>{STATUS_LABEL[client.status]}</Badge> },
  { id: 'tags', label: 'Tags', cell: (client) => <TagList tags={client.tags} label={`Tags of ${client.displayName}`} /> },
];

/** /admin/clients: the tenant's clients, their customers and open orders, active or deleted (ADMIN). */
export const ClientsPage = () => {
  const { view, update, list, page: listed } = useList(clientsUrl, clientsList, { noun: { one: 'client', many: 'clients' }, search: 'q' });
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
          <ListCsvExport source={clientsList} filter={view} csv={CSV} disabled={!list.info?.total} />
        </div>
      }
      table={{
        caption: 'Clients',
        columns,
        rowKey: (client) => client.id,
        rowHref: (client) => `/admin/clients/${client.id}`,
        sort: { value: view.sort, onSort: (sort) => update({ sort }) },
        choiceKey: 'clients',
      }}
    />
  );
};
