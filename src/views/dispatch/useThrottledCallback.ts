import { useEffect, useRef, useState } from 'react';
import { throttle } from './throttle';

/** A stable callback running the latest `run` at most once every `ms` (./throttle); a pending call is dropped on unmount. */
export const useThrottledCallback = (run: () => void, ms: number): (() => void) => {
  const latest = useRef(run);
  latest.current = run;
  const [throttled] = useState(() => throttle(() => latest.current(), ms));
  useEffect(() => throttled.cancel, [throttled]);
  return throttled.call;
};
