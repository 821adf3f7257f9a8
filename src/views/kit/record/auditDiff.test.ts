import { describe, expect, it } from 'vitest';
import { changedFields, valueText } from './auditDiff';
import { eventLabel, fieldLabel } from './eventLabels';

describe('changedFields', () => {
  it('lists the fields that differ, in order, with both values', () => {
    expect(changedFields({ status: 'PROCESSING', heldFrom: null }, { status: 'ON_HOLD', heldFrom: 'PROCESSING', same: 1 })).toEqual([
      { field: 'status', before: 'PROCESSING', after: 'ON_HOLD' },
      { field: 'heldFrom', before: null, after: 'PROCESSING' },
      { field: 'same', before: undefined, after: 1 },
    ]);
  });

  it('treats missing rows as empty and drops unchanged fields', () => {
    expect(changedFields(null, null)).toEqual([]);
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual([]);
  });
});

describe('labels', () => {
  it('names values, events and fields in words', () => {
    expect(valueText(null)).toBe('—');
    expect(valueText(true)).toBe('yes');
    expect(valueText(['A', 'B'])).toBe('A, B');
    expect(eventLabel('leg.confirm')).toBe('Confirm');
    expect(eventLabel('hold.release')).toBe('Release hold');
    expect(eventLabel('legs.allConfirmed')).toBe('All legs confirmed');
    // Issue 13: no internal names ("Leg create", "vehicle.create") in a history.
    expect(eventLabel('order.create')).toBe('Order created');
    expect(eventLabel('leg.create')).toBe('Leg created');
    expect(eventLabel('vehicle.create')).toBe('Vehicle added');
    expect(eventLabel('order.update')).toBe('Order edited');
    expect(eventLabel('media.upload')).toBe('File uploaded');
    expect(eventLabel('alert.acknowledge')).toBe('Alert acknowledged');
    expect(eventLabel('something.unheard')).toBe('Something unheard');
    expect(fieldLabel('confirmedPickupAt')).toBe('Confirmed pickup at');
  });
});
