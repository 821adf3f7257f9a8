import { ORDER_COLUMNS, operatorLabel } from '../../../domain/orderListFilters';
import type { OrderCondition } from '../../../domain/orderListUrl';
import type { DateTimeFormatter } from '../../kit/app/useDateTimeFormat';
import { enumLabel } from './labels';

/** "Leg status includes On Hold", "Created is between 2024-05-01 and 2024-05-03": a condition in words, times on the tenant's clock. */
export const conditionText = (
  condition: OrderCondition,
  nameOf: (id: string) => string | undefined,
  dateTime: DateTimeFormatter,
): string => {
  const spec = ORDER_COLUMNS[condition.column];
  const show = (value: string) => {
    if (spec.values) return enumLabel(value);
    if (spec.kind === 'id') return nameOf(value) ?? value;
    return spec.kind === 'datetime' && value.includes('T') ? dateTime(value) : value;
  };
  const values = condition.values.map(show);
  const joined = condition.operator === 'BETWEEN' || condition.operator === 'NOT_BETWEEN' ? values.join(' and ') : values.join(', ');
  return [spec.label, operatorLabel(condition.column, condition.operator), joined].filter(Boolean).join(' ');
};
