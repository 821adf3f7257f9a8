import { useState } from 'react';
import { useMutation } from 'urql';
import { dscVisibilitySchema } from '../../domain/schemas/carriers';
import { useClientChoices, useClientCustomerChoices } from '../kit/pickers/useReferenceChoices';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';
import type { DriverTabProps } from './driverTabs';
import { SetDriverDscVisibilityMutation } from './drivers.graphql';
import { DriverLegOffers } from './DriverLegOffers';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { useCanEditCarriers } from './useCanEditCarriers';
import { useCarrierSave } from './useCarrierSave';

type Entry = { clientId: string; customerId: string | null; name: string };

/**
 * /admin/drivers/:id/dsc-visibility: the clients (all their customers) or single customers whose open legs the
 * driver may be offered beyond their own (docs/decisions.md).
 */
export const DriverDscTab = ({ driver, refetch }: DriverTabProps) => {
  const canEdit = useCanEditCarriers();
  const clients = useClientChoices(canEdit);
  const [entries, setEntries] = useState<Entry[]>(() =>
    driver.dscVisibility.map((entry) => ({
      clientId: entry.client.id,
      customerId: entry.customer?.id ?? null,
      name: entry.customer ? `${entry.customer.displayName} (${entry.client.displayName})` : `${entry.client.displayName} (every customer)`,
    })),
  );
  const [clientId, setClientId] = useState('');
  const [customerId, setCustomerId] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [, setVisibility] = useMutation(SetDriverDscVisibilityMutation);
  const { save, saving } = useCarrierSave(refetch);
  const clientName = (id: string) => clients.find((choice) => choice.value === id)?.label ?? '';
  const customerChoices = useClientCustomerChoices(clientId);

  const add = () => {
    if (!clientId) return setMessage('Choose a client.');
    if (entries.some((entry) => entry.clientId === clientId && entry.customerId === (customerId || null)))
      return setMessage('This entry is already on the list.');
    setMessage(null);
    const customer = customerChoices.find((choice) => choice.value === customerId);
    setEntries((list) => [
      ...list,
      { clientId, customerId: customerId || null, name: customer ? customer.label : `${clientName(clientId)} (every customer)` },
    ]);
    setCustomerId('');
  };
  const onSave = async () => {
    const parsed = dscVisibilitySchema.safeParse(
      entries.map(({ clientId: client, customerId: customer }) => ({ clientId: client, customerId: customer })),
    );
    if (!parsed.success) return setMessage(parsed.error.issues.map((issue) => issue.message).join(' '));
    const failure = await save(
      () => setVisibility({ id: driver.id, version: driver.version, visibility: parsed.data }),
      'DSC visibility saved.',
    );
    setMessage(failure?.message ?? null);
  };

  return (
    <>
      <Panel
        title="DSC visibility"
        description={<p>Open legs of these clients and customers may be offered to the driver, beyond the legs assigned to them.</p>}
      >
        {message && <Alert tone="danger">{message}</Alert>}
        {entries.length === 0 ? (
          <EmptyState title="Only their own legs">The driver is offered no other open legs.</EmptyState>
        ) : (
          <ul className="plain-list priority-list">
            {entries.map((entry, index) => (
              <li key={`${entry.clientId}:${entry.customerId ?? ''}`} className="priority-item">
                <span className="priority-name">{entry.name}</span>
                {canEdit && (
                  <Button
                    className="btn-small"
                    aria-label={`Remove ${entry.name}`}
                    onClick={() => setEntries((list) => list.filter((_, at) => at !== index))}
                  >
                    Remove
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
        {canEdit && (
          <>
            <fieldset className="form-section">
              <legend>Add a client or customer</legend>
              <div className="field-grid">
                <FieldSelect
                  label="Client"
                  choices={clients}
                  value={clientId}
                  placeholder="Choose a client"
                  onChange={(value) => {
                    setClientId(value);
                    setCustomerId('');
                  }}
                />
                <FieldSelect
                  label="Customer"
                  choices={customerChoices}
                  value={customerId}
                  placeholder="Every customer of the client"
                  onChange={setCustomerId}
                />
              </div>
              <Button onClick={add}>Add</Button>
            </fieldset>
            <div className="button-row">
              <Button variant="primary" busy={saving} onClick={onSave}>
                Save DSC visibility
              </Button>
            </div>
          </>
        )}
      </Panel>
      <DriverLegOffers key={driver.version} driverId={driver.id} />
    </>
  );
};
