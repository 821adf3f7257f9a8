import { greatCircleKm } from '../../../domain/geo';

/** A position the phone gave, as recordLegPositions takes it. */
export type RoutePoint = { at: string; lat: number; lng: number };

/**
 * How a driver's phone records a leg's route for the IFTA trip record (docs/ifta.md "Odometers and recorded positions"):
 * a position is kept 2 km on from the last one kept (a state line is placed to within that), or 200 m on after five
 * minutes in slow traffic; a parked phone keeps nothing new. The kept ones go to the server five at a time, or after
 * five minutes, or when recording stops. At highway speed that is a position a minute or so, a few hundred a day.
 */
export const KEEP_EVERY_KM = 2;
export const SLOW_KEEP_SECONDS = 300;
export const SLOW_KEEP_KM = 0.2;
export const SEND_EVERY_POINTS = 5;
export const SEND_EVERY_SECONDS = 300;
/** recordLegPositions takes at most 500 positions a call (server/orderLegs). */
export const SEND_AT_MOST = 500;

/** Whether the phone's new position is worth keeping after the last one kept. */
export const keepPoint = (last: RoutePoint | null, next: RoutePoint): boolean => {
  if (!last) return true;
  const seconds = (Date.parse(next.at) - Date.parse(last.at)) / 1000;
  if (seconds <= 0) return false;
  const km = greatCircleKm(last, next);
  return km >= KEEP_EVERY_KM || (seconds >= SLOW_KEEP_SECONDS && km >= SLOW_KEEP_KM);
};

/** Whether the kept positions waiting should go now (`sinceSent` seconds after the last send, or since recording began). */
export const sendNow = (waiting: number, sinceSent: number): boolean =>
  waiting >= SEND_EVERY_POINTS || (waiting > 0 && sinceSent >= SEND_EVERY_SECONDS);

/** The browser's words for why it gave no position, in the driver's terms. */
export const positionErrorText = (code: number): string =>
  code === 1
    ? 'Location is blocked for this site: allow it in the browser’s settings to record the route.'
    : code === 3
      ? 'The phone has not found its position yet; recording goes on.'
      : 'The phone could not tell its position; recording goes on.';
