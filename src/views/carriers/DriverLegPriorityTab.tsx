import { useState } from 'react';
import { useMutation } from 'urql';
import type { LegPriorityKind } from '@/generated/enums/LegPriorityKind';
import { legPrioritySchema } from '../../domain/schemas/carriers';
import { useForm } from '../kit/forms/useForm';
import { useClientChoices } from '../kit/pickers/useReferenceChoices';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import { Panel } from '../kit/ui/Panel';
import type { DriverTabProps } from './driverTabs';
import { SetDriverLegPriorityMutation } from './drivers.graphql';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { useCanEditCarriers } from './useCanEditCarriers';
import { useCarrierSave } from './useCarrierSave';

type Entry = { key: string; kind: LegPriorityKind; clientId: string | null; region: string | null; legId: string | null; name: string };

const KIND_WORD: Record<LegPriorityKind, string> = { CLIENT: 'Client', REGION: 'Region', LEG: 'Leg' };

/**
 * /admin/drivers/:id/leg-priority: the clients, regions and legs the driver is preferred for, in order. Reordered
 * by the Move up / Move down buttons (keyboard) or by dragging a row; saved as one list.
 */
export const DriverLegPriorityTab = ({ driver, refetch }: DriverTabProps) => {
  const canEdit = useCanEditCarriers();
  const clients = useClientChoices(canEdit);
  const form = useForm({
    priority: driver.legPriority.map(
      (entry): Entry => ({
        key: entry.id,
        kind: entry.kind,
        clientId: entry.client?.id ?? null,
        region: entry.region ?? null,
        legId: entry.leg?.id ?? null,
        name: entry.client?.displayName ?? entry.region ?? (entry.leg ? `Leg ${entry.leg.number}` : '—'),
      }),
    ),
    // The entry to add.
    kind: 'CLIENT' as 'CLIENT' | 'REGION',
    clientId: '',
    region: '',
  });
  const list = form.list('priority');
  const entries = list.rows;
  const adding = form.values;
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [, setPriority] = useMutation(SetDriverLegPriorityMutation);
  const { save, saving } = useCarrierSave(refetch);

  const reorder = (from: number, to: number) => {
    if (to < 0 || to >= entries.length || from === to) return;
    list.move(from, to);
    setAnnouncement(`${entries[from].name} moved to position ${to + 1} of ${entries.length}.`);
  };
  const add = () => {
    const client = clients.find((choice) => choice.value === adding.clientId);
    const region = adding.region.trim().toUpperCase();
    if (adding.kind === 'CLIENT' && !client) return form.invalid({ clientId: ['Choose a client.'] });
    if (adding.kind === 'REGION' && !/^[A-Z]{2}$/.test(region))
      return form.invalid({ region: ['Give a two-letter state or province code.'] });
    list.add(
      adding.kind === 'CLIENT'
        ? {
            key: `new-${entries.length}-${adding.clientId}`,
            kind: 'CLIENT',
            clientId: adding.clientId,
            region: null,
            legId: null,
            name: client?.label ?? '',
          }
        : { key: `new-${entries.length}-${region}`, kind: 'REGION', clientId: null, region, legId: null, name: region },
    );
    form.update({ clientId: '', region: '' });
  };
  const onSave = () =>
    form.run(async () => {
      const priority = form.check(
        legPrioritySchema,
        entries.map(({ kind, clientId, region, legId }) => ({ kind, clientId, region, legId })),
      );
      if (!priority) return;
      const failure = await save(() => setPriority({ id: driver.id, version: driver.version, priority }), 'Leg priority saved.');
      if (failure) form.fail(failure, { withMessage: true });
    });

  return (
    <Panel title="Leg priority" description={<p>Dispatch offers this driver legs of these clients and regions first, in this order.</p>}>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {entries.length === 0 ? (
        <EmptyState title="No leg priority set">The driver is offered legs in dispatch's usual order.</EmptyState>
      ) : (
        <ol className="priority-list">
          {entries.map((entry, index) => (
            <li
              key={entry.key}
              className={['priority-item', dragged === index && 'priority-item-dragged'].filter(Boolean).join(' ')}
              draggable={canEdit}
              onDragStart={(event) => {
                setDragged(index);
                event.dataTransfer.effectAllowed = 'move';
                event.dataTransfer.setData('text/plain', String(index));
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) reorder(dragged, index);
                setDragged(null);
              }}
              onDragEnd={() => setDragged(null)}
            >
              <span className="priority-position">{index + 1}.</span>
              <span className="priority-name">
                {entry.name} <span className="muted">({KIND_WORD[entry.kind]})</span>
              </span>
              {canEdit && (
                <span className="button-row">
                  <Button
                    className="btn-small"
                    aria-label={`Move ${entry.name} up`}
                    disabled={index === 0}
                    onClick={() => reorder(index, index - 1)}
                  >
                    Move up
                  </Button>
                  <Button
                    className="btn-small"
                    aria-label={`Move ${entry.name} down`}
                    disabled={index === entries.length - 1}
                    onClick={() => reorder(index, index + 1)}
                  >
                    Move down
                  </Button>
                  <Button className="btn-small" aria-label={`Remove ${entry.name}`} onClick={() => list.remove(index)}>
                    Remove
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {canEdit && (
        <>
          <fieldset className="form-section" ref={form.containerRef}>
            <legend>Add to the list</legend>
            <div className="field-grid">
              <FieldSelect
                label="Kind"
                choices={[
                  { value: 'CLIENT', label: 'A client' },
                  { value: 'REGION', label: 'A state or province' },
                ]}
                {...form.text('kind')}
              />
              {adding.kind === 'CLIENT' ? (
                <FieldSelect label="Client" choices={clients} placeholder="Choose a client" {...form.text('clientId')} />
              ) : (
                <LimitedTextField label="State or province" hint="Two letters, e.g. PA." limit={2} {...form.text('region')} />
              )}
            </div>
            <Button onClick={add}>Add</Button>
          </fieldset>
          <div className="button-row">
            <Button variant="primary" busy={saving} onClick={() => void onSave()}>
              Save leg priority
            </Button>
          </div>
        </>
      )}
    </Panel>
  );
};
