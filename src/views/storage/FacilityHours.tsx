import { useState } from 'react';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { formatDate } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';
import toast from '../kit/ui/toast';
import { ClosureForm } from './ClosureForm';
import { WEEKDAY_LABEL } from './labels';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { hoursRows, hoursText } from './weekdayHours';
import { WeekdayHoursForm } from './WeekdayHoursForm';

export const FacilityHoursFragment = graphql(`
  fragment FacilityHours_facility on StorageFacility {
    id
    name
    version
    capacity
    bookingMode
    hours {
      weekday
      closed
      opensAt
      closesAt
    }
    closures {
      day
      reason
    }
  }
`);

const RemoveStorageClosureMutation = graphql(`
  mutation StorageClosureRemove($facilityId: ID!, $day: String!) {
    removeStorageClosure(facilityId: $facilityId, day: $day) {
      id
      ...StorageFacilityDetail
    }
  }
`);

export type FacilityHoursProps = { facility: FragmentType<typeof FacilityHoursFragment>; refetch: () => void };

/** /storage/facilities/:id/hours: the hours of each weekday, and the whole days the facility is closed (holidays). */
export const FacilityHours = ({ facility: source, refetch }: FacilityHoursProps) => {
  const facility = getFragmentData(FacilityHoursFragment, source);
  const tenant = useCurrentTenant();
  const [editing, setEditing] = useState(false);
  const [{ fetching: removing }, remove] = useMutation(RemoveStorageClosureMutation);
  const [message, setMessage] = useState<string | null>(null);
  const closures = [...facility.closures].sort((a, b) => a.day.localeCompare(b.day));

  const removeClosure = async (day: string) => {
    setMessage(null);
    const result = await remove({ facilityId: facility.id, day });
    if (result.error) setMessage(transitionFailureMessage(graphqlFailure(result.error), 'facility'));
    else toast.success(`No longer closed on ${formatDate(day, tenant?.locale)}.`);
  };

  return (
    <>
      <Panel title="Opening hours" actions={!editing && <Button onClick={() => setEditing(true)}>Edit hours</Button>}>
        {editing ? (
          <WeekdayHoursForm facility={facility} onDone={() => setEditing(false)} refetch={refetch} />
        ) : (
          <dl className="details details-grid">
            {hoursRows(facility.hours).map((row) => (
              <div key={row.weekday} className="details-row">
                <dt>{WEEKDAY_LABEL[row.weekday]}</dt>
                <dd>{hoursText(row)}</dd>
              </div>
            ))}
          </dl>
        )}
      </Panel>
      <Panel title="Closures" description={<p>Whole days closed. A rate card says whether they are billed.</p>}>
        {message && <Alert tone="danger">{message}</Alert>}
        {closures.length === 0 ? (
          <EmptyState title="No closures" />
        ) : (
          <ul className="plain-list">
            {closures.map((closure) => (
              <li key={closure.day}>
                <strong>{formatDate(closure.day, tenant?.locale)}</strong> {closure.reason}{' '}
                <ConfirmButton
                  label="Remove"
                  ariaLabel={`Remove the closure on ${formatDate(closure.day, tenant?.locale)}`}
                  question={`Open on ${formatDate(closure.day, tenant?.locale)} again?`}
                  confirmLabel="Remove the closure"
                  busy={removing}
                  onConfirm={() => removeClosure(closure.day)}
                />
              </li>
            ))}
          </ul>
        )}
        <ClosureForm facilityId={facility.id} />
      </Panel>
    </>
  );
};
