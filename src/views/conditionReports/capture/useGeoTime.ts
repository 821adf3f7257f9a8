import { useCallback, useEffect } from 'react';
import type { GeoTime } from './captureDraft';

/** How long a capture waits for a position before it goes on without one. */
export const POSITION_TIMEOUT_MS = 4_000;
// A fix this recent is as good as a new one for a driver standing by the vehicle, and answers at once.
const POSITION_MAX_AGE_MS = 2 * 60_000;

export type Position = { latitude: number; longitude: number };

/**
 * The device's position, or null when there is no geolocation, it is denied or it takes too long. Our own timer too:
 * the API's `timeout` does not run while the permission prompt is open, and a capture never waits on a prompt.
 */
export const currentPosition = (
  geolocation: Geolocation | undefined = globalThis.navigator?.geolocation,
  timeoutMs = POSITION_TIMEOUT_MS,
): Promise<Position | null> =>
  new Promise((resolve) => {
    if (!geolocation) {
      resolve(null);
      return;
    }
    const timer = setTimeout(() => resolve(null), timeoutMs);
    const answer = (position: Position | null) => {
      clearTimeout(timer);
      resolve(position);
    };
    try {
      geolocation.getCurrentPosition(
        ({ coords }) => answer({ latitude: coords.latitude, longitude: coords.longitude }),
        () => answer(null),
        { enableHighAccuracy: true, timeout: timeoutMs, maximumAge: POSITION_MAX_AGE_MS },
      );
    } catch {
      // Some embedded browsers throw instead of calling the error callback (insecure context).
      answer(null);
    }
  });

/** When and where: the time is read at once (the moment of the capture), the position after. */
export const geoTime = async (now: Date = new Date(), geolocation?: Geolocation, timeoutMs?: number): Promise<GeoTime> => {
  const position = await currentPosition(geolocation, timeoutMs);
  return { capturedAt: now.toISOString(), latitude: position?.latitude ?? null, longitude: position?.longitude ?? null };
};

/**
 * The time-and-place stamp of a photo or a signature. Asks for the position once on mount, so the permission prompt
 * comes before the first photo and later stamps answer from a recent fix.
 */
export const useGeoTime = (): (() => Promise<GeoTime>) => {
  useEffect(() => {
    void currentPosition();
  }, []);
  return useCallback(() => geoTime(new Date()), []);
};
