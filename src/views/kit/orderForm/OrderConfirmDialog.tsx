import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';

/** Who can be called about one end of the move. */
export type ConfirmContact = { label: string; name?: string | null; phone?: string | null };

export type OrderConfirmDialogProps = {
  title: string;
  /** The requested windows with their time zone ("Pickup on Nov 20, 2026, delivery ASAP (America/New_York)"), one a leg. */
  windows: readonly string[];
  contacts: readonly ConfirmContact[];
  confirmLabel: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

const contactText = ({ name, phone }: ConfirmContact) =>
  phone ? [name, phone].filter(Boolean).join(', ') : `${name ? `${name}, ` : ''}no phone number given`;

/** The last look before an order is placed: when (in which time zone) and whom to call, then place it or go back. */
export const OrderConfirmDialog = ({ title, windows, contacts, confirmLabel, busy, onConfirm, onClose }: OrderConfirmDialogProps) => (
  <Dialog title={title} onClose={onClose}>
    <dl className="details">
      <div className="details-row">
        <dt>Requested</dt>
        <dd>
          {windows.map((line, index) => (
            // Two legs may ask for the same window: the position tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: lines never move
            <span key={index} className="confirm-line">
              {line}
            </span>
          ))}
        </dd>
      </div>
      {contacts.map((contact) => (
        <div key={contact.label} className="details-row">
          <dt>{contact.label}</dt>
          <dd>{contactText(contact)}</dd>
        </div>
      ))}
    </dl>
    <div className="button-row">
      <Button
        variant="primary"
        busy={busy}
        // The second click of a double click on the button that opened this dialog may land here: it is not a yes.
        onClick={(event) => {
          if (event.detail <= 1) onConfirm();
        }}
      >
        {confirmLabel}
      </Button>
      <Button onClick={onClose}>Back</Button>
    </div>
  </Dialog>
);
