import { describe, expect, it } from 'vitest';
import { OrderLegStatusValues } from '../generated/enums/OrderLegStatus';
import { OrderListStatusValues } from '../generated/enums/OrderListStatus';
import { enumLabel, LEG_STATUS_LABEL, ORDER_STATE_LABEL, QUOTE_STATUS_LABEL, statusLabel } from './labels';

describe('enumLabel', () => {
  it('writes a value in sentence case', () => {
    expect(enumLabel('WAITING_ON_TAG_AND_TITLE')).toBe('Waiting on tag and title');
    expect(enumLabel('ON_HOLD')).toBe('On hold');
    expect(enumLabel('CALL_CENTER')).toBe('Call center');
    expect(enumLabel('PENDING')).toBe('Pending');
    expect(enumLabel('PARTIALLY_PAID')).toBe('Partially paid');
  });

  it('keeps abbreviations in capitals', () => {
    expect(enumLabel('QB_EXPORTS')).toBe('QB exports');
    expect(enumLabel('DRIVER_ID')).toBe('Driver ID');
    expect(enumLabel('VIN')).toBe('VIN');
  });

  it('survives odd input', () => {
    expect(enumLabel('')).toBe('');
    expect(enumLabel('_A__B_')).toBe('A b');
  });
});

describe('the status labels', () => {
  it('give every leg status one sentence-case label', () => {
    expect(Object.keys(LEG_STATUS_LABEL).sort()).toEqual([...OrderLegStatusValues].sort());
    for (const label of Object.values(LEG_STATUS_LABEL)) expect(label).toMatch(/^[A-Z][a-z]*( [a-z]+)*$/);
    expect(LEG_STATUS_LABEL.WAITING_ON_TAG_AND_TITLE).toBe('Waiting on tag and title');
    expect(LEG_STATUS_LABEL.CALL_CENTER_CONFIRMED).toBe('Call center confirmed');
  });

  it('label order states and quote statuses the same way', () => {
    expect(ORDER_STATE_LABEL.CALL_CENTER).toBe('Call center');
    expect(QUOTE_STATUS_LABEL.PENDING).toBe('Pending');
  });

  it('agree with the list filter, which shares leg statuses with the legs', () => {
    for (const status of OrderListStatusValues)
      if (status in LEG_STATUS_LABEL) expect(enumLabel(status)).toBe(LEG_STATUS_LABEL[status as keyof typeof LEG_STATUS_LABEL]);
  });

  it('read an untyped status (an audit row) or a dash', () => {
    expect(statusLabel('IN_TRANSIT')).toBe('In transit');
    expect(statusLabel(null)).toBe('—');
    expect(statusLabel(3)).toBe('—');
  });
});
