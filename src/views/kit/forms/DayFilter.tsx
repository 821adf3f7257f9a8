import { useEffect, useState } from 'react';
import { isCalendarDay } from '../../../domain/dates';
import { TenantDateInput } from './TenantDateInput';

export type DayFilterProps = { label: string; value: string; onChange: (day: string) => void };

/** A list's day filter: the typed text stays in the field, and the list moves only once it is a day (or empty). */
export const DayFilter = ({ label, value, onChange }: DayFilterProps) => {
  const [text, setText] = useState(value);
  useEffect(() => setText((typed) => (isCalendarDay(typed) || typed === '' ? value : typed)), [value]);
  return (
    <TenantDateInput
      label={label}
      value={text}
      onChange={(next) => {
        setText(next);
        if (next === '' || isCalendarDay(next)) onChange(next);
      }}
    />
  );
};
