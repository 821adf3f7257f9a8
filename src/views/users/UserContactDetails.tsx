import { EmptyState } from '../ui/EmptyState';
import { Panel } from '../ui/Panel';

type Contact = {
  fullName: string | null;
  email: string | null;
  phone: string | null;
  phoneExt: string | null;
  mobilePhone: string | null;
  fax: string | null;
  title: string | null;
};

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
