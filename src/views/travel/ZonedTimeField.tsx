import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { DateTimeInput } from '../kit/ui/DateInput';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { zoneChoices } from './labels';

/** A day, a time and the zone they are local to (an airport's, a rental counter's), typed as the ticket shows them. */
export type ZonedTime = { day: string; time: string; zone: string };

export type ZonedTimeFieldProps = {
  label: string;
  value: ZonedTime;
  onChange: (value: ZonedTime) => void;
  error?: readonly string[];
  zoneError?: readonly string[];
};

export const ZonedTimeField = ({ label, value, onChange, error, zoneError }: ZonedTimeFieldProps) => {
  const tenant = useCurrentTenant();
  return (
    <div className="zoned-time">
      <DateTimeInput
        label={label}
        value={{ day: value.day, time: value.time }}
        onChange={({ day, time }) => onChange({ ...value, day, time })}
        locale={tenant?.locale}
        timeZone={value.zone}
        error={error}
        required
      />
      <FieldSelect
        label={`${label} time zone`}
        choices={zoneChoices(tenant?.timeZone, value.zone)}
        value={value.zone}
        onChange={(zone) => onChange({ ...value, zone })}
        error={zoneError}
        hint="Local time where it happens, as the ticket or booking shows it."
      />
    </div>
  );
};
