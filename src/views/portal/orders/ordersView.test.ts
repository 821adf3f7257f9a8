import { describe, expect, it } from 'vitest';
import {
  decodePortalOrdersView,
  EMPTY_ORDERS_VIEW,
  encodePortalOrdersView,
  isDay,
  isFiltered,
  type PortalOrdersView,
  portalOrdersFilter,
  portalOrdersHref,
} from './ordersView';

const CLIENT = '11111111-1111-4111-8111-111111111111';
const CUSTOMER = '22222222-2222-4222-8222-222222222222';

const full: PortalOrdersView = {
  status: ['UNACKNOWLEDGED', 'IN_TRANSIT'],
  account: { kind: 'customer', id: CUSTOMER },
  from: '2025-03-01',
  to: '2025-03-31',
  search: 'WBA 123',
  page: 3,
};

describe('portal orders view in the URL', () => {
  it('the default view is the bare path', () => {
    expect(encodePortalOrdersView(EMPTY_ORDERS_VIEW)).toBe('');
    expect(portalOrdersHref(EMPTY_ORDERS_VIEW)).toBe('/portal/orders');
    expect(decodePortalOrdersView('')).toEqual(EMPTY_ORDERS_VIEW);
  });

  it('round-trips every filter', () => {
    const query = encodePortalOrdersView(full);
    expect(query).toBe(`status=UNACKNOWLEDGED%2CIN_TRANSIT&customer=${CUSTOMER}&from=2025-03-01&to=2025-03-31&q=WBA+123&page=3`);
    expect(decodePortalOrdersView(`?${query}`)).toEqual(full);
  });

  it('writes statuses in journey order whatever order they were pressed in', () => {
    expect(encodePortalOrdersView({ ...EMPTY_ORDERS_VIEW, status: ['DELIVERED', 'UNACKNOWLEDGED'] })).toBe(
      'status=UNACKNOWLEDGED%2CDELIVERED',
    );
  });

  it('drops what a client cannot filter by and what is malformed', () => {
    const view = decodePortalOrdersView(
      'status=VOID,IN_TRANSIT,NOPE&client=not-a-uuid&customer=x&from=2025-02-30&to=yesterday&page=-2&q=%20%20',
    );
    expect(view).toEqual({ ...EMPTY_ORDERS_VIEW, status: ['IN_TRANSIT'] });
  });

  it('reads a client filter, and prefers it when both are given', () => {
    expect(decodePortalOrdersView(`client=${CLIENT}&customer=${CUSTOMER}`).account).toEqual({ kind: 'client', id: CLIENT });
  });

  it('swaps days given the wrong way round', () => {
    expect(decodePortalOrdersView('from=2025-04-10&to=2025-04-01')).toMatchObject({ from: '2025-04-01', to: '2025-04-10' });
  });

  it('knows a real day', () => {
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
    expect(isDay('2025-2-1')).toBe(false);
  });

  it('says whether the list is narrowed; the page alone does not narrow it', () => {
    expect(isFiltered({ ...EMPTY_ORDERS_VIEW, page: 4 })).toBe(false);
    expect(isFiltered({ ...EMPTY_ORDERS_VIEW, to: '2025-01-01' })).toBe(true);
  });
});

describe('portalOrdersFilter', () => {
  it('sends nulls for every filter not set', () => {
    expect(portalOrdersFilter(EMPTY_ORDERS_VIEW)).toEqual({
      status: null,
      clientId: null,
      customerId: null,
      from: null,
      to: null,
      search: null,
    });
  });

  it('sends the company as clientId or customerId', () => {
    expect(portalOrdersFilter(full)).toEqual({
      status: ['UNACKNOWLEDGED', 'IN_TRANSIT'],
      clientId: null,
      customerId: CUSTOMER,
      from: '2025-03-01',
      to: '2025-03-31',
      search: 'WBA 123',
    });
    expect(portalOrdersFilter({ ...full, account: { kind: 'client', id: CLIENT } })).toMatchObject({ clientId: CLIENT, customerId: null });
  });
});
