import type { DateMode, LegHoldReason, LegTransitionInput, OrderLegEvent, TransportMethod } from '@/generated/graphql';
import { type FormEvent, lazy, Suspense, useEffect, useId, useState } from 'react';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { LEG_HOLD_REASONS, ORDER_LEG_EVENT_BY_NAME } from '../../machines/domain/orderLeg.machine';
import { Dialog } from '../kit/ui/Dialog';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import type { Failure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Spinner } from '../kit/ui/Spinner';
import { TextField } from '../kit/ui/TextField';
import { isoToZoned, zonedToIso } from '../../domain/dates';
import { formatRequestWindow } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { CarrierPicker } from '../kit/pickers/CarrierPicker';
import { DateTimeInput, type DateTimeValue } from '../kit/ui/DateInput';
import { HOLD_REASON_LABEL } from '../kit/record/legLabels';

// The checks (zod) load with the first dialog, not with every page that can open one.
const eventInputs = () => import('../../machines/domain/eventInputs');
// The storage facility search loads with its dialog, not with the leg page.
const StorageFacilityField = lazy(() => import('./StorageFacilityField').then((m) => ({ default: m.StorageFacilityField })));

const DIALOG_EVENTS = ['HOLD', 'CANCEL', 'ABORT', 'CONFIRM', 'ASSIGN', 'TO_STORAGE'] as const;
export type DialogEvent = (typeof DIALOG_EVENTS)[number];
export const isDialogEvent = (event: OrderLegEvent): event is DialogEvent => (DIALOG_EVENTS as readonly string[]).includes(event);

export type LegForDialog = {
  id: string;
  number: string;
  transportMethod: TransportMethod;
  driverId?: string | null;
  truckingCompanyId?: string | null;
  confirmedPickupAt?: string | null;
  confirmedDeliveryAt?: string | null;
  /** What the confirmation repeats: the requested window and whom to call at each end. */
  requestedPickup?: { mode: DateMode; date?: string | null };
  requestedDelivery?: { mode: DateMode; date?: string | null };
  origin?: { name: string; contactName?: string | null; contactPhone?: string | null } | null;
  destination?: { name: string; contactName?: string | null; contactPhone?: string | null } | null;
};

/** "Pickup contact: Ana Ruiz, 555-0100", or that there is no phone to call. */
const contactLine = (label: string, place: LegForDialog['origin']) => {
  if (!place) return `${label}: not set`;
  const who = place.contactName || place.name;
  return `${label}: ${who}, ${place.contactPhone || 'no phone number on file'}`;
};

/** A day and time typed in the tenant's zone as an instant; null while either is missing or not real. */
const instant = (value: DateTimeValue, timeZone?: string) => (value.day && value.time ? zonedToIso(value.day, value.time, timeZone) : null);

const TEXT: Record<DialogEvent, { title: string; submit: string }> = {
  HOLD: { title: 'Put leg {n} on hold', submit: 'Put on hold' },
  CANCEL: { title: 'Cancel leg {n}', submit: 'Cancel this leg' },
  ABORT: { title: 'Abort the pickup of leg {n}', submit: 'Abort this pickup' },
  CONFIRM: { title: 'Confirm leg {n}', submit: 'Save confirmation' },
  ASSIGN: { title: 'Assign leg {n}', submit: 'Assign leg' },
  TO_STORAGE: { title: 'Check leg {n} into storage', submit: 'Check into storage' },
};

type Errors = Record<string, string[]>;

export type LegEventDialogProps = {
  event: DialogEvent;
  leg: LegForDialog;
  busy: boolean;
  /** Resolves to the failure to show, or null once the leg moved. */
  onSubmit: (input: LegTransitionInput) => Promise<Failure | null>;
  onClose: () => void;
};

/** The input an event carries, asked in a labelled modal form; client checks first, then the server's answer inline. */
export const LegEventDialog = ({ event, leg, busy, onSubmit, onClose }: LegEventDialogProps) => {
  const [holdReason, setHoldReason] = useState<LegHoldReason>('CLIENT_REQUEST');
  const [reason, setReason] = useState('');
  const tenant = useCurrentTenant();
  const timeZone = tenant?.timeZone;
  const [pickup, setPickup] = useState(() => isoToZoned(leg.confirmedPickupAt, timeZone));
  const [delivery, setDelivery] = useState(() => isoToZoned(leg.confirmedDeliveryAt, timeZone));
  const [carrier, setCarrier] = useState((leg.transportMethod === 'TRUCKED' ? leg.truckingCompanyId : leg.driverId) ?? '');
  const [facilityId, setFacilityId] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const holdId = useId();
  const needsDriver = leg.transportMethod === 'DRIVEN' || leg.transportMethod === 'TOW';

  useEffect(() => {
    void eventInputs().catch(() => undefined);
  }, []);

  /** What the form holds, as the event's input. */
  const values = (): LegTransitionInput => {
    switch (event) {
      case 'HOLD':
        return { holdReason, reason: reason.trim() || null };
      case 'CANCEL':
      case 'ABORT':
        return { reason: reason.trim() };
      case 'CONFIRM':
        return { confirmedPickupAt: instant(pickup, timeZone), confirmedDeliveryAt: instant(delivery, timeZone) };
      case 'ASSIGN':
        if (leg.transportMethod === 'CLIENT_IN') return {};
        return { [needsDriver ? 'driverId' : 'truckingCompanyId']: carrier.trim() || null };
      case 'TO_STORAGE':
        return { storageFacilityId: facilityId || null };
    }
  };

  // The event's shared schema (the server checks the same): required fields, ids, delivery not before pickup.
  const build = async (): Promise<{ input: LegTransitionInput } | { errors: Errors }> => {
    const input = values();
    const { legEventInputSchema } = await eventInputs();
    const parsed = legEventInputSchema(ORDER_LEG_EVENT_BY_NAME[event], leg)?.safeParse(input);
    return parsed && !parsed.success ? { errors: fieldErrors(parsed.error) } : { input };
  };

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const built = await build();
    if ('errors' in built) return setErrors(built.errors);
    setErrors({});
    setFormError(null);
    const failure = await onSubmit(built.input);
    if (!failure) return;
    // Server field errors are keyed input.<field>.
    const fields = Object.fromEntries(Object.entries(failure.fieldErrors).map(([key, list]) => [key.replace(/^input\./, ''), list]));
    setErrors(fields);
    setFormError(Object.keys(fields).length > 0 ? null : transitionFailureMessage(failure, 'leg'));
  };

  const text = TEXT[event];
  return (
    <Dialog title={text.title.replace('{n}', leg.number)} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate>
        {formError && <Alert tone="danger">{formError}</Alert>}
        {event === 'HOLD' && (
          <div className="field">
            <label className="field-label" htmlFor={holdId}>
              Hold reason
            </label>
            <select id={holdId} className="field-input" value={holdReason} onChange={(e) => setHoldReason(e.target.value as LegHoldReason)}>
              {LEG_HOLD_REASONS.map((value) => (
                <option key={value} value={value}>
                  {HOLD_REASON_LABEL[value]}
                </option>
              ))}
            </select>
            {errors.holdReason && <p className="field-error">{errors.holdReason.join(' ')}</p>}
          </div>
        )}
        {(event === 'HOLD' || event === 'CANCEL' || event === 'ABORT') && (
          <TextField
            label={event === 'HOLD' ? 'Note (optional)' : 'Reason'}
            rows={3}
            value={reason}
            onChange={setReason}
            error={errors.reason}
            required={event !== 'HOLD'}
            maxLength={1000}
          />
        )}
        {event === 'CONFIRM' && (
          <>
            <p className="muted">
              {leg.requestedPickup && leg.requestedDelivery
                ? formatRequestWindow(leg.requestedPickup, leg.requestedDelivery, tenant?.locale, timeZone)
                : `Times in ${timeZone ?? 'the local time zone'}`}
              <br />
              {contactLine('Pickup contact', leg.origin)}
              <br />
              {contactLine('Delivery contact', leg.destination)}
            </p>
            {(
              [
                ['Confirmed pickup', pickup, setPickup, 'confirmedPickupAt'],
                ['Confirmed delivery', delivery, setDelivery, 'confirmedDeliveryAt'],
              ] as const
            ).map(([label, value, set, field]) => (
              <DateTimeInput
                key={field}
                label={label}
                value={value}
                onChange={set}
                locale={tenant?.locale}
                timeZone={timeZone}
                error={errors[field]}
                required
              />
            ))}
          </>
        )}
        {event === 'ASSIGN' &&
          (leg.transportMethod === 'CLIENT_IN' ? (
            <p>The client brings this vehicle in: no driver or trucking company is needed.</p>
          ) : (
            <CarrierPicker
              kind={needsDriver ? 'driver' : 'truckingCompany'}
              legId={leg.id}
              value={carrier}
              onChange={setCarrier}
              error={errors[needsDriver ? 'driverId' : 'truckingCompanyId']}
            />
          ))}
        {event === 'TO_STORAGE' && (
          <Suspense fallback={<Spinner label="Loading the storage facilities…" />}>
            <StorageFacilityField
              legId={leg.id}
              value={facilityId}
              onChange={setFacilityId}
              error={errors.storageFacilityId}
              onLeave={onClose}
            />
          </Suspense>
        )}
        <div className="button-row">
          <Button type="submit" variant={event === 'CANCEL' || event === 'ABORT' ? 'danger' : 'primary'} busy={busy}>
            {text.submit}
          </Button>
          <Button onClick={onClose}>Back</Button>
        </div>
      </form>
    </Dialog>
  );
};
