import type { ReactElement } from 'react';
import { type GraphQLRequest, getOperationName } from '@urql/core';
import { renderToString } from 'react-dom/server';
import { type Client, Provider } from 'urql';
import { describe, expect, it } from 'vitest';
import { fromValue } from 'wonka';
import { Router } from 'wouter';
import { tenantMachine } from '../../machines/app/tenant.machine';
import { tenantFixture } from '../../testing/fixtures';
import { TenantActor } from '../kit/app/actors';
import { CallCenterLegsPage } from './CallCenterLegsPage';
import { CallCenterOverviewPage } from './CallCenterOverviewPage';

// The unit project runs in Node (no DOM): each page is rendered to HTML with its query answered at once, and read back
// by its text and links.
const PAGE = { total: 2, currentPage: 1, lastPage: 1, firstItem: 1, lastItem: 2, hasMorePages: false };
const ends = { requestedPickup: { mode: 'ASAP', date: null }, requestedDelivery: { mode: 'ASAP', date: null } };
const row = (
  id: string,
  number: string,
  status: string,
  availableEvents: string[],
  contact: object | null,
  lastContact: object | null,
) => ({
  __typename: 'CallCenterLeg',
  promisedDay: status === 'UNACKNOWLEDGED' ? null : '2026-12-08',
  contact,
  lastContact,
  leg: {
    __typename: 'OrderLeg',
    id,
    number,
    version: 1,
    status,
    transportMethod: 'DRIVEN',
    availableEvents,
    confirmedPickupAt: null,
    confirmedDeliveryAt: null,
    pickupContact: contact,
    deliveryContact: null,
    origin: null,
    destination: null,
    ...ends,
  },
});

const ANSWERS: Record<string, unknown> = {
  CallCenterOverviewPage: {
    callCenterOverview: {
      today: '2026-12-07',
      toAcknowledge: 3,
      toConfirmToday: 1200,
      toConfirmTomorrow: 0,
      toReschedule: 2,
      callbacksDue: 4,
      teamCallbacks: true,
      callsToday: [{ userId: 'u1', userName: 'Casey Caller', calls: 17 }],
    },
  },
  CallCenterLegsPage: {
    callCenterLegs: {
      data: [
        row('l1', 'O-100001-1', 'UNACKNOWLEDGED', ['ACKNOWLEDGE', 'HOLD', 'CANCEL'], { name: 'Ana Ruiz', phone: '904-555-0100' }, null),
        row('l2', 'O-100002-1', 'PENDING_CONFIRMATION', ['CONFIRM', 'HOLD', 'CANCEL'], null, {
          id: 'e1',
          channel: 'CALL',
          outcome: 'NO_ANSWER',
          contactName: 'Bo Lee',
          createdAt: '2026-12-06T15:00:00Z',
          userName: 'Casey Caller',
        }),
      ],
      paginatorInfo: PAGE,
    },
  },
};

const client = (asked: { name: string; variables: unknown }[]) =>
  ({
    executeQuery: (request: GraphQLRequest) => {
      const name = getOperationName(request.query) ?? '';
      asked.push({ name, variables: request.variables });
      return fromValue({ data: ANSWERS[name], fetching: false, stale: false, hasNext: false });
    },
    executeMutation: () => fromValue({ data: null }),
  }) as unknown as Client;

const render = (path: string, page: ReactElement, asked: { name: string; variables: unknown }[] = []) => {
  const snapshot = tenantMachine.resolveState({
    value: 'ready',
    context: { tenantId: 't1', tenants: [tenantFixture('t1')], candidates: [] },
  });
  const [ssrPath, ssrSearch] = path.split('?');
  return renderToString(
    <TenantActor.Provider options={{ snapshot, input: { queryTenant: null, storedTenant: null, cookieTenant: null } }}>
      <Provider value={client(asked)}>
        <Router ssrPath={ssrPath} ssrSearch={ssrSearch ?? ''}>
          {page}
        </Router>
      </Provider>
    </TenantActor.Provider>,
  );
};

const text = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('/call-center', () => {
  it('shows each count as a link to its queue, capped past 1,000, and the calls logged today per person', () => {
    const html = render('/call-center', <CallCenterOverviewPage />);
    expect(html).toContain('href="/call-center/order-legs?queue=ACKNOWLEDGE"');
    expect(html).toContain('href="/call-center/order-legs?queue=CONFIRM&amp;day=TODAY"');
    expect(html).toContain('href="/call-center/order-legs?queue=CONFIRM&amp;day=TOMORROW"');
    expect(html).toContain('href="/call-center/order-legs?queue=CALLBACKS"');
    expect(html).toContain('href="/call-center/order-legs?queue=RESCHEDULE"');
    const shown = text(html);
    expect(shown).toContain('3 Legs to acknowledge');
    expect(shown).toContain('1,000+ To confirm today');
    expect(shown).toContain("4 The team's callbacks due");
    expect(shown).toContain('Casey Caller 17');
    // Each person's count opens the calls they logged today.
    expect(html).toContain('href="/call-center/order-legs?person=u1"');
  });
});

describe('/call-center/order-legs', () => {
  it('lists the queue with whom to call (a tel: link), the last contact, the actions the leg allows and the keys', () => {
    const asked: { name: string; variables: unknown }[] = [];
    const html = render('/call-center/order-legs?queue=CONFIRM&day=TODAY', <CallCenterLegsPage />, asked);
    expect(asked).toContainEqual({ name: 'CallCenterLegsPage', variables: { first: 25, page: 1, queue: 'CONFIRM', day: 'TODAY' } });
    const shown = text(html);
    expect(shown).toContain('To confirm (today)');
    expect(html).toContain('href="tel:9045550100"');
    expect(shown).toContain('Ana Ruiz');
    expect(shown).toContain('No contact on the leg');
    expect(shown).toContain('None yet');
    expect(shown).toContain('Casey Caller (call, no answer)');
    expect(shown).toContain('Acknowledge leg O-100001-1');
    expect(shown).toContain('Confirm leg O-100002-1');
    expect(shown).not.toContain('Confirm leg O-100001-1');
    expect(shown).toContain('Log a call on leg O-100002-1');
    // The first row is the one the keys act on.
    expect(html.match(/aria-current="true"/g)).toHaveLength(1);
    expect(shown).toContain('Keyboard');
    expect(shown).toContain('Confirm the windows and log the call');
  });
});
