import { describe, expect, it } from 'vitest';
import { OrderLegStatusValues } from '@/generated/enums/OrderLegStatus';
import { decodeOrderListView } from '../../domain/orderListUrl';
import { LIFECYCLE, legStatusHref, todayHref } from './dashboardLinks';

const viewOf = (href: string) => decodeOrderListView(href.slice(href.indexOf('?')));

describe('dashboard links into /orders', () => {
  it('links a leg status the list has a chip for to that chip', () => {
    expect(legStatusHref('ON_HOLD')).toBe('/orders?status=ON_HOLD');
    expect(viewOf(legStatusHref('ON_HOLD')).status).toEqual(['ON_HOLD']);
  });

  it('links the other leg statuses to a leg-status condition the list accepts', () => {
    for (const status of ['CANCELLED', 'INVOICED', 'PORT_TRANSIT', 'ABORTED'] as const) {
      expect(viewOf(legStatusHref(status)).conditions).toEqual([{ column: 'LEG_STATUS', operator: 'EQ', values: [status] }]);
    }
  });

  it('orders every leg status once (a status added to the schema must find its place)', () => {
    expect([...LIFECYCLE].sort()).toEqual([...OrderLegStatusValues].sort());
  });

  it('gives every leg status a link that survives decoding', () => {
    for (const status of LIFECYCLE) {
      const view = viewOf(legStatusHref(status));
      expect(view.status.length + view.conditions.length).toBe(1);
    }
  });

  it('bounds "today" by the UTC day, as the server counts it', () => {
    const href = todayHref('CONFIRMED_PICKUP_AT', new Date('2024-05-03T22:15:00Z'));
    expect(viewOf(href).conditions).toEqual([
      { column: 'CONFIRMED_PICKUP_AT', operator: 'BETWEEN', values: ['2024-05-03T00:00:00.000Z', '2024-05-03T23:59:59.999Z'] },
    ]);
  });
});
