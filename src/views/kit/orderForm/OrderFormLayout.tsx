import type { ReactNode, RefObject } from 'react';
import { Alert } from '../ui/Alert';
import { Panel } from '../ui/Panel';
import { ClientFields } from './ClientFields';
import { LegsEditor } from './LegsEditor';
import { NotesFields } from './NotesFields';
import { PlacesEditor } from './PlacesEditor';
import { PricePreview } from './PricePreview';
import { ReferenceNumbers } from './ReferenceNumbers';
import type { OrderFormApi } from './useOrderForm';
import { VehiclesEditor } from './VehiclesEditor';

export type OrderFormLayoutProps = {
  form: OrderFormApi;
  /** The form's accessible name ("New order", "New quote"). */
  label: string;
  formRef: RefObject<HTMLFormElement | null>;
  formError: string | null;
  /** Called with the `value` of the submit button used (the first one for Enter in a field). */
  onSubmit: (action: string | null) => void;
  /** Sections only one of the forms has (the quote's extras), after the notes. */
  extra?: ReactNode;
  /** The submit buttons. */
  actions: ReactNode;
};

/** The order and quote form: who, vehicles, places, leg chains, notes, and the live price beside them. */
export const OrderFormLayout = ({ form, label, formRef, formError, onSubmit, extra, actions }: OrderFormLayoutProps) => (
  <form
    ref={formRef}
    aria-label={label}
    className="order-form"
    noValidate
    onSubmit={(event) => {
      event.preventDefault();
      const submitter = (event.nativeEvent as SubmitEvent).submitter;
      onSubmit(submitter instanceof HTMLButtonElement ? submitter.value : null);
    }}
  >
    <div className="order-form-main form">
      {formError && <Alert tone="danger">{formError}</Alert>}
      <Panel title="Client">
        <div className="form">
          <ClientFields form={form} />
          <ReferenceNumbers form={form} />
        </div>
      </Panel>
      <VehiclesEditor form={form} />
      <PlacesEditor form={form} />
      <LegsEditor form={form} />
      <NotesFields form={form} />
      {extra}
      <div className="form-footer button-row">{actions}</div>
    </div>
    <aside className="order-form-aside" aria-label="Price">
      <PricePreview state={form.state} checks={form.checks} />
    </aside>
  </form>
);
