import type { PortalOrderRowFragment } from '@/generated/graphql';
import { describe, expect, it } from 'vitest';
import { toCsv } from '../../../domain/csv';
import { dateRequestText, ORDERS_CSV_HEADER, orderCsvRow, orderEnds, orderEta, placesText, requestedDelivery } from './orderRows';

const place = (id: string, name: string, city = 'Austin', stateProvince = 'TX') => ({ id, name, city, stateProvince });
const A = place('a', 'Dealer A');
const HUB = place('h', 'Hub', 'Dallas');
const B = place('b', 'Dealer B', 'Houston');
const C = place('c', 'Body shop', 'Waco');

const leg = (position: number, origin: typeof A, destination: typeof A, extra: Partial<PortalOrderRowFragment['legs'][number]> = {}) => ({
  id: `leg-${position}`,
  position,
  status: 'PROCESSING' as const,
  eta: null,
  requestedDelivery: { mode: 'ASAP' as const, date: null },
  origin,
  destination,
  ...extra,
});

describe('orderEnds', () => {
  it('reads a chain through a hub as its two ends', () => {
    expect(orderEnds([leg(2, HUB, B), leg(1, A, HUB)])).toEqual({ from: [A], to: [B] });
  });

  it('lists each start and end once when several vehicles travel', () => {
    expect(orderEnds([leg(1, A, B), leg(2, A, C)])).toEqual({ from: [A], to: [B, C] });
  });

  it('falls back to the first and last legs when the chain loops back', () => {
    expect(orderEnds([leg(1, A, B), leg(2, B, A)])).toEqual({ from: [A], to: [A] });
  });

  it('has no ends without legs, and says so in words', () => {
    expect(orderEnds([])).toEqual({ from: [], to: [] });
    expect(placesText([])).toBe('—');
    expect(placesText([B, C])).toBe('Dealer B (Houston, TX) +1 more');
  });
});

describe('orderEta and requestedDelivery', () => {
  it('is the latest ETA of the legs not cancelled', () => {
    const legs = [
      leg(1, A, B, { eta: '2025-03-04T12:00:00.000Z' }),
      leg(2, A, C, { eta: '2025-03-09T12:00:00.000Z', status: 'CANCELLED' }),
      leg(3, A, C, { eta: '2025-03-06T08:00:00.000Z' }),
      leg(4, A, C),
    ];
    expect(orderEta(legs)).toBe('2025-03-06T08:00:00.000Z');
    expect(orderEta([leg(1, A, B)])).toBeNull();
  });

  it('takes the requested delivery of the last leg', () => {
    const legs = [leg(2, HUB, B, { requestedDelivery: { mode: 'BEFORE', date: '2025-03-10' } }), leg(1, A, HUB)];
    expect(dateRequestText(requestedDelivery(legs))).toBe('Before 2025-03-10');
    expect(dateRequestText({ mode: 'ASAP', date: null })).toBe('ASAP');
    expect(dateRequestText(null)).toBe('');
  });
});

describe('orderCsvRow', () => {
  it('writes one cell per header column, lists joined, portal words for statuses', () => {
    const order: PortalOrderRowFragment = {
      id: 'o1',
      number: 'ORD-1001',
      state: 'ACTIVE',
      referenceNumbers: ['PO-1', 'PO-2'],
      legStatuses: ['IN_TRANSIT', 'DRIVER_PAID', 'INVOICED'],
      legCount: 2,
      createdAt: '2025-03-01T09:00:00.000Z',
      client: { id: 'c1', displayName: 'Northwind Motors' },
      customer: { id: 'u1', displayName: 'Northwind Motors Downtown' },
      vehicles: [
        { id: 'v1', vin: '1HGCM82633A004352', year: 2021, make: 'Honda', model: 'Accord' },
        { id: 'v2', vin: null, year: null, make: 'Ford', model: null },
      ],
      legs: [leg(1, A, B, { eta: '2025-03-04T12:00:00.000Z', requestedDelivery: { mode: 'ON', date: '2025-03-04' } })],
    };
    const row = orderCsvRow(order);
    expect(row).toHaveLength(ORDERS_CSV_HEADER.length);
    expect(row).toEqual([
      'ORD-1001',
      'Northwind Motors',
      'Northwind Motors Downtown',
      'PO-1; PO-2',
      '2021 Honda Accord; Ford',
      '1HGCM82633A004352',
      'Dealer A (Austin, TX)',
      'Dealer B (Houston, TX)',
      'In transit; Delivered',
      'On 2025-03-04',
      '2025-03-04T12:00:00.000Z',
      '2025-03-01T09:00:00.000Z',
    ]);
    expect(toCsv(ORDERS_CSV_HEADER, [row]).split('\r\n')[1]).toContain('"Dealer A (Austin, TX)"');
  });
});
