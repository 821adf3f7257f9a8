import { describe, expect, it } from 'vitest';
import { keepPoint, positionErrorText, SEND_EVERY_SECONDS, sendNow } from './routeRecording';

const at = (seconds: number) => new Date(Date.UTC(2026, 11, 7, 12, 0, seconds)).toISOString();

describe('recording a leg’s route on the driver’s phone', () => {
  it('keeps the first position, then one 2 km on, or 200 m on after five minutes, never a parked phone’s', () => {
    const first = { at: at(0), lat: 41.88, lng: -87.63 };
    expect(keepPoint(null, first)).toBe(true);
    // 0.02° of latitude is about 2.2 km; 0.015° about 1.7 km; 0.002° about 220 m.
    expect(keepPoint(first, { at: at(20), lat: 41.9, lng: -87.63 })).toBe(true);
    expect(keepPoint(first, { at: at(20), lat: 41.895, lng: -87.63 })).toBe(false);
    expect(keepPoint(first, { at: at(299), lat: 41.882, lng: -87.63 })).toBe(false);
    expect(keepPoint(first, { at: at(300), lat: 41.882, lng: -87.63 })).toBe(true);
    expect(keepPoint(first, { ...first, at: at(3600) })).toBe(false);
    expect(keepPoint(first, { at: at(-5), lat: 42, lng: -87 })).toBe(false);
  });

  it('sends five at a time, or what waits after five minutes, and nothing when nothing waits', () => {
    expect(sendNow(5, 0)).toBe(true);
    expect(sendNow(4, 10)).toBe(false);
    expect(sendNow(1, SEND_EVERY_SECONDS)).toBe(true);
    expect(sendNow(0, SEND_EVERY_SECONDS * 2)).toBe(false);
  });

  it('says why the phone gave no position', () => {
    expect(positionErrorText(1)).toMatch(/blocked/);
    expect(positionErrorText(3)).toMatch(/not found its position/);
    expect(positionErrorText(2)).toMatch(/could not tell/);
  });
});
