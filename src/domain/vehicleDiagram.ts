/**
 * The vehicle diagram a damage is pinned to: a car seen from above, front at the top, in the space of
 * VehicleDamage.x / y (0–1 across, 0–1 down). One geometry for the capture page's SVG and the bill of lading's PDF,
 * so a point means the same panel on both. Running boards (trucks) are not drawn: they sit where the rockers do.
 */
import { AIAG_AREAS, type AiagArea } from './aiag';

export type DiagramPoint = readonly [number, number];
/** How a panel is shaded: paint, glass, rubber, the wheel, a lamp or trim. */
export type PanelKind = 'body' | 'glass' | 'tire' | 'wheel' | 'lamp' | 'trim';

export type DiagramPanel = {
  id: string;
  area: AiagArea;
  label: string;
  kind: PanelKind;
  points: readonly DiagramPoint[];
  /** A point inside the panel that no panel drawn over it covers, when the centroid would not do. */
  centre?: DiagramPoint;
};

/** Height over width of the drawing: a y unit is this many x units long on the page. */
export const DIAGRAM_ASPECT = 1.8;

const rect = (x0: number, y0: number, x1: number, y1: number): DiagramPoint[] => [
  [x0, y0],
  [x1, y0],
  [x1, y1],
  [x0, y1],
];

type SidePart = 'fender' | 'door' | 'rear' | 'quarter' | 'mirror' | 'rocker' | 'tireF' | 'wheelF' | 'tireR' | 'wheelR';
type Side = { prefix: 'Left' | 'Right'; codes: Record<SidePart, AiagArea> };
const LEFT: Side = {
  prefix: 'Left',
  codes: {
    fender: '14',
    door: '10',
    rear: '11',
    quarter: '15',
    mirror: '30',
    rocker: '35',
    tireF: '72',
    wheelF: '73',
    tireR: '74',
    wheelR: '75',
  },
};
const RIGHT: Side = {
  prefix: 'Right',
  codes: {
    fender: '16',
    door: '12',
    rear: '13',
    quarter: '17',
    mirror: '31',
    rocker: '36',
    tireF: '78',
    wheelF: '79',
    tireR: '76',
    wheelR: '77',
  },
};

const panel = (
  id: string,
  area: AiagArea,
  kind: PanelKind,
  points: DiagramPoint[],
  label: string = AIAG_AREAS[area],
  centre?: DiagramPoint,
): DiagramPanel => (centre ? { id, area, label, kind, points, centre } : { id, area, label, kind, points });

/** One side's panels drawn on the left half, the right side's mirrored (x → 1 − x); `over` lie on other panels. */
const sidePanels = ({ prefix, codes }: Side): { base: DiagramPanel[]; over: DiagramPanel[] } => {
  const flip = prefix === 'Right';
  const at = (points: DiagramPoint[]): DiagramPoint[] => (flip ? points.map(([x, y]) => [1 - x, y] as const) : points);
  const centre = (x: number, y: number): DiagramPoint => [flip ? 1 - x : x, y];
  const id = (name: string) => `${prefix.toLowerCase()}-${name}`;
  const base = [
    panel(id('fender'), codes.fender, 'body', at(rect(0.19, 0.07, 0.3, 0.3))),
    panel(id('front-door'), codes.door, 'body', at(rect(0.19, 0.3, 0.3, 0.5))),
    panel(id('rear-door'), codes.rear, 'body', at(rect(0.19, 0.5, 0.3, 0.68))),
    panel(id('quarter'), codes.quarter, 'body', at(rect(0.19, 0.68, 0.3, 0.91))),
    panel(id('rocker'), codes.rocker, 'trim', at(rect(0.105, 0.36, 0.19, 0.66))),
    panel(id('mirror'), codes.mirror, 'trim', at(rect(0.04, 0.3, 0.19, 0.35))),
  ];
  const over = [
    panel(id('front-tire'), codes.tireF, 'tire', at(rect(0.04, 0.11, 0.19, 0.26)), undefined, centre(0.115, 0.125)),
    panel(id('rear-tire'), codes.tireR, 'tire', at(rect(0.04, 0.71, 0.19, 0.86)), undefined, centre(0.115, 0.725)),
    panel(id('front-wheel'), codes.wheelF, 'wheel', at(rect(0.07, 0.145, 0.16, 0.225))),
    panel(id('rear-wheel'), codes.wheelR, 'wheel', at(rect(0.07, 0.745, 0.16, 0.825))),
    panel(id('headlamp'), '24', 'lamp', at(rect(0.2, 0.06, 0.34, 0.1)), `${prefix} headlamp`),
    panel(id('fog-lamp'), '25', 'lamp', at(rect(0.23, 0.026, 0.36, 0.056)), `${prefix} fog lamp`),
    panel(id('tail-lamp'), '45', 'lamp', at(rect(0.2, 0.895, 0.34, 0.935)), `${prefix} tail lamp`),
  ];
  return { base, over };
};

const left = sidePanels(LEFT);
const right = sidePanels(RIGHT);

/** In drawing order: a panel listed later lies over the ones before it (lamps on bumpers, the wheel on its tire). */
export const VEHICLE_PANELS: readonly DiagramPanel[] = [
  panel('front-bumper', '03', 'body', [
    [0.24, 0.02],
    [0.76, 0.02],
    [0.81, 0.045],
    [0.81, 0.07],
    [0.19, 0.07],
    [0.19, 0.045],
  ]),
  panel('hood', '27', 'body', rect(0.3, 0.11, 0.7, 0.3)),
  panel('grille', '22', 'trim', rect(0.3, 0.07, 0.7, 0.11)),
  panel('windshield', '20', 'glass', [
    [0.3, 0.3],
    [0.7, 0.3],
    [0.68, 0.4],
    [0.32, 0.4],
  ]),
  panel('roof', '37', 'body', rect(0.32, 0.4, 0.68, 0.66)),
  panel('rear-glass', '21', 'glass', [
    [0.32, 0.66],
    [0.68, 0.66],
    [0.7, 0.75],
    [0.3, 0.75],
  ]),
  panel('deck-lid', '52', 'body', rect(0.3, 0.75, 0.7, 0.91)),
  panel(
    'rear-bumper',
    '04',
    'body',
    [
      [0.19, 0.91],
      [0.81, 0.91],
      [0.81, 0.95],
      [0.76, 0.98],
      [0.24, 0.98],
      [0.19, 0.95],
    ],
    undefined,
    [0.3, 0.955],
  ),
  ...left.base,
  ...right.base,
  panel('spoiler', '64', 'trim', rect(0.33, 0.86, 0.67, 0.9)),
  panel('antenna', '01', 'trim', rect(0.44, 0.61, 0.56, 0.65)),
  panel('plate', '92', 'trim', rect(0.4, 0.93, 0.6, 0.97)),
  ...left.over,
  ...right.over,
];

const centroid = (points: readonly DiagramPoint[]): DiagramPoint => [
  points.reduce((sum, [x]) => sum + x, 0) / points.length,
  points.reduce((sum, [, y]) => sum + y, 0) / points.length,
];

/** Where a panel's marker goes when it is picked by keyboard (and where its label sits). */
export const panelCentre = (panel: DiagramPanel): DiagramPoint => panel.centre ?? centroid(panel.points);

const contains = (points: readonly DiagramPoint[], x: number, y: number): boolean => {
  let inside = false;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [xi, yi] = points[i];
    const [xj, yj] = points[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
};

/** Distance from a point to a polygon's outline, measured on the drawing (y stretched by the aspect). */
const distanceTo = (points: readonly DiagramPoint[], x: number, y: number): number => {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
    const [ax, ay] = [points[j][0], points[j][1] * DIAGRAM_ASPECT];
    const [bx, by] = [points[i][0], points[i][1] * DIAGRAM_ASPECT];
    const [px, py] = [x, y * DIAGRAM_ASPECT];
    const lengthSquared = (bx - ax) ** 2 + (by - ay) ** 2;
    const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * (bx - ax) + (py - ay) * (by - ay)) / lengthSquared));
    best = Math.min(best, Math.hypot(px - (ax + t * (bx - ax)), py - (ay + t * (by - ay))));
  }
  return best;
};

/** The panel under a point (the topmost), else the nearest one: a tap just off the car still names an area. */
export const panelAt = (x: number, y: number): DiagramPanel => {
  for (let i = VEHICLE_PANELS.length - 1; i >= 0; i--) if (contains(VEHICLE_PANELS[i].points, x, y)) return VEHICLE_PANELS[i];
  let nearest = VEHICLE_PANELS[0];
  let nearestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of VEHICLE_PANELS) {
    const distance = distanceTo(candidate.points, x, y);
    if (distance < nearestDistance) [nearest, nearestDistance] = [candidate, distance];
  }
  return nearest;
};

export const areaAt = (x: number, y: number): AiagArea => panelAt(x, y).area;

/** The point a damage of that area goes to when no point was tapped (its first panel's centre); null off the diagram. */
export const centreOf = (area: string): { x: number; y: number } | null => {
  const found = VEHICLE_PANELS.find((candidate) => candidate.area === area);
  if (!found) return null;
  const [x, y] = panelCentre(found);
  return { x, y };
};

/** The drawn areas, each once. */
export const DIAGRAM_AREAS: readonly AiagArea[] = [...new Set(VEHICLE_PANELS.map((candidate) => candidate.area))];
