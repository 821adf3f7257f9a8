import { useId, useState } from 'react';
import { useQuery } from 'urql';
import { graphql } from '@/generated';
import { Alert, AlertList } from '../ui/Alert';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';

export const CarrierDriversQuery = graphql(`
  query CarrierDrivers($search: String) {
    drivers(first: 20, search: $search, orderBy: [{ column: NAME, order: ASC }]) {
      data {
        id
        fullName
        status
        licenceClass
        licenceExpiresOn
        truckingCompany {
          id
          displayName
        }
      }
    }
  }
`);

export const CarrierTruckingQuery = graphql(`
  query CarrierTrucking($search: String) {
    truckingCompanies(first: 20, search: $search) {
      data {
        id
        displayName
        usdotNumber
      }
    }
  }
`);

export const CarrierQualificationQuery = graphql(`
  query CarrierQualification($driverId: ID!, $legId: ID!) {
    driverQualification(driverId: $driverId, legId: $legId) {
      ok
      reasons
      warnings
    }
  }
`);

type Choice = { id: string; name: string; detail: string };

export type CarrierPickerProps = {
  kind: 'driver' | 'truckingCompany';
  legId: string;
  value: string;
  onChange: (id: string) => void;
  error?: string[];
};

/** Whether the chosen driver may take this leg today, asked of the same rule the leg machine's assign guard asks. */
const Qualification = ({ driverId, legId }: { driverId: string; legId: string }) => {
  const [{ data, fetching }] = useQuery({
    query: CarrierQualificationQuery,
    variables: { driverId, legId },
    requestPolicy: 'network-only',
  });
  const check = data?.driverQualification;
  if (fetching && !check) return <Spinner size="small" label="Checking the driver’s qualification…" />;
  if (!check) return null;
  return (
    <div role="status">
      {check.ok ? (
        <Alert tone="success">Qualified for this leg today.</Alert>
      ) : (
        <Alert tone="danger">
          Not qualified for this leg:
          <ul className="plain-list">
            {check.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </Alert>
      )}
      <AlertList tone="warning" messages={check.warnings} />
    </div>
  );
};

/**
 * A driver (DRIVEN, TOW) or trucking company (TRUCKED) picked by name, never typed as an id (issue 13); a driver's
 * qualification for the leg shows as soon as one is picked, with every reason (issue 14).
 */
export const CarrierPicker = ({ kind, legId, value, onChange, error }: CarrierPickerProps) => {
  const [search, setSearch] = useState('');
  const groupId = useId();
  const [drivers] = useQuery({ query: CarrierDriversQuery, variables: { search: search.trim() || null }, pause: kind !== 'driver' });
  const [companies] = useQuery({
    query: CarrierTruckingQuery,
    variables: { search: search.trim() || null },
    pause: kind !== 'truckingCompany',
  });
  const choices: Choice[] =
    kind === 'driver'
      ? (drivers.data?.drivers.data ?? []).map((driver) => ({
          id: driver.id,
          name: driver.fullName,
          detail: [
            driver.status === 'DISQUALIFIED' ? 'disqualified' : null,
            driver.licenceClass ? driver.licenceClass.replace('_', ' ') : 'no licence on file',
            driver.truckingCompany?.displayName ?? null,
          ]
            .filter(Boolean)
            .join(' · '),
        }))
      : (companies.data?.truckingCompanies.data ?? []).map((company) => ({
          id: company.id,
          name: company.displayName,
          detail: company.usdotNumber ? `USDOT ${company.usdotNumber}` : '',
        }));
  const loading = kind === 'driver' ? drivers.fetching : companies.fetching;
  const noun = kind === 'driver' ? 'driver' : 'trucking company';
  return (
    <div className="carrier-picker">
      <TextField
        label={kind === 'driver' ? 'Find a driver' : 'Find a trucking company'}
        value={search}
        onChange={setSearch}
        hint="Type part of the name."
      />
      <fieldset className="carrier-choices" aria-describedby={error ? `${groupId}-error` : undefined}>
        <legend className="field-label">{kind === 'driver' ? 'Driver' : 'Trucking company'}</legend>
        {loading && choices.length === 0 && <Spinner size="small" label={`Loading ${noun}s…`} />}
        {!loading && choices.length === 0 && <p className="muted">No {noun} matches.</p>}
        <ul className="plain-list">
          {choices.map((choice) => (
            <li key={choice.id}>
              <label className="checkbox">
                <input type="radio" name={groupId} value={choice.id} checked={value === choice.id} onChange={() => onChange(choice.id)} />
                <span>
                  {choice.name}
                  {choice.detail && <span className="muted"> · {choice.detail}</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {error && (
          <p id={`${groupId}-error`} className="field-error">
            {error.join(' ')}
          </p>
        )}
      </fieldset>
      {kind === 'driver' && value && <Qualification driverId={value} legId={legId} />}
    </div>
  );
};
