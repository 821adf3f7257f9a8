import { useClient, useMutation } from 'urql';
import { Link, useLocation, useSearch } from 'wouter';
import { getFragmentData } from '@/generated';
import { formatDateTime } from '../../domain/format';
import { MediaItemFragment } from '../../graphql/operations/activity';
import { useMoney } from '../accidents/useMoney';
import { useCurrentTenant } from '../app/useCurrentUser';
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
import { FlightForm } from './FlightForm';
import {
  FlightActivityQuery,
  FlightCancelMutation,
  FlightCreateMutation,
  FlightDetailFragment,
  FlightPageQuery,
  FlightReceiptMutation,
  FlightUpdateMutation,
} from './flights.graphql';
import { PURPOSE_LABEL, REIMBURSEMENT_LABEL, REIMBURSEMENT_TONE } from './labels';
import { ReceiptsPanel } from './ReceiptsPanel';
import { useCanBookTravel } from './useCanBookTravel';

const LIST = '/dispatch/flights';

/** /dispatch/flights/view without an id: a new flight. */
const NewFlight = () => {
  const canBook = useCanBookTravel();
  const [, navigate] = useLocation();
  const [, create] = useMutation(FlightCreateMutation);
  if (!canBook)
    return (
      <Panel title="New flight">
        <Alert tone="info">You can read drivers' flights; dispatch books them.</Alert>
        <Link href={LIST}>All flights</Link>
      </Panel>
    );
  return (
    <Panel title="New flight" actions={<Link href={LIST}>All flights</Link>}>
      <FlightForm
        submitLabel="Save flight"
        cancelHref={LIST}
        onSubmit={async (input) => {
          const result = await create({ input });
          if (result.error) return graphqlFailure(result.error);
          if (result.data) {
            toast.success('Flight saved.');
            navigate(`/dispatch/flights/view?id=${result.data.createDriverFlight.id}`, { replace: true });
          }
          return null;
        }}
      />
    </Panel>
  );
};

/** /dispatch/flights/view?id=…: one flight, its receipts, its form and its cancel; its activity. */
const Flight = ({ id }: { id: string }) => {
  const tenant = useCurrentTenant();
  const money = useMoney();
  const canBook = useCanBookTravel();
  const client = useClient();
  const [, update] = useMutation(FlightUpdateMutation);
  const [, cancel] = useMutation(FlightCancelMutation);
  const { record, placeholder, refetch } = useRecordQuery({
    query: FlightPageQuery,
    id,
    pick: (data) => data.driverFlight,
    nouns: { missing: 'flight', loading: 'flight' },
  });
  if (!record) return placeholder;
  const flight = getFragmentData(FlightDetailFragment, record);
  const receipts = getFragmentData(MediaItemFragment, flight.receipts);
  const local = (iso: string, zone: string) => `${formatDateTime(iso, tenant?.locale, zone)} (local time, ${zone})`;
  const editable = canBook && !flight.cancelledAt && flight.reimbursementStatus !== 'REIMBURSED';
  const title = `${flight.airline} ${flight.flightNumber}, ${flight.fromAirport} → ${flight.toAirport}`;
  return (
    <>
      <Panel title={title} actions={<Link href={LIST}>All flights</Link>}>
        {flight.cancelledAt && (
          <Alert tone="warning">{`Cancelled ${formatDateTime(flight.cancelledAt, tenant?.locale, tenant?.timeZone)}${flight.cancelReason ? `: ${flight.cancelReason}` : '.'}`}</Alert>
        )}
        <dl className="details details-grid">
          <Fact label="Driver">{flight.driver?.fullName ?? '—'}</Fact>
          <Fact label="Purpose">{PURPOSE_LABEL[flight.purpose]}</Fact>
          <Fact label="Departs">{local(flight.departsAt, flight.departureTimeZone)}</Fact>
          <Fact label="Arrives">{local(flight.arrivesAt, flight.arrivalTimeZone)}</Fact>
          <Fact label="Confirmation">{flight.confirmationCode ?? '—'}</Fact>
          <Fact label="Cost">{`${money(flight.cost)} (travel expense)`}</Fact>
          <Fact label="Reimbursement">
            <Badge tone={REIMBURSEMENT_TONE[flight.reimbursementStatus]}>{REIMBURSEMENT_LABEL[flight.reimbursementStatus]}</Badge>
          </Fact>
          <Fact label="Legs">
            {flight.legs.length === 0
              ? '—'
              : flight.legs.map((leg, i) => (
                  <span key={leg.id}>
                    {i > 0 && ', '}
                    <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>
                  </span>
                ))}
          </Fact>
          <Fact label="Booked by">{flight.createdByName ?? '—'}</Fact>
        </dl>
        {flight.notes && <p>{flight.notes}</p>}
      </Panel>
      <ReceiptsPanel
        receipts={receipts}
        canUpload={canBook}
        send={async (file, progress) => {
          const result = await client.mutation(FlightReceiptMutation, { id: flight.id, file }, { fetch: progressFetch(progress) }).toPromise();
          if (result.error) {
            const failure = graphqlFailure(result.error);
            return failure.fieldErrors.file?.join(' ') ?? failure.message;
          }
          refetch();
          return null;
        }}
      />
      {editable && (
        <Panel title="Edit the flight">
          <FlightForm
            key={flight.version}
            stored={flight}
            submitLabel="Save changes"
            cancelHref={LIST}
            onSubmit={async (input) => {
              const result = await update({ id: flight.id, version: flight.version, input });
              if (result.error) {
                const failure = graphqlFailure(result.error);
                if (failure.code === 'CONFLICT') refetch();
                return failure;
              }
              toast.success('Flight saved.');
              return null;
            }}
          />
          <CancelBooking
            noun="flight"
            onCancel={async (reason) => {
              const result = await cancel({ id: flight.id, version: flight.version, reason: reason || null });
              if (result.error) return graphqlFailure(result.error).message;
              toast.success('Flight cancelled.');
              return null;
            }}
          />
        </Panel>
      )}
      <BookingActivity query={FlightActivityQuery} pick={(data) => data.driverFlight} id={flight.id} version={flight.version} />
    </>
  );
};

export const FlightPage = () => {
  const id = new URLSearchParams(useSearch()).get('id');
  return id ? <Flight key={id} id={id} /> : <NewFlight />;
};
