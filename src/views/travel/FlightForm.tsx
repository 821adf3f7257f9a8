import { useState } from 'react';
import { type DriverFlightInputValues, driverFlightInputSchema } from '../../domain/schemas/travel';
import { LimitedTextField, type LimitedTextFieldProps } from '../kit/ui/LimitedTextField';
import { BookingFormFrame, BookingText, type BookingFormProps, useBookingForm } from './BookingFields';
import { flightFormValues, flightInputOf, type StoredFlight, zonedOf } from './travelInput';
import { ZonedTimeField } from './ZonedTimeField';

export type FlightFormProps = BookingFormProps<StoredFlight, DriverFlightInputValues>;

type AirportFieldProps = Omit<LimitedTextFieldProps, 'limit'> & {
  /** A code the hint shows ("PHL"). */
  example: string;
};

/** An airport by its three-letter IATA code, required. */
const AirportField = ({ example, ...field }: AirportFieldProps) => (
  <LimitedTextField hint={`IATA code, e.g. ${example}.`} limit={3} required autoComplete="off" {...field} />
);

/** A flight, checked by the shared schema here and on the server; departure and arrival in their airports' zones. */
export const FlightForm = ({ stored, submitLabel, cancelHref, onSubmit }: FlightFormProps) => {
  const { form, kit, submit, zone } = useBookingForm(flightFormValues(stored), stored?.legs);
  const [departs, setDeparts] = useState(zonedOf(stored?.departsAt, stored?.departureTimeZone ?? zone));
  const [arrives, setArrives] = useState(zonedOf(stored?.arrivesAt, stored?.arrivalTimeZone ?? zone));
  const e = form.errors;
  const save = submit(driverFlightInputSchema, (values, legs) => flightInputOf(values, { departs, arrives }, legs), onSubmit);

  return (
    <BookingFormFrame kit={kit} onSubmit={save} submitLabel={submitLabel} cancelHref={cancelHref}>
      <div className="field-grid">
        <BookingText label="Airline" {...form.text('airline')} />
        <BookingText label="Flight number" hint="Airline code and number, e.g. AA1234." {...form.text('flightNumber')} />
        <AirportField label="From airport" example="PHL" {...form.text('fromAirport')} />
        <AirportField label="To airport" example="DEN" {...form.text('toAirport')} />
      </div>
      <ZonedTimeField label="Departure" value={departs} onChange={setDeparts} error={e.departsAt} zoneError={e.departureTimeZone} />
      <ZonedTimeField label="Arrival" value={arrives} onChange={setArrives} error={e.arrivesAt} zoneError={e.arrivalTimeZone} />
    </BookingFormFrame>
  );
};
