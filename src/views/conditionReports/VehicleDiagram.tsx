import type { KeyboardEvent, MouseEvent } from 'react';
import { DIAGRAM_ASPECT, type DiagramPanel, panelAt, panelCentre, VEHICLE_PANELS } from '../../domain/vehicleDiagram';

export type VehicleDiagramDamage = { key: string; x: number; y: number; label: string; tone?: 'new' | 'pre' | 'normal' };

export type VehicleDiagramProps = {
  damages: readonly VehicleDiagramDamage[];
  /** A tap or click anywhere on the car, or Enter / Space on a panel (its centre). Without it the diagram only shows. */
  onPlace?: (point: { x: number; y: number; area: string }) => void;
  readOnly?: boolean;
};

/** Drawing units: 0–1 becomes 0–100 across and 0–180 down, with a margin so a marker on the edge is whole. */
const WIDTH = 100;
const HEIGHT = WIDTH * DIAGRAM_ASPECT;
const MARGIN = 6;
export const VIEW_BOX = { x: -MARGIN, y: -MARGIN, width: WIDTH + 2 * MARGIN, height: HEIGHT + 2 * MARGIN };
const MARKER_RADIUS = 5;

const clamp = (value: number) => Math.min(1, Math.max(0, value));
const round = (value: number) => Math.round(value * 100) / 100;
const pointsOf = (panel: DiagramPanel) => panel.points.map(([x, y]) => `${round(x * WIDTH)},${round(y * HEIGHT)}`).join(' ');

/** A point in drawing units to the diagram's 0–1 space. */
export const fromDrawing = (ux: number, uy: number) => ({ x: clamp(ux / WIDTH), y: clamp(uy / HEIGHT) });

/** Client coordinates to the 0–1 space by the drawn box (when the SVG has no screen matrix): the box is the view box. */
export const clientToDiagram = (clientX: number, clientY: number, box: { left: number; top: number; width: number; height: number }) =>
  fromDrawing(
    VIEW_BOX.x + ((clientX - box.left) / box.width) * VIEW_BOX.width,
    VIEW_BOX.y + ((clientY - box.top) / box.height) * VIEW_BOX.height,
  );

const toDiagram = (svg: SVGSVGElement, clientX: number, clientY: number) => {
  const matrix = svg.getScreenCTM();
  if (!matrix) return clientToDiagram(clientX, clientY, svg.getBoundingClientRect());
  const at = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return fromDrawing(at.x, at.y);
};

const TONE_WORDS = { new: 'new since last custody', pre: 'pre-existing', normal: '' } as const;

/** "1. Front bumper · Scratched · 1–3″ (new since last custody)". */
const damageWords = (damage: VehicleDiagramDamage, number: number) => {
  const words = TONE_WORDS[damage.tone ?? 'normal'];
  return `${number}. ${damage.label}${words ? ` (${words})` : ''}`;
};

/** "2 damages marked: 1. Front bumper · Scratched (new since last custody); 2. …". */
export const describeDamages = (damages: readonly VehicleDiagramDamage[]): string =>
  damages.length === 0
    ? 'no damage marked'
    : `${damages.length === 1 ? '1 damage' : `${damages.length} damages`} marked: ${damages.map((damage, index) => damageWords(damage, index + 1)).join('; ')}`;

/** In the interactive diagram each marker is an image named by its damage; in the read-only one the diagram is. */
const Marker = ({ damage, number, named }: { damage: VehicleDiagramDamage; number: number; named: boolean }) => {
  const [cx, cy] = [round(clamp(damage.x) * WIDTH), round(clamp(damage.y) * HEIGHT)];
  const tone = damage.tone ?? 'normal';
  const r = MARKER_RADIUS;
  return (
    <g
      className={`vehicle-diagram-marker vehicle-diagram-marker-${tone}`}
      role={named ? 'img' : undefined}
      aria-label={named ? `Damage ${damageWords(damage, number)}` : undefined}
    >
      {/* New damage is a diamond, not only another colour. */}
      {tone === 'new' ? (
        <polygon points={`${cx},${cy - r * 1.3} ${cx + r * 1.3},${cy} ${cx},${cy + r * 1.3} ${cx - r * 1.3},${cy}`} />
      ) : (
        <circle cx={cx} cy={cy} r={r} />
      )}
      <text x={cx} y={cy} textAnchor="middle" dominantBaseline="central">
        {number}
      </text>
    </g>
  );
};

export const VehicleDiagram = ({ damages, onPlace, readOnly = false }: VehicleDiagramProps) => {
  const interactive = Boolean(onPlace) && !readOnly;
  const place = (x: number, y: number) => onPlace?.({ x, y, area: panelAt(x, y).area });
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const { x, y } = toDiagram(event.currentTarget, event.clientX, event.clientY);
    place(x, y);
  };
  const onPanelKey = (panel: DiagramPanel) => (event: KeyboardEvent<SVGPolygonElement>) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    const [x, y] = panelCentre(panel);
    onPlace?.({ x, y, area: panel.area });
  };
  const viewBox = `${VIEW_BOX.x} ${VIEW_BOX.y} ${VIEW_BOX.width} ${VIEW_BOX.height}`;
  const markers = damages.map((damage, index) => <Marker key={damage.key} damage={damage} number={index + 1} named={interactive} />);

  if (!interactive)
    return (
      <svg className="vehicle-diagram" viewBox={viewBox} role="img" aria-label={`Vehicle diagram, ${describeDamages(damages)}`}>
        {VEHICLE_PANELS.map((panel) => (
          <polygon key={panel.id} className={`vehicle-diagram-panel vehicle-diagram-${panel.kind}`} points={pointsOf(panel)} />
        ))}
        {markers}
      </svg>
    );

  return (
    // The click is the pointer's way in; the keyboard's is each panel's own button (below).
    // biome-ignore lint/a11y/useKeyWithClickEvents: every panel inside is a focusable button with Enter / Space.
    // biome-ignore lint/a11y/useSemanticElements: an SVG cannot be a <fieldset>; the group names the panels' set.
    <svg
      className="vehicle-diagram vehicle-diagram-interactive"
      viewBox={viewBox}
      role="group"
      aria-label="Vehicle diagram: choose a panel to mark a damage"
      onClick={onClick}
    >
      {VEHICLE_PANELS.map((panel) => (
        // biome-ignore lint/a11y/useSemanticElements: an SVG shape cannot be a <button>; it takes the role instead.
        <polygon
          key={panel.id}
          className={`vehicle-diagram-panel vehicle-diagram-${panel.kind}`}
          points={pointsOf(panel)}
          role="button"
          tabIndex={0}
          aria-label={panel.label}
          onKeyDown={onPanelKey(panel)}
        />
      ))}
      {markers}
    </svg>
  );
};
