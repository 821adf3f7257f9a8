import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH, project } from './projection';
import {
  boundsOf,
  detailLevel,
  FIT_PADDING,
  fitView,
  keyAction,
  MAX_FIT_ZOOM,
  MAX_ZOOM,
  type MapView,
  panBy,
  revealView,
  toMap,
  toScreen,
  WHOLE_MAP,
  zoomAt,
  zoomLabel,
} from './viewport';

const SCREEN = { width: 640, height: 400 };
const at = (lat: number, lng: number) => {
  const point = project({ lat, lng });
  if (!point) throw new Error('off the map');
  return point;
};
const DALLAS = at(32.78, -96.8);
const AUSTIN = at(30.27, -97.74);
const CHICAGO = at(41.88, -87.63);

describe('fitting the map to the legs', () => {
  it('shows the whole map when there is nothing to fit', () => {
    expect(fitView(null, SCREEN)).toEqual(WHOLE_MAP);
    expect(toScreen({ x: 0, y: 0 }, WHOLE_MAP, SCREEN).x).toBeGreaterThanOrEqual(0);
    expect(toScreen({ x: MAP_WIDTH, y: MAP_HEIGHT }, WHOLE_MAP, SCREEN).x).toBeLessThanOrEqual(SCREEN.width);
  });

  it('puts every end inside the screen, padding kept, and the tighter side touching its padding', () => {
    const bounds = boundsOf([DALLAS, AUSTIN, CHICAGO]);
    const view = fitView(bounds, SCREEN);
    expect(view.zoom).toBeGreaterThan(1.5);
    const points = [DALLAS, AUSTIN, CHICAGO].map((point) => toScreen(point, view, SCREEN));
    for (const { x, y } of points) {
      expect(x).toBeGreaterThanOrEqual(FIT_PADDING - 0.5);
      expect(x).toBeLessThanOrEqual(SCREEN.width - FIT_PADDING + 0.5);
      expect(y).toBeGreaterThanOrEqual(FIT_PADDING - 0.5);
      expect(y).toBeLessThanOrEqual(SCREEN.height - FIT_PADDING + 0.5);
    }
    const ys = points.map((point) => point.y);
    expect(Math.max(...ys) - Math.min(...ys)).toBeCloseTo(SCREEN.height - 2 * FIT_PADDING, 0);
  });

  it('stops at a metro area for one place, and never zooms out past the whole map', () => {
    expect(fitView(boundsOf([DALLAS]), SCREEN)).toEqual({
      cx: Math.round(DALLAS.x * 100) / 100,
      cy: Math.round(DALLAS.y * 100) / 100,
      zoom: MAX_FIT_ZOOM,
    });
    expect(fitView({ x0: -500, y0: -500, x1: 2000, y1: 2000 }, SCREEN).zoom).toBe(1);
  });
});

describe('zoom and pan', () => {
  it('keeps the point under the pointer where it is, and clamps the zoom', () => {
    const anchor = { x: 100, y: 80 };
    const under = toMap(anchor, WHOLE_MAP, SCREEN);
    const zoomed = zoomAt(WHOLE_MAP, 3, anchor, SCREEN);
    expect(zoomed.zoom).toBe(3);
    const after = toScreen(under, zoomed, SCREEN);
    expect(after.x).toBeCloseTo(anchor.x, 0);
    expect(after.y).toBeCloseTo(anchor.y, 0);
    expect(zoomAt(zoomed, 100, anchor, SCREEN).zoom).toBe(MAX_ZOOM);
    expect(zoomAt(zoomed, 0.01, anchor, SCREEN).zoom).toBe(1);
  });

  it('moves what was under the pointer with a drag, and never past the edge of the map', () => {
    const view: MapView = { cx: 480, cy: 260, zoom: 4 };
    const before = toScreen({ x: 480, y: 260 }, view, SCREEN);
    const dragged = panBy(view, 40, -25, SCREEN);
    const after = toScreen({ x: 480, y: 260 }, dragged, SCREEN);
    expect(after.x - before.x).toBeCloseTo(40, 1);
    expect(after.y - before.y).toBeCloseTo(-25, 1);
    expect(panBy(view, 1e6, 1e6, SCREEN)).toMatchObject({ cx: 0, cy: 0 });
    expect(panBy(view, -1e6, -1e6, SCREEN)).toMatchObject({ cx: MAP_WIDTH, cy: MAP_HEIGHT });
  });
});

describe('revealing a selected leg', () => {
  const leg = boundsOf([DALLAS, AUSTIN]);

  it('leaves a view that already shows the leg alone', () => {
    const view = fitView(boundsOf([DALLAS, AUSTIN, CHICAGO]), SCREEN);
    expect(revealView(view, leg, SCREEN)).toBe(view);
    expect(revealView(WHOLE_MAP, leg, SCREEN)).toBe(WHOLE_MAP);
  });

  it('centres a leg off the screen, keeping the zoom unless the leg needs less', () => {
    const elsewhere: MapView = { cx: CHICAGO.x, cy: CHICAGO.y, zoom: 6 };
    const shown = revealView(elsewhere, leg, SCREEN);
    expect(shown.zoom).toBe(6);
    for (const point of [DALLAS, AUSTIN]) {
      const { x, y } = toScreen(point, shown, SCREEN);
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(SCREEN.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(SCREEN.height);
    }
    const wide = revealView({ ...elsewhere, zoom: 20 }, boundsOf([DALLAS, CHICAGO]), SCREEN);
    expect(wide.zoom).toBeLessThan(20);
    expect(wide).toEqual(fitView(boundsOf([DALLAS, CHICAGO]), SCREEN));
  });
});

describe('the keys', () => {
  const view: MapView = { cx: 480, cy: 260, zoom: 2 };

  it('pans a fifth of the screen per arrow, showing more of that side', () => {
    const right = keyAction('ArrowRight', view, SCREEN) as MapView;
    expect(toScreen({ x: 480, y: 260 }, right, SCREEN).x).toBeCloseTo(SCREEN.width / 2 - SCREEN.width * 0.2, 1);
    const up = keyAction('ArrowUp', view, SCREEN) as MapView;
    expect(up.cy).toBeLessThan(view.cy);
    expect(up.cx).toBe(view.cx);
  });

  it('zooms by 1.5 on + and − around the centre, resets on 0, and leaves other keys alone', () => {
    expect(keyAction('+', view, SCREEN)).toEqual({ ...view, zoom: 3 });
    expect(keyAction('=', view, SCREEN)).toEqual({ ...view, zoom: 3 });
    expect(keyAction('-', view, SCREEN)).toEqual({ ...view, zoom: 1.333 });
    expect(keyAction('0', view, SCREEN)).toBe('reset');
    expect(keyAction('a', view, SCREEN)).toBeNull();
    expect(keyAction('Enter', view, SCREEN)).toBeNull();
  });

  it('words the zoom and picks the outline detail it allows', () => {
    expect([1, 1.5, 2.25, 12.4].map(zoomLabel)).toEqual(['1×', '1.5×', '2.3×', '12×']);
    expect([1, 1.99, 2, 5.9, 6, 24].map(detailLevel)).toEqual(['none', 'none', 'counties', 'counties', 'detail', 'detail']);
  });
});
