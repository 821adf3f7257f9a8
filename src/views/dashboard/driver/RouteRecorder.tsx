import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '@/generated';
import { graphqlFailure } from '../../kit/forms/failure';
import { Button } from '../../kit/ui/Button';
import { keepPoint, positionErrorText, type RoutePoint, SEND_AT_MOST, sendNow } from './routeRecording';

export const RecordLegPositionsMutation = graphql(`
  mutation RecordLegPositions($legId: ID!, $positions: [LegPositionInput!]!) {
    recordLegPositions(legId: $legId, positions: $positions)
  }
`);

const SEND_CHECK_MS = 30_000;

export type RouteRecorderProps = { legId: string; number: string };

/**
 * "Record the route" on a leg the driver has picked up (the driver's list holds no delivered leg: the server's rule for
 * positions, server/orderLegs/orderLegs.trips.ts): while it is on and this page is open, the phone's positions go to
 * the leg (routeRecording.ts says which and when), and the IFTA quarter apportions the leg along them. A position that
 * could not be sent is kept and sent with the next; stopping sends what waits. A phone asleep sends nothing (a driver
 * app or a telematics feed records in the background: docs/api.md).
 */
export const RouteRecorder = ({ legId, number }: RouteRecorderProps) => {
  const [recording, setRecording] = useState(false);
  const [sent, setSent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const [, record] = useMutation(RecordLegPositionsMutation);
  const waiting = useRef<RoutePoint[]>([]);
  const last = useRef<RoutePoint | null>(null);
  const sentAt = useRef(Date.now());
  const sending = useRef(false);

  const send = useCallback(async () => {
    if (sending.current || waiting.current.length === 0) return;
    sending.current = true;
    const batch = waiting.current.slice(0, SEND_AT_MOST);
    const result = await record({ legId, positions: batch });
    sending.current = false;
    if (result.error) {
      setProblem(`${graphqlFailure(result.error).message} The positions are kept and sent again.`);
      return;
    }
    waiting.current = waiting.current.slice(batch.length);
    sentAt.current = Date.now();
    setSent((count) => count + (result.data?.recordLegPositions ?? batch.length));
    setProblem(null);
  }, [legId, record]);

  useEffect(() => {
    if (!recording) return;
    if (!('geolocation' in navigator)) {
      setProblem('This browser cannot tell its position.');
      setRecording(false);
      return;
    }
    sentAt.current = Date.now();
    const due = () => sendNow(waiting.current.length, (Date.now() - sentAt.current) / 1000);
    const watch = navigator.geolocation.watchPosition(
      (position) => {
        const point = { at: new Date(position.timestamp).toISOString(), lat: position.coords.latitude, lng: position.coords.longitude };
        if (!keepPoint(last.current, point)) return;
        last.current = point;
        waiting.current.push(point);
        if (due()) void send();
      },
      (error) => {
        setProblem(positionErrorText(error.code));
        if (error.code === error.PERMISSION_DENIED) setRecording(false);
      },
      { enableHighAccuracy: true, maximumAge: 30_000, timeout: 60_000 },
    );
    const timer = setInterval(() => {
      if (due()) void send();
    }, SEND_CHECK_MS);
    return () => {
      navigator.geolocation.clearWatch(watch);
      clearInterval(timer);
      void send();
    };
  }, [recording, send]);

  const positions = (count: number) => (count === 1 ? '1 position' : `${count} positions`);
  return (
    <div className="route-recorder">
      <Button aria-pressed={recording} onClick={() => setRecording((on) => !on)}>
        {recording ? `Stop recording the route (${number})` : `Record the route (${number})`}
      </Button>
      <p role="status" className="muted">
        {recording
          ? `Recording the route while this page is open · ${positions(sent)} sent`
          : sent > 0
            ? `${positions(sent)} sent for the trip record.`
            : 'Your positions along the way make the IFTA trip record exact.'}
      </p>
      {problem && <p role="alert">{problem}</p>}
    </div>
  );
};
