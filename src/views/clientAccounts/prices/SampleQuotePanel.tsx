import type { TariffRateInput, TariffSampleInput } from '@/generated/graphql';
import { getFragmentData } from '@/generated';
import { useState } from 'react';
import { useQuery } from 'urql';
import { isCalendarDay } from '../../../domain/dates';
import { formatDate, formatMoney } from '../../../domain/format';
import { graphqlFailure } from '../../kit/forms/failure';
import { TenantDateInput } from '../../kit/forms/TenantDateInput';
import { useDebouncedSearch } from '../../kit/pickers/useDebouncedSearch';
import { Alert } from '../../kit/ui/Alert';
import { Panel } from '../../kit/ui/Panel';
import { Spinner } from '../../kit/ui/Spinner';
import { TextField } from '../../kit/ui/TextField';
import { SampleComparison } from './SampleComparison';
import type { PriceParty } from './party';
import { SamplePriceFragment, TariffSampleQuery } from './prices.graphql';

export type SampleQuotePanelProps = {
  party: PriceParty;
  /** The rate edited; none: a new rate. */
  rateId: string | null;
  /** The rate as the form has it now, checked; null while the form has an error. */
  rate: TariffRateInput | null;
  unit: string;
  locale?: string;
};

const differenceText = (before: number, after: number, money: (minor: number) => string) =>
  after === before
    ? 'This change does not alter the sample quote.'
    : `This change ${after > before ? 'raises' : 'lowers'} the sample quote by ${money(Math.abs(after - before))}.`;

/**
 * The tariff editor's preview: a sample leg priced with the party's rates as they are and as they would be with the
 * form's values (the query waits for typing to pause). Nothing is stored, and nothing agreed is re-priced.
 */
export const SampleQuotePanel = ({ party, rateId, rate, unit, locale }: SampleQuotePanelProps) => {
  const [distance, setDistance] = useState('250');
  const [pickupDate, setPickupDate] = useState('');
  const miles = Number(distance.trim());
  const validDistance = distance.trim() !== '' && Number.isFinite(miles) && miles > 0;
  const input: TariffSampleInput | null =
    rate && validDistance ? { ...party, rateId, rate, distance: miles, pickupDate: isCalendarDay(pickupDate) ? pickupDate : null } : null;
  // The variables as text, so one pause in typing sends one query, whichever field changed.
  const settled = useDebouncedSearch(input ? JSON.stringify(input) : '', 400);
  const [result] = useQuery({
    query: TariffSampleQuery,
    variables: { input: settled ? (JSON.parse(settled) as TariffSampleInput) : ({} as TariffSampleInput) },
    pause: !settled,
  });
  const sample = result.data?.tariffSample;
  const before = sample ? getFragmentData(SamplePriceFragment, sample.before) : null;
  const after = sample ? getFragmentData(SamplePriceFragment, sample.after) : null;
  return (
    <Panel
      title="Sample quote"
      description="A sample leg priced with the rates as they are now and as they would be after this change. Nothing is stored: quotes and orders already agreed keep their prices and lines."
    >
      <div className="field-grid">
        <TextField label={`Sample distance (${unit})`} inputMode="decimal" value={distance} onChange={setDistance} />
        <TenantDateInput label="Sample pickup date" hint="Blank: today." value={pickupDate} onChange={setPickupDate} />
      </div>
      <output aria-live="polite" aria-label="Sample quote before and after">
        {!input ? (
          <p className="muted">{validDistance ? 'Correct the rate to see the sample.' : 'Give a sample distance above 0.'}</p>
        ) : result.error ? (
          <Alert tone="danger">{graphqlFailure(result.error).message}</Alert>
        ) : !before || !after || result.fetching || settled !== JSON.stringify(input) ? (
          <Spinner size="small" label="Pricing the sample…" />
        ) : (
          <>
            <SampleComparison before={before} after={after} locale={locale} />
            <p>
              A {sample?.distance} {unit} leg picked up on {formatDate(sample?.pickupDate, locale)}.{' '}
              {differenceText(before.total, after.total, (minor) => formatMoney(minor, after.currency, locale))}
            </p>
          </>
        )}
      </output>
    </Panel>
  );
};
