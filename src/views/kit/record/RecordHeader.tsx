import type { ReactNode } from 'react';

export type RecordHeaderProps = {
  /** The h2 that names the record, e.g. "Order 1042". */
  title: string;
  /** Beside the title: status badges. */
  badges: ReactNode;
  children: ReactNode;
};

/** The top of a record page (order, leg, quote): its title with badges, then its summary and actions. */
export const RecordHeader = ({ title, badges, children }: RecordHeaderProps) => (
  <section className="record-header" aria-labelledby="record-title">
    <div className="record-title-row">
      <h2 className="record-title" id="record-title">
        {title}
      </h2>
      {badges}
    </div>
    {children}
  </section>
);

/** One term and its value in a details list (<dl className="details">). */
export const DetailsRow = ({ term, children }: { term: string; children: ReactNode }) => (
  <div className="details-row">
    <dt>{term}</dt>
    <dd>{children}</dd>
  </div>
);
