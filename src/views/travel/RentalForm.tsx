import { useState } from 'react';
import { type DriverRentalInputValues, driverRentalInputSchema } from '../../domain/schemas/travel';
import { BookingFormFrame, BookingText, type BookingFormProps, useBookingForm } from './BookingFields';
import { rentalFormValues, rentalInputOf, type StoredRental, zonedOf } from './travelInput';
import { ZonedTimeField } from './ZonedTimeField';

export type RentalFormProps = BookingFormProps<StoredRental, DriverRentalInputValues>;

/** A rental car, checked by the shared schema here and on the server; the return after the pickup. */
export const RentalForm = ({ stored, submitLabel, cancelHref, onSubmit }: RentalFormProps) => {
  const { form, kit, submit, zone } = useBookingForm(rentalFormValues(stored), stored?.legs);
  const [pickup, setPickup] = useState(zonedOf(stored?.pickupAt, stored?.pickupTimeZone ?? zone));
  const [back, setBack] = useState(zonedOf(stored?.returnAt, stored?.returnTimeZone ?? zone));
  const e = form.errors;
  const save = submit(driverRentalInputSchema, (values, legs) => rentalInputOf(values, { pickup, return: back }, legs), onSubmit);

  return (
    <BookingFormFrame kit={kit} onSubmit={save} submitLabel={submitLabel} cancelHref={cancelHref}>
      <BookingText label="Rental company" {...form.text('company')} />
      <BookingText label="Pickup place" hint="The counter or address, e.g. Denver airport (DEN)." {...form.text('pickupPlace')} />
      <ZonedTimeField label="Pickup" value={pickup} onChange={setPickup} error={e.pickupAt} zoneError={e.pickupTimeZone} />
      <BookingText label="Return place" {...form.text('returnPlace')} />
      <ZonedTimeField label="Return" value={back} onChange={setBack} error={e.returnAt} zoneError={e.returnTimeZone} />
    </BookingFormFrame>
  );
};
