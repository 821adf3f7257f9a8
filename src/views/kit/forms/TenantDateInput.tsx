import { useCurrentTenant } from '../app/useCurrentUser';
import { DateInput, type DateInputProps } from '../ui/DateInput';

export type TenantDateInputProps = Omit<DateInputProps, 'locale' | 'timeZone'>;

/** A day typed in the current tenant's format (its locale) and measured against its today (its time zone). */
export const TenantDateInput = (props: TenantDateInputProps) => {
  const tenant = useCurrentTenant();
  return <DateInput {...props} locale={tenant?.locale} timeZone={tenant?.timeZone} />;
};
