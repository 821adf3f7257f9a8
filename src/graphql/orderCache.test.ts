import { Client, type Exchange, gql, makeResult } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { delay, filter, map, pipe, take, toPromise } from 'wonka';
import { createStaffCacheExchange as createCacheExchange } from './staffCacheExchange';
import { CreateCommentMutation, OrderLegCommentsQuery } from '../views/kit/record/CommentsTab';
import { OrderLegMediaQuery } from '../views/kit/record/MediaTab';
import { UploadOrderMediaMutation } from '../views/kit/record/UploadForm';
import { getFragmentData } from '@/generated';
import { LegHeaderFragment } from '../views/orderLegs/LegHeader';
import { LegOverviewFragment } from '../views/orderLegs/LegOverview';
import {
  LegPageFragment,
  LiveOrderLegChangedSubscription,
  OrderLegDetailQuery,
  TransitionOrderLegMutation,
} from '../views/orderLegs/OrderLegPage.graphql';
import { ActivityEntryFragment } from './operations/activity';
import { answeringClient } from '../testing/answeringClient';

const LEG_ID = '00000000-0000-4000-8000-000000000001';

const option = (event: string) => ({ __typename: 'EventOption', event, enabled: true, refusal: null, reason: null });

const legState = {
  __typename: 'OrderLeg',
  id: LEG_ID,
  status: 'PROCESSING',
  version: 2,
  availableEvents: ['REQUEST_CONFIRMATION', 'HOLD', 'CANCEL'],
  eventOptions: ['REQUEST_CONFIRMATION', 'HOLD', 'CANCEL'].map(option),
  holdReason: null,
  heldFrom: null,
  statusReason: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const LegStatusQuery = gql`
  query LegStatus($id: ID!) {
    orderLeg(id: $id) {
      id
      status
      version
      availableEvents
      holdReason
      heldFrom
    }
  }
`;

const live = {
  ...legState,
  status: 'ON_HOLD',
  version: 3,
  availableEvents: ['RELEASE', 'CANCEL'],
  eventOptions: ['RELEASE', 'CANCEL'].map(option),
  price: null,
  driver: null,
  truckingCompany: null,
  unit: null,
  unitOdometerStart: null,
  unitOdometerEnd: null,
  positionCount: 0,
  pickupContact: null,
  deliveryContact: null,
  holdReason: 'CLIENT_REQUEST',
  heldFrom: 'PROCESSING',
  transportMethod: 'CLIENT_IN',
  confirmedPickupAt: null,
  confirmedDeliveryAt: null,
  driverId: null,
  truckingCompanyId: null,
  clientPaid: false,
  driverPaid: false,
  pickupReportSubmitted: false,
  deliveryReportSubmitted: false,
  needsTagAndTitle: false,
  tagAndTitleDone: false,
  acknowledgedAt: null,
  pickedUpAt: null,
  deliveredAt: null,
};

const place = (id: string, name: string) => ({
  __typename: 'Location',
  id,
  name,
  city: 'Boston',
  stateProvince: 'MA',
  contactName: null,
  contactPhone: null,
});

const audit = (id: string, before: string, after: string, createdAt: string) => ({
  __typename: 'AuditEntry',
  id,
  action: 'UPDATED',
  event: 'leg.event',
  entityKind: 'ORDER_LEG',
  userName: 'Ada Admin',
  before: { status: before },
  after: { status: after },
  createdAt,
});

/** The leg as its page shows it (LegPage_leg): what the page query, the transition's answer and the event all carry. */
const legPage = {
  ...live,
  ...legState,
  number: 'O-1-1',
  position: 1,
  sequence: 1,
  requestedPickup: { __typename: 'DateRequest', mode: 'ASAP', date: null },
  requestedDelivery: { __typename: 'DateRequest', mode: 'ASAP', date: null },
  distance: 12,
  notes: null,
  order: { __typename: 'Order', id: 'o1', number: 'O-1', client: { __typename: 'Client', id: 'c1', displayName: 'Northwind' } },
  vehicle: { __typename: 'Vehicle', id: 'v1', vin: null, year: 2021, make: 'Honda', model: 'Accord' },
  origin: place('l1', 'Dealer A'),
  destination: place('l2', 'Dealer B'),
  activity: [audit('a1', 'CREATED', 'PROCESSING', '2025-01-01T00:00:00.000Z')],
  tags: [],
  conditionReports: [],
};

const heldPage = {
  ...legPage,
  ...live,
  activity: [...legPage.activity, audit('a2', 'PROCESSING', 'ON_HOLD', '2025-01-02T00:00:00.000Z')],
};

const orderState = { state: 'ACTIVE', version: 4, availableEvents: [], legStatuses: ['ON_HOLD'], updatedAt: '2025-01-02T00:00:00.000Z' };

const media = (id: string, category: string) => ({
  __typename: 'Media',
  id,
  url: `/media/${id}`,
  thumbnailUrl: null,
  category,
  fileName: `${id}.jpg`,
  mimeType: 'image/jpeg',
  size: 10,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('order cache', () => {
  it('a leg change from the subscription updates the cached leg by id (a second browser sees it)', async () => {
    const client = answeringClient(createCacheExchange(), { query: { orderLeg: legState }, subscription: { orderLegChanged: heldPage } });
    await client.query(LegStatusQuery, { id: LEG_ID }).toPromise();
    await pipe(client.subscription(LiveOrderLegChangedSubscription, {}), take(1), toPromise);
    const cached = client.readQuery(LegStatusQuery, { id: LEG_ID });
    expect(cached?.data?.orderLeg).toMatchObject({
      status: 'ON_HOLD',
      version: 3,
      heldFrom: 'PROCESSING',
      availableEvents: ['RELEASE', 'CANCEL'],
    });
  });

  it('the leg page takes the event whole: status, actions and history, without asking the server again', async () => {
    const asked: string[] = [];
    const client = answeringClient(
      createCacheExchange(),
      { query: { orderLeg: legPage }, subscription: { orderLegChanged: heldPage } },
      asked,
    );
    await client.query(OrderLegDetailQuery, { id: LEG_ID }).toPromise();
    await pipe(client.subscription(LiveOrderLegChangedSubscription, {}), take(1), toPromise);
    const cached = client.readQuery(OrderLegDetailQuery, { id: LEG_ID });
    expect(cached?.stale).toBeFalsy();
    const leg = getFragmentData(LegPageFragment, cached?.data?.orderLeg);
    const header = getFragmentData(LegHeaderFragment, leg);
    expect(header).toMatchObject({ status: 'ON_HOLD', holdReason: 'CLIENT_REQUEST', order: { number: 'O-1' } });
    const overview = getFragmentData(LegOverviewFragment, leg);
    expect(getFragmentData(ActivityEntryFragment, overview?.activity)?.map((row) => row.id)).toEqual(['a1', 'a2']);
    expect(asked).toEqual(['query', 'subscription']);
  });

  it('the browser that moves a leg shows the transition’s answer: one request, no refetch', async () => {
    const asked: string[] = [];
    const client = answeringClient(
      createCacheExchange(),
      { query: { orderLeg: legPage }, mutation: { transitionOrderLeg: { ...heldPage, order: { ...heldPage.order, ...orderState } } } },
      asked,
    );
    await client.query(OrderLegDetailQuery, { id: LEG_ID }).toPromise();
    await client
      .mutation(TransitionOrderLegMutation, { id: LEG_ID, event: 'HOLD', version: 2, input: { holdReason: 'CLIENT_REQUEST' } })
      .toPromise();
    const cached = client.readQuery(OrderLegDetailQuery, { id: LEG_ID });
    expect(cached?.stale).toBeFalsy();
    const leg = getFragmentData(LegPageFragment, cached?.data?.orderLeg);
    expect(getFragmentData(LegHeaderFragment, leg)?.status).toBe('ON_HOLD');
    const overview = getFragmentData(LegOverviewFragment, leg);
    expect(getFragmentData(ActivityEntryFragment, overview?.activity)?.map((row) => row.id)).toEqual(['a1', 'a2']);
    expect(asked).toEqual(['query', 'mutation']);
  });

  it('a move shows at once: the leg machine foresees the status before the answer, which then replaces the guess', async () => {
    const client = answeringClient(createCacheExchange(), {
      query: { orderLeg: legPage },
      mutation: { transitionOrderLeg: { ...heldPage, order: { ...heldPage.order, ...orderState } } },
    });
    await client.query(OrderLegDetailQuery, { id: LEG_ID }).toPromise();
    const answered = client
      .mutation(TransitionOrderLegMutation, {
        id: LEG_ID,
        event: 'HOLD',
        version: 2,
        input: { holdReason: 'CLIENT_REQUEST', reason: 'Wait' },
      })
      .toPromise();
    const early = getFragmentData(
      LegHeaderFragment,
      getFragmentData(LegPageFragment, client.readQuery(OrderLegDetailQuery, { id: LEG_ID })?.data?.orderLeg),
    );
    expect(early).toMatchObject({ status: 'ON_HOLD', heldFrom: 'PROCESSING', holdReason: 'CLIENT_REQUEST', statusReason: 'Wait' });
    await answered;
    const leg = getFragmentData(LegPageFragment, client.readQuery(OrderLegDetailQuery, { id: LEG_ID })?.data?.orderLeg);
    expect(getFragmentData(LegHeaderFragment, leg)).toMatchObject({ status: 'ON_HOLD', statusReason: null });
  });

  it('a refused move takes the foreseen status back', async () => {
    const refusing: Exchange = () => (operations$) =>
      pipe(
        operations$,
        filter((operation) => operation.kind !== 'teardown'),
        map((operation) =>
          operation.kind === 'query'
            ? makeResult(operation, { data: { orderLeg: legPage } })
            : makeResult(operation, { data: null, errors: [{ message: 'Refused', extensions: { code: 'INVALID_TRANSITION' } }] }),
        ),
        delay(1),
      );
    const client = new Client({ url: '/graphql', exchanges: [createCacheExchange(), refusing] });
    await client.query(OrderLegDetailQuery, { id: LEG_ID }).toPromise();
    await client
      .mutation(TransitionOrderLegMutation, { id: LEG_ID, event: 'HOLD', version: 2, input: { holdReason: 'CLIENT_REQUEST' } })
      .toPromise();
    const leg = getFragmentData(LegPageFragment, client.readQuery(OrderLegDetailQuery, { id: LEG_ID })?.data?.orderLeg);
    expect(getFragmentData(LegHeaderFragment, leg)?.status).toBe('PROCESSING');
  });

  it('a new comment joins its leg’s cached comments', async () => {
    const comment = {
      __typename: 'Comment',
      id: 'c2',
      entityKind: 'ORDER_LEG',
      entityId: LEG_ID,
      body: 'Second',
      internal: true,
      authorName: 'Ada Admin',
      createdAt: '2025-01-02T00:00:00.000Z',
      mentions: [],
    };
    const first = { ...comment, id: 'c1', body: 'First' };
    const { entityKind: _k, entityId: _e, ...listed } = first;
    const client = answeringClient(createCacheExchange(), {
      query: { orderLeg: { __typename: 'OrderLeg', id: LEG_ID, comments: [listed] } },
      mutation: { createComment: comment },
    });
    await client.query(OrderLegCommentsQuery, { id: LEG_ID }).toPromise();
    await client.mutation(CreateCommentMutation, { input: { entityKind: 'ORDER_LEG', entityId: LEG_ID, body: 'Second' } }).toPromise();
    const cached = client.readQuery(OrderLegCommentsQuery, { id: LEG_ID });
    expect(cached?.data?.orderLeg?.comments.map((item) => item.id)).toEqual(['c1', 'c2']);
  });

  it('an upload joins the cached file lists of its category only', async () => {
    const client = answeringClient(createCacheExchange(), {
      query: (variables: { category: string }) => ({
        orderLeg: { __typename: 'OrderLeg', id: LEG_ID, media: variables.category === 'PHOTOS' ? [media('m1', 'PHOTOS')] : [] },
      }),
      mutation: { uploadOrderMedia: media('m2', 'PHOTOS') },
    });
    await client.query(OrderLegMediaQuery, { id: LEG_ID, category: 'PHOTOS' }).toPromise();
    await client.query(OrderLegMediaQuery, { id: LEG_ID, category: 'RECEIPTS' }).toPromise();
    const file = new File(['x'], 'm2.jpg', { type: 'image/jpeg' });
    await client.mutation(UploadOrderMediaMutation, { orderId: 'o1', orderLegId: LEG_ID, category: 'PHOTOS', file }).toPromise();
    const photos = client.readQuery(OrderLegMediaQuery, { id: LEG_ID, category: 'PHOTOS' });
    const receipts = client.readQuery(OrderLegMediaQuery, { id: LEG_ID, category: 'RECEIPTS' });
    expect(photos?.data?.orderLeg?.media.map((item) => item.id)).toEqual(['m1', 'm2']);
    expect(receipts?.data?.orderLeg?.media).toEqual([]);
  });
});
