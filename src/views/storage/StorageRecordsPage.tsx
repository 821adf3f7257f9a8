import { useCallback, useMemo, useRef } from 'react';
import { useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { ClientPicker } from '../kit/pickers/ClientPicker';
import { FacilityPicker } from '../kit/pickers/FacilityPicker';
import { Button } from '../kit/ui/Button';
import { ListPanel } from '../kit/ui/ListPanel';
import { Panel } from '../kit/ui/Panel';
import { SearchBox } from '../kit/ui/SearchBox';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { STORAGE_STATUS_LABEL, STORAGE_STATUS_ORDER } from './labels';
import { ReservationForm } from './ReservationForm';
import { Checkbox } from '../kit/ui/Checkbox';
import { isFiltered, type RecordsView, readRecordsView, recordsFilter, recordsHref } from './recordsView';
import { StorageRecordsExport } from './StorageRecordsExport';
import { StorageRecordsQuery } from './StorageRecordsPage.graphql';
import { StorageRecordsTable } from './StorageRecordsTable';
import { StorageRecordView } from './StorageRecordView';

const PER_PAGE = 25;

/** The list's view lives in the URL, so a link or a reload shows the same list and the same record. */
const useRecordsView = () => {
  const search = useSearch();
  const [, navigate] = useLocation();
  const view = useMemo(() => readRecordsView(search), [search]);
  // The debounced search box calls late: patch the view as it is then.
  const latest = useRef(view);
  latest.current = view;
  const update = useCallback(
    (patch: Partial<RecordsView>, options?: { replace?: boolean }) => {
      const next = recordsHref({ ...latest.current, ...patch });
      if (next !== recordsHref(latest.current)) navigate(next, options);
    },
    [navigate],
  );
  return { view, update };
};

/**
 * /storage/records: every storage record, newest first, by facility, status, on site, client and record number or VIN, a page
 * at a time, exported as CSV; a record opens beside the list (?record=), a reservation in a dialog (?reserve=1).
 */
export const StorageRecordsPage = () => {
  const tenant = useCurrentTenant();
  const { view, update } = useRecordsView();
  const [{ data, error, fetching }, reexecute] = useQuery({
    query: StorageRecordsQuery,
    variables: { ...recordsFilter(view), first: PER_PAGE, page: view.page },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  // A new filter starts again at the first page, with no record open.
  const filter = (patch: Partial<RecordsView>, options?: { replace?: boolean }) => update({ page: 1, record: '', ...patch }, options);
  const onSearch = useCallback((q: string) => update({ q, page: 1, record: '' }, { replace: true }), [update]);
  const list = data?.storageRecords;
  const filtered = isFiltered(view);
  const failure = error && !list ? graphqlFailure(error) : null;

  return (
    <div className="page-grid">
      <Panel
        title="Find storage records"
        className="panel-wide"
        actions={
          <Button variant="primary" onClick={() => update({ reserve: true })}>
            Reserve a space
          </Button>
        }
      >
        <SearchBox
          label="Search storage records"
          hint="A record number (SR-100001), a whole VIN or at least its last 4 characters."
          value={view.q}
          onSearch={onSearch}
        />
        <div className="filter-row">
          <FacilityPicker
            label="Facility"
            value={view.facility}
            placeholder="Every facility"
            onChange={(facility) => filter({ facility })}
          />
          <ClientPicker label="Client" value={view.client} placeholder="Every client" onChange={(client) => filter({ client })} />
        </div>
        <ToggleChips
          legend="Status"
          options={STORAGE_STATUS_ORDER}
          label={(status) => STORAGE_STATUS_LABEL[status]}
          selected={view.status}
          onChange={(status) => filter({ status })}
          clearLabel="Every status"
        />
        <Checkbox
          label="On site now (checked in, or a problem while checked in)"
          checked={view.onSite}
          onChange={(onSite) => filter({ onSite })}
        />
        <div className="button-row">
          <StorageRecordsExport view={view} disabled={!list || list.paginatorInfo.total === 0} />
        </div>
      </Panel>
      {view.record && <StorageRecordView id={view.record} onClose={() => update({ record: '' })} />}
      <div className="panel-wide">
        <ListPanel
          title="Storage records"
          noun={{ one: 'storage record', many: 'storage records' }}
          info={list?.paginatorInfo}
          count={list?.data.length ?? 0}
          updating={fetching && !!list}
          error={failure ? failure.message : null}
          onRetry={() => reexecute({ requestPolicy: 'network-only' })}
          loadingLabel="Loading storage records…"
          empty={{
            title: filtered ? 'No storage records match this view' : 'No storage records yet',
            body: filtered ? <Link href="/storage/records">Clear every filter</Link> : 'Reserve a space, or send a leg to storage.',
          }}
          onPage={(page) => update({ page, record: '' })}
        >
          <StorageRecordsTable
            records={list?.data ?? []}
            caption="Storage records"
            hrefOf={(record) => recordsHref({ ...view, record, reserve: false })}
          />
        </ListPanel>
      </div>
      {view.reserve && (
        <ReservationForm
          facilityId={view.facility}
          onClose={() => update({ reserve: false })}
          onReserved={(record) => {
            reexecute({ requestPolicy: 'network-only' });
            update({ reserve: false, record });
          }}
        />
      )}
    </div>
  );
};
