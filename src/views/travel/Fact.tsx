import type { ReactNode } from 'react';

/** One term and its value in a booking's facts (`dl.details`). */
export const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="details-row">
    <dt>{label}</dt>
    <dd>{children}</dd>
  </div>
);
