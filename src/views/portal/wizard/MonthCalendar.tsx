import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { addDays, addMonths, dayInMonth, FIRST_YEAR, LAST_YEAR, monthOf, monthWeeks, todayIso, weekdayIndex } from './calendarDays';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = Array.from({ length: 12 }, (_, month) => new Intl.DateTimeFormat('en-US', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, month, 1)));
const YEARS = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, index) => FIRST_YEAR + index);

const dayName = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** Keys that move the focused day (ARIA date picker pattern): arrows, Home/End of the week, Page Up/Down a month. */
const MOVES: Record<string, (iso: string) => string> = {
  ArrowLeft: (iso) => addDays(iso, -1),
  ArrowRight: (iso) => addDays(iso, 1),
  ArrowUp: (iso) => addDays(iso, -7),
  ArrowDown: (iso) => addDays(iso, 7),
  Home: (iso) => addDays(iso, -weekdayIndex(iso)),
  End: (iso) => addDays(iso, 6 - weekdayIndex(iso)),
  PageUp: (iso) => addMonths(iso, -1),
  PageDown: (iso) => addMonths(iso, 1),
};

export type MonthCalendarProps = { id: string; label: string; value: string | null; onPick: (iso: string) => void; onClose: () => void };

/** A month of days, weeks from Monday (spec §9), years 1900–2100; the keyboard moves between days. */
export const MonthCalendar = ({ id, label, value, onPick, onClose }: MonthCalendarProps) => {
  const [focused, setFocused] = useState(() => value ?? todayIso());
  const grid = useRef<HTMLTableElement>(null);
  // The grid takes focus when it opens (on the chosen day, or today) and as the keyboard moves; the month buttons keep theirs.
  const focusGrid = useRef(true);
  const shown = monthOf(focused);

  useEffect(() => {
    if (!focusGrid.current) return;
    focusGrid.current = false;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focused}"]`)?.focus();
  }, [focused]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') return onClose();
    const move = MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    focusGrid.current = true;
    setFocused(move(focused));
  };

  return (
    <fieldset id={id} className="wizard-calendar">
      <legend className="visually-hidden">{label}</legend>
      <div className="wizard-calendar-head">
        <Button className="btn-small" aria-label="Previous month" disabled={shown.year === FIRST_YEAR && shown.month === 0} onClick={() => setFocused(addMonths(focused, -1))}>
          ‹
        </Button>
        <select aria-label="Month" className="field-input" value={shown.month} onChange={(event) => setFocused(dayInMonth({ ...shown, month: Number(event.target.value) }, Number(focused.slice(8))))}>
          {MONTHS.map((name, month) => (
            <option key={name} value={month}>
              {name}
            </option>
          ))}
        </select>
        <select aria-label="Year" className="field-input" value={shown.year} onChange={(event) => setFocused(dayInMonth({ ...shown, year: Number(event.target.value) }, Number(focused.slice(8))))}>
          {YEARS.map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
        <Button className="btn-small" aria-label="Next month" disabled={shown.year === LAST_YEAR && shown.month === 11} onClick={() => setFocused(addMonths(focused, 1))}>
          ›
        </Button>
      </div>
      <table ref={grid} className="wizard-calendar-grid" aria-label={`${MONTHS[shown.month]} ${shown.year}`} onKeyDown={onKeyDown}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col" abbr={weekday}>
                {weekday.slice(0, 2)}
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
                      className="wizard-calendar-day"
                      tabIndex={day === focused ? 0 : -1}
                      aria-label={dayName(day)}
                      aria-pressed={day === value}
                      aria-current={day === todayIso() ? 'date' : undefined}
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
