import { useCallback } from 'react';
import { formatMoney } from '../../../domain/format';
import { useCurrentTenant } from '../app/useCurrentUser';

/** Minor units in the tenant's currency and locale: money(31000) → "$310.00". */
export const useMoney = (): ((minor: number) => string) => {
  const tenant = useCurrentTenant();
  const currency = tenant?.currency ?? 'USD';
  const locale = tenant?.locale;
  return useCallback((minor: number) => formatMoney(minor, currency, locale), [currency, locale]);
};
