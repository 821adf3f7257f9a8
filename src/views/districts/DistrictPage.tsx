import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link, useLocation } from 'wouter';
import { getFragmentData } from '@/generated';
import type { DistrictPage_DistrictFragment as District } from '@/generated/graphql';
import { districtName } from '../../domain/districts/regions';
import { PageError } from '../../http/errors';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { RecordHeader } from '../kit/record/RecordHeader';
import type { PageProps } from '../kit/router/pageProps';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { currentTab, type Tab, TabNav } from '../kit/ui/TabNav';
import { DistrictNotesTab } from './DistrictNotesTab';
import { DistrictOfficesTab } from './DistrictOfficesTab';
import { DistrictDeleteMutation, DistrictPageFragment, DistrictPageQuery } from './DistrictPage.graphql';
import { COUNTRY_LABEL } from './labels';
import { districtPath } from './regionChoices';
import { RequirementsEditor } from './RequirementsEditor';
import { RequirementsTable } from './RequirementsTable';
import { useCanEditDistricts } from './useCanEditDistricts';

/** A district's tabs: the child routes of …/:stateProvince and …/:stateProvince/:county in the route table (routes.ts). */
const TABS: readonly Tab[] = [
  { path: '', label: 'Requirements' },
  { path: 'notes', label: 'Notes' },
  { path: 'locations', label: 'Locations' },
];
const STATE_ROUTE = 'admin-district-requirements-stateProvince';
const COUNTY_ROUTE = 'admin-district-requirements-stateProvince-county';

const RequirementsTab = ({ district, canEdit, refetch }: { district: District; canEdit: boolean; refetch: () => void }) => {
  const [saved, setSaved] = useState<string | null>(null);
  return (
    <>
      {saved && <Alert tone="success">{saved}</Alert>}
      {canEdit ? (
        <RequirementsEditor key={district.version} district={district} refetch={refetch} onSaved={setSaved} />
      ) : (
        <Panel title="Requirements">
          <RequirementsTable caption={`Requirements of ${district.name}`} rows={district.requirements} />
        </Panel>
      )}
      {district.level === 'COUNTY' && (
        <Panel
          title="What applies in the county"
          description={<p>The state’s list with the county’s merged over it, as a packet is built.</p>}
        >
          <RequirementsTable caption={`What applies in ${district.name}`} rows={district.effectiveRequirements} showLevel />
        </Panel>
      )}
      {district.level === 'STATE' && (
        <Panel title="Counties" description={<p>Counties add to this list or override it (an emissions test, a county fee).</p>}>
          {district.counties.length === 0 ? (
            <p className="muted">No county of {district.name} has its own requirements.</p>
          ) : (
            <ul className="safety-list">
              {district.counties.map((county) => (
                <li key={county.id}>
                  <Link href={districtPath(district.stateProvince, county.county)}>{county.name}</Link> · {county.requirementCount}{' '}
                  requirement(s)
                </li>
              ))}
            </ul>
          )}
        </Panel>
      )}
    </>
  );
};

/** /admin/district-requirements/:stateProvince[/:county] and their notes and locations tabs: one layout per district. */
export const DistrictPage = ({ route, params }: PageProps) => {
  const tenant = useCurrentTenant();
  const canEdit = useCanEditDistricts();
  const [, navigate] = useLocation();
  const [, remove] = useMutation(DistrictDeleteMutation);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const stateProvince = params.stateProvince ?? '';
  const county = params.county ?? null;
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: DistrictPageQuery,
    variables: { stateProvince, county },
    pause: !tenant,
  });
  const refetch = () => reexecute({ requestPolicy: 'network-only' });
  const name = districtName(stateProvince, county);
  if (error && !data) return <ErrorState message={graphqlFailure(error).message} onRetry={refetch} />;
  if (fetching || !data) return <Spinner label={`Loading ${name}…`} />;
  if (!data.district) throw new PageError(404, `${name} is not listed in ${tenant?.name ?? 'this tenant'}'s district requirements.`);
  const district = getFragmentData(DistrictPageFragment, data.district);
  const baseName = county === null ? STATE_ROUTE : COUNTY_ROUTE;
  const tab = currentTab(TABS, baseName, route.name);
  return (
    <div className="record">
      <RecordHeader
        title={district.name}
        badges={<Badge tone="info">{district.level === 'COUNTY' ? 'County' : COUNTRY_LABEL[district.country]}</Badge>}
      >
        <p className="record-summary">
          <Link href="/admin/district-requirements">All districts</Link>
          {district.level === 'COUNTY' && (
            <>
              {' · '}
              <Link href={districtPath(district.stateProvince, null)}>{districtName(district.stateProvince, null)}</Link>
            </>
          )}
        </p>
        {canEdit && (
          <span className="button-row">
            <ConfirmButton
              label="Delete district"
              ariaLabel={`Delete ${district.name}`}
              question={`Delete ${district.name} and its requirements, notes and offices?`}
              confirmLabel="Delete district"
              onConfirm={async () => {
                const result = await remove({ id: district.id, version: district.version });
                if (result.error) setDeleteError(graphqlFailure(result.error).message);
                else navigate('/admin/district-requirements');
              }}
            />
          </span>
        )}
        {deleteError && <Alert tone="danger">{deleteError}</Alert>}
      </RecordHeader>
      <TabNav
        label={district.name}
        base={districtPath(district.stateProvince, district.county)}
        baseName={baseName}
        current={route.name}
        tabs={TABS}
      />
      <div className="record-body">
        {tab.path === 'notes' && <DistrictNotesTab district={district} canEdit={canEdit} />}
        {tab.path === 'locations' && <DistrictOfficesTab district={district} canEdit={canEdit} />}
        {tab.path === '' && <RequirementsTab district={district} canEdit={canEdit} refetch={refetch} />}
      </div>
    </div>
  );
};
