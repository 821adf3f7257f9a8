import type { ButtonHTMLAttributes, Ref } from 'react';
import { Spinner } from './Spinner';

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'danger' | 'ghost';
  /** Shows a spinner and disables the button while its action runs. */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

export const Button = ({ variant = 'secondary', busy = false, type = 'button', className, disabled, children, ...rest }: ButtonProps) => (
  <button
    {...rest}
    type={type}
    className={['btn', `btn-${variant}`, className].filter(Boolean).join(' ')}
    disabled={disabled || busy}
    aria-busy={busy || undefined}
  >
    {busy && <Spinner size="small" label="" />}
    {children}
  </button>
);
