/** The map's zoom buttons and its zoom in words, read out when it changes (the keys do the same: + − 0). */
import { Button } from '../../kit/ui/Button';
import { MAX_ZOOM, MIN_ZOOM, zoomLabel } from './viewport';

export type MapControlsProps = { zoom: number; onZoomIn: () => void; onZoomOut: () => void; onReset: () => void };

export function MapControls({ zoom, onZoomIn, onZoomOut, onReset }: MapControlsProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of three buttons, not a form's fieldset
    <div className="dispatch-map-controls" role="group" aria-label="Map zoom">
      <Button variant="ghost" aria-label="Zoom in" title="Zoom in (+)" disabled={zoom >= MAX_ZOOM} onClick={onZoomIn}>
        +
      </Button>
      <Button variant="ghost" aria-label="Zoom out" title="Zoom out (−)" disabled={zoom <= MIN_ZOOM} onClick={onZoomOut}>
        −
      </Button>
      <Button variant="ghost" aria-label="Fit the map to the legs" title="Fit to the legs (0)" onClick={onReset}>
        ⤢
      </Button>
      <output className="dispatch-map-zoom" aria-live="polite" aria-label="Zoom">
        {zoomLabel(zoom)}
      </output>
    </div>
  );
}
