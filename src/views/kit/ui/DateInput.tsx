import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { dayFormat, formatDayInput, parseDayInput, resolveTimeZone, TIME_SLOTS, todayIn } from '../../../domain/dates';
import { Button } from './Button';
import { DateInputCalendar } from './DateInputCalendar';

export type DateInputProps = {
  label: string;
  /** A day as YYYY-MM-DD; '' for none; the typed text itself while it is not a day (so no check takes it as one). */
  value: string;
  onChange: (value: string) => void;
  /** The tenant's locale: the typed format (MM/DD/YYYY for en-US), the month and weekday names. */
  locale?: string;
  /** The tenant's time zone: which day is today. */
  timeZone?: string;
  error?: readonly string[];
  /** Said after the format ("Leave empty for the usual 14 days."). */
  hint?: string;
  required?: boolean;
};

/**
 * One day, typed in the tenant's locale format (shown as the placeholder and the hint) and read strictly — an
 * ambiguous or impossible day is an error, never a guess — or picked from a calendar (weeks from Monday, 1900–2100).
 */
export const DateInput = ({ label, value, onChange, locale, timeZone, error, hint, required }: DateInputProps) => {
  const format = useMemo(() => dayFormat(locale), [locale]);
  const [text, setText] = useState(() => formatDayInput(value, locale));
  const [blurred, setBlurred] = useState(false);
  const [open, setOpen] = useState(false);
  // What this input last sent: a different value coming back is someone else's (a reset, a restored draft).
  const sent = useRef(value);
  const inputId = useId();
  const calendarId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(formatDayInput(value, locale));
  }, [value, locale]);

  const send = (next: string) => {
    sent.current = next;
    onChange(next);
  };
  const type = (typed: string) => {
    setText(typed);
    const parsed = parseDayInput(typed, locale);
    send(parsed?.day ?? typed.trim());
  };

  const parsed = parseDayInput(text, locale);
  // The typed text's own problem first (shown once the person leaves the field, or when the form checks it).
  const own = parsed?.error && (blurred || (error?.length ?? 0) > 0) ? [parsed.error] : [];
  const messages = own.length > 0 ? own : (error ?? []);
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className={['date-input', 'field', messages.length > 0 && 'field-invalid'].filter(Boolean).join(' ')}>
      <label className="field-label" htmlFor={inputId}>
        {label}
      </label>
      <div className="date-input-row">
        <input
          id={inputId}
          className="field-input"
          value={text}
          placeholder={format.pattern}
          inputMode="numeric"
          autoComplete="off"
          maxLength={14}
          required={required}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={[hintId, messages.length > 0 && errorId].filter(Boolean).join(' ')}
          onChange={(event) => type(event.target.value)}
          onBlur={() => setBlurred(true)}
        />
        <Button
          ref={toggle}
          className="btn-small"
          aria-expanded={open}
          aria-controls={open ? calendarId : undefined}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Close calendar' : 'Calendar'}
          <span className="visually-hidden"> for {label.toLowerCase()}</span>
        </Button>
      </div>
      <p className="field-hint" id={hintId}>
        {format.pattern}, for example {format.example}, or pick the day from the calendar.{hint && ` ${hint}`}
      </p>
      {messages.length > 0 && (
        <p className="field-error" id={errorId}>
          {messages.join(' ')}
        </p>
      )}
      {open && (
        <DateInputCalendar
          id={calendarId}
          label={`${label} calendar`}
          value={parsed?.day ?? null}
          today={todayIn(timeZone)}
          locale={locale}
          onClose={close}
          onPick={(day) => {
            setText(formatDayInput(day, locale));
            send(day);
            setOpen(false);
            document.getElementById(inputId)?.focus();
          }}
        />
      )}
    </div>
  );
};

/** A day and a time of day ("HH:MM", 5-minute steps) as the tenant's clock shows them. */
export type DateTimeValue = { day: string; time: string };

export type DateTimeInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'error'> & {
  value: DateTimeValue;
  onChange: (value: DateTimeValue) => void;
  error?: readonly string[];
};

/**
 * The date input plus a time in 5-minute steps, in the tenant's time zone, which the hint names
 * (docs/decisions.md#dates-one-input-the-tenants-locale-and-time-zone-no-past-pickups).
 */
export const DateTimeInput = ({ label, value, onChange, locale, timeZone, error, required }: DateTimeInputProps) => {
  const timeId = useId();
  const zone = resolveTimeZone(timeZone);
  const slots = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
    return TIME_SLOTS.map((slot) => ({ slot, text: format.format(Date.UTC(2000, 0, 1, Number(slot.slice(0, 2)), Number(slot.slice(3)))) }));
  }, [locale]);
  return (
    <fieldset className="date-time-input">
      <legend className="field-label">{label}</legend>
      <DateInput
        label={`${label} date`}
        value={value.day}
        onChange={(day) => onChange({ ...value, day })}
        locale={locale}
        timeZone={zone}
        error={error}
        required={required}
      />
      <div className="field">
        <label className="field-label" htmlFor={timeId}>
          {label} time
        </label>
        <select
          id={timeId}
          className="field-input"
          value={value.time}
          required={required}
          aria-describedby={`${timeId}-zone`}
          onChange={(event) => onChange({ ...value, time: event.target.value })}
        >
          <option value="">Choose a time</option>
          {slots.map(({ slot, text }) => (
            <option key={slot} value={slot}>
              {text}
            </option>
          ))}
        </select>
        <p className="field-hint" id={`${timeId}-zone`}>
          Time zone: {zone}
        </p>
      </div>
    </fieldset>
  );
};
