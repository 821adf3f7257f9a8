/**
 * The zoomed-in outlines, each a lazy chunk fetched the first time the map is zoomed far enough (county lines from
 * 2×, full-detail county and state lines from 6×; scripts/dispatch-map-counties.ts), then kept for the session.
 */
import { useEffect, useMemo, useState } from 'react';
import { detailLevel } from './viewport';

export type DetailLayers = { counties?: string; detailCounties?: string; detailStates?: string };

let counties: Promise<string> | undefined;
let detail: Promise<{ counties: string; states: string }> | undefined;

const loadCounties = () => {
  counties ??= import('../../../generated/dispatchMapCounties').then((m) => m.DISPATCH_MAP_COUNTIES.counties);
  return counties;
};
const loadDetail = () => {
  detail ??= import('../../../generated/dispatchMapDetail').then((m) => m.DISPATCH_MAP_DETAIL);
  return detail;
};

/** What the zoom shows: nothing below 2×; counties (coarse) below 6×; full detail from 6× once it has loaded. */
export function useDetailLayers(zoom: number): DetailLayers {
  const level = detailLevel(zoom);
  const [layers, setLayers] = useState<DetailLayers>({});
  useEffect(() => {
    if (level === 'none') return;
    let live = true;
    // A failed fetch (offline, a new deploy) leaves the map at state lines; the next zoom tries again.
    const retry = (error: unknown) => {
      counties = undefined;
      detail = undefined;
      console.warn('Map detail did not load', error);
    };
    loadCounties().then((d) => live && setLayers((now) => (now.counties ? now : { ...now, counties: d })), retry);
    if (level === 'detail')
      loadDetail().then(
        (d) => live && setLayers((now) => (now.detailCounties ? now : { ...now, detailCounties: d.counties, detailStates: d.states })),
        retry,
      );
    return () => {
      live = false;
    };
  }, [level]);
  // One object per level and load, so the memoised layers re-render when the outlines change, not on every pan.
  return useMemo(() => {
    if (level === 'none') return NONE;
    if (level === 'detail' && layers.detailCounties) return { detailCounties: layers.detailCounties, detailStates: layers.detailStates };
    return { counties: layers.counties };
  }, [level, layers]);
}

const NONE: DetailLayers = {};
