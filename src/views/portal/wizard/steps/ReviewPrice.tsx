import { useId } from 'react';
import { PriceBreakdown } from '../../../kit/orderForm/PriceBreakdown';
import { Alert } from '../../../kit/ui/Alert';
import { Button } from '../../../kit/ui/Button';
import { Spinner } from '../../../kit/ui/Spinner';
import { useWizardSend, WizardActor } from '../WizardActor';

/** The live price of the draft, line by line: loading, failed (with a retry), or priced. */
export const ReviewPrice = () => {
  const send = useWizardSend();
  const titleId = useId();
  const kind = WizardActor.useSelector((snapshot) => snapshot.context.kind);
  const vehicles = WizardActor.useSelector((snapshot) => snapshot.context.draft.vehicles.length);
  const pricing = WizardActor.useSelector((snapshot) => snapshot.matches({ editing: { review: 'pricing' } }));
  const failed = WizardActor.useSelector((snapshot) => snapshot.matches({ editing: { review: 'priceFailed' } }));
  const price = WizardActor.useSelector((snapshot) => snapshot.context.price);
  const priceError = WizardActor.useSelector((snapshot) => snapshot.context.priceError);

  const body = () => {
    if (pricing) return <Spinner label="Pricing…" />;
    if (failed)
      return (
        <Alert tone="danger">
          <p>Could not price this: {priceError}</p>
          <p>{kind === 'order' ? 'You can still place the order; we will send you the price.' : 'A quote needs a price: try again.'}</p>
          <Button className="btn-small" onClick={() => send({ type: 'price.retry' })}>
            Price again
          </Button>
        </Alert>
      );
    if (!price) return null;
    return (
      <PriceBreakdown
        price={price}
        caption="Price line items"
        detailed={kind === 'quote'}
        legName={vehicles > 1 ? (legIndex) => `vehicle ${legIndex + 1}` : undefined}
      />
    );
  };

  return (
    <section className="wizard-price" aria-labelledby={titleId}>
      <h3 id={titleId}>{kind === 'quote' ? 'Instant price' : 'Price'}</h3>
      <div aria-live="polite" aria-busy={pricing || undefined}>
        {body()}
      </div>
    </section>
  );
};
