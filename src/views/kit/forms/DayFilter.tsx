import { useEffect, useState } from 'react';
import { isCalendarDay } from '../../../domain/dates';
import { useCurrentTenant } from '../app/useCurrentUser';
import { DateInput } from '../ui/DateInput';

export type DayFilterProps = { label: string; value: string; onChange: (day: string) => void };

/** A list's day filter: the typed text stays in the field, and the list moves only once it is a day (or empty). */
export const DayFilter = ({ label, value, onChange }: DayFilterProps) => {
  const tenant = useCurrentTenant();
  const [text, setText] = useState(value);
  useEffect(() => setText((typed) => (isCalendarDay(typed) || typed === '' ? value : typed)), [value]);
  return (
    <DateInput
      label={label}
      value={text}
      locale={tenant?.locale}
      timeZone={tenant?.timeZone}
      onChange={(next) => {
        setText(next);
        if (next === '' || isCalendarDay(next)) onChange(next);
      }}
    />
  );
};
