import { useId, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { parseDay } from './calendarDays';
import { MonthCalendar } from './MonthCalendar';

export type DateFieldProps = { label: string; value: string; onChange: (value: string) => void; error?: readonly string[] };

/**
 * A day typed as YYYY-MM-DD or picked from a calendar whose weeks start on Monday (spec §9). The browser's own
 * date input follows the browser's locale for the first weekday, so the wizard draws its own.
 */
export const DateField = ({ label, value, onChange, error }: DateFieldProps) => {
  const [open, setOpen] = useState(false);
  const calendarId = useId();
  const inputId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  return (
    <div className="wizard-date">
      <TextField
        id={inputId}
        label={label}
        value={value}
        onChange={onChange}
        error={error}
        placeholder="YYYY-MM-DD"
        hint="Year-month-day, e.g. 2030-05-06, or pick it from the calendar."
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
      />
      <Button ref={toggle} className="btn-small" aria-expanded={open} aria-controls={open ? calendarId : undefined} onClick={() => setOpen(!open)}>
        {open ? `Close the ${label.toLowerCase()} calendar` : `Pick the ${label.toLowerCase()} from a calendar`}
      </Button>
      {open && (
        <MonthCalendar
          id={calendarId}
          label={`${label} calendar`}
          value={parseDay(value)}
          onClose={close}
          onPick={(day) => {
            onChange(day);
            setOpen(false);
            document.getElementById(inputId)?.focus();
          }}
        />
      )}
    </div>
  );
};
