import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import {
  addDays,
  addMonths,
  canonicalLocale,
  dayInMonth,
  FIRST_YEAR,
  LAST_YEAR,
  monthOf,
  monthWeeks,
  weekdayIndex,
} from '../../../domain/dates';
import { Button } from './Button';

const YEARS = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, index) => FIRST_YEAR + index);
// 2024-01-01 was a Monday: the column headers, Monday first.
const MONDAY = Date.UTC(2024, 0, 1);

/** Keys that move the focused day (ARIA date picker pattern): arrows, Home/End of the week, Page Up/Down a month. */
const MOVES: Record<string, (day: string) => string> = {
  ArrowLeft: (day) => addDays(day, -1),
  ArrowRight: (day) => addDays(day, 1),
  ArrowUp: (day) => addDays(day, -7),
  ArrowDown: (day) => addDays(day, 7),
  Home: (day) => addDays(day, -weekdayIndex(day)),
  End: (day) => addDays(day, 6 - weekdayIndex(day)),
  PageUp: (day) => addMonths(day, -1),
  PageDown: (day) => addMonths(day, 1),
};

/** Month and weekday names in the tenant's locale. */
const useNames = (locale?: string) =>
  useMemo(() => {
    const tag = canonicalLocale(locale);
    const format = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });
    const month = format({ month: 'long' });
    const weekday = format({ weekday: 'long' });
    const short = format({ weekday: 'short' });
    const full = format({ weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
    return {
      months: Array.from({ length: 12 }, (_, index) => month.format(Date.UTC(2000, index, 1))),
      weekdays: Array.from({ length: 7 }, (_, index) => ({
        long: weekday.format(MONDAY + index * 86_400_000),
        short: short.format(MONDAY + index * 86_400_000),
      })),
      dayName: (day: string) => full.format(new Date(`${day}T00:00:00Z`)),
    };
  }, [locale]);

export type DateInputCalendarProps = {
  id: string;
  label: string;
  value: string | null;
  /** Today in the tenant's time zone: where the calendar opens without a value, marked as the current date. */
  today: string;
  locale?: string;
  onPick: (day: string) => void;
  onClose: () => void;
};

/** A month of days, weeks from Monday, years 1900–2100; the keyboard moves between days, Escape closes. */
export const DateInputCalendar = ({ id, label, value, today, locale, onPick, onClose }: DateInputCalendarProps) => {
  const [focused, setFocused] = useState(() => value ?? today);
  const grid = useRef<HTMLTableElement>(null);
  // The grid takes focus when it opens and as the keyboard moves; the month and year controls keep theirs.
  const focusGrid = useRef(true);
  const shown = monthOf(focused);
  const names = useNames(locale);

  useEffect(() => {
    if (!focusGrid.current) return;
    focusGrid.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent) => {
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    focusGrid.current = true;
    setFocused(move(focused));
  };
  const jump = (day: string) => setFocused(dayInMonth(monthOf(day), Number(focused.slice(8))));

  return (
    <fieldset
      id={id}
      className="date-calendar"
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        event.stopPropagation(); // a dialog around the field stays open
        onClose();
      }}
    >
      <legend className="visually-hidden">{label}</legend>
      <div className="date-calendar-head">
        <Button
          className="btn-small"
          aria-label="Previous month"
          disabled={shown.year === FIRST_YEAR && shown.month === 0}
          onClick={() => setFocused(addMonths(focused, -1))}
        >
          ‹
        </Button>
        <select
          aria-label="Month"
          className="field-input"
          value={shown.month}
          onChange={(event) => jump(dayInMonth({ ...shown, month: Number(event.target.value) }, 1))}
        >
          {names.months.map((name, month) => (
            <option key={name} value={month}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label="Year"
          className="field-input"
          value={shown.year}
          onChange={(event) => jump(dayInMonth({ ...shown, year: Number(event.target.value) }, 1))}
        >
          {YEARS.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <Button
          className="btn-small"
          aria-label="Next month"
          disabled={shown.year === LAST_YEAR && shown.month === 11}
          onClick={() => setFocused(addMonths(focused, 1))}
        >
          ›
        </Button>
      </div>
      <table ref={grid} className="date-calendar-grid" aria-label={`${names.months[shown.month]} ${shown.year}`} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {names.weekdays.map((weekday) => (
              <th key={weekday.long} scope="col" aria-label={weekday.long}>
                {weekday.short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(shown).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, index) => (
                <td key={day ?? `blank-${index}`}>
                  {day && (
                    <button
                      type="button"
                      data-day={day}
                      className="date-calendar-day"
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={names.dayName(day)}
                      aria-pressed={day === value}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => onPick(day)}
                    >
                      {Number(day.slice(8))}
                    </button>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </fieldset>
  );
};
