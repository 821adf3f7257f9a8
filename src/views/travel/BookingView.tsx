import type { ReactNode } from 'react';
import { type DocumentInput, type TypedDocumentNode, useClient, useMutation } from 'urql';
import { Link } from 'wouter';
import { type FragmentType, getFragmentData } from '@/generated';
import { MediaItemFragment } from '../../graphql/operations/activity';
import { graphqlFailure } from '../kit/forms/failure';
import { progressFetch } from '../kit/record/uploadFetch';
import { useRecordQuery } from '../kit/record/useRecordQuery';
import { Panel } from '../kit/ui/Panel';
import toast from '../kit/ui/toast';
import { BookingActivity, type BookingActivityRecord } from './BookingActivity';
import type { BookingFormProps } from './BookingFields';
import { BookingFactsPanel } from './BookingFactsPanel';
import type { BookingFacts } from './bookings';
import { CancelBooking } from './CancelBooking';
import { type BookingKind, capitalized } from './labels';
import { ReceiptsPanel } from './ReceiptsPanel';
import { useCanBookTravel } from './useCanBookTravel';

/** What the page reads of a booking of either kind: its facts, and what its writes and receipts need. */
export type BookingRecord = BookingFacts & { id: string; version: number; receipts: readonly FragmentType<typeof MediaItemFragment>[] };

type Write<Variables> = DocumentInput<unknown, Variables>;

/** A kind's page, activity and writes (each write selects the page's booking back, so the cache updates the page). */
export type BookingDocuments<PageData, ActivityData, Input> = {
  page: DocumentInput<PageData, { id: string }>;
  activity: DocumentInput<ActivityData, { id: string }>;
  update: Write<{ id: string; version: number; input: Input }>;
  cancel: Write<{ id: string; version: number; reason: string | null }>;
  receipt: Write<{ id: string; file: File }>;
};

/** What a kind gives its booking page (BookingPage adds the id from the URL). */
export type BookingKindProps<Booking extends BookingRecord, Input, PageData, ActivityData> = {
  kind: BookingKind;
  documents: BookingDocuments<PageData, ActivityData, Input>;
  /** The page's booking fragment, and the booking in the page's data. */
  fragment: TypedDocumentNode<Booking, unknown>;
  pick: (data: PageData) => FragmentType<TypedDocumentNode<Booking, unknown>> | null | undefined;
  readActivity: (data: ActivityData) => BookingActivityRecord;
  title: (booking: NoInfer<Booking>) => string;
  /** The kind's own facts, after the purpose. */
  facts: (booking: NoInfer<Booking>) => ReactNode;
  Form: (props: BookingFormProps<NoInfer<Booking>, NoInfer<Input>>) => ReactNode;
};

export type BookingViewProps<Booking extends BookingRecord, Input, PageData, ActivityData> = BookingKindProps<
  Booking,
  Input,
  PageData,
  ActivityData
> & { id: string };

/** /dispatch/<kind>/view?id=…: one booking, its receipts, its form and its cancel; its activity. */
export const BookingView = <Booking extends BookingRecord, Input, PageData, ActivityData>({
  kind,
  id,
  documents,
  fragment,
  pick,
  readActivity,
  title,
  facts,
  Form,
}: BookingViewProps<Booking, Input, PageData, ActivityData>) => {
  const canBook = useCanBookTravel();
  const client = useClient();
  const [, update] = useMutation(documents.update);
  const [, cancel] = useMutation(documents.cancel);
  const {
    record: booking,
    placeholder,
    refetch,
  } = useRecordQuery({
    query: documents.page,
    id,
    pick: (data) => getFragmentData(fragment, pick(data)),
    nouns: { missing: kind.one, loading: kind.one },
  });
  if (!booking) return placeholder;
  const editable = canBook && !booking.cancelledAt && booking.reimbursementStatus !== 'REIMBURSED';
  const capitalOne = capitalized(kind.one);
  return (
    <>
      <BookingFactsPanel title={title(booking)} booking={booking} actions={<Link href={kind.path}>{`All ${kind.many}`}</Link>}>
        {facts(booking)}
      </BookingFactsPanel>
      <ReceiptsPanel
        receipts={getFragmentData(MediaItemFragment, booking.receipts)}
        canUpload={canBook}
        send={async (file, progress) => {
          const result = await client.mutation(documents.receipt, { id: booking.id, file }, { fetch: progressFetch(progress) }).toPromise();
          if (result.error) {
            const failure = graphqlFailure(result.error);
            return failure.fieldErrors.file?.join(' ') ?? failure.message;
          }
          refetch();
          return null;
        }}
      />
      {editable && (
        <Panel title={`Edit the ${kind.one}`}>
          <Form
            key={booking.version}
            stored={booking}
            submitLabel="Save changes"
            cancelHref={kind.path}
            onSubmit={async (input) => {
              const result = await update({ id: booking.id, version: booking.version, input });
              if (result.error) {
                const failure = graphqlFailure(result.error);
                if (failure.code === 'CONFLICT') refetch();
                return failure;
              }
              toast.success(`${capitalOne} saved.`);
              return null;
            }}
          />
          <CancelBooking
            noun={kind.one}
            onCancel={async (reason) => {
              const result = await cancel({ id: booking.id, version: booking.version, reason: reason || null });
              if (result.error) return graphqlFailure(result.error).message;
              toast.success(`${capitalOne} cancelled.`);
              return null;
            }}
          />
        </Panel>
      )}
      <BookingActivity query={documents.activity} pick={readActivity} id={booking.id} version={booking.version} />
    </>
  );
};
