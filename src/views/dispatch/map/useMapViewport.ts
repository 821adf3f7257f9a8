/**
 * The dispatch map's view, driven by the wheel, a drag, a pinch, the keyboard and the buttons (pure math in
 * viewport.ts). Until someone moves the map it follows `fit` (the legs drawn), so a new filter refits it; after a
 * move it stays where it was put until reset. The SVG's viewBox is its own size in CSS pixels (measured), so
 * markers, labels and strokes are drawn in screen pixels and only the map layer's transform changes.
 */
import { type KeyboardEvent, type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { MapPoint } from './projection';
import { fitView, keyAction, type MapBounds, type MapView, panBy, revealView, type ScreenSize, ZOOM_STEP, zoomAt } from './viewport';

/** Until measured (and in a server render): the map's own aspect at its source width. */
const FIRST_SCREEN: ScreenSize = { width: 960, height: 600 };
/** A press that moves less than this (px) is a click, not a drag. */
const DRAG_SLOP = 4;

export type MapViewport = {
  view: MapView;
  screen: ScreenSize;
  zoomIn: () => void;
  zoomOut: () => void;
  reset: () => void;
  /** Brings a box (the selected leg) into sight if the map was moved away from it. */
  reveal: (bounds: MapBounds | null) => void;
  onKeyDown: (event: KeyboardEvent<SVGSVGElement>) => void;
  pointer: {
    onPointerDown: (event: PointerEvent<SVGSVGElement>) => void;
    onPointerMove: (event: PointerEvent<SVGSVGElement>) => void;
    onPointerUp: (event: PointerEvent<SVGSVGElement>) => void;
    onPointerCancel: (event: PointerEvent<SVGSVGElement>) => void;
    onClickCapture: (event: React.MouseEvent<SVGSVGElement>) => void;
  };
};

const pointIn = (svg: Element, event: { clientX: number; clientY: number }): MapPoint => {
  const box = svg.getBoundingClientRect();
  return { x: event.clientX - box.left, y: event.clientY - box.top };
};

export function useMapViewport(svgRef: RefObject<SVGSVGElement | null>, fit: MapBounds | null): MapViewport {
  const [screen, setScreen] = useState<ScreenSize>(FIRST_SCREEN);
  // null: follow the fit; a view: where someone put the map.
  const [moved, setMoved] = useState<MapView | null>(null);
  const view = moved ?? fitView(fit, screen);
  const current = useRef({ view, screen });
  current.current = { view, screen };

  const move = useCallback((next: (view: MapView, screen: ScreenSize) => MapView) => {
    const { view: now, screen: size } = current.current;
    const after = next(now, size);
    current.current = { view: after, screen: size };
    setMoved(after);
  }, []);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const measure = () => {
      const { width, height } = svg.getBoundingClientRect();
      if (width > 0 && height > 0) setScreen({ width: Math.round(width), height: Math.round(height) });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(svg);
    // Not passive: the wheel zooms the map instead of scrolling the page.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const pixels = event.deltaY * (event.deltaMode === 1 ? 16 : event.deltaMode === 2 ? 400 : 1);
      const anchor = pointIn(svg, event);
      move((now, size) => zoomAt(now, Math.exp(-pixels * 0.002), anchor, size));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer.disconnect();
      svg.removeEventListener('wheel', onWheel);
    };
  }, [svgRef, move]);

  // The pointers down on the map: one drags, two pinch (their middle pans, their distance zooms).
  const pointers = useRef(new Map<number, MapPoint>());
  const dragged = useRef(false);
  const start = useRef<MapPoint | null>(null);

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    pointers.current.set(event.pointerId, pointIn(event.currentTarget, event));
    if (pointers.current.size === 1) {
      start.current = pointIn(event.currentTarget, event);
      dragged.current = false;
    }
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const at = pointIn(event.currentTarget, event);
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId).map(([, point]) => point);
    if (!dragged.current && start.current && Math.hypot(at.x - start.current.x, at.y - start.current.y) < DRAG_SLOP && others.length === 0)
      return;
    if (!dragged.current) {
      dragged.current = true;
      event.currentTarget.setPointerCapture(event.pointerId);
    }
    pointers.current.set(event.pointerId, at);
    if (others.length === 0) move((now, size) => panBy(now, at.x - before.x, at.y - before.y, size));
    else {
      const other = others[0];
      const spread = Math.hypot(before.x - other.x, before.y - other.y);
      const factor = spread > 0 ? Math.hypot(at.x - other.x, at.y - other.y) / spread : 1;
      const middle = { x: (at.x + other.x) / 2, y: (at.y + other.y) / 2 };
      move((now, size) => panBy(zoomAt(now, factor, middle, size), (at.x - before.x) / 2, (at.y - before.y) / 2, size));
    }
  };

  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size === 0) start.current = null;
  };

  // A drag ends with a click on what is under the pointer: it moved the map, it selects nothing.
  const onClickCapture = (event: React.MouseEvent<SVGSVGElement>) => {
    if (!dragged.current) return;
    dragged.current = false;
    event.stopPropagation();
  };

  const zoomIn = useCallback(() => move((now, size) => zoomAt(now, ZOOM_STEP, { x: size.width / 2, y: size.height / 2 }, size)), [move]);
  const zoomOut = useCallback(
    () => move((now, size) => zoomAt(now, 1 / ZOOM_STEP, { x: size.width / 2, y: size.height / 2 }, size)),
    [move],
  );
  const reset = useCallback(() => setMoved(null), []);
  // A map that follows the fit shows every leg already.
  const reveal = useCallback((bounds: MapBounds | null) => setMoved((now) => now && revealView(now, bounds, current.current.screen)), []);

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    // A leg's own keys (arrows between legs, Enter) come first; arrows pan only from the map itself.
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key.startsWith('Arrow') && event.target !== event.currentTarget) return;
    const action = keyAction(event.key, current.current.view, current.current.screen);
    if (!action) return;
    event.preventDefault();
    if (action === 'reset') reset();
    else move(() => action);
  };

  return {
    view,
    screen,
    zoomIn,
    zoomOut,
    reset,
    reveal,
    onKeyDown,
    pointer: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onClickCapture },
  };
}
