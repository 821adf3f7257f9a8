import { useState } from 'react';
import { useMutation } from 'urql';
import { hasRole } from '../../domain/roles';
import { LEG_ODOMETER_ROLES } from '../../domain/ifta/legOdometer';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { useCurrentUser } from '../kit/app/useCurrentUser';
import { type Failure, graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { TextField } from '../kit/ui/TextField';

export const LegOdometerFragment = graphql(`
  fragment LegOdometer_leg on OrderLeg {
    id
    version
    unitOdometerStart
    unitOdometerEnd
    positionCount
  }
`);

export const RecordLegUnitOdometerMutation = graphql(`
  mutation RecordLegUnitOdometer($id: ID!, $version: Int!, $start: Int, $end: Int) {
    recordLegUnitOdometer(id: $id, version: $version, start: $start, end: $end) {
      id
      ...LegOdometer_leg
    }
  }
`);

/** A reading as typed: empty clears it; anything but a whole number is the field's error (the server checks the range). */
export const odometerValue = (text: string): number | null | 'invalid' => {
  const trimmed = text.replaceAll(',', '').trim();
  if (trimmed === '') return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : 'invalid';
};

/** Whether to show the odometer inputs (server/orderLegs/orderLegs.trips.ts decides). */
export const useCanRecordOdometer = (): boolean => {
  const user = useCurrentUser();
  return user !== null && hasRole(user, LEG_ODOMETER_ROLES);
};

export type LegOdometerFieldsProps = { leg: FragmentType<typeof LegOdometerFragment>; canEdit: boolean };

/**
 * The power unit's odometer at pick-up and at delivery (issue 31, docs/ifta.md "Odometers and recorded positions"),
 * which the IFTA quarter's trip record shows, and how many positions the driver's phone recorded along the leg.
 */
export const LegOdometerFields = ({ leg: source, canEdit }: LegOdometerFieldsProps) => {
  const leg = getFragmentData(LegOdometerFragment, source);
  const [start, setStart] = useState(leg.unitOdometerStart?.toString() ?? '');
  const [end, setEnd] = useState(leg.unitOdometerEnd?.toString() ?? '');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [{ fetching }, record] = useMutation(RecordLegUnitOdometerMutation);
  const save = async () => {
    const values = { start: odometerValue(start), end: odometerValue(end) };
    const typed = {
      start: values.start === 'invalid' ? ['Enter a whole number.'] : [],
      end: values.end === 'invalid' ? ['Enter a whole number.'] : [],
    };
    if (values.start === 'invalid' || values.end === 'invalid') {
      setFailure({ code: null, message: 'Check the odometer readings.', fieldErrors: typed });
      return;
    }
    const result = await record({ id: leg.id, version: leg.version, start: values.start, end: values.end });
    setFailure(result.error ? graphqlFailure(result.error) : null);
  };
  return (
    <>
      {canEdit ? (
        <div className="button-row leg-unit-form">
          <TextField label="Odometer at pick-up" inputMode="numeric" value={start} onChange={setStart} error={failure?.fieldErrors.start} />
          <TextField label="Odometer at delivery" inputMode="numeric" value={end} onChange={setEnd} error={failure?.fieldErrors.end} />
          <Button onClick={save} busy={fetching}>
            Save odometer
          </Button>
        </div>
      ) : (
        <dl className="details">
          <dt>Odometer at pick-up</dt>
          <dd>{leg.unitOdometerStart?.toLocaleString() ?? '—'}</dd>
          <dt>Odometer at delivery</dt>
          <dd>{leg.unitOdometerEnd?.toLocaleString() ?? '—'}</dd>
        </dl>
      )}
      {leg.positionCount > 0 && <p>{leg.positionCount === 1 ? '1 position recorded' : `${leg.positionCount} positions recorded`}</p>}
      {failure && <Alert tone="danger">{failure.fieldErrors.id?.[0] ?? failure.message}</Alert>}
    </>
  );
};
