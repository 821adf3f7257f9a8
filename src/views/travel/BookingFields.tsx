import { TravelPurposeValues } from '@/generated/enums/TravelPurpose';
import type { TravelPurpose } from '@/generated/enums/TravelPurpose';
import { FieldSelect } from '../ui/FieldSelect';
import { TextField } from '../ui/TextField';
import { DriverPicker } from './DriverPicker';
import { PURPOSE_LABEL } from './labels';
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

/** The booking's confirmation, cost and notes (the bottom of both forms). */
export const CostFields = ({ form }: { form: Form }) => (
  <>
    <div className="field-grid">
      <TextField label="Confirmation code" autoComplete="off" {...form.text('confirmationCode')} />
      <TextField label="Cost" inputMode="decimal" hint="What the driver paid, e.g. 319.50." required autoComplete="off" {...form.text('cost')} />
    </div>
    <TextField label="Notes" rows={3} {...form.text('notes')} />
  </>
);
