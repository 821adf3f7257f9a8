import { Panel } from '../ui/Panel';
import { LimitedTextField } from '../ui/LimitedTextField';
import type { OrderFormApi } from './useOrderForm';

/** A general note, and special instructions every driver of the order's legs sees. */
export const NotesFields = ({ form }: { form: OrderFormApi }) => {
  const { state, send, errors } = form;
  return (
    <Panel title="Notes">
      <div className="form">
        <LimitedTextField
          label="General notes"
          rows={3}
          limit={5000}
          value={state.notes.general}
          error={errors['notes.general']}
          onChange={(general) => send({ type: 'notes.set', patch: { general } })}
        />
        <LimitedTextField
          label="Special instructions"
          rows={3}
          limit={5000}
          hint="Shown to the drivers and trucking companies of every leg."
          value={state.notes.specialInstructions}
          error={errors['notes.specialInstructions']}
          onChange={(specialInstructions) => send({ type: 'notes.set', patch: { specialInstructions } })}
        />
      </div>
    </Panel>
  );
};
