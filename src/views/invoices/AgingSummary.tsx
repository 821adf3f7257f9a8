import { type FragmentType, getFragmentData } from '@/generated';
import type { AgingBucket } from '@/generated/enums/AgingBucket';
import { useMoney } from '../kit/ui/useMoney';
import { InvoiceAgingFragment } from './invoices.graphql';
import { AGING_LABEL } from './labels';

export type AgingSummaryProps = {
  summary: FragmentType<typeof InvoiceAgingFragment>;
  /** A bucket's link: the list filtered to it. */
  hrefOf: (bucket: AgingBucket) => string;
};

/**
 * The open balance by age, for every invoice the filter matches: five figures, each with a bar of its share (drawn
 * by CSS width, so a screen reader reads the figure, not the bar), each a link to the list filtered to its bucket.
 */
export const AgingSummary = ({ summary: source, hrefOf }: AgingSummaryProps) => {
  const money = useMoney();
  const summary = getFragmentData(InvoiceAgingFragment, source);
  const buckets: readonly [AgingBucket, number][] = [
    ['CURRENT', summary.current],
    ['DAYS_1_30', summary.days1to30],
    ['DAYS_31_60', summary.days31to60],
    ['DAYS_61_90', summary.days61to90],
    ['DAYS_90_PLUS', summary.days90plus],
  ];
  const largest = Math.max(1, ...buckets.map(([, amount]) => amount));
  return (
    <section className="aging-summary" aria-label="Aging of the open balance">
      <p>{`Open balance ${money(summary.total)} on ${summary.count} ${summary.count === 1 ? 'invoice' : 'invoices'}`}</p>
      <ul className="aging-buckets">
        {buckets.map(([bucket, amount]) => (
          <li key={bucket}>
            <a href={hrefOf(bucket)}>
              <span className="aging-label">{AGING_LABEL[bucket]}</span> <strong>{money(amount)}</strong>
            </a>
            <span className="aging-bar" aria-hidden="true" style={{ width: `${Math.round((amount / largest) * 100)}%` }} />
          </li>
        ))}
      </ul>
    </section>
  );
};
