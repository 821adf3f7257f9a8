import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { BookingsListPage } from './BookingsListPage';
import { RENTALS } from './labels';
import { RentalsExport } from './RentalsExport';
import { RentalsPageQuery, RentalsRowFragment } from './rentals.graphql';

/** /dispatch/rentals: drivers' rental cars, newest pickup first, filtered, paged, totalled and exported (times on the tenant's clock). */
export const RentalsPage = () => {
  const dateTime = useDateTimeFormat();
  const placeAndTime = (place: string, iso: string) => (
    <>
      {place}
      <div className="muted nowrap">{dateTime(iso)}</div>
    </>
  );
  return (
    <BookingsListPage
      kind={RENTALS}
      query={RentalsPageQuery}
      fragment={RentalsRowFragment}
      pick={(data) => data.driverRentals}
      name={(rental) => rental.company}
      columns={[
        { header: 'Pickup', cell: (rental) => placeAndTime(rental.pickupPlace, rental.pickupAt) },
        { header: 'Return', cell: (rental) => placeAndTime(rental.returnPlace, rental.returnAt) },
      ]}
      searchHint="Company, place, confirmation code or driver."
      dayLabel="Pickup"
      Export={RentalsExport}
    />
  );
};
