import { useState } from 'react';
import { Link } from 'wouter';
import { type DriverRentalInputValues, driverRentalInputSchema } from '../../domain/schemas/travel';
import { resolveTimeZone } from '../../domain/dates';
import { useCurrentTenant } from '../app/useCurrentUser';
import type { Failure } from '../forms/failure';
import { useForm } from '../forms/useForm';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { bookingForm, CostFields, TravellerFields } from './BookingFields';
import { LegsPicker, type TravelLeg } from './LegsPicker';
import { type RentalFormValues, rentalFormValues, rentalInputOf, type StoredRental, zonedOf } from './travelInput';
import { ZonedTimeField } from './ZonedTimeField';

export type RentalFormProps = {
  stored?: StoredRental;
  submitLabel: string;
  cancelHref: string;
  onSubmit: (input: DriverRentalInputValues) => Promise<Failure | null>;
};

/** A rental car, checked by the shared schema here and on the server; the return after the pickup. */
export const RentalForm = ({ stored, submitLabel, cancelHref, onSubmit }: RentalFormProps) => {
  const tenant = useCurrentTenant();
  const zone = resolveTimeZone(tenant?.timeZone);
  const form = useForm<RentalFormValues>(rentalFormValues(stored));
  const [pickup, setPickup] = useState(zonedOf(stored?.pickupAt, stored?.pickupTimeZone ?? zone));
  const [back, setBack] = useState(zonedOf(stored?.returnAt, stored?.returnTimeZone ?? zone));
  const [legs, setLegs] = useState<TravelLeg[]>([...(stored?.legs ?? [])]);
  const e = form.errors;
  const booking = bookingForm(form);

  const submit = form.submit(async () => {
    const input = form.check(driverRentalInputSchema, rentalInputOf(form.values, { pickup, return: back }, legs));
    if (!input) return;
    const failure = await onSubmit(input);
    if (failure) form.fail(failure);
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit}>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <TravellerFields form={booking} />
      <TextField label="Rental company" required autoComplete="off" {...form.text('company')} />
      <TextField label="Pickup place" hint="The counter or address, e.g. Denver airport (DEN)." required autoComplete="off" {...form.text('pickupPlace')} />
      <ZonedTimeField label="Pickup" value={pickup} onChange={setPickup} error={e.pickupAt} zoneError={e.pickupTimeZone} />
      <TextField label="Return place" required autoComplete="off" {...form.text('returnPlace')} />
      <ZonedTimeField label="Return" value={back} onChange={setBack} error={e.returnAt} zoneError={e.returnTimeZone} />
      <LegsPicker legs={legs} onChange={setLegs} driverId={form.values.driverId} errors={e} />
      <CostFields form={booking} />
      <div className="button-row">
        <Button type="submit" variant="primary" busy={form.submitting}>
          {submitLabel}
        </Button>
        <Link href={cancelHref} className="btn btn-secondary">
          Back
        </Link>
      </div>
    </form>
  );
};
