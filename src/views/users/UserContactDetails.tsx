import type { ContactDetails } from '../../domain/currentUser';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';

type Contact = Omit<ContactDetails, 'id' | 'firstName' | 'lastName'>;

export type UserContactDetailsProps = { contact: Contact | null };

export const UserContactDetails = ({ contact }: UserContactDetailsProps) => {
  const rows: [string, string | null][] = contact
    ? [
        ['Name', contact.fullName],
        ['Title', contact.title],
        ['Email', contact.email],
        ['Phone', contact.phone && (contact.phoneExt ? `${contact.phone} ext. ${contact.phoneExt}` : contact.phone)],
        ['Mobile', contact.mobilePhone],
        ['Fax', contact.fax],
      ]
    : [];
  const filled = rows.filter(([, value]) => value);
  return (
    <Panel title="Contact">
      {filled.length === 0 ? (
        <EmptyState title="No contact details" />
      ) : (
        <dl className="details">
          {filled.map(([label, value]) => (
            <div key={label} className="details-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </Panel>
  );
};
