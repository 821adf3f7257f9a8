import type { ConfirmLegWithCallInput } from '@/generated/graphql';
import { confirmWithCallSchema } from '../../domain/callCenter/confirmation';
import { isoToZoned, zonedToIso } from '../../domain/dates';
import { formatRequestWindow } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import type { Failure } from '../kit/forms/failure';
import { ConfirmedWindowInputs } from '../kit/record/ConfirmedWindowInputs';
import { telHref } from '../kit/record/LegContactsPanel';
import { useEventForm } from '../kit/record/useEventForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Checkbox } from '../kit/ui/Checkbox';
import type { DateTimeValue } from '../kit/ui/DateInput';
import { Dialog } from '../kit/ui/Dialog';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import type { QueuedLeg } from './queuedLeg';

export type ConfirmWithCallDialogProps = {
  leg: QueuedLeg;
  busy: boolean;
  onSubmit: (input: ConfirmLegWithCallInput) => Promise<Failure | null>;
  onClose: () => void;
};

/** A day and time typed in the tenant's zone as an instant; '' while either is missing (the schema names it). */
const instant = (value: DateTimeValue, timeZone?: string) =>
  value.day && value.time ? (zonedToIso(value.day, value.time, timeZone) ?? '') : '';

/**
 * Confirm with the call: the pickup and delivery windows in the tenant's zone, and whom the agent spoke to (the leg's
 * own contact to begin with), checked by the server's schema before sending; the leg event and the log entry are one
 * action on the server.
 */
export const ConfirmWithCallDialog = ({ leg, busy, onSubmit, onClose }: ConfirmWithCallDialogProps) => {
  const tenant = useCurrentTenant();
  const timeZone = tenant?.timeZone;
  const form = useEventForm(
    {
      pickup: isoToZoned(leg.confirmedPickupAt, timeZone),
      delivery: isoToZoned(leg.confirmedDeliveryAt, timeZone),
      contactName: leg.contact?.name ?? '',
      contactPhone: leg.contact?.phone ?? '',
      notes: '',
      inbound: false,
    },
    { noun: 'leg', onSubmit },
  );
  const { values, errors } = form;

  const input = (): ConfirmLegWithCallInput => ({
    confirmedPickupAt: instant(values.pickup, timeZone),
    confirmedDeliveryAt: instant(values.delivery, timeZone),
    contactName: values.contactName,
    contactPhone: values.contactPhone,
    notes: values.notes,
    inbound: values.inbound,
  });
  const submit = form.submitWith(() => (form.check(confirmWithCallSchema(), input()) ? input() : null));

  return (
    <Dialog title={`Confirm leg ${leg.number} with the call`} onClose={onClose}>
      <form className="form" onSubmit={submit} noValidate ref={form.formRef}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <p className="muted">
          {leg.requestedPickup && leg.requestedDelivery
            ? formatRequestWindow(leg.requestedPickup, leg.requestedDelivery, tenant?.locale, timeZone)
            : null}{' '}
          Times in {timeZone ?? 'the local time zone'}.
          {leg.contact?.phone && (
            <>
              <br />
              Call {leg.contact.name || 'the contact'}: <a href={telHref(leg.contact.phone)}>{leg.contact.phone}</a>
            </>
          )}
        </p>
        <ConfirmedWindowInputs values={values} onChange={(name, value) => form.set(name, value)} errors={errors} />
        <LimitedTextField label="Spoke to" {...form.text('contactName')} limit={120} />
        <LimitedTextField label="Their phone" type="tel" {...form.text('contactPhone')} limit={40} />
        <LimitedTextField label="Call notes" rows={2} {...form.text('notes')} limit={4000} />
        <Checkbox label="The customer called in" checked={values.inbound} onChange={(checked) => form.set('inbound', checked)} />
        <div className="button-row">
          <Button type="submit" variant="primary" busy={busy || form.submitting}>
            Confirm and log the call
          </Button>
          <Button onClick={onClose}>Back</Button>
        </div>
      </form>
    </Dialog>
  );
};
