import { useCallback } from 'react';
import { useQuery } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { getFragmentData } from '@/generated';
import { type DriverEmployment, DriverEmploymentValues } from '@/generated/enums/DriverEmployment';
import type { DriverOrderByColumn } from '@/generated/enums/DriverOrderByColumn';
import { DriverStatusValues } from '@/generated/enums/DriverStatus';
import { formatDate } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { SearchBox } from '../kit/ui/SearchBox';
import { SelectField } from '../kit/ui/SelectField';
import { Checkbox } from '../kit/ui/Checkbox';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { nextSort, SortableHeader } from '../kit/ui/SortableHeader';
import { Spinner } from '../kit/ui/Spinner';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { LinkPager } from '../kit/ui/LinkPager';
import { DriverFlags, DriverStatusBadge } from './DriverFlags';
import { DriverRowFragment, DriversPageCompaniesQuery, DriversPageQuery } from './drivers.graphql';
import { DriversExport } from './DriversExport';
import { type DriversView, driversFilter, driversHref, isFiltered, readDriversView } from './driversListUrl';
import { DRIVER_STATUS_LABEL, EMPLOYMENT_LABEL, EXPIRY_WINDOW_DAYS, LICENCE_CLASS_LABEL } from './labels';

const PER_PAGE = 25;

const COLUMNS: { label: string; sort?: DriverOrderByColumn }[] = [
  { label: 'Name', sort: 'NAME' },
  { label: 'Status' },
  { label: 'Employment' },
  { label: 'Licence' },
  { label: 'Licence expires', sort: 'LICENCE_EXPIRES_ON' },
  { label: 'Medical card expires', sort: 'MEDICAL_CARD_EXPIRES_ON' },
  { label: 'Flags' },
];

/** /admin/drivers: the tenant's drivers, searched, filtered (status, employment, company, expiring), sorted, paged, exported. */
export const DriversPage = () => {
  const tenant = useCurrentTenant();
  const locale = tenant?.locale;
  const [, navigate] = useLocation();
  const view = readDriversView(useSearch());
  const [{ data, error }, refetch] = useQuery({
    query: DriversPageQuery,
    variables: { ...driversFilter(view), first: PER_PAGE, page: view.page },
    pause: !tenant,
  });
  const [{ data: companies }] = useQuery({ query: DriversPageCompaniesQuery, pause: !tenant });
  const go = (patch: Partial<DriversView>) => navigate(driversHref({ ...view, page: 1, ...patch }));
  const onSearch = useCallback(
    (text: string) => navigate(driversHref({ ...readDriversView(window.location.search), q: text, page: 1 }), { replace: true }),
    [navigate],
  );
  const filtered = isFiltered(view);
  const list = data?.drivers;

  const body = () => {
    if (!list) {
      if (error) return <ErrorState message={graphqlFailure(error).message} onRetry={() => refetch({ requestPolicy: 'network-only' })} />;
      return <Spinner label="Loading drivers…" />;
    }
    if (list.data.length === 0)
      return (
        <EmptyState title={filtered ? 'No drivers match this view' : 'No drivers yet'}>
          {filtered ? <Link href="/admin/drivers">Show every driver</Link> : <Link href="/admin/drivers/create">Add the first driver</Link>}
        </EmptyState>
      );
    return (
      <>
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Drivers</caption>
            <thead>
              <tr>
                {COLUMNS.map(({ label, sort }) => (
                  <SortableHeader
                    key={label}
                    label={label}
                    active={sort && sort === view.sort.column ? view.sort.order : undefined}
                    onSort={sort ? () => go({ sort: nextSort(view.sort, sort, 'ASC') }) : undefined}
                  />
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((row) => {
                const driver = getFragmentData(DriverRowFragment, row);
                return (
                  <tr key={driver.id}>
                    <td>
                      <Link href={`/admin/drivers/${driver.id}`}>{driver.fullName}</Link>
                    </td>
                    <td>
                      <DriverStatusBadge status={driver.status} />
                    </td>
                    <td>
                      {EMPLOYMENT_LABEL[driver.employment]}
                      {driver.truckingCompany && <div className="muted">{driver.truckingCompany.displayName}</div>}
                    </td>
                    <td>{driver.licenceClass ? LICENCE_CLASS_LABEL[driver.licenceClass] : 'None on file'}</td>
                    <td className="nowrap">{formatDate(driver.licenceExpiresOn, locale)}</td>
                    <td className="nowrap">{formatDate(driver.medicalCardExpiresOn, locale)}</td>
                    <td>
                      <DriverFlags licenceExpiresOn={driver.licenceExpiresOn} medicalCardExpiresOn={driver.medicalCardExpiresOn} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <LinkPager info={list.paginatorInfo} hrefFor={(page) => driversHref({ ...view, page })} noun="drivers" />
      </>
    );
  };

  return (
    <Panel
      title="Drivers"
      className="drivers-panel"
      actions={
        <Link href="/admin/drivers/create" className="btn btn-primary">
          New driver
        </Link>
      }
      description={
        list && (
          <p aria-live="polite">{`${list.paginatorInfo.total.toLocaleString(locale)} ${list.paginatorInfo.total === 1 ? 'driver' : 'drivers'}`}</p>
        )
      }
    >
      <SearchBox label="Search drivers" hint="Name or licence number." value={view.q} onSearch={onSearch} />
      <ToggleChips
        legend="Status"
        options={DriverStatusValues}
        label={(status) => DRIVER_STATUS_LABEL[status]}
        selected={view.status}
        onChange={(status) => go({ status })}
        clearLabel="Every status"
      />
      <div className="filter-row">
        <SelectField
          label="Employment"
          choices={DriverEmploymentValues.map((value) => ({ value, label: EMPLOYMENT_LABEL[value] }))}
          value={view.employment}
          placeholder="Every employment"
          onChange={([value]) => go({ employment: (value as DriverEmployment | undefined) ?? '' })}
        />
        <SelectField
          label="Trucking company"
          choices={(companies?.truckingCompanies.data ?? []).map((company) => ({ value: company.id, label: company.displayName }))}
          value={view.company}
          placeholder="Every trucking company"
          onChange={([value]) => go({ company: value ?? '' })}
        />
        <Checkbox
          label={`Documents expiring within ${EXPIRY_WINDOW_DAYS} days`}
          checked={view.expiring}
          onChange={(expiring) => go({ expiring })}
        />
      </div>
      <DriversExport view={view} disabled={!list || list.paginatorInfo.total === 0} />
      {body()}
    </Panel>
  );
};
