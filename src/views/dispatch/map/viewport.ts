/**
 * The dispatch map's zoom and pan, as pure functions (no DOM). The outlines and markers are pre-projected once into
 * the map's space (MAP_WIDTH × MAP_HEIGHT, src/views/dispatch/map/projection.ts); a view is a centre in that space
 * and a zoom, and the screen shows it through one SVG transform, so a pan or a zoom never re-projects anything.
 * Zoom 1 shows the whole map inside the screen; the centre stays on the map, so it can never be panned away.
 */
import { MAP_HEIGHT, MAP_WIDTH, type MapPoint } from './projection';

export type MapView = { cx: number; cy: number; zoom: number };
export type ScreenSize = { width: number; height: number };
export type MapBounds = { x0: number; y0: number; x1: number; y1: number };

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 24;
/** One +/− press or button: ×1.5. */
export const ZOOM_STEP = 1.5;
/** One arrow press pans a fifth of the screen. */
export const PAN_STEP = 0.2;
/** Room kept around fitted legs, in screen pixels, for their markers and labels. */
export const FIT_PADDING = 28;
/** A fit to one place (or legs very close together) stops here: a metro area, not a street. */
export const MAX_FIT_ZOOM = 8;

export const WHOLE_MAP: MapView = { cx: MAP_WIDTH / 2, cy: MAP_HEIGHT / 2, zoom: 1 };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Screen pixels per map unit at zoom 1: the whole map fits the screen. */
export const baseScale = ({ width, height }: ScreenSize) => Math.min(width / MAP_WIDTH, height / MAP_HEIGHT);

export const scaleOf = (view: MapView, screen: ScreenSize) => baseScale(screen) * view.zoom;

/** Zoom inside its limits and the centre on the map (rounded, so a view reads the same after a round trip). */
export const clampView = ({ cx, cy, zoom }: MapView): MapView => ({
  cx: Math.round(clamp(cx, 0, MAP_WIDTH) * 100) / 100,
  cy: Math.round(clamp(cy, 0, MAP_HEIGHT) * 100) / 100,
  zoom: Math.round(clamp(zoom, MIN_ZOOM, MAX_ZOOM) * 1000) / 1000,
});

/** The SVG transform from map space to the screen: translate, then scale. */
export const viewTransform = (view: MapView, screen: ScreenSize) => {
  const k = scaleOf(view, screen);
  return { k, x: screen.width / 2 - view.cx * k, y: screen.height / 2 - view.cy * k };
};

export const toScreen = (point: MapPoint, view: MapView, screen: ScreenSize): MapPoint => {
  const { k, x, y } = viewTransform(view, screen);
  return { x: point.x * k + x, y: point.y * k + y };
};

export const toMap = (point: MapPoint, view: MapView, screen: ScreenSize): MapPoint => {
  const { k, x, y } = viewTransform(view, screen);
  return { x: (point.x - x) / k, y: (point.y - y) / k };
};

/** The box around these points, or null for none. */
export const boundsOf = (points: readonly MapPoint[]): MapBounds | null => {
  if (points.length === 0) return null;
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
};

/** The view that shows the box whole with FIT_PADDING around it; the whole map when there is nothing to fit. */
export const fitView = (bounds: MapBounds | null, screen: ScreenSize): MapView => {
  if (!bounds) return WHOLE_MAP;
  const base = baseScale(screen);
  const room = { width: Math.max(1, screen.width - 2 * FIT_PADDING), height: Math.max(1, screen.height - 2 * FIT_PADDING) };
  const span = { width: bounds.x1 - bounds.x0, height: bounds.y1 - bounds.y0 };
  const fits = Math.min(
    span.width > 0 ? room.width / span.width : Number.POSITIVE_INFINITY,
    span.height > 0 ? room.height / span.height : Number.POSITIVE_INFINITY,
  );
  const zoom = Math.min(MAX_FIT_ZOOM, fits / base);
  return clampView({ cx: (bounds.x0 + bounds.x1) / 2, cy: (bounds.y0 + bounds.y1) / 2, zoom });
};

/** Zoom by a factor keeping one screen point (the pointer, the pinch's middle, the screen's centre) where it is. */
export const zoomAt = (view: MapView, factor: number, anchor: MapPoint, screen: ScreenSize): MapView => {
  const zoom = clamp(view.zoom * factor, MIN_ZOOM, MAX_ZOOM);
  const under = toMap(anchor, view, screen);
  const k = baseScale(screen) * zoom;
  return clampView({ cx: under.x - (anchor.x - screen.width / 2) / k, cy: under.y - (anchor.y - screen.height / 2) / k, zoom });
};

/** Move the map by a drag of (dx, dy) screen pixels: what was under the pointer follows it. */
export const panBy = (view: MapView, dx: number, dy: number, screen: ScreenSize): MapView => {
  const k = scaleOf(view, screen);
  return clampView({ ...view, cx: view.cx - dx / k, cy: view.cy - dy / k });
};

/** What a key does to the view ("reset" goes back to the fitted view), or null for a key the map leaves alone. */
export const keyAction = (key: string, view: MapView, screen: ScreenSize): MapView | 'reset' | null => {
  const centre = { x: screen.width / 2, y: screen.height / 2 };
  const across = screen.width * PAN_STEP;
  const down = screen.height * PAN_STEP;
  // An arrow shows more of the map on its side, as in a map application: ArrowRight moves the map left.
  const moves: Record<string, [number, number]> = {
    ArrowLeft: [across, 0],
    ArrowRight: [-across, 0],
    ArrowUp: [0, down],
    ArrowDown: [0, -down],
  };
  if (key in moves) return panBy(view, ...moves[key], screen);
  if (key === '+' || key === '=') return zoomAt(view, ZOOM_STEP, centre, screen);
  if (key === '-' || key === '_') return zoomAt(view, 1 / ZOOM_STEP, centre, screen);
  if (key === '0') return 'reset';
  return null;
};

/** The zoom as people read it: "1×", "1.5×", "12×". */
export const zoomLabel = (zoom: number) => `${zoom >= 10 ? Math.round(zoom) : Math.round(zoom * 10) / 10}×`;

/** Which outline layers a zoom shows: state lines always, county lines from 2×, full-detail lines from 6×. */
export const detailLevel = (zoom: number): 'none' | 'counties' | 'detail' => (zoom >= 6 ? 'detail' : zoom >= 2 ? 'counties' : 'none');

/**
 * The view that brings a box into sight (a leg selected in the list while the map looks elsewhere): unchanged when
 * the box is already inside the screen, else centred on it at the current zoom or as close as fits it whole.
 */
export const revealView = (view: MapView, bounds: MapBounds | null, screen: ScreenSize): MapView => {
  if (!bounds) return view;
  const corners = [toScreen({ x: bounds.x0, y: bounds.y0 }, view, screen), toScreen({ x: bounds.x1, y: bounds.y1 }, view, screen)];
  const inside = corners.every(({ x, y }) => x >= 0 && x <= screen.width && y >= 0 && y <= screen.height);
  if (inside) return view;
  const fit = fitView(bounds, screen);
  return { ...fit, zoom: Math.min(view.zoom, fit.zoom) };
};
