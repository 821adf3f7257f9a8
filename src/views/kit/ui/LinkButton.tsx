import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { ButtonProps } from './Button';

export type LinkButtonProps = {
  href: string;
  variant?: ButtonProps['variant'];
  /** Classes beside the button's ("btn-small"). */
  className?: string;
  children: ReactNode;
};

/** A link drawn as a button ("Create order", "Cancel"): it goes to a page, where a Button acts on this one. */
export const LinkButton = ({ href, variant = 'secondary', className, children }: LinkButtonProps) => (
  <Link href={href} className={['btn', `btn-${variant}`, className].filter(Boolean).join(' ')}>
    {children}
  </Link>
);
