import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { BookingPage } from './BookingPage';
import { Fact } from './Fact';
import { RENTALS } from './labels';
import { RentalForm } from './RentalForm';
import * as documents from './rentals.graphql';

const RENTAL_DOCUMENTS = {
  page: documents.RentalPageQuery,
  activity: documents.RentalActivityQuery,
  create: documents.RentalCreateMutation,
  update: documents.RentalUpdateMutation,
  cancel: documents.RentalCancelMutation,
  receipt: documents.RentalReceiptMutation,
};

/** /dispatch/rentals/view: a rental car; its times on the tenant's clock. */
export const RentalPage = () => {
  const dateTime = useDateTimeFormat();
  return (
    <BookingPage
      kind={RENTALS}
      documents={RENTAL_DOCUMENTS}
      fragment={documents.RentalDetailFragment}
      pick={(data) => data.driverRental}
      readActivity={(data) => data.driverRental}
      createdId={(data) => data.createDriverRental.id}
      title={(rental) => `${rental.company} rental, ${rental.pickupPlace} → ${rental.returnPlace}`}
      facts={(rental) => (
        <>
          <Fact label="Pickup">{`${rental.pickupPlace}, ${dateTime(rental.pickupAt)}`}</Fact>
          <Fact label="Return">{`${rental.returnPlace}, ${dateTime(rental.returnAt)}`}</Fact>
        </>
      )}
      Form={RentalForm}
    />
  );
};
