import { limitNote } from './textLimit';
import { TextField, type TextFieldProps } from './TextField';

export type LimitedTextFieldProps = Omit<TextFieldProps, 'maxLength'> & {
  /** The most characters the field takes, as its schema and the server say. */
  limit: number;
};

/**
 * A text field that says its limit and refuses past it: a counter near the limit, a field error beyond it, and no
 * native maxLength (the browser cuts a long paste without a word; the schema and the server refuse the same length).
 */
export const LimitedTextField = ({ limit, hint, error, value, ...rest }: LimitedTextFieldProps) => {
  const note = limitNote(value.length, limit);
  const given = typeof error === 'string' ? [error] : (error ?? []);
  return (
    <TextField
      {...rest}
      value={value}
      hint={note && !note.over ? [hint, note.text].filter(Boolean).join(' ') : hint}
      error={note?.over && given.length === 0 ? [note.text] : given}
    />
  );
};
