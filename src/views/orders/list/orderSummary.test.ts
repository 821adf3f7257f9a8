import { OrderListStatusValues } from '@/generated/enums/OrderListStatus';
import { describe, expect, it } from 'vitest';
import { chipsThatFit, parseColumns } from './columns';
import { carriers, deliveryPlace, nextPickup, pickupPlace, type SummaryLeg, vehiclesText } from './orderSummary';
import { STATUS_GROUPS } from './StatusChips';

const place = (city: string) => ({ name: `${city} Yard`, city, stateProvince: 'MA' });
const leg = (position: number, status: SummaryLeg['status'], extra: Partial<SummaryLeg> = {}): SummaryLeg => ({
  position,
  status,
  origin: place(`From${position}`),
  destination: place(`To${position}`),
  requestedPickup: { mode: 'ASAP' },
  ...extra,
});

describe('the orders list summary columns', () => {
  it('starts at the first live leg and ends at the last, skipping cancelled legs', () => {
    const legs = [leg(2, 'CREATED'), leg(1, 'CANCELLED'), leg(3, 'CREATED')];
    expect(pickupPlace(legs)?.city).toBe('From2');
    expect(deliveryPlace(legs)?.city).toBe('To3');
    expect(pickupPlace([])).toBeNull();
  });

  it('takes the next pickup from legs still waiting: confirmed first, then the earliest requested day, else ASAP', () => {
    expect(nextPickup([leg(1, 'IN_TRANSIT'), leg(2, 'DELIVERED')])).toBeNull();
    expect(nextPickup([leg(1, 'PROCESSING')])).toEqual({ kind: 'asap' });
    expect(
      nextPickup([
        leg(1, 'PROCESSING', { requestedPickup: { mode: 'BEFORE', date: '2026-12-15' } }),
        leg(2, 'PROCESSING', { requestedPickup: { mode: 'ON', date: '2026-12-03' } }),
      ]),
    ).toEqual({ kind: 'requested', mode: 'ON', date: '2026-12-03' });
    expect(
      nextPickup([
        leg(1, 'PENDING_PICKUP', { confirmedPickupAt: '2026-12-09T14:00:00Z', requestedPickup: { mode: 'ON', date: '2026-12-01' } }),
        leg(2, 'IN_TRANSIT', { confirmedPickupAt: '2026-11-01T14:00:00Z' }),
      ]),
    ).toEqual({ kind: 'confirmed', at: '2026-12-09T14:00:00Z' });
  });

  it('names the first vehicle and counts the rest', () => {
    expect(vehiclesText([{ year: 2021, make: 'Toyota', model: 'Camry' }])).toBe('2021 Toyota Camry');
    expect(vehiclesText([{ year: 2021, make: 'Toyota', model: 'Camry' }, { make: 'Ford' }, {}])).toBe('2021 Toyota Camry +2 more');
    expect(vehiclesText([])).toBe('');
  });

  it('keeps a stored column choice only when it is sound, the number first', () => {
    expect(parseColumns(['total', 'number', 'total', 'bogus'])).toEqual(['number', 'total']);
    expect(parseColumns('number')).toBeNull();
    expect(parseColumns(['bogus'])).toBeNull();
  });

  it('puts every list status in exactly one of the three vocabularies', () => {
    const grouped = STATUS_GROUPS.flatMap((group) => group.options);
    expect([...grouped].sort()).toEqual([...OrderListStatusValues].sort());
  });

  it('shows whole chips only, as many as fit, the first always', () => {
    expect(chipsThatFit(['In transit', 'Delivered'])).toBe(2);
    expect(chipsThatFit(['Waiting on tag and title', 'Pending confirmation', 'Cleared for dispatch', 'In transit'])).toBeLessThan(4);
    expect(chipsThatFit(['A very very very very very very very long status name indeed'])).toBe(1);
  });

  it('names each carrier of the live legs once', () => {
    expect(
      carriers([
        leg(1, 'DELIVERED', { driver: { fullName: 'Dale Driver' } }),
        leg(2, 'IN_TRANSIT', { truckingCompany: { displayName: 'Ridgeline Haulers' } }),
        leg(3, 'PENDING_PICKUP', { driver: { fullName: 'Dale Driver' } }),
        leg(4, 'CANCELLED', { driver: { fullName: 'Nobody' } }),
      ]),
    ).toEqual(['Dale Driver', 'Ridgeline Haulers']);
  });
});
