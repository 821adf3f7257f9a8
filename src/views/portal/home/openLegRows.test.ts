import { describe, expect, it } from 'vitest';
import { openLegRows } from './openLegRows';

describe('openLegRows', () => {
  it('orders rows along the journey, links the statuses the orders list filters by, and drops zeros', () => {
    expect(
      openLegRows([
        { status: 'IN_TRANSIT', count: 2 },
        { status: 'PROCESSING', count: 1 },
        { status: 'UNACKNOWLEDGED', count: 3 },
        { status: 'ON_HOLD', count: 0 },
      ]),
    ).toEqual([
      { label: 'Awaiting acknowledgement', count: 3, href: '/portal/orders?status=UNACKNOWLEDGED' },
      { label: 'Being arranged', count: 1, href: null },
      { label: 'In transit', count: 2, href: '/portal/orders?status=IN_TRANSIT' },
    ]);
  });

  it('counts statuses that read alike together', () => {
    expect(
      openLegRows([
        { status: 'DELIVERED', count: 1 },
        { status: 'INVOICED', count: 2 },
      ]),
    ).toEqual([{ label: 'Delivered', count: 3, href: '/portal/orders?status=DELIVERED' }]);
  });
});
