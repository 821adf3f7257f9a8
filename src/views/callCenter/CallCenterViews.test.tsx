import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStatic, textOf } from '../kit/testing/renderStatic';
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

type Asked = { name: string; variables: unknown };

const render = (path: string, page: ReactElement, asked: Asked[] = []) =>
  renderStatic(page, {
    path,
    answers: (name, variables) => {
      asked.push({ name, variables });
      return ANSWERS[name];
    },
  });

describe('/call-center', () => {
  it('shows each count as a link to its queue, capped past 1,000, and the calls logged today per person', () => {
    const html = render('/call-center', <CallCenterOverviewPage />);
    expect(html).toContain('href="/call-center/order-legs?queue=ACKNOWLEDGE"');
    expect(html).toContain('href="/call-center/order-legs?queue=CONFIRM&amp;day=TODAY"');
    expect(html).toContain('href="/call-center/order-legs?queue=CONFIRM&amp;day=TOMORROW"');
    expect(html).toContain('href="/call-center/order-legs?queue=CALLBACKS"');
    expect(html).toContain('href="/call-center/order-legs?queue=RESCHEDULE"');
    const shown = textOf(html);
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
    const asked: Asked[] = [];
    const html = render('/call-center/order-legs?queue=CONFIRM&day=TODAY', <CallCenterLegsPage />, asked);
    expect(asked).toContainEqual({ name: 'CallCenterLegsPage', variables: { first: 25, page: 1, queue: 'CONFIRM', day: 'TODAY' } });
    const shown = textOf(html);
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
