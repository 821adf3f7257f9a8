import { Client, type Exchange, gql, makeResult } from '@urql/core';
import { describe, expect, it } from 'vitest';
import { delay, filter, map, pipe, take, toPromise } from 'wonka';
import { createCacheExchange } from './cache';
import { CreateCommentMutation, OrderLegCommentsQuery, OrderLegMediaQuery, UploadOrderMediaMutation } from './operations/activity';
import { LiveOrderLegChangedSubscription } from './operations/orderLegDetail';

/** Answers every operation from a table by kind, instead of the network. */
const answering =
  (answers: Record<string, unknown>): Exchange =>
  () =>
  (operations$) =>
    pipe(
      operations$,
      filter((operation) => operation.kind !== 'teardown'),
      map((operation) => {
        const answer = answers[operation.kind];
        const data = typeof answer === 'function' ? answer(operation.variables) : answer;
        return makeResult(operation, { data: data as Record<string, unknown> });
      }),
      delay(1),
    );

const LEG_ID = '00000000-0000-4000-8000-000000000001';

const legState = {
  __typename: 'OrderLeg',
  id: LEG_ID,
  status: 'PROCESSING',
  version: 2,
  availableEvents: ['REQUEST_CONFIRMATION', 'HOLD', 'CANCEL'],
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

const media = (id: string, category: string) => ({
  __typename: 'Media',
  id,
  url: `/media/${id}`,
  category,
  fileName: `${id}.jpg`,
  mimeType: 'image/jpeg',
  size: 10,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('order cache', () => {
  it('a leg change from the subscription updates the cached leg by id (a second browser sees it)', async () => {
    const client = new Client({
      url: '/graphql',
      exchanges: [createCacheExchange(), answering({ query: { orderLeg: legState }, subscription: { orderLegChanged: live } })],
    });
    await client.query(LegStatusQuery, { id: LEG_ID }).toPromise();
    await pipe(client.subscription(LiveOrderLegChangedSubscription, {}), take(1), toPromise);
    const cached = client.readQuery(LegStatusQuery, { id: LEG_ID });
    expect(cached?.data?.orderLeg).toMatchObject({ status: 'ON_HOLD', version: 3, heldFrom: 'PROCESSING', availableEvents: ['RELEASE', 'CANCEL'] });
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
    const client = new Client({
      url: '/graphql',
      exchanges: [
        createCacheExchange(),
        answering({ query: { orderLeg: { __typename: 'OrderLeg', id: LEG_ID, comments: [listed] } }, mutation: { createComment: comment } }),
      ],
    });
    await client.query(OrderLegCommentsQuery, { id: LEG_ID }).toPromise();
    await client.mutation(CreateCommentMutation, { input: { entityKind: 'ORDER_LEG', entityId: LEG_ID, body: 'Second' } }).toPromise();
    const cached = client.readQuery(OrderLegCommentsQuery, { id: LEG_ID });
    expect(cached?.data?.orderLeg?.comments.map((item) => item.id)).toEqual(['c1', 'c2']);
  });

  it('an upload joins the cached file lists of its category only', async () => {
    const client = new Client({
      url: '/graphql',
      exchanges: [
        createCacheExchange(),
        answering({
          query: (variables: { category: string }) => ({
            orderLeg: { __typename: 'OrderLeg', id: LEG_ID, media: variables.category === 'PHOTOS' ? [media('m1', 'PHOTOS')] : [] },
          }),
          mutation: { uploadOrderMedia: media('m2', 'PHOTOS') },
        }),
      ],
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
