import { getFragmentData } from '@/generated';
import type { StorageRecordsCsvQuery as CsvData } from '@/generated/graphql';
import { STORAGE_RECORDS_CSV_HEADER, storageRecordCsvRow } from '../../domain/storage/recordsCsv';
import { ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource } from '../kit/list/listSource';
import { useList } from '../kit/list/useList';
import { ClientPicker } from '../kit/pickers/ClientPicker';
import { FacilityPicker } from '../kit/pickers/FacilityPicker';
import { Button } from '../kit/ui/Button';
import { Checkbox } from '../kit/ui/Checkbox';
import { Panel } from '../kit/ui/Panel';
import { SearchBox } from '../kit/ui/SearchBox';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { STORAGE_STATUS_LABEL, STORAGE_STATUS_ORDER } from './labels';
import { ReservationForm } from './ReservationForm';
import { type RecordsView, recordsFilter, recordsUrl } from './recordsView';
import { StorageRecordsCsvQuery, StorageRecordsQuery } from './StorageRecordsPage.graphql';
import { StorageRecordsTable } from './StorageRecordsTable';
import { StorageStayFragment } from './storageStay';
import { StorageRecordView } from './StorageRecordView';

const variables = (view: RecordsView, paging: { first: number; page: number }) => ({ ...recordsFilter(view), ...paging });
const recordsList = listSource({ query: StorageRecordsQuery, variables, pick: (data) => data.storageRecords });
const recordsCsv = listSource({ query: StorageRecordsCsvQuery, variables, pick: (data) => data.storageRecords });
type CsvRecord = CsvData['storageRecords']['data'][number];

const CSV = {
  noun: 'storage records',
  prefix: 'storage-records',
  header: STORAGE_RECORDS_CSV_HEADER,
  row: (record: CsvRecord) => storageRecordCsvRow({ ...record, ...getFragmentData(StorageStayFragment, record) }),
};

/**
 * /storage/records: every storage record, newest first, by facility, status, on site, client and record number or VIN, a page
 * at a time, exported as CSV; a record opens beside the list (?record=), a reservation in a dialog (?reserve=1).
 */
export const StorageRecordsPage = () => {
  const { view, update, hrefOf, onSearch, list, page } = useList(recordsUrl, recordsList, {
    noun: { one: 'storage record', many: 'storage records' },
    search: 'q',
  });

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
            onChange={(facility) => update({ facility })}
          />
          <ClientPicker label="Client" value={view.client} placeholder="Every client" onChange={(client) => update({ client })} />
        </div>
        <ToggleChips
          legend="Status"
          options={STORAGE_STATUS_ORDER}
          label={(status) => STORAGE_STATUS_LABEL[status]}
          selected={view.status}
          onChange={(status) => update({ status })}
          clearLabel="Every status"
        />
        <Checkbox
          label="On site now (checked in, or a problem while checked in)"
          checked={view.onSite}
          onChange={(onSite) => update({ onSite })}
        />
        <div className="button-row">
          <ListCsvExport source={recordsCsv} filter={view} csv={CSV} disabled={!list.info?.total} />
        </div>
      </Panel>
      {view.record && <StorageRecordView id={view.record} onClose={() => update({ record: '' })} />}
      <div className="panel-wide">
        <ListPage
          title="Storage records"
          {...page}
          empty={{ body: 'Reserve a space, or send a leg to storage.' }}
          pageHref={(page) => hrefOf({ page, record: '' })}
        >
          {(records) => (
            <StorageRecordsTable records={records} caption="Storage records" hrefOf={(record) => hrefOf({ record, reserve: false })} />
          )}
        </ListPage>
      </div>
      {view.reserve && (
        <ReservationForm
          facilityId={view.facility}
          onClose={() => update({ reserve: false })}
          onReserved={(record) => {
            list.retry();
            update({ reserve: false, record });
          }}
        />
      )}
    </div>
  );
};
