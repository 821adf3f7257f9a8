import type { RentalsPage_RentalFragment as RentalRow } from '@/generated/graphql';
import { formatDateTime } from '../../domain/format';
import type { CsvContext } from '../kit/list/ListCsvExport';
import { ListTime } from '../kit/list/ListDate';
import { BookingsListPage } from './BookingsListPage';
import { bookingsCsv } from './bookingsCsv';
import { RENTALS } from './labels';
import { RentalsPageQuery, RentalsRowFragment } from './rentals.graphql';

const onTenantClock = (iso: string, { locale, timeZone }: CsvContext) => formatDateTime(iso, locale, timeZone);

const CSV = bookingsCsv<RentalRow>({ ...RENTALS, prefix: 'driver-rentals', expenseType: 'RENTAL_CAR' }, [
  ['Company', (rental) => rental.company],
  ['Pickup place', (rental) => rental.pickupPlace],
  ['Pickup', (rental, context) => onTenantClock(rental.pickupAt, context)],
  ['Return place', (rental) => rental.returnPlace],
  ['Return', (rental, context) => onTenantClock(rental.returnAt, context)],
  ['Confirmation', (rental) => rental.confirmationCode],
]);

/** /dispatch/rentals: drivers' rental cars, newest pickup first, filtered, paged, totalled and exported (times on the tenant's clock). */
export const RentalsPage = () => {
  const placeAndTime = (place: string, iso: string) => (
    <>
      {place}
      <div className="muted nowrap">
        <ListTime at={iso} />
      </div>
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
      csv={CSV}
    />
  );
};
