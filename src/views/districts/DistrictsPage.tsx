import { useCallback, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import { type DistrictCountry, DistrictCountryValues } from '@/generated/enums/DistrictCountry';
import type { Districts_DistrictFragment as DistrictRow } from '@/generated/graphql';
import type { CsvCell } from '../../domain/csv';
import { countryOfRegion } from '../../domain/districts/regions';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { CsvExport } from '../kit/ui/CsvExport';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { ListPanel } from '../kit/ui/ListPanel';
import type { CsvPage } from '../kit/ui/usePagedCsv';
import { AddDistrictForm } from './AddDistrictForm';
import { DistrictRowFragment, DistrictsQuery } from './districts.graphql';
import { COUNTRY_LABEL } from './labels';
import { districtPath, REGION_CHOICES } from './regionChoices';
import { useCanEditDistricts } from './useCanEditDistricts';

const PER_PAGE = 50;
const HEADER = ['Country', 'State or province', 'County', 'District', 'Requirements', 'Requirement codes', 'Offices'] as const;

type Filter = { country: DistrictCountry | null; stateProvince: string | null };

/** /admin/district-requirements: every state, province and county with its requirement and office counts; filters; CSV. */
export const DistrictsPage = () => {
  const tenant = useCurrentTenant();
  const client = useClient();
  const canEdit = useCanEditDistricts();
  const [filter, setFilter] = useState<Filter>({ country: null, stateProvince: null });
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const [{ data, error, stale }, refetch] = useQuery({
    query: DistrictsQuery,
    variables: { ...filter, first: PER_PAGE, page },
    pause: !tenant,
  });
  const districts = (data?.districts.data ?? []).map((row) => getFragmentData(DistrictRowFragment, row));
  const filtered = filter.country !== null || filter.stateProvince !== null;

  const toRow = useCallback(
    (row: DistrictRow): CsvCell[] => [
      row.country,
      row.stateProvince,
      row.county ?? '',
      row.name,
      row.requirementCount,
      row.requirements.map((r) => r.requirementType.code).join(' '),
      row.officeCount,
    ],
    [],
  );
  const fetchPage = useCallback(
    async (target: number): Promise<CsvPage<DistrictRow>> => {
      const result = await client
        .query(DistrictsQuery, { ...filter, first: 100, page: target }, { requestPolicy: 'network-only' })
        .toPromise();
      const list = result.data?.districts;
      if (result.error || !list) return { error: result.error ? graphqlFailure(result.error).message : 'No data came back.' };
      return {
        rows: list.data.map((row) => getFragmentData(DistrictRowFragment, row)),
        total: list.paginatorInfo.total,
        hasMore: list.paginatorInfo.hasMorePages,
      };
    },
    [client, filter],
  );
  const refilter = (next: Filter) => {
    setPage(1);
    setFilter(next);
  };

  return (
    <>
      <ListPanel
        title="District requirements"
        noun={{ one: 'district', many: 'districts' }}
        info={data?.districts.paginatorInfo}
        count={districts.length}
        updating={stale}
        error={!data && error ? graphqlFailure(error).message : null}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        loadingLabel="Loading districts…"
        empty={{
          title: filtered ? 'No district matches' : 'No districts yet',
          body: filtered
            ? 'Clear the filters to see every district.'
            : 'Add the states, provinces and counties your title work goes to below.',
        }}
        onPage={setPage}
        actions={
          <span className="button-row">
            <Link href="/admin/district-requirements/requirement-types">Requirement types</Link>
            <CsvExport
              noun="districts"
              prefix="district-requirements"
              header={HEADER}
              toRow={toRow}
              fetchPage={fetchPage}
              disabled={!data?.districts.paginatorInfo.total}
            />
          </span>
        }
      >
        <div className="button-row">
          <FieldSelect
            label="Country"
            placeholder="Every country"
            value={filter.country ?? ''}
            onChange={(value) => {
              const country = (DistrictCountryValues as readonly string[]).includes(value) ? (value as DistrictCountry) : null;
              refilter({
                country,
                stateProvince:
                  filter.stateProvince && country && countryOfRegion(filter.stateProvince) !== country ? null : filter.stateProvince,
              });
            }}
            choices={DistrictCountryValues.map((value) => ({ value, label: COUNTRY_LABEL[value] }))}
          />
          <FieldSelect
            label="State or province"
            placeholder="Every state and province"
            value={filter.stateProvince ?? ''}
            onChange={(value) => refilter({ ...filter, stateProvince: value || null })}
            choices={REGION_CHOICES.filter((choice) => filter.country === null || countryOfRegion(choice.value) === filter.country)}
          />
        </div>
        {notice && <Alert tone="success">{notice}</Alert>}
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Districts</caption>
            <thead>
              <tr>
                <th scope="col">District</th>
                <th scope="col">Country</th>
                <th scope="col">Requirements</th>
                <th scope="col">Offices</th>
              </tr>
            </thead>
            <tbody>
              {districts.map((district) => (
                <tr key={district.id}>
                  <th scope="row">
                    <Link href={districtPath(district.stateProvince, district.county)}>{district.name}</Link>
                  </th>
                  <td>{COUNTRY_LABEL[district.country]}</td>
                  <td>{district.requirementCount}</td>
                  <td>{district.officeCount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListPanel>
      {canEdit && (
        <AddDistrictForm
          onAdded={(text) => {
            setNotice(text);
            refetch({ requestPolicy: 'network-only' });
          }}
        />
      )}
    </>
  );
};
