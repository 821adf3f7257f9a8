import { useState } from 'react';
import { Link } from 'wouter';
import { type DistrictCountry, DistrictCountryValues } from '@/generated/enums/DistrictCountry';
import type { Districts_DistrictFragment as DistrictRow } from '@/generated/graphql';
import { countryOfRegion } from '../../domain/districts/regions';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource, unmasked } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { listUrl, oneOf, page, single } from '../kit/list/listUrl';
import { useList } from '../kit/list/useList';
import { Alert } from '../kit/ui/Alert';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { AddDistrictForm } from './AddDistrictForm';
import { DistrictRowFragment, DistrictsQuery } from './districts.graphql';
import { COUNTRY_LABEL } from './labels';
import { districtPath, REGION_CHOICES } from './regionChoices';
import { useCanEditDistricts } from './useCanEditDistricts';

const REGIONS = new Set(REGION_CHOICES.map((choice) => choice.value));

/** The list's filters in its URL: `?country=US&state=TX&page=2`. */
const districtsUrl = listUrl('/admin/district-requirements', {
  country: oneOf('country', DistrictCountryValues),
  state: single('state', (raw) => (REGIONS.has(raw) ? raw : '')),
  page: page(),
});

type DistrictsView = ReturnType<typeof districtsUrl.read>;

const districtsList = listSource({
  query: DistrictsQuery,
  variables: (view: DistrictsView, paging) => ({ ...paging, country: view.country || null, stateProvince: view.state || null }),
  pick: (data) => unmasked(DistrictRowFragment, data.districts),
});

const CSV = {
  noun: 'districts',
  prefix: 'district-requirements',
  ...csvColumns<DistrictRow>([
    ['Country', (row) => row.country],
    ['State or province', (row) => row.stateProvince],
    ['County', (row) => row.county],
    ['District', (row) => row.name],
    ['Requirements', (row) => row.requirementCount],
    ['Requirement codes', (row) => row.requirements.map((requirement) => requirement.requirementType.code).join(' ')],
    ['Offices', (row) => row.officeCount],
  ]),
};

const COLUMNS: ListColumn<DistrictRow>[] = [
  {
    id: 'district',
    label: 'District',
    heading: true,
    cell: (district) => <Link href={districtPath(district.stateProvince, district.county)}>{district.name}</Link>,
  },
  { id: 'country', label: 'Country', cell: (district) => COUNTRY_LABEL[district.country] },
  { id: 'requirements', label: 'Requirements', cell: (district) => district.requirementCount },
  { id: 'offices', label: 'Offices', cell: (district) => district.officeCount },
];

/** /admin/district-requirements: every state, province and county with its requirement and office counts; filters; CSV. */
export const DistrictsPage = () => {
  const canEdit = useCanEditDistricts();
  const { view, update, list, page } = useList(districtsUrl, districtsList, { noun: { one: 'district', many: 'districts' }, perPage: 50 });
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      <ListPage
        title="District requirements"
        {...page}
        actions={
          <span className="button-row">
            <Link href="/admin/district-requirements/requirement-types">Requirement types</Link>
            <ListCsvExport source={districtsList} filter={view} csv={CSV} disabled={!list.info?.total} />
          </span>
        }
        empty={{
          title: 'No districts yet',
          body: 'Add the states, provinces and counties your title work goes to below.',
          filteredTitle: 'No district matches',
          clearLabel: 'Show every district',
        }}
        filters={
          <>
            <div className="button-row">
              <FieldSelect
                label="Country"
                placeholder="Every country"
                value={view.country}
                onChange={(value) => {
                  const country = (DistrictCountryValues as readonly string[]).includes(value) ? (value as DistrictCountry) : '';
                  const keepsState = !view.state || !country || countryOfRegion(view.state) === country;
                  update({ country, state: keepsState ? view.state : '' });
                }}
                choices={DistrictCountryValues.map((value) => ({ value, label: COUNTRY_LABEL[value] }))}
              />
              <FieldSelect
                label="State or province"
                placeholder="Every state and province"
                value={view.state}
                onChange={(state) => update({ state })}
                choices={REGION_CHOICES.filter((choice) => !view.country || countryOfRegion(choice.value) === view.country)}
              />
            </div>
            {notice && <Alert tone="success">{notice}</Alert>}
          </>
        }
        table={{
          caption: 'Districts',
          columns: COLUMNS,
          rowKey: (district) => district.id,
          rowHref: (district) => districtPath(district.stateProvince, district.county),
          choiceKey: 'districts',
        }}
      />
      {canEdit && (
        <AddDistrictForm
          onAdded={(text) => {
            setNotice(text);
            list.retry();
          }}
        />
      )}
    </>
  );
};
