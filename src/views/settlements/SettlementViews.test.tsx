import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { SettlementDetailFragment } from '@/generated/graphql';
import { formatMoney } from '../../domain/format';
import { buttonNames as buttons, renderStatic, textOf as text } from '../kit/testing/renderStatic';
import { OrderLegsPage } from './OrderLegsPage';
import { SettlementLegsPanel } from './SettlementLegsPanel';

// The unit project runs in Node (no DOM): the views are rendered to HTML with their queries answered at once, and
// read back by their text, buttons and checkboxes.
const UNSETTLED = {
  unsettledLegs: [
    {
      payeeKind: 'DRIVER',
      payeeName: 'Dale Driver',
      driver: { __typename: 'Driver', id: 'd1' },
      truckingCompany: null,
      legs: [
        {
          deliveredAt: '2026-11-20T15:00:00Z',
          leg: { __typename: 'OrderLeg', id: 'l1', number: 'O-100001-1', vehicle: null },
          order: { __typename: 'Order', id: 'o1', number: 'O-100001' },
        },
        {
          deliveredAt: '2026-10-02T15:00:00Z',
          leg: { __typename: 'OrderLeg', id: 'l2', number: 'O-100002-1', vehicle: null },
          order: { __typename: 'Order', id: 'o2', number: 'O-100002' },
        },
      ],
    },
  ],
};

const render = (view: ReactNode, asked: string[] = []) =>
  renderStatic(view, { answers: { UnsettledLegs: UNSETTLED }, asked, path: '/accounting/settlements' });

describe('the order legs to settle', () => {
  it("lists each payee's delivered legs to choose, and settles nothing until some are chosen", () => {
    const asked: string[] = [];
    const html = render(<OrderLegsPage />, asked);
    expect(asked).toContain('UnsettledLegs');
    expect(text(html)).toContain('Dale Driver');
    expect(text(html)).toContain('Driver, 2 delivered legs to settle');
    expect(html).toContain('href="/order-legs/l1"');
    expect(buttons(html)).toContain('Settle every leg of Dale Driver in the period');
    expect(html).toMatch(/<button form="[^"]*" type="submit"[^>]*disabled/);
    expect([...html.matchAll(/<label for="[^"]*">(.*?)<\/label>/g)].map((m) => m[1])).toEqual([
      'Every leg of Dale Driver',
      'Settle O-100001-1',
      'Settle O-100002-1',
    ]);
    // The period starts on the oldest delivery shown (Oct 2, in the tenant's zone), so every leg listed is in it.
    expect(html).toContain('value="10/02/2026"');
    expect(text(html)).toContain('Settle chosen legs');
  });
});

type Detail = Pick<SettlementDetailFragment, 'id' | 'version' | 'legs'>;

const settledLeg = (id: string, status: string, patch: object = {}) => ({
  id,
  vin: '1FTEW1EP5JFA00001',
  miles: 250,
  payKind: 'PER_MILE',
  rate: 56,
  ratedBill: null,
  amount: 14_000,
  status,
  heldFrom: null,
  leg: { id: `leg-${id}`, number: `O-10000${id}-1` },
  order: { id: `order-${id}`, number: `O-10000${id}` },
  ...patch,
});

describe("a settlement's earnings", () => {
  it('shows each leg with its pay, and offers Hold before payment and Release on a held leg', () => {
    const settlement = {
      id: 's1',
      version: 4,
      legs: [
        settledLeg('1', 'PENDING_PRELOAD'),
        settledLeg('2', 'ON_HOLD', { heldFrom: 'PENDING_PRELOAD', payKind: 'PERCENT', rate: 2_500, ratedBill: 50_500, amount: 12_625 }),
        settledLeg('3', 'DRIVER_PAID'),
      ],
    } as unknown as Detail;
    const money = (minor: number) => formatMoney(minor, 'USD', 'en-US');
    const html = render(<SettlementLegsPanel settlement={settlement} money={money} refetch={() => {}} />);
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => text(m[1]));
    expect(rows.slice(1)).toEqual([
      'O-100001-1 O-100001 1FTEW1EP5JFA00001 250 Per mile, $0.56 / mi — $140.00 Pending preload Hold',
      'O-100002-1 O-100002 1FTEW1EP5JFA00001 250 Percent of the bill, 25 % $505.00 $126.25 On hold Held from Pending preload Release',
      'O-100003-1 O-100003 1FTEW1EP5JFA00001 250 Per mile, $0.56 / mi — $140.00 Driver paid',
    ]);
    expect(buttons(html)).toEqual(['Hold leg O-100001-1', 'Release leg O-100002-1']);
  });
});
