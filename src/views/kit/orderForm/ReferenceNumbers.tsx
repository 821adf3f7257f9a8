import { MAX_REFERENCE_NUMBERS } from '../../../domain/schemas/orders';
import { Button } from '../ui/Button';
import { LimitedTextField } from '../ui/LimitedTextField';
import type { OrderFormApi } from './useOrderForm';

/** The client's own numbers for this order (PO, stock or claim numbers), up to ten. */
export const ReferenceNumbers = ({ form }: { form: OrderFormApi }) => {
  const { state, send, errors } = form;
  return (
    <fieldset className="reference-numbers">
      <legend className="field-label">Reference numbers</legend>
      {errors.referenceNumbers && <p className="field-error">{errors.referenceNumbers.join(' ')}</p>}
      {state.referenceNumbers.length === 0 && <p className="muted">None yet.</p>}
      <ol className="plain-list">
        {state.referenceNumbers.map((value, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the numbers are plain strings, edited in place by position
          <li key={index} className="reference-number">
            <LimitedTextField
              label={`Reference number ${index + 1}`}
              value={value}
              limit={50}
              autoComplete="off"
              error={errors[`referenceNumbers.${index}`]}
              onChange={(next) => send({ type: 'reference.set', index, value: next })}
            />
            <Button variant="ghost" className="btn-small" onClick={() => send({ type: 'reference.remove', index })}>
              Remove reference number {index + 1}
            </Button>
          </li>
        ))}
      </ol>
      <div className="button-row">
        <Button
          className="btn-small"
          disabled={state.referenceNumbers.length >= MAX_REFERENCE_NUMBERS}
          onClick={() => send({ type: 'reference.add' })}
        >
          Add reference number
        </Button>
      </div>
    </fieldset>
  );
};
