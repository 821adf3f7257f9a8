import { useState } from 'react';
import { FuelLevelValues } from '@/generated/enums/FuelLevel';
import type { FuelLevel } from '@/generated/enums/FuelLevel';
import { InspectionObstructionValues } from '@/generated/enums/InspectionObstruction';
import { InteriorConditionValues } from '@/generated/enums/InteriorCondition';
import { LooseItemSpotValues } from '@/generated/enums/LooseItemSpot';
import type { LooseItemSpot } from '@/generated/enums/LooseItemSpot';
import { WashTypeValues } from '@/generated/enums/WashType';
import { LOOSE_ITEM_MAX, NOTE_MAX } from '../../../../domain/schemas/conditionReports';
import type { WashType } from '@/generated/enums/WashType';
import {
  FUEL_LABEL,
  INTERIOR_LABEL,
  LOOSE_ITEM_SPOT_LABEL,
  OBSTRUCTION_LABEL,
  WASH_LABEL,
} from '../../../kit/record/conditionReportLabels';
import { Button } from '../../../kit/ui/Button';
import { FieldSelect } from '../../../kit/ui/FieldSelect';
import { LimitedTextField } from '../../../kit/ui/LimitedTextField';
import { TextField } from '../../../kit/ui/TextField';
import { ToggleChips } from '../../../kit/ui/ToggleChips';
import { PhotoCaptureButton } from '../PhotoCaptureButton';
import type { ReadyDraft } from './types';

/** A whole number typed on a phone's keypad, or null while empty. */
const count = (value: string): number | null => (value.trim() === '' || !/^\d+$/.test(value.trim()) ? null : Number(value.trim()));

/** Odometer, fuel or charge, keys and fobs, the interior, loose items, wash, and what made the inspection harder. */
export const ConditionStep = ({ view, errors }: { view: ReadyDraft; errors: Record<string, string[]> }) => {
  const { draft, update, photos, addPhoto, removePhoto } = view;
  const [spot, setSpot] = useState<LooseItemSpot>('GLOVE_BOX');
  const [item, setItem] = useState('');
  const slot = (id: string | null) => photos.find((photo) => photo.localId === id)?.blob ?? null;
  const replace = async (
    kind: 'ODOMETER' | 'KEYS',
    field: 'odometerPhotoLocalId' | 'keysPhotoLocalId',
    image: Parameters<typeof addPhoto>[1],
  ) => {
    const old = draft[field];
    if (old) await removePhoto(old);
    const photo = await addPhoto(kind, image);
    update((d) => ({ ...d, [field]: photo.localId }));
  };
  return (
    <div className="capture-step">
      <TextField
        label="Odometer reading"
        inputMode="numeric"
        value={draft.odometer === null ? '' : String(draft.odometer)}
        onChange={(value) => update((d) => ({ ...d, odometer: count(value) }))}
        error={errors.odometer}
      />
      <PhotoCaptureButton
        label="Photo of the odometer"
        photo={slot(draft.odometerPhotoLocalId)}
        onCaptured={(image) => replace('ODOMETER', 'odometerPhotoLocalId', image)}
      />
      <FieldSelect
        label="Fuel level"
        placeholder="Choose (or give the charge below)"
        choices={FuelLevelValues.map((value) => ({ value, label: FUEL_LABEL[value] }))}
        value={draft.fuelLevel ?? ''}
        onChange={(value) => update((d) => ({ ...d, fuelLevel: (value || null) as FuelLevel | null }))}
        error={errors.fuelLevel}
      />
      <TextField
        label="State of charge (%), for an electric vehicle"
        inputMode="numeric"
        value={draft.evStateOfCharge === null ? '' : String(draft.evStateOfCharge)}
        onChange={(value) => update((d) => ({ ...d, evStateOfCharge: count(value) }))}
        error={errors.evStateOfCharge}
      />
      <div className="capture-row">
        <TextField
          label="Keys"
          inputMode="numeric"
          value={draft.keysCount === null ? '' : String(draft.keysCount)}
          onChange={(value) => update((d) => ({ ...d, keysCount: count(value) }))}
          error={errors.keysCount}
        />
        <TextField
          label="Fobs"
          inputMode="numeric"
          value={draft.fobsCount === null ? '' : String(draft.fobsCount)}
          onChange={(value) => update((d) => ({ ...d, fobsCount: count(value) }))}
          error={errors.fobsCount}
        />
      </div>
      <PhotoCaptureButton
        label="Photo of the keys"
        photo={slot(draft.keysPhotoLocalId)}
        onCaptured={(image) => replace('KEYS', 'keysPhotoLocalId', image)}
      />
      <ToggleChips
        legend="Interior"
        options={InteriorConditionValues}
        label={(value) => INTERIOR_LABEL[value]}
        selected={draft.interiorConditions}
        onChange={(interiorConditions) => update((d) => ({ ...d, interiorConditions }))}
        clearLabel="Clear interior"
      />
      <fieldset className="capture-loose">
        <legend>Loose items</legend>
        {draft.looseItems.length > 0 && (
          <ul className="capture-list" aria-label="Loose items">
            {draft.looseItems.map((loose, index) => (
              <li key={`${loose.spot}|${loose.description}`}>
                {LOOSE_ITEM_SPOT_LABEL[loose.spot]}: {loose.description}{' '}
                <Button variant="ghost" onClick={() => update((d) => ({ ...d, looseItems: d.looseItems.filter((_, at) => at !== index) }))}>
                  Remove {loose.description}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FieldSelect
          label="Where it is"
          choices={LooseItemSpotValues.map((value) => ({ value, label: LOOSE_ITEM_SPOT_LABEL[value] }))}
          value={spot}
          onChange={(value) => setSpot(value as LooseItemSpot)}
        />
        <LimitedTextField label="Item" value={item} onChange={setItem} limit={LOOSE_ITEM_MAX} />
        <Button
          disabled={
            item.trim() === '' ||
            item.trim().length > LOOSE_ITEM_MAX ||
            draft.looseItems.some((loose) => loose.spot === spot && loose.description === item.trim())
          }
          onClick={() => {
            update((d) => ({ ...d, looseItems: [...d.looseItems, { spot, description: item.trim() }] }));
            setItem('');
          }}
        >
          Add loose item
        </Button>
      </fieldset>
      <FieldSelect
        label="Wash"
        placeholder="Not recorded"
        choices={WashTypeValues.map((value) => ({ value, label: WASH_LABEL[value] }))}
        value={draft.washType ?? ''}
        onChange={(value) => update((d) => ({ ...d, washType: (value || null) as WashType | null }))}
      />
      <ToggleChips
        legend="What made the inspection harder"
        options={InspectionObstructionValues}
        label={(value) => OBSTRUCTION_LABEL[value]}
        selected={draft.obstructions}
        onChange={(obstructions) => update((d) => ({ ...d, obstructions }))}
        clearLabel="Clear obstructions"
      />
      <LimitedTextField
        label="Notes"
        rows={3}
        value={draft.notes}
        onChange={(notes) => update((d) => ({ ...d, notes }))}
        limit={NOTE_MAX}
        error={errors.notes}
      />
    </div>
  );
};
