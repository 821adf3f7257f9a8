import { type FieldErrors, summary } from '../../../domain/schemas/fieldErrors';
import { graphqlFailure } from '../forms/failure';
import { ErrorState } from '../ui/ErrorState';
import { Panel } from '../ui/Panel';
import { Spinner } from '../ui/Spinner';
import type { OrderFormState } from './formTypes';
import { PriceBreakdown } from './PriceBreakdown';
import { orderedLegs } from './toInput';
import { usePricePreview } from './usePricePreview';

/** The form's date refusals ("legs.0.requestedPickup.date"), or null when the dates are valid. */
const dateErrors = (checks: FieldErrors): string | null => {
  const dates = Object.fromEntries(Object.entries(checks).filter(([key]) => /^legs\.\d+\.requested(Pickup|Delivery)/.test(key)));
  return Object.keys(dates).length > 0 ? summary(dates) : null;
};

/** "vehicle 2, leg 1": the server counts legs across the order, the form per vehicle (the same with one vehicle). */
const legNamer = (state: OrderFormState) => (legIndex: number) => {
  const leg = orderedLegs(state)[legIndex];
  if (!leg) return `Leg ${legIndex + 1}`;
  const vehicle = state.vehicles.findIndex((item) => item.key === leg.vehicleKey);
  const position = state.legs.filter((item) => item.vehicleKey === leg.vehicleKey).indexOf(leg);
  return `vehicle ${vehicle + 1}, leg ${position + 1}`;
};

export type PricePreviewProps = {
  state: OrderFormState;
  /** The form's own checks: a refused date (a past pickup) keeps the preview from pricing it. */
  checks?: FieldErrors;
};

/** The price as the server would quote the form now, every line explained; nothing is saved. */
export const PricePreview = ({ state, checks = {} }: PricePreviewProps) => {
  const refusedDates = dateErrors(checks);
  const { missing, pending, price, error, retry } = usePricePreview(state, refusedDates);

  const body = () => {
    if (missing && missing === refusedDates) return <p className="muted">The price appears once the dates are valid: {missing}</p>;
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
