import { afterEach, describe, expect, it, vi } from 'vitest';
import { pipe, take, toPromise } from 'wonka';
import { getFragmentData } from '@/generated';
import { createPortalCacheExchange as createCacheExchange } from './portalCacheExchange';
import { PortalLegHeaderFragment } from '../views/portal/legs/PortalLegHeader';
import { PortalLegOverviewFragment } from '../views/portal/legs/PortalLegOverview';
import { PortalOrderLegQuery } from '../views/portal/legs/PortalOrderLegPage.graphql';
import { PortalOrderHeaderFragment } from '../views/portal/orders/PortalOrderHeader';
import { PortalOrderQuery } from '../views/portal/orders/PortalOrderPage.graphql';
import { PortalHomeQuery } from '../views/portal/PortalHomePage.graphql';
import { PortalRespondToQuoteMutation } from '../views/portal/quotes/QuoteAnswer';
import {
  PortalQuoteChangedSubscription,
  PortalQuoteDetailFragment,
  PortalQuoteQuery,
} from '../views/portal/quotes/PortalQuotePage.graphql';
import { PortalAddCommentMutation, PortalCommentItemFragment, PortalOrderCommentsQuery } from '../views/portal/shared/PortalCommentsTab';
import { PortalQuoteLinesFragment } from '../views/portal/shared/fragments';
import { PricedLineFragment } from './operations/lineItems';
import { PortalLegLiveFragment, PortalOrderLegChangedSubscription } from './operations/portalLegs';
import { answeringClient } from '../testing/answeringClient';

const LEG = '00000000-0000-4000-8000-0000000000a1';
const ORDER = '00000000-0000-4000-8000-0000000000b1';

const place = (id: string, name: string) => ({
  __typename: 'PortalLocation',
  id,
  name,
  address1: '1 Main St',
  address2: null,
  city: 'Austin',
  stateProvince: 'TX',
  postalCode: '78701',
  country: 'US',
  contactName: null,
  contactPhone: null,
  hours: null,
});

const activity = (id: string, status: string, createdAt: string) => ({
  __typename: 'PortalActivity',
  id,
  event: 'leg.event',
  status,
  createdAt,
});

/** The leg's moving parts, as the page query and the subscription both select them. */
const liveLeg = {
  __typename: 'PortalOrderLeg',
  id: LEG,
  status: 'PENDING_PICKUP',
  holdReason: null,
  confirmedPickupAt: '2025-03-02T09:00:00.000Z',
  confirmedDeliveryAt: '2025-03-03T17:00:00.000Z',
  pickedUpAt: null,
  deliveredAt: null,
  eta: '2025-03-03T17:00:00.000Z',
  driverFirstName: 'Dana',
  needsTagAndTitle: false,
  tagAndTitleDone: false,
  updatedAt: '2025-03-01T10:00:00.000Z',
  activity: [activity('a1', 'UNACKNOWLEDGED', '2025-03-01T08:00:00.000Z'), activity('a2', 'PENDING_PICKUP', '2025-03-01T10:00:00.000Z')],
  order: { __typename: 'PortalOrder', id: ORDER, state: 'ACTIVE', legStatuses: ['PENDING_PICKUP'], updatedAt: '2025-03-01T10:00:00.000Z' },
};

const legPage = {
  ...liveLeg,
  pickupContact: null,
  deliveryContact: null,
  number: 'ORD-1-1',
  position: 1,
  sequence: 1,
  distance: 120,
  transportMethod: 'TRUCKED',
  requestedPickup: { __typename: 'DateRequest', mode: 'ASAP', date: null },
  requestedDelivery: { __typename: 'DateRequest', mode: 'BEFORE', date: '2025-03-05' },
  vehicle: {
    __typename: 'PortalVehicle',
    id: 'v1',
    vin: '1HGCM82633A004352',
    year: 2021,
    make: 'Honda',
    model: 'Accord',
    colour: null,
    plate: null,
    plateState: null,
  },
  origin: place('p1', 'Dealer A'),
  destination: place('p2', 'Dealer B'),
  order: {
    ...liveLeg.order,
    number: 'ORD-1',
    referenceNumbers: [],
    client: { __typename: 'PortalAccount', id: 'c1', displayName: 'Northwind Motors' },
    customer: null,
    quote: null,
  },
  conditionReports: [],
  photos: [],
  storageStays: [],
};

const delivered = {
  ...liveLeg,
  status: 'DELIVERED',
  pickedUpAt: '2025-03-02T09:30:00.000Z',
  deliveredAt: '2025-03-03T15:00:00.000Z',
  eta: '2025-03-03T15:00:00.000Z',
  updatedAt: '2025-03-03T15:00:00.000Z',
  activity: [
    ...liveLeg.activity,
    activity('a3', 'IN_TRANSIT', '2025-03-02T09:30:00.000Z'),
    activity('a4', 'DELIVERED', '2025-03-03T15:00:00.000Z'),
  ],
  order: { ...liveLeg.order, legStatuses: ['DELIVERED'], updatedAt: '2025-03-03T15:00:00.000Z' },
};

afterEach(() => vi.restoreAllMocks());

describe('portal cache: portalOrderLegChanged', () => {
  it('the leg page reads the pushed status, dates and history at once, complete, without asking the server', async () => {
    const asked: string[] = [];
    const client = answeringClient(
      createCacheExchange(),
      { query: { portalOrderLeg: legPage }, subscription: { portalOrderLegChanged: delivered } },
      asked,
    );
    await client.query(PortalOrderLegQuery, { id: LEG }).toPromise();
    await pipe(client.subscription(PortalOrderLegChangedSubscription, {}), take(1), toPromise);

    const cached = client.readQuery(PortalOrderLegQuery, { id: LEG });
    expect(cached?.stale).toBeFalsy();
    const page = cached?.data?.portalOrderLeg;
    const leg = getFragmentData(PortalLegHeaderFragment, page);
    expect(leg).toMatchObject({ status: 'DELIVERED', deliveredAt: '2025-03-03T15:00:00.000Z', driverFirstName: 'Dana' });
    expect(leg?.activity.map((entry) => entry.status)).toEqual(['UNACKNOWLEDGED', 'PENDING_PICKUP', 'IN_TRANSIT', 'DELIVERED']);
    expect(getFragmentData(PortalLegOverviewFragment, page)).toMatchObject({
      pickedUpAt: '2025-03-02T09:30:00.000Z',
      eta: '2025-03-03T15:00:00.000Z',
    });
    // The rest of the page (its order's number, the vehicle) is still there: the update did not blank the record.
    expect(page?.order.number).toBe('ORD-1');
    expect(asked).toEqual(['query', 'subscription']);
  });

  it('the order page’s legs and statuses follow the same event', async () => {
    const order = {
      __typename: 'PortalOrder',
      id: ORDER,
      number: 'ORD-1',
      state: 'ACTIVE',
      source: 'PORTAL',
      paymentStatus: null,
      referenceNumbers: ['PO-1'],
      instructions: [],
      legCount: 1,
      legStatuses: ['PENDING_PICKUP'],
      createdAt: '2025-03-01T08:00:00.000Z',
      updatedAt: '2025-03-01T10:00:00.000Z',
      client: { __typename: 'PortalAccount', id: 'c1', displayName: 'Northwind Motors', code: null },
      customer: null,
      legs: [{ ...legPage, order: { ...liveLeg.order, number: 'ORD-1' } }],
      vehicles: [],
      locations: [],
      quote: null,
      price: null,
    };
    const client = answeringClient(createCacheExchange(), {
      query: { portalOrder: order },
      subscription: { portalOrderLegChanged: delivered },
    });
    await client.query(PortalOrderQuery, { id: ORDER }).toPromise();
    await pipe(client.subscription(PortalOrderLegChangedSubscription, {}), take(1), toPromise);
    const cached = client.readQuery(PortalOrderQuery, { id: ORDER });
    expect(cached?.stale).toBeFalsy();
    const page = cached?.data?.portalOrder;
    expect(getFragmentData(PortalOrderHeaderFragment, page)?.legStatuses).toEqual(['DELIVERED']);
    expect(getFragmentData(PortalLegLiveFragment, page?.legs[0])?.status).toBe('DELIVERED');
  });
});

/** A portal quote as its page reads it, at a status and version, with no lines and no order yet. */
const quoteFixture = (status: string, version: number, availableEvents: string[]) => ({
  __typename: 'PortalQuote',
  id: 'q1',
  number: 'Q-1',
  status,
  validUntil: '2025-04-01',
  currency: 'USD',
  subtotal: 100000,
  tax: 0,
  total: 100000,
  request: {},
  declineReason: null,
  availableEvents,
  version,
  createdAt: '2025-03-01T00:00:00.000Z',
  updatedAt: '2025-03-01T00:00:00.000Z',
  client: { __typename: 'PortalAccount', id: 'c1', displayName: 'Northwind Motors' },
  customer: null,
  lineItems: [] as unknown[],
  order: null as unknown,
});

describe('portal cache: portalQuoteChanged', () => {
  const lineItem = (description: string, amount: number) => ({
    __typename: 'LineItem',
    type: 'RATE',
    legIndex: 0,
    description,
    quantity: 1,
    unitAmount: amount,
    amount,
    explanation: null,
  });
  const accepted = { ...quoteFixture('ACCEPTED', 2, []), lineItems: [lineItem('Boston → Brooklyn', 100000)] };
  const confirmed = {
    ...accepted,
    status: 'CONFIRMED',
    version: 3,
    total: 90000,
    subtotal: 90000,
    updatedAt: '2025-03-02T00:00:00.000Z',
    lineItems: [lineItem('Boston → Brooklyn (revised)', 90000)],
    order: { __typename: 'PortalOrder', id: ORDER, number: 'ORD-7' },
  };

  it('the quote page reads the pushed status, order link and line items at once, without asking the server', async () => {
    const asked: string[] = [];
    const client = answeringClient(
      createCacheExchange(),
      { query: { portalQuote: accepted }, subscription: { portalQuoteChanged: confirmed } },
      asked,
    );
    await client.query(PortalQuoteQuery, { id: 'q1' }).toPromise();
    await pipe(client.subscription(PortalQuoteChangedSubscription, {}), take(1), toPromise);

    const cached = client.readQuery(PortalQuoteQuery, { id: 'q1' });
    expect(cached?.stale).toBeFalsy();
    const quote = getFragmentData(PortalQuoteDetailFragment, cached?.data?.portalQuote);
    expect(quote).toMatchObject({ status: 'CONFIRMED', version: 3, total: 90000, order: { id: ORDER, number: 'ORD-7' } });
    const lines = getFragmentData(PortalQuoteLinesFragment, quote);
    expect(lines?.lineItems.map((item) => getFragmentData(PricedLineFragment, item).description)).toEqual(['Boston → Brooklyn (revised)']);
    expect(asked).toEqual(['query', 'subscription']);
  });
});

describe('portal cache: the home', () => {
  it('stores the home without a key of its own, and without warnings', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const home = {
      __typename: 'PortalHome',
      openOrders: 1,
      openLegsByStatus: [{ __typename: 'PortalStatusCount', status: 'PENDING_PICKUP', count: 1 }],
      quotesAwaitingAnswer: [],
      upcoming: [{ ...legPage }],
      recentDeliveries: [],
    };
    const client = answeringClient(createCacheExchange(), { query: { portalHome: home } });
    await client.query(PortalHomeQuery, {}).toPromise();
    const counts = client.readQuery(PortalHomeQuery, {})?.data?.portalHome.openLegsByStatus;
    expect(counts?.map(({ status, count }) => ({ status, count }))).toEqual([{ status: 'PENDING_PICKUP', count: 1 }]);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('portal cache: mutations', () => {
  it('a comment sent from the portal joins its order’s cached comments', async () => {
    const comment = (id: string, body: string) => ({
      __typename: 'PortalComment',
      id,
      body,
      authorName: 'Carla Client',
      fromStaff: false,
      createdAt: `2025-03-0${id.slice(1)}T00:00:00.000Z`,
    });
    const client = answeringClient(createCacheExchange(), {
      query: { portalOrder: { __typename: 'PortalOrder', id: ORDER, comments: [comment('c1', 'First')] } },
      mutation: { portalAddComment: comment('c2', 'Second') },
    });
    await client.query(PortalOrderCommentsQuery, { id: ORDER }).toPromise();
    await client.mutation(PortalAddCommentMutation, { entityKind: 'ORDER', entityId: ORDER, body: 'Second' }).toPromise();
    const cached = client.readQuery(PortalOrderCommentsQuery, { id: ORDER });
    expect(getFragmentData(PortalCommentItemFragment, cached?.data?.portalOrder?.comments)?.map((item) => item.id)).toEqual(['c1', 'c2']);
  });

  it('an answered quote shows its new status, and the home is asked again', async () => {
    const home = {
      __typename: 'PortalHome',
      openOrders: 0,
      openLegsByStatus: [],
      quotesAwaitingAnswer: [
        { __typename: 'PortalQuote', id: 'q1', number: 'Q-1', status: 'PENDING', total: 100000, currency: 'USD', validUntil: '2025-04-01' },
      ],
      upcoming: [],
      recentDeliveries: [],
    };
    const client = answeringClient(createCacheExchange(), {
      query: (variables?: { id?: string }) =>
        variables?.id ? { portalQuote: quoteFixture('PENDING', 1, ['ACCEPT', 'DECLINE']) } : { portalHome: home },
      mutation: { portalRespondToQuote: quoteFixture('ACCEPTED', 2, []) },
    });
    await client.query(PortalQuoteQuery, { id: 'q1' }).toPromise();
    await client.query(PortalHomeQuery, {}).toPromise();
    await client.mutation(PortalRespondToQuoteMutation, { id: 'q1', event: 'ACCEPT', version: 1 }).toPromise();
    const cached = getFragmentData(PortalQuoteDetailFragment, client.readQuery(PortalQuoteQuery, { id: 'q1' })?.data?.portalQuote);
    expect(cached).toMatchObject({ status: 'ACCEPTED', version: 2, availableEvents: [] });
    expect(client.readQuery(PortalHomeQuery, {})?.data ?? null).toBeNull();
  });
});
