import type { ReactNode } from 'react';

export type AlertProps = {
  tone?: 'info' | 'success' | 'warning' | 'danger';
  children: ReactNode;
};

/** A message about the whole form or page; errors are announced at once, others politely. */
export const Alert = ({ tone = 'info', children }: AlertProps) => (
  <div className={`alert alert-${tone}`} role={tone === 'danger' ? 'alert' : 'status'}>
    {children}
  </div>
);
