import { useState } from 'react';
import { AIAG_AREAS, AIAG_DAMAGE_TYPES, AIAG_SEVERITIES, describeDamage } from '../../../../domain/aiag';
import { NOTE_MAX } from '../../../../domain/schemas/conditionReports';
import { Button } from '../../../kit/ui/Button';
import { Checkbox } from '../../../kit/ui/Checkbox';
import { FieldSelect } from '../../../kit/ui/FieldSelect';
import { LimitedTextField } from '../../../kit/ui/LimitedTextField';
import { VehicleDiagram } from '../../VehicleDiagram';
import { type CaptureDamage, newClientId } from '../captureDraft';
import { PhotoCaptureButton } from '../PhotoCaptureButton';
import { PhotoStrip } from './PhotoStrip';
import type { ReadyDraft } from './types';

const AREA_CHOICES = Object.entries(AIAG_AREAS).map(([value, label]) => ({ value, label: `${label} (${value})` }));
const TYPE_CHOICES = Object.entries(AIAG_DAMAGE_TYPES).map(([value, label]) => ({ value, label: `${label} (${value})` }));
const SEVERITY_CHOICES = Object.entries(AIAG_SEVERITIES).map(([value, label]) => ({ value, label: `${value}: ${label}` }));

/** One damage: where (AIAG area, set from the diagram), what, how big, seen before or not, and its photos. */
const DamageEditor = ({
  view,
  damage,
  number,
  onDone,
}: {
  view: ReadyDraft;
  damage: CaptureDamage;
  number: number;
  onDone: () => void;
}) => {
  const { update, photos, addPhoto, removePhoto } = view;
  const change = (patch: Partial<CaptureDamage>) =>
    update((d) => ({ ...d, damages: d.damages.map((item) => (item.key === damage.key ? { ...item, ...patch } : item)) }));
  return (
    <fieldset className="capture-damage">
      <legend>Damage {number}</legend>
      <FieldSelect label="Area" choices={AREA_CHOICES} value={damage.area} onChange={(area) => change({ area })} />
      <FieldSelect label="Damage type" choices={TYPE_CHOICES} value={damage.type} onChange={(type) => change({ type })} />
      <FieldSelect
        label="Size"
        choices={SEVERITY_CHOICES}
        value={String(damage.severity)}
        onChange={(value) => change({ severity: Number(value) })}
      />
      <Checkbox label="Was there before (pre-existing)" checked={damage.preExisting} onChange={(preExisting) => change({ preExisting })} />
      <LimitedTextField label="Note" value={damage.note} onChange={(note) => change({ note })} limit={NOTE_MAX} />
      <PhotoCaptureButton
        label={`Add a photo of damage ${number}`}
        photo={null}
        onCaptured={async (image) => {
          const photo = await addPhoto('DAMAGE', image);
          update((d) => ({
            ...d,
            damages: d.damages.map((item) =>
              item.key === damage.key ? { ...item, photoLocalIds: [...item.photoLocalIds, photo.localId] } : item,
            ),
          }));
        }}
      />
      <PhotoStrip photos={photos} ids={damage.photoLocalIds} label={`Damage ${number} photo`} onRemove={(id) => void removePhoto(id)} />
      <div className="capture-row">
        <Button variant="primary" onClick={onDone}>
          Done with damage {number}
        </Button>
        <Button
          variant="danger"
          onClick={() => {
            for (const id of damage.photoLocalIds) void removePhoto(id);
            update((d) => ({ ...d, damages: d.damages.filter((item) => item.key !== damage.key) }));
            onDone();
          }}
        >
          Remove damage {number}
        </Button>
      </div>
    </fieldset>
  );
};

/** Damage: tap the diagram where it is (or choose a panel with the keyboard), then say what it is. */
export const DamagesStep = ({ view }: { view: ReadyDraft }) => {
  const { draft, update } = view;
  const [editing, setEditing] = useState<string | null>(null);
  const current = draft.damages.find((damage) => damage.key === editing) ?? null;
  return (
    <div className="capture-step">
      <p>Tap the vehicle where each damage is; a vehicle without damage needs nothing here.</p>
      <VehicleDiagram
        damages={draft.damages.map((damage, index) => ({
          key: damage.key,
          x: damage.x,
          y: damage.y,
          label: `${index + 1}`,
          tone: damage.preExisting ? 'pre' : 'normal',
        }))}
        onPlace={({ x, y, area }) => {
          const damage: CaptureDamage = {
            key: newClientId(),
            area,
            type: '12',
            severity: 1,
            x,
            y,
            preExisting: false,
            note: '',
            photoLocalIds: [],
          };
          update((d) => ({ ...d, damages: [...d.damages, damage] }));
          setEditing(damage.key);
        }}
      />
      {current && <DamageEditor view={view} damage={current} number={draft.damages.indexOf(current) + 1} onDone={() => setEditing(null)} />}
      {draft.damages.length > 0 ? (
        <ol className="capture-list" aria-label="Damages">
          {draft.damages.map((damage, index) => (
            <li key={damage.key}>
              <span>
                {index + 1}. {describeDamage(damage.area, damage.type, damage.severity)}
                {damage.preExisting ? ' · pre-existing' : ''} · {damage.photoLocalIds.length} photo
                {damage.photoLocalIds.length === 1 ? '' : 's'}
              </span>
              {editing !== damage.key && (
                <Button variant="ghost" onClick={() => setEditing(damage.key)}>
                  Edit damage {index + 1}
                </Button>
              )}
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No damage recorded.</p>
      )}
    </div>
  );
};
