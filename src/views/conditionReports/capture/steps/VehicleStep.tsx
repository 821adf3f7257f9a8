import { normalizeVin, vinLengthError } from '../../../../domain/vin';
import { Alert } from '../../../kit/ui/Alert';
import { Checkbox } from '../../../kit/ui/Checkbox';
import { TextField } from '../../../kit/ui/TextField';
import { isVinMismatch } from '../captureSteps';
import { PhotoCaptureButton } from '../PhotoCaptureButton';
import { PhotoStrip } from './PhotoStrip';
import type { CaptureVehicle, ReadyDraft } from './types';

/** The vehicle: its VIN read off the car (typed or scanned into the field) and checked against the leg's, and its photos. */
export const VehicleStep = ({ view, vehicle }: { view: ReadyDraft; vehicle: CaptureVehicle }) => {
  const { draft, update, photos, addPhoto, removePhoto } = view;
  const scanned = normalizeVin(draft.vinScanned);
  const expected = vehicle?.vin ?? null;
  const mismatch = isVinMismatch(scanned, expected);
  return (
    <div className="capture-step">
      <p>
        {vehicle ? [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ') : 'No vehicle on this leg'}
        {expected && (
          <>
            {' '}
            · VIN <span className="mono">{expected}</span>
          </>
        )}
      </p>
      <TextField
        label="VIN on the vehicle"
        value={draft.vinScanned}
        onChange={(value) => update((d) => ({ ...d, vinScanned: value.toUpperCase(), acceptVinMismatch: false }))}
        hint="Read it off the windshield or the door jamb (a barcode scanner types it here)."
        autoCapitalize="characters"
        autoComplete="off"
        error={vinLengthError(draft.vinScanned) ?? undefined}
      />
      {scanned.length === 17 && !mismatch && expected && <Alert tone="success">The VIN matches this leg’s vehicle.</Alert>}
      {mismatch && (
        <>
          <Alert tone="danger">
            The VIN {scanned} is not this leg’s vehicle ({expected}). Check you have the right vehicle.
          </Alert>
          <Checkbox
            label="This is the vehicle I was sent for: send the report with the VIN I read (the help desk is told)"
            checked={draft.acceptVinMismatch}
            onChange={(checked) => update((d) => ({ ...d, acceptVinMismatch: checked }))}
          />
        </>
      )}
      <PhotoCaptureButton
        label="Photo of the VIN plate"
        photo={photos.find((p) => p.kind === 'VIN' && draft.photoLocalIds.includes(p.localId))?.blob ?? null}
        onCaptured={async (image) => {
          const old = photos.find((p) => p.kind === 'VIN' && draft.photoLocalIds.includes(p.localId));
          if (old) await removePhoto(old.localId);
          const photo = await addPhoto('VIN', image);
          update((d) => ({ ...d, photoLocalIds: [...d.photoLocalIds, photo.localId] }));
        }}
      />
      <PhotoCaptureButton
        label="Add a photo of the vehicle"
        hint="Front, back and both sides at least; every photo keeps its time and place."
        photo={null}
        onCaptured={async (image) => {
          const photo = await addPhoto('VEHICLE', image);
          update((d) => ({ ...d, photoLocalIds: [...d.photoLocalIds, photo.localId] }));
        }}
      />
      <PhotoStrip
        photos={photos}
        ids={draft.photoLocalIds.filter((id) => photos.find((p) => p.localId === id)?.kind === 'VEHICLE')}
        label="Vehicle photo"
        onRemove={(id) => void removePhoto(id)}
      />
    </div>
  );
};
