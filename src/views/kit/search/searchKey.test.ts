import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keyValidUntil, RENEW_MARGIN_MS, renewDelayMs, scheduleRenewal } from './searchKey';

const HMAC = 'a'.repeat(64);
/** A key as algoliasearch's generateSecuredApiKey writes it: base64 of the hex HMAC and the restriction string. */
const securedKey = (restrictions: string) => btoa(`${HMAC}${restrictions}`);
const NOW = Date.UTC(2026, 11, 7, 12, 0, 0);
const inSeconds = (seconds: number) => Math.floor(NOW / 1000) + seconds;

describe('keyValidUntil', () => {
  it('reads validUntil from the restriction string, whatever its place', () => {
    const until = inSeconds(3600);
    expect(keyValidUntil(securedKey(`filters=tenantId%3Ax&validUntil=${until}&restrictIndices=orders`))).toBe(until);
    expect(keyValidUntil(securedKey(`validUntil=${until}`))).toBe(until);
  });

  it('is null for a key without validUntil or that is not base64', () => {
    expect(keyValidUntil(securedKey('filters=tenantId%3Ax'))).toBeNull();
    expect(keyValidUntil('not base64 at all!')).toBeNull();
  });
});

describe('renewDelayMs', () => {
  it('renews five minutes before the key lapses', () => {
    expect(renewDelayMs(securedKey(`validUntil=${inSeconds(3600)}`), NOW)).toBe(3600_000 - RENEW_MARGIN_MS);
  });

  it('renews at once a key inside its last minutes or already lapsed', () => {
    expect(renewDelayMs(securedKey(`validUntil=${inSeconds(30)}`), NOW)).toBe(0);
    expect(renewDelayMs(securedKey(`validUntil=${inSeconds(-30)}`), NOW)).toBe(0);
  });

  it('never renews a key that does not lapse', () => {
    expect(renewDelayMs(securedKey('filters=a'), NOW)).toBeNull();
  });
});

describe('scheduleRenewal', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('calls renew when the key is due, not before', () => {
    const renew = vi.fn();
    scheduleRenewal(securedKey(`validUntil=${inSeconds(600)}`), renew);
    vi.advanceTimersByTime(600_000 - RENEW_MARGIN_MS - 1);
    expect(renew).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('calls nothing once cancelled, nor for a key that never lapses', () => {
    const renew = vi.fn();
    const cancel = scheduleRenewal(securedKey(`validUntil=${inSeconds(120)}`), renew);
    cancel();
    scheduleRenewal(securedKey('filters=a'), renew);
    vi.advanceTimersByTime(3600_000);
    expect(renew).not.toHaveBeenCalled();
  });
});
