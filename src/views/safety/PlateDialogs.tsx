import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import type { TransportPlates_PlateFragment as PlateRow } from '@/generated/graphql';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { assignPlateInputSchema, checkInPlateSchema, MISSING_REASON_MAX, missingPlateSchema } from '../../domain/schemas/safety';
import { TextField } from '../kit/ui/TextField';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import { SafetyDialog } from './SafetyDialog';
import { FieldSelect } from '../kit/ui/FieldSelect';
import {
  PlateRowFragment,
  TransportPlatesAssignMutation,
  TransportPlatesCheckInMutation,
  TransportPlatesLegChoicesQuery,
  TransportPlatesMissingMutation,
} from './TransportPlatesPage.graphql';

const pad = (n: number) => String(n).padStart(2, '0');
/** Now as a datetime-local value (the browser's clock and zone). */
export const nowLocal = () => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
/** A datetime-local value as an ISO instant ('' stays '' for the schema to refuse). */
const instant = (local: string) => {
  const time = local ? new Date(local) : null;
  return time && !Number.isNaN(time.getTime()) ? time.toISOString() : local;
};

export type PlateDialogProps = { plate: PlateRow; onClose: () => void; onDone: (text: string) => void };

const name = (plate: PlateRow) => `${plate.state} ${plate.number}`;

/** Send the plate out on a leg: the leg (its vehicle and driver come with it), the out time. */
export const AssignPlateDialog = ({ plate, onClose, onDone }: PlateDialogProps) => {
  const [{ data, fetching }] = useQuery({ query: TransportPlatesLegChoicesQuery, requestPolicy: 'network-only' });
  const [, assign] = useMutation(TransportPlatesAssignMutation);
  const [legId, setLegId] = useState('');
  const [outAt, setOutAt] = useState(nowLocal);
  const legs = data?.transportPlateLegChoices ?? [];
  return (
    <SafetyDialog
      title={`Send plate ${name(plate)} out`}
      submitLabel="Send plate out"
      onClose={onClose}
      onSubmit={async () => {
        const parsed = assignPlateInputSchema.safeParse({ legId, outAt: instant(outAt) });
        if (!parsed.success) return fieldErrors(parsed.error);
        const result = await assign({ id: plate.id, version: plate.version, input: parsed.data });
        if (!result.error) onDone(`Plate ${name(plate)} is out on leg ${legs.find((leg) => leg.id === legId)?.number ?? ''}.`);
        return result;
      }}
      fields={(errors) => (
        <>
          <FieldSelect
            label="Leg"
            value={legId}
            onChange={setLegId}
            placeholder={fetching ? 'Loading legs…' : legs.length === 0 ? 'No driven leg is waiting for a plate' : 'Choose a leg'}
            choices={legs.map((leg) => ({
              value: leg.id,
              label: `${leg.number} · ${leg.vehicle?.vin ?? 'no VIN'} · ${leg.driver?.fullName ?? 'no driver yet'}`,
            }))}
            error={errors.legId ?? errors.driverId}
          />
          <TextField label="Out at" type="datetime-local" value={outAt} onChange={setOutAt} error={errors.outAt} />
        </>
      )}
    />
  );
};

/** Back in the office (or found again): the in time closes the open log row. */
export const CheckInPlateDialog = ({ plate, onClose, onDone }: PlateDialogProps) => {
  const [, checkIn] = useMutation(TransportPlatesCheckInMutation);
  const [inAt, setInAt] = useState(nowLocal);
  return (
    <SafetyDialog
      title={`Check plate ${name(plate)} in`}
      submitLabel="Check plate in"
      onClose={onClose}
      onSubmit={async () => {
        const parsed = checkInPlateSchema.safeParse({ inAt: instant(inAt) });
        if (!parsed.success) return fieldErrors(parsed.error);
        const result = await checkIn({ id: plate.id, version: plate.version, inAt: parsed.data.inAt });
        if (!result.error) onDone(`Plate ${name(plate)} is back in house.`);
        return result;
      }}
      fields={(errors) => <TextField label="In at" type="datetime-local" value={inAt} onChange={setInAt} error={errors.inAt} />}
    />
  );
};

/** Mark the plate missing: why, and a plain confirmation of what follows (an alert and a report deadline). */
export const MissingPlateDialog = ({ plate, onClose, onDone }: PlateDialogProps) => {
  const [, markMissing] = useMutation(TransportPlatesMissingMutation);
  const [reason, setReason] = useState('');
  return (
    <SafetyDialog
      title={`Mark plate ${name(plate)} missing`}
      submitLabel="Mark missing"
      variant="danger"
      onClose={onClose}
      onSubmit={async () => {
        const parsed = missingPlateSchema.safeParse({ reason });
        if (!parsed.success) return fieldErrors(parsed.error);
        const result = await markMissing({ id: plate.id, version: plate.version, reason: parsed.data.reason });
        const due = getFragmentData(PlateRowFragment, result.data?.markTransportPlateMissing)?.reportDueOn;
        if (!result.error) onDone(`Plate ${name(plate)} is marked missing. Report the loss by ${due ?? 'the deadline'}.`);
        return result;
      }}
      fields={(errors) => (
        <>
          <p>
            Safety staff and admins get an alert, and the loss must be reported to the issuing state by the deadline shown on the plate. The
            plate cannot go out again until it is found and checked in.
          </p>
          <LimitedTextField
            label="What happened"
            rows={3}
            limit={MISSING_REASON_MAX}
            value={reason}
            onChange={setReason}
            error={errors.reason}
          />
        </>
      )}
    />
  );
};
