import { useQuery } from 'urql';
import { Link } from 'wouter';
import { LinkButton } from '../kit/ui/LinkButton';
import { type DriverEmployment, DriverEmploymentValues } from '@/generated/enums/DriverEmployment';
import type { DriverOrderByColumn } from '@/generated/enums/DriverOrderByColumn';
import { DriverStatusValues } from '@/generated/enums/DriverStatus';
import type { DriversPage_DriverFragment as DriverRow } from '@/generated/graphql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource, unmasked } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { useList } from '../kit/list/useList';
import { Checkbox } from '../kit/ui/Checkbox';
import { SelectField } from '../kit/ui/SelectField';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { DriverFlags, DriverStatusBadge } from './DriverFlags';
import { DriverRowFragment, DriversPageCompaniesQuery, DriversPageQuery } from './drivers.graphql';
import { type DriversView, driversFilter, driversUrl } from './driversListUrl';
import { DRIVER_STATUS_LABEL, EMPLOYMENT_LABEL, EXPIRY_WINDOW_DAYS, expiryFlag, LICENCE_CLASS_LABEL } from './labels';
import { ListDay } from '../kit/list/ListDate';

const driversList = listSource({
  query: DriversPageQuery,
  variables: (view: DriversView, paging) => ({ ...driversFilter(view), ...paging }),
  pick: (data) => unmasked(DriverRowFragment, data.drivers),
});

const CSV = {
  noun: 'drivers',
  prefix: 'drivers',
  ...csvColumns<DriverRow>([
    ['Name', (driver) => driver.fullName],
    ['Status', (driver) => DRIVER_STATUS_LABEL[driver.status]],
    ['Employment', (driver) => EMPLOYMENT_LABEL[driver.employment]],
    ['Trucking company', (driver) => driver.truckingCompany?.displayName],
    ['Email', (driver) => driver.email],
    ['Phone', (driver) => driver.phone],
    ['Licence number', (driver) => driver.licenceNumber],
    ['Licence state', (driver) => driver.licenceState],
    ['Licence class', (driver) => (driver.licenceClass ? LICENCE_CLASS_LABEL[driver.licenceClass] : '')],
    ['Licence expires', (driver) => driver.licenceExpiresOn],
    ['Medical card expires', (driver) => driver.medicalCardExpiresOn],
    [
      'Flags',
      (driver) =>
        [expiryFlag('Licence', driver.licenceExpiresOn), expiryFlag('Medical card', driver.medicalCardExpiresOn)]
          .filter(Boolean)
          .join('; '),
    ],
  ]),
};

const columns: ListColumn<DriverRow, DriverOrderByColumn>[] = [
  { id: 'name', label: 'Name', sort: 'NAME', cell: (driver) => <Link href={`/admin/drivers/${driver.id}`}>{driver.fullName}</Link> },
  { id: 'status', label: 'Status', cell: (driver) => <DriverStatusBadge status={driver.status} /> },
  {
    id: 'employment',
    label: 'Employment',
    cell: (driver) => (
      <>
        {EMPLOYMENT_LABEL[driver.employment]}
        {driver.truckingCompany && <div className="muted">{driver.truckingCompany.displayName}</div>}
      </>
    ),
  },
  { id: 'licence', label: 'Licence', cell: (driver) => (driver.licenceClass ? LICENCE_CLASS_LABEL[driver.licenceClass] : 'None on file') },
  {
    id: 'licenceExpires',
    label: 'Licence expires',
    sort: 'LICENCE_EXPIRES_ON',
    cellClassName: 'nowrap',
    cell: (driver) => <ListDay day={driver.licenceExpiresOn} />,
  },
  {
    id: 'medicalExpires',
    label: 'Medical card expires',
    sort: 'MEDICAL_CARD_EXPIRES_ON',
    cellClassName: 'nowrap',
    cell: (driver) => <ListDay day={driver.medicalCardExpiresOn} />,
  },
  {
    id: 'flags',
    label: 'Flags',
    cell: (driver) => <DriverFlags licenceExpiresOn={driver.licenceExpiresOn} medicalCardExpiresOn={driver.medicalCardExpiresOn} />,
  },
];

/** /admin/drivers: the tenant's drivers, searched, filtered (status, employment, company, expiring), sorted, paged, exported. */
export const DriversPage = () => {
  const tenant = useCurrentTenant();
  const { view, update, list, page } = useList(driversUrl, driversList, { noun: { one: 'driver', many: 'drivers' }, search: 'q' });
  const [{ data: companies }] = useQuery({ query: DriversPageCompaniesQuery, pause: !tenant });

  return (
    <ListPage
      title="Drivers"
      className="drivers-panel"
      {...page}
      actions={
        <LinkButton href="/admin/drivers/create" variant="primary">
          New driver
        </LinkButton>
      }
      empty={{
        body: <Link href="/admin/drivers/create">Add the first driver</Link>,
        clearLabel: 'Show every driver',
      }}
      search={{ label: 'Search drivers', hint: 'Name or licence number.' }}
      filters={
        <>
          <ToggleChips
            legend="Status"
            options={DriverStatusValues}
            label={(status) => DRIVER_STATUS_LABEL[status]}
            selected={view.status}
            onChange={(status) => update({ status })}
            clearLabel="Every status"
          />
          <div className="filter-row">
            <SelectField
              label="Employment"
              choices={DriverEmploymentValues.map((value) => ({ value, label: EMPLOYMENT_LABEL[value] }))}
              value={view.employment}
              placeholder="Every employment"
              onChange={([value]) => update({ employment: (value as DriverEmployment | undefined) ?? '' })}
            />
            <SelectField
              label="Trucking company"
              choices={(companies?.truckingCompanies.data ?? []).map((company) => ({ value: company.id, label: company.displayName }))}
              value={view.company}
              placeholder="Every trucking company"
              onChange={([value]) => update({ company: value ?? '' })}
            />
            <Checkbox
              label={`Documents expiring within ${EXPIRY_WINDOW_DAYS} days`}
              checked={view.expiring}
              onChange={(expiring) => update({ expiring })}
            />
          </div>
          <ListCsvExport source={driversList} filter={view} csv={CSV} disabled={!list.info?.total} />
        </>
      }
      table={{
        caption: 'Drivers',
        columns,
        rowKey: (driver) => driver.id,
        rowHref: (driver) => `/admin/drivers/${driver.id}`,
        sort: { value: view.sort, onSort: (sort) => update({ sort }) },
        choiceKey: 'drivers',
      }}
    />
  );
};
