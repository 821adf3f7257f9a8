/**
 * The dispatch board's offline map (issues 15 and 34): US and Canada outlines pre-projected at build time
 * (src/generated/dispatchMapOutline.ts, county lines as lazy chunks when zoomed in: useDetailLayers), a pickup dot and
 * a delivery square per leg joined by an arc, drivers as diamonds, the legs' cities named. Zoom and pan by wheel,
 * drag, pinch, buttons and keys (useMapViewport); it opens fitted to the legs drawn. Presentational: the page owns
 * the data and the selection. Load it lazily (React.lazy) so none of it is in a first load. No network beyond its
 * own chunks, no inline styles (the CSP): SVG attributes and map.css.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { placeLabels, placesOf } from './cityLabels';
import { MapControls } from './MapControls';
import { MapLayers } from './MapLayers';
import { MapLegend } from './MapLegend';
import {
  capLegs,
  type DispatchMapDriver,
  type DispatchMapLeg,
  mapNotes,
  mapSummary,
  projectDrivers,
  projectLegs,
  toMapModel,
} from './mapModel';
import { useDetailLayers } from './useDetailLayers';
import { useMapViewport } from './useMapViewport';
import { boundsOf, viewTransform, zoomLabel } from './viewport';

/**
 * Keep unchanged leg objects and `onSelectLeg` stable between renders (useMemo / useCallback): each leg's group is
 * memoised on them, so selecting one leg among 2,000 re-renders that leg, not the map.
 */
export type DispatchMapProps = {
  legs: DispatchMapLeg[];
  drivers?: DispatchMapDriver[];
  onSelectLeg?: (id: string) => void;
  /** A leg to emphasise without selecting it (the row under the pointer in the board's list). */
  highlightId?: string;
};

const NO_DRIVERS: DispatchMapDriver[] = [];

export function DispatchMap({ legs, drivers = NO_DRIVERS, onSelectLeg, highlightId }: DispatchMapProps) {
  const projected = useMemo(() => projectLegs(legs), [legs]);
  const driverMarkers = useMemo(() => projectDrivers(drivers), [drivers]);
  const shown = useMemo(() => capLegs(projected, highlightId), [projected, highlightId]);
  const model = toMapModel(projected, shown, driverMarkers);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const onFocusLeg = useCallback((id: string) => setFocusedId(id), []);
  // The one tab stop among the legs: the leg last focused while it is still drawn, else the first selected, else the first.
  const activeId = shown.some((marker) => marker.id === focusedId) ? focusedId : (shown.find((marker) => marker.selected) ?? shown[0])?.id;
  const tabStop = activeId ?? undefined;

  // Fitted to every drawn end: a selection or a hover does not move the map, a new set of legs does.
  const fit = useMemo(
    () => boundsOf(projected.markers.flatMap((marker) => [marker.pickup, marker.delivery].filter((at) => at !== null))),
    [projected],
  );
  const svgRef = useRef<SVGSVGElement>(null);
  const viewport = useMapViewport(svgRef, fit);
  const { view, screen } = viewport;
  const transform = viewTransform(view, screen);
  const detail = useDetailLayers(view.zoom);
  // A leg selected elsewhere (the list) while the map looks away is brought into sight, once per selection.
  const selectedBounds = useMemo(
    () => boundsOf(shown.flatMap((marker) => (marker.selected ? [marker.pickup, marker.delivery] : [])).filter((at) => at !== null)),
    [shown],
  );
  const selectedKey = selectedBounds ? Object.values(selectedBounds).join(' ') : '';
  const { reveal } = viewport;
  const lastBounds = useRef(selectedBounds);
  lastBounds.current = selectedBounds;
  useEffect(() => {
    if (selectedKey) reveal(lastBounds.current);
  }, [selectedKey, reveal]);
  const places = useMemo(() => placesOf(shown), [shown]);
  const labels = useMemo(() => placeLabels(places, view, screen), [places, view, screen]);
  const hintId = useId();
  const notes = mapNotes(model);

  return (
    <figure className="dispatch-map">
      <div className="dispatch-map-frame">
        {/* biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; "group" because "img" would hide the leg buttons */}
        <svg
          ref={svgRef}
          className="dispatch-map-svg"
          viewBox={`0 0 ${screen.width} ${screen.height}`}
          role="group"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the map itself takes the keys that pan and zoom it
          tabIndex={0}
          aria-label={`${mapSummary(model)}, zoom ${zoomLabel(view.zoom)}`}
          aria-describedby={hintId}
          data-zoom={view.zoom}
          onKeyDown={viewport.onKeyDown}
          {...viewport.pointer}
        >
          <g transform={`translate(${round(transform.x)} ${round(transform.y)}) scale(${round(transform.k, 10_000)})`}>
            <MapLayers
              shown={shown}
              drivers={driverMarkers}
              activeId={tabStop}
              highlightId={highlightId}
              detail={detail}
              onSelectLeg={onSelectLeg}
              onFocusLeg={onFocusLeg}
            />
          </g>
          {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> without tabindex is not focusable */}
          <g aria-hidden="true" className="dispatch-map-labels">
            {labels.map((label) => (
              <text
                key={label.name}
                x={label.x}
                y={label.y}
                className={label.selected ? 'dispatch-map-label dispatch-map-label--selected' : 'dispatch-map-label'}
              >
                {label.name}
              </text>
            ))}
          </g>
        </svg>
        <MapControls zoom={view.zoom} onZoomIn={viewport.zoomIn} onZoomOut={viewport.zoomOut} onReset={viewport.reset} />
      </div>
      <figcaption className="dispatch-map-caption">
        <p id={hintId} className="dispatch-map-hint">
          Drag or use the arrow keys to move the map; wheel, pinch or + and − to zoom; 0 fits it to the legs.
        </p>
        <MapLegend />
        {notes.map((note) => (
          <p key={note} className="dispatch-map-note">
            {note}
          </p>
        ))}
      </figcaption>
    </figure>
  );
}

const round = (value: number, by = 10) => Math.round(value * by) / by;
