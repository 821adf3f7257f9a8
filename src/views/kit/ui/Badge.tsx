import type { ReactNode } from 'react';

export type BadgeProps = {
  tone?: 'neutral' | 'info' | 'success' | 'warning' | 'danger';
  children: ReactNode;
};

/** A badge's colour, as the areas' label maps name them. */
export type BadgeTone = NonNullable<BadgeProps['tone']>;

export const Badge = ({ tone = 'neutral', children }: BadgeProps) => <span className={`badge badge-${tone}`}>{children}</span>;
