/**
 * The dispatch board's offline map (issue 15): US and Canada outlines pre-projected at build time
 * (src/generated/dispatchMapOutline.ts), a pickup circle and a delivery square per leg joined by an arc, drivers as
 * diamonds. Presentational: the page owns the data and the selection. Load it lazily (React.lazy) so its outlines
 * and d3-geo stay out of every first load. No network, no inline styles (the CSP): SVG attributes and app.css.
 */
import { useCallback, useMemo, useState } from 'react';
import { DISPATCH_MAP_OUTLINE as OUTLINE } from '../../../generated/dispatchMapOutline';
import { DriverMarkerGroup } from './DriverMarkerGroup';
import { LegMarkerGroup } from './LegMarkerGroup';
import { LegShapes } from './LegShapes';
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
  // The one tab stop: the leg last focused while it is still drawn, else the first selected, else the first.
  const activeId = shown.some((marker) => marker.id === focusedId) ? focusedId : (shown.find((marker) => marker.selected) ?? shown[0])?.id;
  const emphasised = shown.filter((marker) => marker.selected || marker.id === highlightId);
  const notes = mapNotes(model);
  return (
    <figure className="dispatch-map">
      {/* biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; "group" because "img" would hide the leg buttons */}
      <svg className="dispatch-map-svg" viewBox={`0 0 ${OUTLINE.width} ${OUTLINE.height}`} role="group" aria-label={mapSummary(model)}>
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> without tabindex is not focusable */}
        <g aria-hidden="true">
          <rect className="dispatch-map-water" width={OUTLINE.width} height={OUTLINE.height} />
          <path className="dispatch-map-neighbours" d={OUTLINE.neighbours} />
          <path className="dispatch-map-land" d={OUTLINE.land} />
          <path className="dispatch-map-states" d={OUTLINE.states} />
          <path className="dispatch-map-border" d={OUTLINE.border} />
        </g>
        <g>
          {shown.map((marker) => (
            <LegMarkerGroup
              key={marker.id}
              marker={marker}
              active={marker.id === activeId}
              highlighted={marker.id === highlightId}
              onSelect={onSelectLeg}
              onFocusLeg={onFocusLeg}
            />
          ))}
        </g>
        {/* Selected and highlighted legs drawn again on top, out of the accessibility tree and the pointer's way. */}
        {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> without tabindex is not focusable */}
        <g aria-hidden="true" className="dispatch-map-emphasis">
          {emphasised.map((marker) => (
            <LegShapes key={marker.id} marker={marker} />
          ))}
        </g>
        <g>
          {driverMarkers.map((marker) => (
            <DriverMarkerGroup key={marker.id} marker={marker} />
          ))}
        </g>
      </svg>
      <figcaption className="dispatch-map-caption">
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
