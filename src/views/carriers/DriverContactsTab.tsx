import { useMutation } from 'urql';
import type { DriverContactType } from '@/generated/enums/DriverContactType';
import { driverContactsSchema } from '../../domain/schemas/carriers';
import { Panel } from '../kit/ui/Panel';
import { ContactsEditor, ContactsList } from './ContactsEditor';
import type { DriverTabProps } from './driverTabs';
import { SetDriverContactsMutation } from './drivers.graphql';
import { useCanEditCarriers } from './useCanEditCarriers';
import { useCarrierSave } from './useCarrierSave';

const TYPES: Record<DriverContactType, string> = { PRIMARY: 'Primary', EMERGENCY: 'Emergency' };

/** /admin/drivers/:id/contact-info: the driver's PRIMARY (at most one) and EMERGENCY contacts. */
export const DriverContactsTab = ({ driver, refetch }: DriverTabProps) => {
  const canEdit = useCanEditCarriers();
  const [, setContacts] = useMutation(SetDriverContactsMutation);
  const { save, saving } = useCarrierSave(refetch);
  return (
    <Panel
      title="Contacts"
      description={<p>One primary contact at most; emergency contacts are who to call when something happens on the road.</p>}
    >
      {canEdit ? (
        <ContactsEditor
          contacts={driver.contacts}
          types={TYPES}
          schema={driverContactsSchema}
          saving={saving}
          onSave={(contacts) => save(() => setContacts({ id: driver.id, version: driver.version, contacts }), 'Contacts saved.')}
        />
      ) : (
        <ContactsList contacts={driver.contacts} types={TYPES} />
      )}
    </Panel>
  );
};
