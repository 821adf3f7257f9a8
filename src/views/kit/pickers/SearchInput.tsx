import { TextField, type TextFieldProps } from '../ui/TextField';
import { keepForm } from './keepForm';

export type SearchInputProps = Pick<TextFieldProps, 'label' | 'hint' | 'value' | 'onChange' | 'error'>;

/** A picker's search box: nothing filled in by the browser, and Enter searches without submitting the form around it. */
export const SearchInput = (props: SearchInputProps) => <TextField type="search" autoComplete="off" onKeyDown={keepForm} {...props} />;
