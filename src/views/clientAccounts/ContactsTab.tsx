import { Suspense, useState } from 'react';
import { type CombinedError, useMutation, useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import type { ContactRow_ContactFragment as Contact } from '@/generated/graphql';
import { telHref } from '../kit/record/LegContactsPanel';
import { graphqlFailure } from '../kit/forms/failure';
import { recordRefusal } from '../kit/record/recordRefusal';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { lazyView } from '../kit/router/lazyView';
import { Spinner } from '../kit/ui/Spinner';
import { Table } from '../kit/ui/Table';
import toast from '../kit/ui/toast';
import { ContactDialog, contactName } from './ContactDialog';
import { ClientContactsQuery, ContactRowFragment, CustomerContactsQuery, DeleteContactMutation } from './contacts.graphql';
import type { Party } from './clientTabs';
import { CONTACT_TYPE_LABEL } from './labels';

const CommunicationLogPanel = lazyView(() => import('../communications/public').then((m) => m.CommunicationLogPanel));

const phoneText = (contact: Contact) =>
  contact.phone ? <a href={telHref(contact.phone)}>{`${contact.phone}${contact.phoneExt ? ` ext. ${contact.phoneExt}` : ''}`}</a> : '—';

type ContactsPanelProps = {
  party: Party;
  /** The tab's query: its contacts once loaded, its error, and the reload after a change. */
  error: CombinedError | undefined;
  contacts: readonly Contact[] | null;
  reload: () => void;
};

/** A party's contacts as a table; New, Edit (a dialog) and Delete (asking first), each at the contact's version. */
const ContactsPanel = ({ party, error, contacts, reload }: ContactsPanelProps) => {
  const [open, setOpen] = useState<{ contact: Contact | null } | null>(null);
  const [deleting, sendDelete] = useMutation(DeleteContactMutation);
  const onDelete = async (contact: Contact) => {
    const deleted = await sendDelete({ id: contact.id, version: contact.version });
    if (deleted.error) return toast.error(recordRefusal(deleted.error, 'contact', reload).message);
    toast.success(`Contact ${contactName(contact)} deleted.`);
    reload();
  };
  const body = () => {
    if (error && !contacts) return <ErrorState message={transitionFailureMessage(graphqlFailure(error), 'contact')} onRetry={reload} />;
    if (!contacts) return <Spinner label="Loading the contacts…" />;
    if (contacts.length === 0) return <EmptyState title="No contacts yet" />;
    return (
      <Table caption="Contacts" headings={['Type', 'Name', 'Title', 'Email', 'Phone', 'Mobile', 'Fax', { hidden: 'Actions' }]}>
        {contacts.map((contact) => (
          <tr key={contact.id}>
            <td>{CONTACT_TYPE_LABEL[contact.type]}</td>
            <th scope="row">{contact.fullName || '—'}</th>
            <td>{contact.title ?? '—'}</td>
            <td>{contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '—'}</td>
            <td>{phoneText(contact)}</td>
            <td>{contact.mobilePhone ? <a href={telHref(contact.mobilePhone)}>{contact.mobilePhone}</a> : '—'}</td>
            <td>{contact.fax ?? '—'}</td>
            <td>
              <div className="button-row">
                <Button className="btn-small" aria-label={`Edit ${contactName(contact)}`} onClick={() => setOpen({ contact })}>
                  Edit
                </Button>
                <ConfirmButton
                  label="Delete"
                  ariaLabel={`Delete ${contactName(contact)}`}
                  question={`Delete ${contactName(contact)}?`}
                  confirmLabel="Delete"
                  busy={deleting.fetching}
                  onConfirm={() => onDelete(contact)}
                />
              </div>
            </td>
          </tr>
        ))}
      </Table>
    );
  };
  // The contact open, as the list now has it (after a CONFLICT's reload, its new version).
  const edited = open?.contact ? (contacts?.find((contact) => contact.id === open.contact?.id) ?? open.contact) : null;
  return (
    <Panel
      title="Contacts"
      actions={
        <Button variant="primary" className="btn-small" onClick={() => setOpen({ contact: null })}>
          New contact
        </Button>
      }
    >
      {body()}
      {open && (
        <ContactDialog
          party={party}
          contact={edited}
          reload={reload}
          close={(changed) => {
            setOpen(null);
            if (changed) reload();
          }}
        />
      )}
    </Panel>
  );
};

/** /admin/clients/:id/contacts: the client's contacts and its communication log. */
export const ClientContactsTab = ({ id }: { id: string }) => {
  const [result, reexecute] = useQuery({ query: ClientContactsQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  const contacts = result.data?.client ? getFragmentData(ContactRowFragment, result.data.client.contacts) : null;
  return (
    <>
      <ContactsPanel
        party={{ clientId: id }}
        error={result.error}
        contacts={contacts}
        reload={() => reexecute({ requestPolicy: 'network-only' })}
      />
      <Suspense fallback={<Spinner label="Loading the communication log…" />}>
        <CommunicationLogPanel subject={{ kind: 'CLIENT', id }} />
      </Suspense>
    </>
  );
};

/** /admin/customers/:id/contacts: the customer's contacts and its communication log. */
export const CustomerContactsTab = ({ id }: { id: string }) => {
  const [result, reexecute] = useQuery({ query: CustomerContactsQuery, variables: { id }, requestPolicy: 'cache-and-network' });
  const contacts = result.data?.customer ? getFragmentData(ContactRowFragment, result.data.customer.contacts) : null;
  return (
    <>
      <ContactsPanel
        party={{ customerId: id }}
        error={result.error}
        contacts={contacts}
        reload={() => reexecute({ requestPolicy: 'network-only' })}
      />
      <Suspense fallback={<Spinner label="Loading the communication log…" />}>
        <CommunicationLogPanel subject={{ kind: 'CUSTOMER', id }} />
      </Suspense>
    </>
  );
};
