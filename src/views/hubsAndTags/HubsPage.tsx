import { useState } from 'react';
import { type HubOrderByColumn, HubOrderByColumnValues } from '@/generated/enums/HubOrderByColumn';
import type { Hubs_HubFragment as Hub } from '@/generated/graphql';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource, unmasked } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { listUrl, page, type Sort, sort, text } from '../kit/list/listUrl';
import { useList } from '../kit/list/useList';
import { Button } from '../kit/ui/Button';
import { type Done, HubDialog } from './HubDialog';
import { HubFragment, HubsQuery } from './hubsAndTags.graphql';
import { GEOCODE_LABEL } from './labels';

type View = { q: string; sort: Sort<HubOrderByColumn>; page: number };

/** The list's view, all of it in the URL: the search, the sort and the page. */
const hubsUrl = listUrl('/admin/hubs', {
  q: text('q'),
  sort: sort('sort', HubOrderByColumnValues, { column: 'NAME', order: 'ASC' }),
  page: page(),
});

const hubList = listSource({
  query: HubsQuery,
  variables: (view: View, paging) => ({ search: view.q || null, orderBy: [view.sort], ...paging }),
  pick: (data) => unmasked(HubFragment, data.hubList),
});

const addressOf = (hub: Hub) =>
  hub.address1 ? [hub.address1, hub.address2, `${hub.city}, ${hub.stateProvince} ${hub.postalCode}`].filter(Boolean).join(', ') : '';

const CSV = {
  noun: 'hubs',
  prefix: 'hubs',
  ...csvColumns<Hub>([
    ['Code', (hub) => hub.code],
    ['Name', (hub) => hub.name],
    ['Address', (hub) => addressOf(hub)],
    ['Latitude', (hub) => hub.lat],
    ['Longitude', (hub) => hub.lng],
    ['Located', (hub) => (hub.geocodeSource ? GEOCODE_LABEL[hub.geocodeSource] : '')],
    ['Hours', (hub) => hub.hours],
    ['Drivers homed', (hub) => hub.driverCount],
  ]),
};

/** /admin/hubs: the depots drivers are homed at and dispatch plans from; ADMIN adds, edits and retires them. */
export const HubsPage = () => {
  const { view, update, list, page: pageProps } = useList(hubsUrl, hubList, { noun: { one: 'hub', many: 'hubs' }, search: 'q' });
  const [open, setOpen] = useState<{ hub: Hub | null } | null>(null);
  const done: Done = {
    close: (changed) => {
      setOpen(null);
      if (changed) list.retry();
    },
    reload: list.retry,
  };
  // The open hub as the list now has it: after a reload, its new version (the form keeps what was typed).
  const edited = open?.hub ? (list.rows.find((row) => row.id === open.hub?.id) ?? open.hub) : null;
  const columns: ListColumn<Hub, HubOrderByColumn>[] = [
    { id: 'code', label: 'Code', sort: 'CODE', heading: true, cellClassName: 'mono', cell: (hub) => hub.code },
    { id: 'name', label: 'Name', sort: 'NAME', cell: (hub) => hub.name },
    { id: 'address', label: 'Address', cell: (hub) => addressOf(hub) || '—' },
    { id: 'hours', label: 'Hours', cell: (hub) => hub.hours ?? '—' },
    { id: 'drivers', label: 'Drivers homed', cell: (hub) => hub.driverCount },
    {
      id: 'actions',
      label: 'Actions',
      cell: (hub) => (
        <Button className="btn-small" aria-label={`Edit ${hub.code}`} onClick={() => setOpen({ hub })}>
          Edit
        </Button>
      ),
    },
  ];
  return (
    <>
      <ListPage
        title="Hubs"
        {...pageProps}
        actions={
          <Button variant="primary" onClick={() => setOpen({ hub: null })}>
            New hub
          </Button>
        }
        search={{ label: 'Search hubs', hint: 'Name, code or city.' }}
        empty={{ clearLabel: 'Show every hub' }}
        filters={
          <div className="filter-row">
            <ListCsvExport source={hubList} filter={view} csv={CSV} disabled={!list.info?.total} />
          </div>
        }
        table={{
          caption: 'Hubs',
          columns,
          rowKey: (hub) => hub.id,
          sort: { value: view.sort, onSort: (sort) => update({ sort }) },
          choiceKey: 'hubs',
        }}
      />
      {open && <HubDialog hub={edited} done={done} />}
    </>
  );
};
