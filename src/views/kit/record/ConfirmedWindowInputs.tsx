import type { FieldErrors } from '../../../domain/schemas/fieldErrors';
import { useCurrentTenant } from '../app/useCurrentUser';
import { DateTimeInput, type DateTimeValue } from '../ui/DateInput';

export type ConfirmedWindowInputsProps = {
  /** The form's values of the two times. */
  values: { pickup: DateTimeValue; delivery: DateTimeValue };
  onChange: (name: 'pickup' | 'delivery', value: DateTimeValue) => void;
  /** The form's errors: `confirmedPickupAt` and `confirmedDeliveryAt` (the shared schema's and the server's names). */
  errors: FieldErrors;
};

/** A leg's confirmed pickup and delivery, in the tenant's zone: the leg's Confirm and the call center's confirm-with-call. */
export const ConfirmedWindowInputs = ({ values: { pickup, delivery }, onChange, errors }: ConfirmedWindowInputsProps) => {
  const tenant = useCurrentTenant();
  return (
    <>
      {(
        [
          ['Confirmed pickup', 'pickup', 'confirmedPickupAt', pickup],
          ['Confirmed delivery', 'delivery', 'confirmedDeliveryAt', delivery],
        ] as const
      ).map(([label, name, field, value]) => (
        <DateTimeInput
          key={field}
          label={label}
          value={value}
          onChange={(next: DateTimeValue) => onChange(name, next)}
          locale={tenant?.locale}
          timeZone={tenant?.timeZone}
          error={errors[field]}
          required
        />
      ))}
    </>
  );
};
