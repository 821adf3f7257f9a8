import { useSearch } from 'wouter';
import { type BookingKindProps, type BookingRecord, BookingView } from './BookingView';
import { NewBooking, type NewBookingProps } from './NewBooking';

export type BookingPageProps<Booking extends BookingRecord, Input, PageData, ActivityData, CreateData> = BookingKindProps<
  Booking,
  Input,
  PageData,
  ActivityData
> &
  NewBookingProps<Input, CreateData>;

/** /dispatch/<kind>/view: the booking ?id= names, or a new one. */
export const BookingPage = <Booking extends BookingRecord, Input, PageData, ActivityData, CreateData>(
  props: BookingPageProps<Booking, Input, PageData, ActivityData, CreateData>,
) => {
  const id = new URLSearchParams(useSearch()).get('id');
  return id ? <BookingView key={id} {...props} id={id} /> : <NewBooking {...props} />;
};
