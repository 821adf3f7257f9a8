import { useMutation } from 'urql';
import type { ContactType } from '@/generated/enums/ContactType';
import { truckingCompanyInputSchema } from '../../domain/schemas/carriers';
import { Panel } from '../kit/ui/Panel';
import { ContactsEditor, ContactsList } from './ContactsEditor';
import { UpdateTruckingCompanyMutation } from './truckingCompanies.graphql';
import type { TruckingTabProps } from './truckingForm';
import { truckingFormValues, truckingInputOf } from './truckingForm';
import { useCanEditCarriers } from './useCanEditCarriers';
import { useCarrierSave } from './useCarrierSave';

const TYPES: Record<ContactType, string> = { PRIMARY: 'Primary', ALTERNATE: 'Alternate', EMERGENCY: 'Emergency' };
const contactsSchema = truckingCompanyInputSchema.shape.contacts;

/** /admin/trucking-companies/:id/contact-info: the company's contacts, saved with the company at its version. */
export const TruckingContactsTab = ({ company, refetch }: TruckingTabProps) => {
  const canEdit = useCanEditCarriers();
  const [, update] = useMutation(UpdateTruckingCompanyMutation);
  const { save, saving } = useCarrierSave(refetch);
  return (
    <Panel title="Contacts">
      {canEdit ? (
        <ContactsEditor
          contacts={company.contacts}
          types={TYPES}
          schema={contactsSchema}
          saving={saving}
          onSave={(contacts) => {
            // The stored pay profile as it is (not through the form's text), beside the company's other fields.
            const input = truckingCompanyInputSchema.parse({
              ...truckingInputOf(truckingFormValues(company)),
              payProfile: company.payProfile ?? null,
              contacts,
            });
            return save(() => update({ id: company.id, version: company.version, input }), 'Contacts saved.');
          }}
        />
      ) : (
        <ContactsList contacts={company.contacts} types={TYPES} />
      )}
    </Panel>
  );
};
