import type { OrderFormApi } from '../kit/orderForm/useOrderForm';
import { Checkbox } from '../kit/ui/Checkbox';
import { Panel } from '../kit/ui/Panel';
import { TenantDateInput } from '../kit/forms/TenantDateInput';
import { TextField } from '../kit/ui/TextField';

/** What only a quote asks: how long its price holds, and the extras priced from the tenant's billing items. */
export const QuoteExtrasFields = ({ form }: { form: OrderFormApi }) => {
  const { state, send, errors } = form;
  const extras = state.extras;
  return (
    <Panel title="Quote terms and extras">
      <div className="form">
        <div className="field-grid">
          <TenantDateInput
            label="Valid until"
            hint="Leave empty for the usual 14 days."
            value={state.validUntil}
            error={errors.validUntil}
            onChange={(value) => send({ type: 'validUntil.set', value })}
          />
          <TextField
            label="Storage days"
            inputMode="numeric"
            value={extras.storageDays}
            error={errors['extras.storageDays']}
            onChange={(storageDays) => send({ type: 'extras.set', patch: { storageDays } })}
          />
          <TextField
            label="Discount (%)"
            inputMode="decimal"
            value={extras.discountPercent}
            error={errors['extras.discountPercent']}
            onChange={(discountPercent) => send({ type: 'extras.set', patch: { discountPercent } })}
          />
        </div>
        <Checkbox
          label="Tag and title"
          checked={extras.tagAndTitle}
          onChange={(tagAndTitle) => send({ type: 'extras.set', patch: { tagAndTitle } })}
        />
        <Checkbox
          label="First service charge"
          checked={extras.firstServiceCharge}
          onChange={(firstServiceCharge) => send({ type: 'extras.set', patch: { firstServiceCharge } })}
        />
      </div>
    </Panel>
  );
};
