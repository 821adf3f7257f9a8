import type { OrderLegStatus } from '@/generated/graphql';
import { describe, expect, it } from 'vitest';
import { LEG_STATUSES } from '../../../domain/orderListFilters';
import { JOURNEY_STEPS, legJourney } from './journey';

const states = (status: OrderLegStatus, extra: Parameters<typeof legJourney>[0] = { status }) =>
  legJourney({ ...extra, status }).steps.map((step) => step.state);

describe('legJourney', () => {
  it('places every leg status on a step, or says why the journey stands still', () => {
    const placed = JOURNEY_STEPS.flatMap((step) => step.statuses);
    for (const status of LEG_STATUSES) {
      const paused = status === 'ON_HOLD' || status === 'CANCELLED';
      expect(placed.includes(status) || paused, status).toBe(true);
    }
  });

  it('a new portal order is at its first step, nothing done', () => {
    expect(states('UNACKNOWLEDGED')).toEqual(['current', 'upcoming', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
    expect(legJourney({ status: 'UNACKNOWLEDGED' })).toMatchObject({ current: 0, done: 0, stop: null });
  });

  it('a leg in transit has four steps behind it, with the pickup time on its step', () => {
    const journey = legJourney({ status: 'PORT_TRANSIT', pickedUpAt: '2025-03-02T10:00:00.000Z' });
    expect(journey.steps.map((step) => step.state)).toEqual(['done', 'done', 'done', 'done', 'current', 'upcoming']);
    expect(journey.steps[4].at).toBe('2025-03-02T10:00:00.000Z');
    expect(journey.done).toBe(4);
  });

  it('a delivered leg has every step done, invoiced or not', () => {
    for (const status of ['DELIVERED', 'INVOICED', 'DRIVER_PAID'] as const) {
      expect(states(status)).toEqual(['done', 'done', 'done', 'done', 'done', 'done']);
      expect(legJourney({ status }).done).toBe(6);
    }
  });

  it('dates each reached step by the last time the history entered it', () => {
    const journey = legJourney({
      status: 'CALL_CENTER_CONFIRMED',
      activity: [
        { status: 'CALL_CENTER_CONFIRMED', createdAt: '2025-03-03T09:00:00.000Z' },
        { status: 'UNACKNOWLEDGED', createdAt: '2025-03-01T09:00:00.000Z' },
        { status: 'PROCESSING', createdAt: '2025-03-02T09:00:00.000Z' },
        { status: null, createdAt: '2025-03-02T10:00:00.000Z' },
        { status: 'PENDING_CONFIRMATION', createdAt: '2025-03-02T11:00:00.000Z' },
      ],
    });
    expect(journey.steps.map((step) => step.at)).toEqual([
      '2025-03-01T09:00:00.000Z',
      '2025-03-02T11:00:00.000Z',
      '2025-03-03T09:00:00.000Z',
      null,
      null,
      null,
    ]);
  });

  it('a held leg stays on the step it was held from, and says it is held', () => {
    const journey = legJourney({
      status: 'ON_HOLD',
      activity: [
        { status: 'UNACKNOWLEDGED', createdAt: '2025-03-01T09:00:00.000Z' },
        { status: 'PENDING_CONFIRMATION', createdAt: '2025-03-02T09:00:00.000Z' },
        { status: 'ON_HOLD', createdAt: '2025-03-03T09:00:00.000Z' },
      ],
    });
    expect(journey).toMatchObject({ current: 1, done: 1, stop: 'ON_HOLD' });
    expect(journey.steps[1].state).toBe('current');
  });

  it('a held leg without history is shown at the start', () => {
    expect(legJourney({ status: 'ON_HOLD' })).toMatchObject({ current: 0, stop: 'ON_HOLD' });
  });

  it('a cancelled leg stops where it was; the steps after it never come', () => {
    const journey = legJourney({
      status: 'CANCELLED',
      activity: [
        { status: 'CLEARED_FOR_DISPATCH', createdAt: '2025-03-01T09:00:00.000Z' },
        { status: 'ON_HOLD', createdAt: '2025-03-02T09:00:00.000Z' },
        { status: 'CANCELLED', createdAt: '2025-03-03T09:00:00.000Z' },
      ],
    });
    expect(journey).toMatchObject({ current: 3, stop: 'CANCELLED' });
    expect(journey.steps[5].state).toBe('upcoming');
  });

  it('an aborted pickup waits at "Ready for pickup"', () => {
    expect(legJourney({ status: 'ABORTED' })).toMatchObject({ current: 3, stop: 'ABORTED' });
  });
});
