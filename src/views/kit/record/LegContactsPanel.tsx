import { Panel } from '../ui/Panel';

export type LegContactValue = { name?: string | null; phone?: string | null; email?: string | null } | null | undefined;

export type LegContactsPanelProps = { pickup: LegContactValue; delivery: LegContactValue };

/** "Dana Whitfield · +1 404 555 0142 · dana@example.com", or null when the leg names nobody. */
export const contactLine = (contact: LegContactValue): string | null => {
  const parts = [contact?.name, contact?.phone, contact?.email].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
};

/** A phone number as typed as a `tel:` address: the digits and a leading +, the extension left off. */
export const telHref = (phone: string) => `tel:${phone.replace(/(?:x|ext\.?)\s*\d+$/i, '').replace(/[^\d+]/g, '')}`;

const Contact = ({ contact }: { contact: LegContactValue }) => {
  if (!contact?.name && !contact?.phone) return <span className="muted">Nobody named</span>;
  return (
    <>
      {contact.name}
      {contact.phone && (
        <>
          {contact.name && ' · '}
          <a href={telHref(contact.phone)}>{contact.phone}</a>
        </>
      )}
      {contact.email && (
        <>
          {' · '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>
        </>
      )}
    </>
  );
};

/** Whom the driver calls at each end of one leg (staff leg page and the client's own leg). */
export const LegContactsPanel = ({ pickup, delivery }: LegContactsPanelProps) => (
  <Panel title="Contacts">
    <dl className="details">
      <div className="details-row">
        <dt>Pickup contact</dt>
        <dd>
          <Contact contact={pickup} />
        </dd>
      </div>
      <div className="details-row">
        <dt>Delivery contact</dt>
        <dd>
          <Contact contact={delivery} />
        </dd>
      </div>
    </dl>
  </Panel>
);
