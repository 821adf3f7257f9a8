import { describe, expect, it } from 'vitest';
import { formatMoney, formatRelative, roleLabel, unitLabel, zoneSizeLabel } from './format';

describe('format', () => {
  it('names roles for people', () => {
    expect(roleLabel('ACCIDENT_INCIDENT_MGMT')).toBe('Accident Incident Management');
    expect(roleLabel('CALL_CENTER_LEAD')).toBe('Call Center Lead');
    expect(roleLabel('ADMIN')).toBe('Admin');
  });

  it('names units and keeps unknown ones as they are', () => {
    expect(unitLabel('kg')).toBe('kilograms (kg)');
    expect(unitLabel('furlong')).toBe('furlong');
    expect(zoneSizeLabel(80, 'km')).toBe('80 km');
  });

  it('says how long ago', () => {
    const now = Date.parse('2024-01-17T12:00:00Z');
    expect(formatRelative('2024-01-17T11:59:50Z', now, 'en-US')).toBe('just now');
    expect(formatRelative('2024-01-17T11:55:00Z', now, 'en-US')).toBe('5 minutes ago');
    expect(formatRelative('2024-01-16T12:00:00Z', now, 'en-US')).toBe('yesterday');
  });

  it('formats minor units as money in the currency and locale', () => {
    expect(formatMoney(31000, 'USD', 'en-US')).toBe('$310.00');
    expect(formatMoney(-1234567, 'USD', 'en-US')).toBe('-$12,345.67');
    expect(formatMoney(12.5, 'USD', 'en-US')).toBe('$0.125');
    expect(formatMoney(31000, 'CAD', 'en-CA')).toBe('$310.00');
    expect(formatMoney(31000, 'CAD', 'en-US')).toBe('CA$310.00');
    expect(formatMoney(500, 'JPY', 'en-US')).toBe('¥500');
    expect(formatMoney(31000, 'NOPE', 'en-US')).toBe('310.00 NOPE');
  });
});
