import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentPosition, geoTime } from './useGeoTime';

type Success = (position: { coords: { latitude: number; longitude: number } }) => void;
type Failure = () => void;

const geolocation = (behave: (success: Success, failure: Failure) => void) =>
  ({ getCurrentPosition: (success: Success, failure: Failure) => behave(success, failure) }) as unknown as Geolocation;

afterEach(() => {
  vi.useRealTimers();
});

describe('currentPosition', () => {
  it('answers the device’s position', async () => {
    const device = geolocation((success) => success({ coords: { latitude: 41.88, longitude: -87.63 } }));
    expect(await currentPosition(device)).toEqual({ latitude: 41.88, longitude: -87.63 });
  });

  it('answers null when the driver refused, or there is no geolocation', async () => {
    expect(await currentPosition(geolocation((_, failure) => failure()))).toBeNull();
    expect(await currentPosition(undefined)).toBeNull();
  });

  it('answers null when the API throws (an insecure context)', async () => {
    const device = geolocation(() => {
      throw new Error('Only secure origins are allowed');
    });
    expect(await currentPosition(device)).toBeNull();
  });

  it('goes on without a position when the device never answers (a prompt left open)', async () => {
    vi.useFakeTimers();
    const answer = currentPosition(
      geolocation(() => {}),
      3_000,
    );
    await vi.advanceTimersByTimeAsync(3_000);
    expect(await answer).toBeNull();
  });
});

describe('geoTime', () => {
  it('stamps the moment it was asked, with the position when there is one', async () => {
    const device = geolocation((success) => success({ coords: { latitude: 1.5, longitude: 2.5 } }));
    expect(await geoTime(new Date('2026-11-24T14:00:00Z'), device)).toEqual({
      capturedAt: '2026-11-24T14:00:00.000Z',
      latitude: 1.5,
      longitude: 2.5,
    });
    expect(
      await geoTime(
        new Date('2026-11-24T14:00:00Z'),
        geolocation((_, failure) => failure()),
      ),
    ).toEqual({
      capturedAt: '2026-11-24T14:00:00.000Z',
      latitude: null,
      longitude: null,
    });
  });
});
