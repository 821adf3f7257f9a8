import { useState } from 'react';
import { Link } from 'wouter';
import { type DriverFlightInputValues, driverFlightInputSchema } from '../../domain/schemas/travel';
import { resolveTimeZone } from '../../domain/dates';
import { useCurrentTenant } from '../app/useCurrentUser';
import type { Failure } from '../forms/failure';
import { useForm } from '../forms/useForm';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { bookingForm, CostFields, TravellerFields } from './BookingFields';
import { LegsPicker, type TravelLeg } from './LegsPicker';
import { type FlightFormValues, flightFormValues, flightInputOf, type StoredFlight, zonedOf } from './travelInput';
import { ZonedTimeField } from './ZonedTimeField';

export type FlightFormProps = {
  stored?: StoredFlight;
  submitLabel: string;
  cancelHref: string;
  /** Resolves to the failure to show, or null once saved. */
  onSubmit: (input: DriverFlightInputValues) => Promise<Failure | null>;
};

/** A flight, checked by the shared schema here and on the server; departure and arrival in their airports' zones. */
export const FlightForm = ({ stored, submitLabel, cancelHref, onSubmit }: FlightFormProps) => {
  const tenant = useCurrentTenant();
  const zone = resolveTimeZone(tenant?.timeZone);
  const form = useForm<FlightFormValues>(flightFormValues(stored));
  const [departs, setDeparts] = useState(zonedOf(stored?.departsAt, stored?.departureTimeZone ?? zone));
  const [arrives, setArrives] = useState(zonedOf(stored?.arrivesAt, stored?.arrivalTimeZone ?? zone));
  const [legs, setLegs] = useState<TravelLeg[]>([...(stored?.legs ?? [])]);
  const e = form.errors;
  const booking = bookingForm(form);

  const submit = form.submit(async () => {
    const input = form.check(driverFlightInputSchema, flightInputOf(form.values, { departs, arrives }, legs));
    if (!input) return;
    const failure = await onSubmit(input);
    if (failure) form.fail(failure);
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit}>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <TravellerFields form={booking} />
      <div className="field-grid">
        <TextField label="Airline" required autoComplete="off" {...form.text('airline')} />
        <TextField label="Flight number" hint="Airline code and number, e.g. AA1234." required autoComplete="off" {...form.text('flightNumber')} />
        <TextField label="From airport" hint="IATA code, e.g. PHL." maxLength={3} required autoComplete="off" {...form.text('fromAirport')} />
        <TextField label="To airport" hint="IATA code, e.g. DEN." maxLength={3} required autoComplete="off" {...form.text('toAirport')} />
      </div>
      <ZonedTimeField label="Departure" value={departs} onChange={setDeparts} error={e.departsAt} zoneError={e.departureTimeZone} />
      <ZonedTimeField label="Arrival" value={arrives} onChange={setArrives} error={e.arrivesAt} zoneError={e.arrivalTimeZone} />
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
