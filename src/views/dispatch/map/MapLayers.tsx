/**
 * Everything the dispatch map draws in map space (outlines, legs, the selected leg on top, drivers), memoised
 * apart from the view: a pan or a zoom changes the transform of the group around it and re-renders none of it.
 */
import { memo } from 'react';
import { DISPATCH_MAP_OUTLINE as OUTLINE } from '../../../generated/dispatchMapOutline';
import { DriverMarkerGroup } from './DriverMarkerGroup';
import { LegMarkerGroup } from './LegMarkerGroup';
import { LegShapes } from './LegShapes';
import type { DriverMarker, LegMarker } from './mapModel';
import type { DetailLayers } from './useDetailLayers';

export type MapLayersProps = {
  shown: LegMarker[];
  drivers: DriverMarker[];
  activeId: string | undefined;
  highlightId: string | undefined;
  detail: DetailLayers;
  onSelectLeg?: (id: string) => void;
  onFocusLeg: (id: string) => void;
};

export const MapLayers = memo(function MapLayers({
  shown,
  drivers,
  activeId,
  highlightId,
  detail,
  onSelectLeg,
  onFocusLeg,
}: MapLayersProps) {
  const selected = shown.filter((marker) => marker.selected);
  const highlighted = shown.filter((marker) => marker.id === highlightId && !marker.selected);
  return (
    <>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> without tabindex is not focusable */}
      <g aria-hidden="true">
        <rect className="dispatch-map-water" x={-OUTLINE.width} y={-OUTLINE.height} width={OUTLINE.width * 3} height={OUTLINE.height * 3} />
        <path className="dispatch-map-neighbours" d={OUTLINE.neighbours} />
        <path className="dispatch-map-land" d={OUTLINE.land} />
        {detail.counties && <path className="dispatch-map-counties" d={detail.counties} />}
        {detail.detailCounties && <path className="dispatch-map-counties" d={detail.detailCounties} />}
        <path className="dispatch-map-states" d={detail.detailStates ?? OUTLINE.states} />
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
      {/* The highlighted leg, then the selected ones, drawn again on top of every other leg, out of the pointer's way. */}
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: an SVG <g> without tabindex is not focusable */}
      <g aria-hidden="true" className="dispatch-map-emphasis">
        {highlighted.map((marker) => (
          <LegShapes key={marker.id} marker={marker} />
        ))}
      </g>
      {selected.length > 0 && (
        // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG <g> is not interactive; the selected line is one named image
        <g className="dispatch-map-emphasis dispatch-map-emphasis--selected" role="img" aria-label={selectedName(selected)}>
          {selected.map((marker) => (
            <LegShapes key={marker.id} marker={marker} />
          ))}
        </g>
      )}
      <g>
        {drivers.map((marker) => (
          <DriverMarkerGroup key={marker.id} marker={marker} />
        ))}
      </g>
    </>
  );
});

/** The selected line's name: "Selected leg L-100023, In transit: pickup Dallas, TX → delivery Austin, TX". */
const selectedName = (selected: LegMarker[]) =>
  selected.length === 1
    ? `Selected ${selected[0].name.charAt(0).toLowerCase()}${selected[0].name.slice(1)}`
    : `${selected.length} selected legs`;
