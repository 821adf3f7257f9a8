import type { ReactNode } from 'react';

export type BadgeProps = {
  tone?: 'neutral' | 'info' | 'success' | 'warning' | 'danger';
  children: ReactNode;
};

export const Badge = ({ tone = 'neutral', children }: BadgeProps) => <span className={`badge badge-${tone}`}>{children}</span>;
