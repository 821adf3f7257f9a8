import { useClient, useMutation } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { getFragmentData } from '@/generated';
import { formatDateTime } from '../../domain/format';
import { MediaItemFragment } from '../../graphql/operations/activity';
import { useMoney } from '../accidents/useMoney';
import { useCurrentTenant } from '../app/useCurrentUser';
import { useDateTimeFormat } from '../app/useDateTimeFormat';
import { graphqlFailure } from '../forms/failure';
import { progressFetch } from '../record/uploadFetch';
import { useRecordQuery } from '../record/useRecordQuery';
import { Alert } from '../ui/Alert';
import { Badge } from '../ui/Badge';
import { Panel } from '../ui/Panel';
import toast from '../ui/toast';
import { BookingActivity } from './BookingActivity';
import { CancelBooking } from './CancelBooking';
import { Fact } from './Fact';
import { RentalForm } from './RentalForm';
import {
  RentalActivityQuery,
  RentalCancelMutation,
  RentalCreateMutation,
  RentalDetailFragment,
  RentalPageQuery,
  RentalReceiptMutation,
  RentalUpdateMutation,
} from './rentals.graphql';
import { PURPOSE_LABEL, REIMBURSEMENT_LABEL, REIMBURSEMENT_TONE } from './labels';
import { ReceiptsPanel } from './ReceiptsPanel';
import { useCanBookTravel } from './useCanBookTravel';

const LIST = '/dispatch/rentals';

/** /dispatch/rentals/view without an id: a new rental. */
const NewRental = () => {
  const canBook = useCanBookTravel();
  const [, navigate] = useLocation();
  const [, create] = useMutation(RentalCreateMutation);
  if (!canBook)
    return (
      <Panel title="New rental">
        <Alert tone="info">You can read drivers' rental cars; dispatch books them.</Alert>
        <Link href={LIST}>All rentals</Link>
      </Panel>
    );
  return (
    <Panel title="New rental" actions={<Link href={LIST}>All rentals</Link>}>
      <RentalForm
        submitLabel="Save rental"
        cancelHref={LIST}
        onSubmit={async (input) => {
          const result = await create({ input });
          if (result.error) return graphqlFailure(result.error);
          if (result.data) {
            toast.success('Rental saved.');
            navigate(`/dispatch/rentals/view?id=${result.data.createDriverRental.id}`, { replace: true });
          }
          return null;
        }}
      />
    </Panel>
  );
};

/** /dispatch/rentals/view?id=…: one rental, its receipts, its form and its cancel; its activity. */
const Rental = ({ id }: { id: string }) => {
  const tenant = useCurrentTenant();
  const money = useMoney();
  const dateTime = useDateTimeFormat();
  const canBook = useCanBookTravel();
  const client = useClient();
  const [, update] = useMutation(RentalUpdateMutation);
  const [, cancel] = useMutation(RentalCancelMutation);
  const { record, placeholder, refetch } = useRecordQuery({
    query: RentalPageQuery,
    id,
    pick: (data) => data.driverRental,
    nouns: { missing: 'rental', loading: 'rental' },
  });
  if (!record) return placeholder;
  const rental = getFragmentData(RentalDetailFragment, record);
  const receipts = getFragmentData(MediaItemFragment, rental.receipts);
  const editable = canBook && !rental.cancelledAt && rental.reimbursementStatus !== 'REIMBURSED';
  const title = `${rental.company} rental, ${rental.pickupPlace} → ${rental.returnPlace}`;
  return (
    <>
      <Panel title={title} actions={<Link href={LIST}>All rentals</Link>}>
        {rental.cancelledAt && (
          <Alert tone="warning">{`Cancelled ${formatDateTime(rental.cancelledAt, tenant?.locale, tenant?.timeZone)}${rental.cancelReason ? `: ${rental.cancelReason}` : '.'}`}</Alert>
        )}
        <dl className="details details-grid">
          <Fact label="Driver">{rental.driver?.fullName ?? '—'}</Fact>
          <Fact label="Purpose">{PURPOSE_LABEL[rental.purpose]}</Fact>
          <Fact label="Pickup">{`${rental.pickupPlace}, ${dateTime(rental.pickupAt)}`}</Fact>
          <Fact label="Return">{`${rental.returnPlace}, ${dateTime(rental.returnAt)}`}</Fact>
          <Fact label="Confirmation">{rental.confirmationCode ?? '—'}</Fact>
          <Fact label="Cost">{`${money(rental.cost)} (rental car expense)`}</Fact>
          <Fact label="Reimbursement">
            <Badge tone={REIMBURSEMENT_TONE[rental.reimbursementStatus]}>{REIMBURSEMENT_LABEL[rental.reimbursementStatus]}</Badge>
          </Fact>
          <Fact label="Legs">
            {rental.legs.length === 0
              ? '—'
              : rental.legs.map((leg, i) => (
                  <span key={leg.id}>
                    {i > 0 && ', '}
                    <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>
                  </span>
                ))}
          </Fact>
          <Fact label="Booked by">{rental.createdByName ?? '—'}</Fact>
        </dl>
        {rental.notes && <p>{rental.notes}</p>}
      </Panel>
      <ReceiptsPanel
        receipts={receipts}
        canUpload={canBook}
        send={async (file, progress) => {
          const result = await client.mutation(RentalReceiptMutation, { id: rental.id, file }, { fetch: progressFetch(progress) }).toPromise();
          if (result.error) {
            const failure = graphqlFailure(result.error);
            return failure.fieldErrors.file?.join(' ') ?? failure.message;
          }
          refetch();
          return null;
        }}
      />
      {editable && (
        <Panel title="Edit the rental">
          <RentalForm
            key={rental.version}
            stored={rental}
            submitLabel="Save changes"
            cancelHref={LIST}
            onSubmit={async (input) => {
              const result = await update({ id: rental.id, version: rental.version, input });
              if (result.error) {
                const failure = graphqlFailure(result.error);
                if (failure.code === 'CONFLICT') refetch();
                return failure;
              }
              toast.success('Rental saved.');
              return null;
            }}
          />
          <CancelBooking
            noun="rental"
            onCancel={async (reason) => {
              const result = await cancel({ id: rental.id, version: rental.version, reason: reason || null });
              if (result.error) return graphqlFailure(result.error).message;
              toast.success('Rental cancelled.');
              return null;
            }}
          />
        </Panel>
      )}
      <BookingActivity query={RentalActivityQuery} pick={(data) => data.driverRental} id={rental.id} version={rental.version} />
    </>
  );
};

export const RentalPage = () => {
  const id = new URLSearchParams(useSearch()).get('id');
  return id ? <Rental key={id} id={id} /> : <NewRental />;
};
