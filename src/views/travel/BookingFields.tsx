import { type FormEvent, type ReactNode, type RefObject, useState } from 'react';
import type * as z from 'zod';
import { TravelPurposeValues } from '@/generated/enums/TravelPurpose';
import type { TravelPurpose } from '@/generated/enums/TravelPurpose';
import { resolveTimeZone } from '../../domain/dates';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import type { Failure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { FormButtons } from '../kit/ui/FormButtons';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { TextField, type TextFieldProps } from '../kit/ui/TextField';
import { DriverPicker } from './DriverPicker';
import { PURPOSE_LABEL } from './labels';
import { LegsPicker, type TravelLeg } from './LegsPicker';
import type { BookingFormValues } from './travelInput';

type Form = {
  values: BookingFormValues;
  errors: Record<string, string[]>;
  set: <K extends keyof BookingFormValues>(name: K, value: BookingFormValues[K]) => void;
  text: (name: keyof BookingFormValues & string) => { name: string; value: string; onChange: (value: string) => void; error?: string[] };
};

/** The shared fields' view of a flight's or a rental's form (useForm of the larger values). */
export const bookingForm = <T extends BookingFormValues>(form: {
  values: T;
  errors: Record<string, string[]>;
  set: <K extends keyof T>(name: K, value: T[K]) => void;
  text: Form['text'];
}): Form => ({
  values: form.values,
  errors: form.errors,
  set: (name, value) => form.set(name, value as T[typeof name]),
  text: form.text,
});

/** The driver and why they travel (the top of a flight's and a rental's form). */
export const TravellerFields = ({ form }: { form: Form }) => (
  <div className="field-grid">
    <DriverPicker
      label="Driver"
      searchLabel="Find a driver"
      value={form.values.driverId}
      name={form.values.driverName || null}
      placeholder="Choose a driver"
      onChange={(id, name) => {
        form.set('driverId', id);
        form.set('driverName', name ?? '');
      }}
      error={form.errors.driverId}
    />
    <FieldSelect
      label="Purpose"
      choices={TravelPurposeValues.map((value) => ({ value, label: PURPOSE_LABEL[value] }))}
      value={form.values.purpose}
      onChange={(purpose) => form.set('purpose', purpose as TravelPurpose)}
      error={form.errors.purpose}
    />
  </div>
);

/** A booking's typed fact (a place, a carrier, a number): required, and not one for the browser to fill from its history. */
export const BookingText = (props: TextFieldProps) => <TextField required autoComplete="off" {...props} />;

/** The booking's confirmation, cost and notes (the bottom of both forms). */
export const CostFields = ({ form }: { form: Form }) => (
  <>
    <div className="field-grid">
      <TextField label="Confirmation code" autoComplete="off" {...form.text('confirmationCode')} />
      <BookingText label="Cost" inputMode="decimal" hint="What the driver paid, e.g. 319.50." {...form.text('cost')} />
    </div>
    <TextField label="Notes" rows={3} {...form.text('notes')} />
  </>
);

export type BookingFormProps<Stored, Input> = {
  stored?: Stored;
  submitLabel: string;
  cancelHref: string;
  /** Resolves to the failure to show, or null once saved. */
  onSubmit: (input: Input) => Promise<Failure | null>;
};

/** What BookingFormFrame draws from a booking form's state. */
export type BookingFormKit = {
  formRef: RefObject<HTMLFormElement | null>;
  formError: string | null;
  submitting: boolean;
  booking: Form;
  legs: TravelLeg[];
  setLegs: (legs: TravelLeg[]) => void;
};

/**
 * A flight's or a rental's form state: its values, its legs and the tenant's zone for new times. `submit` checks the
 * kind's input (built from the values and legs) by the shared schema before it goes to `onSubmit`.
 */
export const useBookingForm = <V extends BookingFormValues & Record<string, string | boolean>>(
  initial: V,
  storedLegs?: readonly TravelLeg[],
) => {
  const tenant = useCurrentTenant();
  const form = useForm<V>(initial);
  const [legs, setLegs] = useState<TravelLeg[]>([...(storedLegs ?? [])]);
  const kit: BookingFormKit = {
    formRef: form.formRef,
    formError: form.formError,
    submitting: form.submitting,
    booking: bookingForm(form),
    legs,
    setLegs,
  };
  const submit = <S extends z.ZodType>(
    schema: S,
    inputOf: (values: V, legs: readonly TravelLeg[]) => unknown,
    onSubmit: (input: z.output<S>) => Promise<Failure | null>,
  ) =>
    form.submit(async () => {
      const input = form.check(schema, inputOf(form.values, legs));
      if (!input) return;
      const failure = await onSubmit(input);
      if (failure) form.fail(failure);
    });
  return { form, kit, submit, zone: resolveTimeZone(tenant?.timeZone) };
};

export type BookingFormFrameProps = {
  kit: BookingFormKit;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  cancelHref: string;
  children: ReactNode;
};

/** A booking form around the kind's own fields: the traveller above them; the legs, cost and buttons below. */
export const BookingFormFrame = ({ kit, onSubmit, submitLabel, cancelHref, children }: BookingFormFrameProps) => (
  <form ref={kit.formRef} className="form" noValidate onSubmit={onSubmit}>
    {kit.formError && <Alert tone="danger">{kit.formError}</Alert>}
    <TravellerFields form={kit.booking} />
    {children}
    <LegsPicker legs={kit.legs} onChange={kit.setLegs} driverId={kit.booking.values.driverId} errors={kit.booking.errors} />
    <CostFields form={kit.booking} />
    <FormButtons submit={submitLabel} busy={kit.submitting} cancelHref={cancelHref} cancelText="Back" />
  </form>
);
