import { PASSWORD_MIN_LENGTH } from '../../../domain/passwordRule';
import { TextField, type TextFieldProps } from '../ui/TextField';

type Binding = Pick<TextFieldProps, 'name' | 'value' | 'onChange' | 'error'>;

export type NewPasswordFieldsProps = {
  password: Binding;
  confirmation: Binding;
  /** "Password" on registration, "New password" where one is replaced. */
  label?: string;
  autoFocus?: boolean;
};

/** A new password and its confirmation, with the one password rule as the hint. */
export const NewPasswordFields = ({ password, confirmation, label = 'New password', autoFocus }: NewPasswordFieldsProps) => (
  <>
    <TextField
      label={label}
      type="password"
      autoComplete="new-password"
      hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
      required
      autoFocus={autoFocus}
      {...password}
    />
    <TextField label={`Confirm ${label.toLowerCase()}`} type="password" autoComplete="new-password" required {...confirmation} />
  </>
);
