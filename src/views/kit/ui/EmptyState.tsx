import type { ReactNode } from 'react';

export type EmptyStateProps = { title: string; children?: ReactNode };

export const EmptyState = ({ title, children }: EmptyStateProps) => (
  <div className="empty-state">
    <p className="empty-state-title">{title}</p>
    {children && <div className="empty-state-body">{children}</div>}
  </div>
);
