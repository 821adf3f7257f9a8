import { graphqlFailure } from '../forms/failure';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import type { OrderFormState } from './formTypes';
import { PriceBreakdown } from './PriceBreakdown';
import { orderedLegs } from './toInput';
import { usePricePreview } from './usePricePreview';

/** "vehicle 2, leg 1": the server counts legs across the order, the form per vehicle (the same with one vehicle). */
const legNamer = (state: OrderFormState) => (legIndex: number) => {
  const leg = orderedLegs(state)[legIndex];
  if (!leg) return `Leg ${legIndex + 1}`;
  const vehicle = state.vehicles.findIndex((item) => item.key === leg.vehicleKey);
  const position = state.legs.filter((item) => item.vehicleKey === leg.vehicleKey).indexOf(leg);
  return `vehicle ${vehicle + 1}, leg ${position + 1}`;
};

/** The price as the server would quote the form now, every line explained; nothing is saved. */
export const PricePreview = ({ state }: { state: OrderFormState }) => {
  const { missing, pending, price, error, retry } = usePricePreview(state);

  const body = () => {
    if (missing) return <p className="muted">The price appears once the form is complete. Still missing: {missing}</p>;
    if (error) return <ErrorState title="Could not price this" message={graphqlFailure(error).message} onRetry={retry} />;
    if (!price) return <Spinner label="Pricing…" />;
    return (
      <PriceBreakdown price={price} caption="Price preview line items" legName={state.vehicles.length > 1 ? legNamer(state) : undefined} />
    );
  };

  return (
    <Panel
      title="Price preview"
      className="price-preview"
      actions={pending && !missing && price ? <Spinner size="small" label="Updating…" /> : null}
    >
      <div aria-live="polite" aria-busy={pending || undefined}>
        {body()}
      </div>
    </Panel>
  );
};
