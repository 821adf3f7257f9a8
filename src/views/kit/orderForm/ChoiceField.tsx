import { FieldSelect } from '../ui/FieldSelect';
import type { Choice } from './labels';

export type ChoiceFieldProps<T extends string> = {
  label: string;
  value: T | '';
  choices: readonly Choice<T>[];
  onChange: (value: T | '') => void;
  /** The first, empty choice ("Choose…"); without it the field always holds a value. */
  placeholder?: string;
  error?: readonly string[];
  hint?: string;
  disabled?: boolean;
};

/** A labelled native select of one of T's values (FieldSelect, typed), with its errors under it and announced. */
export const ChoiceField = <T extends string>({ onChange, ...rest }: ChoiceFieldProps<T>) => (
  <FieldSelect {...rest} onChange={(value) => onChange(value as T | '')} />
);
