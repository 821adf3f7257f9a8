import { useDateTimeFormat } from '../app/useDateTimeFormat';
import { TextField } from '../ui/TextField';
import { type ActualTimeWindow, earliestMinute, type ZonedMinute, zonedMinute } from './actualTime';

export type ActualTimeInputsProps = {
  /** What happened, the inputs' labels start with it: "Picked up" gives "Picked up on" and "Picked up at". */
  label: string;
  value: ZonedMinute;
  onChange: (value: ZonedMinute) => void;
  /** The step before (its time and its name), the earliest the time may be. */
  between: ActualTimeWindow;
  timeZone?: string;
  /** The time's error: the check's (actualTimeOf) or the server's `input.actualAt`. */
  error?: readonly string[] | string | null;
};

/**
 * When a pick up or a delivery happened: a day and a time of day on the tenant's clock, now unless changed, between
 * the step before and now (the hint says which); the driver's confirmation and the leg page's dialog ask it so.
 */
export const ActualTimeInputs = ({ label, value, onChange, between, timeZone, error }: ActualTimeInputsProps) => {
  const format = useDateTimeFormat();
  const min = earliestMinute(between.after, timeZone);
  const today = zonedMinute(new Date(), timeZone).day;
  const since = between.after ? `, not before ${between.afterWhat} (${format(between.after)})` : '';
  return (
    <>
      <TextField
        type="date"
        label={`${label} on`}
        value={value.day}
        min={min?.day}
        max={today}
        onChange={(day) => onChange({ ...value, day })}
        required
      />
      <TextField
        type="time"
        label={`${label} at`}
        value={value.time}
        onChange={(time) => onChange({ ...value, time })}
        hint={`Now unless you change it: not later than now${since}. Time zone: ${timeZone ?? 'this device’s'}.`}
        error={error ?? undefined}
        required
      />
    </>
  );
};
