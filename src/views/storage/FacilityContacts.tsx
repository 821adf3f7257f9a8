import { useState } from 'react';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { type StorageContactKind, StorageContactKindValues } from '@/generated/enums/StorageContactKind';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';
import toast from '../kit/ui/toast';
import { type FacilityContact, ContactForm } from './ContactForm';
import { CONTACT_KIND_LABEL } from './labels';
import { transitionFailureMessage } from '../kit/record/transitionFailure';

export const FacilityContactsFragment = graphql(`
  fragment FacilityContacts_facility on StorageFacility {
    id
    contacts {
      id
      kind
      name
      phone
      email
    }
  }
`);

const DeleteStorageContactMutation = graphql(`
  mutation StorageContactDelete($id: ID!) {
    deleteStorageContact(id: $id) {
      id
      ...StorageFacilityDetail
    }
  }
`);

/** /storage/facilities/:id/contacts: who to call at the facility (primary, alternate, emergency), added, edited and removed in place. */
export const FacilityContacts = ({ facility: source }: { facility: FragmentType<typeof FacilityContactsFragment> }) => {
  const facility = getFragmentData(FacilityContactsFragment, source);
  const [editing, setEditing] = useState<string | null>(null);
  const [{ fetching: deleting }, remove] = useMutation(DeleteStorageContactMutation);
  const [message, setMessage] = useState<string | null>(null);
  const order = StorageContactKindValues as readonly StorageContactKind[];
  const contacts = [...facility.contacts].sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind) || a.name.localeCompare(b.name));

  const removeContact = async (contact: FacilityContact) => {
    setMessage(null);
    const result = await remove({ id: contact.id });
    if (result.error) setMessage(transitionFailureMessage(graphqlFailure(result.error), 'facility'));
    else toast.success(`${contact.name} removed.`);
  };

  return (
    <Panel
      title="Contacts"
      className="panel-wide"
      actions={editing === null && <Button onClick={() => setEditing('new')}>New contact</Button>}
    >
      {message && <Alert tone="danger">{message}</Alert>}
      {editing === 'new' && <ContactForm facilityId={facility.id} contact={null} onDone={() => setEditing(null)} />}
      {contacts.length === 0 ? (
        <EmptyState title="No contacts yet" />
      ) : (
        <ul className="plain-list">
          {contacts.map((contact) =>
            editing === contact.id ? (
              <li key={contact.id}>
                <ContactForm facilityId={facility.id} contact={contact} onDone={() => setEditing(null)} />
              </li>
            ) : (
              <li key={contact.id}>
                <Badge tone={contact.kind === 'EMERGENCY' ? 'danger' : 'neutral'}>{CONTACT_KIND_LABEL[contact.kind]}</Badge>{' '}
                <strong>{contact.name}</strong>
                {contact.phone && (
                  <>
                    {' · '}
                    <a href={`tel:${contact.phone}`}>{contact.phone}</a>
                  </>
                )}
                {contact.email && (
                  <>
                    {' · '}
                    <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  </>
                )}{' '}
                <span className="button-row">
                  <Button
                    className="btn-small"
                    aria-label={`Edit ${contact.name}`}
                    onClick={() => setEditing(contact.id)}
                    disabled={editing !== null}
                  >
                    Edit
                  </Button>
                  <ConfirmButton
                    label="Remove"
                    ariaLabel={`Remove ${contact.name}`}
                    question={`Remove ${contact.name}?`}
                    confirmLabel="Remove the contact"
                    busy={deleting}
                    onConfirm={() => removeContact(contact)}
                  />
                </span>
              </li>
            ),
          )}
        </ul>
      )}
    </Panel>
  );
};
