import { useState } from 'react';
import { formatRequestWindow } from '../../../../domain/format';
import { summary } from '../../../../domain/schemas/fieldErrors';
import type { PlaceDraft } from '../../../../machines/wizards/wizardTypes';
import { useCurrentTenant, useCurrentUser } from '../../../kit/app/useCurrentUser';
import { type ConfirmContact, OrderConfirmDialog } from '../../../kit/orderForm/OrderConfirmDialog';
import { Alert } from '../../../kit/ui/Alert';
import { Button } from '../../../kit/ui/Button';
import { SUBMIT_LABEL } from '../labels';
import { useWizardSend, WizardActor } from '../WizardActor';
import { WizardStepForm } from '../WizardStepForm';
import { ReviewPrice } from './ReviewPrice';
import { ReviewSummary } from './ReviewSummary';

/** Whom to call at a place: the person named for the handover, else a new address's contact (a saved place's is on file with us). */
const placeContact = (label: string, place: PlaceDraft): ConfirmContact =>
  place.contact.name.trim() || place.contact.phone.trim()
    ? { label, name: place.contact.name.trim() || null, phone: place.contact.phone.trim() || null }
    : place.source === 'new'
      ? { label, name: place.address.contactName || null, phone: place.address.contactPhone || null }
      : { label, name: place.saved?.name ?? null, phone: null };

/** The order's last look: the requested window in the tenant's time zone and the phones to call. */
const PlaceOrderConfirm = ({ onConfirm, onClose }: { onConfirm: () => void; onClose: () => void }) => {
  const draft = WizardActor.useSelector((snapshot) => snapshot.context.draft);
  const tenant = useCurrentTenant();
  const user = useCurrentUser();
  const own = user?.contact?.phone || user?.contact?.mobilePhone;
  return (
    <OrderConfirmDialog
      title="Place this order?"
      windows={[formatRequestWindow(draft.dates.pickup, draft.dates.delivery, tenant?.locale, tenant?.timeZone)]}
      contacts={[
        placeContact('Pickup contact', draft.pickup),
        placeContact('Delivery contact', draft.delivery),
        { label: 'We call you at', name: user?.contact?.fullName || user?.name, phone: own },
      ]}
      confirmLabel="Place order"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
};

/** Everything at a glance, the live price, and the submit (an order asks once more); a failed submit is retried with the same key. */
export const ReviewStep = ({ focusHeading }: { focusHeading: boolean }) => {
  const send = useWizardSend();
  const kind = WizardActor.useSelector((snapshot) => snapshot.context.kind);
  const submitting = WizardActor.useSelector((snapshot) => snapshot.matches({ editing: { review: 'submitting' } }));
  const submitFailed = WizardActor.useSelector((snapshot) => snapshot.matches({ editing: { review: 'submitFailed' } }));
  const invalid = WizardActor.useSelector((snapshot) => snapshot.matches({ editing: { review: 'invalid' } }));
  const canSubmit = WizardActor.useSelector((snapshot) => snapshot.can({ type: 'wizard.submit' }));
  const failure = WizardActor.useSelector((snapshot) => snapshot.context.failure);
  const errors = WizardActor.useSelector((snapshot) => snapshot.context.errors);
  const [confirming, setConfirming] = useState(false);
  const submit = () => send({ type: 'wizard.submit' });
  return (
    <WizardStepForm
      step="review"
      focusHeading={focusHeading}
      description={
        kind === 'order'
          ? 'Check the order, then place it. Our team confirms the dates with you.'
          : 'Check the request; the quote is saved with this price for you to accept.'
      }
      onSubmit={() => (kind === 'order' ? setConfirming(true) : submit())}
      submitLabel={SUBMIT_LABEL[kind]}
      submitDisabled={!canSubmit}
      busy={submitting}
    >
      {confirming && (
        <PlaceOrderConfirm
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            submit();
          }}
        />
      )}
      {invalid && <Alert tone="danger">Something in the draft needs a change: {summary(errors)}</Alert>}
      <ReviewSummary locked={submitting} />
      <ReviewPrice />
      {submitFailed && failure && (
        <Alert tone="danger">
          <p>{[failure.message, ...Object.values(failure.fieldErrors).flat()].join(' ')}</p>
          <p>Trying again is safe: it never makes a second {kind}.</p>
          <Button className="btn-small" onClick={submit}>
            Try again
          </Button>
        </Alert>
      )}
    </WizardStepForm>
  );
};
