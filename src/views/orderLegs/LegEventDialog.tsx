import type { DateMode, LegHoldReason, LegTransitionInput, OrderLegEvent, TransportMethod } from '@/generated/graphql';
import { lazy, Suspense, useEffect, useId } from 'react';
import { isoToZoned, zonedToIso } from '../../domain/dates';
import { formatRequestWindow } from '../../domain/format';
import { LEG_HOLD_REASONS, ORDER_LEG_EVENT_BY_NAME } from '../../machines/domain/orderLeg.machine';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { CarrierPicker } from '../kit/pickers/CarrierPicker';
import { ActualTimeInputs } from '../kit/record/ActualTimeInputs';
import { actualTimeInput, actualTimeWindow, zonedMinute } from '../kit/record/actualTime';
import { ConfirmedWindowInputs } from '../kit/record/ConfirmedWindowInputs';
import { telHref } from '../kit/record/LegContactsPanel';
import { HOLD_REASON_LABEL } from '../kit/record/legLabels';
import type { RecordDialogProps } from '../kit/record/RecordActions';
import { useEventForm } from '../kit/record/useEventForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import type { DateTimeValue } from '../kit/ui/DateInput';
import { Dialog } from '../kit/ui/Dialog';
import { Spinner } from '../kit/ui/Spinner';
import { LimitedTextField } from '../kit/ui/LimitedTextField';

// The checks (zod) load with the first dialog, not with every page that can open one.
const eventInputs = () => import('../../machines/domain/orderLeg.inputs');
// The storage facility search loads with its dialog, not with the leg page.
const StorageFacilityField = lazy(() => import('./StorageFacilityField').then((m) => ({ default: m.StorageFacilityField })));

const DIALOG_EVENTS = ['HOLD', 'CANCEL', 'ABORT', 'CONFIRM', 'ASSIGN', 'TO_STORAGE', 'PICK_UP', 'DELIVER'] as const;
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
  /** The leg's own contacts (given on the order), whom the confirmation call is for. */
  pickupContact?: { name?: string | null; phone?: string | null } | null;
  deliveryContact?: { name?: string | null; phone?: string | null } | null;
  /** A pick up's and a delivery's earliest time: the standing pickup report's (pickupReportTakenAt), the pick up's. */
  pickupReportTakenAt?: string | null;
  pickedUpAt?: string | null;
};

type ContactLineProps = { label: string; contact: LegForDialog['pickupContact']; place: LegForDialog['origin'] };

/**
 * "Pickup contact: Ana Ruiz, 904-555-0100" from the leg's own contact, the number a tel: link; a leg that names
 * nobody says so, and offers the place's front desk as that, never as the contact.
 */
const ContactLine = ({ label, contact, place }: ContactLineProps) => {
  if (contact?.name || contact?.phone)
    return (
      <>
        {label}: {contact.name || 'no name given'},{' '}
        {contact.phone ? <a href={telHref(contact.phone)}>{contact.phone}</a> : 'no phone number given'}
      </>
    );
  return (
    <>
      {label}: none given on this leg
      {place?.contactPhone && (
        <>
          {' '}
          (the front desk of {place.name}: <a href={telHref(place.contactPhone)}>{place.contactPhone}</a>)
        </>
      )}
    </>
  );
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
  PICK_UP: { title: 'Pick up leg {n}', submit: 'Confirm the pick up' },
  DELIVER: { title: 'Deliver leg {n}', submit: 'Confirm the delivery' },
};

/** What a pick up and a delivery ask, as the driver's confirmation does (its time's labels start with `label`). */
const CUSTODY_WORDS = {
  PICK_UP: { ask: 'Give the time the vehicle was picked up.', label: 'Picked up' },
  DELIVER: { ask: 'Give the time the vehicle was delivered.', label: 'Delivered' },
} as const;

export type LegEventDialogProps = RecordDialogProps<LegTransitionInput> & { event: DialogEvent; leg: LegForDialog };

/** The input an event carries, asked in a labelled modal form; client checks first, then the server's answer inline. */
export const LegEventDialog = ({ event, leg, busy, onSubmit, onClose }: LegEventDialogProps) => {
  const tenant = useCurrentTenant();
  const timeZone = tenant?.timeZone;
  const form = useEventForm(
    {
      holdReason: 'CLIENT_REQUEST' as LegHoldReason,
      reason: '',
      pickup: isoToZoned(leg.confirmedPickupAt, timeZone),
      delivery: isoToZoned(leg.confirmedDeliveryAt, timeZone),
      carrier: (leg.transportMethod === 'TRUCKED' ? leg.truckingCompanyId : leg.driverId) ?? '',
      facilityId: '',
      // A pick up's or a delivery's actual time: now on the tenant's clock unless changed.
      actualAt: zonedMinute(new Date(), timeZone),
    },
    { noun: 'leg', onSubmit },
  );
  const { values, errors } = form;
  const holdId = useId();
  const needsDriver = leg.transportMethod === 'DRIVEN' || leg.transportMethod === 'TOW';

  useEffect(() => {
    void eventInputs().catch(() => undefined);
  }, []);

  /** What the form holds, as the event's input. */
  const input = (): LegTransitionInput => {
    switch (event) {
      case 'HOLD':
        return { holdReason: values.holdReason, reason: values.reason.trim() || null };
      case 'CANCEL':
      case 'ABORT':
        return { reason: values.reason.trim() };
      case 'CONFIRM':
        return { confirmedPickupAt: instant(values.pickup, timeZone), confirmedDeliveryAt: instant(values.delivery, timeZone) };
      case 'ASSIGN':
        if (leg.transportMethod === 'CLIENT_IN') return {};
        return { [needsDriver ? 'driverId' : 'truckingCompanyId']: values.carrier.trim() || null };
      case 'TO_STORAGE':
        return { storageFacilityId: values.facilityId || null };
      case 'PICK_UP':
      case 'DELIVER':
        // Their time is checked and sent by `submit` (actualTimeInput).
        return {};
    }
  };

  // The event's shared schema (the server checks the same): required fields, ids, delivery not before pickup.
  // A pick up's or a delivery's time: between the step before and now (the server's rule and words), else beside the time.
  const submit = form.submitWith(async () => {
    if (event === 'PICK_UP' || event === 'DELIVER') {
      const checked = actualTimeInput(event, values.actualAt, leg, timeZone);
      if (checked.ok) return checked.input;
      form.invalid(checked.errors);
      return null;
    }
    const { legEventInputSchema } = await eventInputs();
    const schema = legEventInputSchema(ORDER_LEG_EVENT_BY_NAME[event], leg);
    return !schema || form.check(schema, input()) !== null ? input() : null;
  });

  const text = TEXT[event];
  return (
    <Dialog title={text.title.replace('{n}', leg.number)} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate ref={form.formRef}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        {event === 'HOLD' && (
          <div className="field">
            <label className="field-label" htmlFor={holdId}>
              Hold reason
            </label>
            <select
              id={holdId}
              className="field-input"
              value={values.holdReason}
              aria-invalid={errors.holdReason ? true : undefined}
              onChange={(e) => form.set('holdReason', e.target.value as LegHoldReason)}
            >
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
          <LimitedTextField
            label={event === 'HOLD' ? 'Note (optional)' : 'Reason'}
            rows={3}
            {...form.text('reason')}
            required={event !== 'HOLD'}
            limit={1000}
          />
        )}
        {event === 'CONFIRM' && (
          <>
            <p className="muted">
              {leg.requestedPickup && leg.requestedDelivery
                ? formatRequestWindow(leg.requestedPickup, leg.requestedDelivery, tenant?.locale, timeZone)
                : `Times in ${timeZone ?? 'the local time zone'}`}
              <br />
              <ContactLine label="Pickup contact" contact={leg.pickupContact} place={leg.origin} />
              <br />
              <ContactLine label="Delivery contact" contact={leg.deliveryContact} place={leg.destination} />
            </p>
            <ConfirmedWindowInputs values={values} onChange={(name, value) => form.set(name, value)} errors={errors} />
          </>
        )}
        {event === 'ASSIGN' &&
          (leg.transportMethod === 'CLIENT_IN' ? (
            <p>The client brings this vehicle in: no driver or trucking company is needed.</p>
          ) : (
            <CarrierPicker
              kind={needsDriver ? 'driver' : 'truckingCompany'}
              legId={leg.id}
              value={values.carrier}
              onChange={(value) => form.set('carrier', value)}
              error={errors[needsDriver ? 'driverId' : 'truckingCompanyId']}
            />
          ))}
        {event === 'TO_STORAGE' && (
          <Suspense fallback={<Spinner label="Loading the storage facilities…" />}>
            <StorageFacilityField
              legId={leg.id}
              value={values.facilityId}
              onChange={(value) => form.set('facilityId', value)}
              error={errors.storageFacilityId}
              onLeave={onClose}
            />
          </Suspense>
        )}
        {(event === 'PICK_UP' || event === 'DELIVER') && (
          <>
            <p>{CUSTODY_WORDS[event].ask}</p>
            <ActualTimeInputs
              label={CUSTODY_WORDS[event].label}
              value={values.actualAt}
              onChange={(value) => form.set('actualAt', value)}
              between={actualTimeWindow(event, leg)}
              timeZone={timeZone}
              error={errors.actualAt}
            />
          </>
        )}
        <div className="button-row">
          <Button type="submit" variant={event === 'CANCEL' || event === 'ABORT' ? 'danger' : 'primary'} busy={busy || form.submitting}>
            {text.submit}
          </Button>
          <Button onClick={onClose}>Back</Button>
        </div>
      </form>
    </Dialog>
  );
};
