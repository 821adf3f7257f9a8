import { type FormEvent, useEffect, useRef, useState } from 'react';
import type * as z from 'zod';
import { type FieldErrors, fieldErrors } from '../../../domain/schemas/fieldErrors';
import type { Failure } from './failure';

type Values = Record<string, string | boolean>;

/**
 * A form's values, field errors (client-side from the shared zod schema, server-side from 422 /
 * BAD_USER_INPUT), a form-level message, and the submitting flag. After a failed submit the first invalid
 * field takes the focus.
 */
export const useForm = <T extends Values>(initial: T) => {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = <K extends keyof T>(name: K, value: T[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors(({ [name as string]: _dropped, ...rest }) => rest);
  };

  /** Text-field props for a string field: value, onChange, name and its errors. */
  const text = (name: keyof T & string) => ({
    name,
    value: String(values[name] ?? ''),
    onChange: (value: string) => set(name, value as T[typeof name]),
    error: errors[name],
  });

  const check = <S extends z.ZodType>(schema: S, input: unknown = values): z.output<S> | null => {
    const result = schema.safeParse(input);
    if (result.success) return result.data;
    setErrors(fieldErrors(result.error));
    setAttempt((n) => n + 1);
    return null;
  };

  /** `check` with a schema still loading (useLazySchema); a failed download is a form error. */
  const validate = async <S extends z.ZodType>(schema: Promise<S>, input: unknown = values): Promise<z.output<S> | null> => {
    try {
      return check(await schema, input);
    } catch {
      setFormError('The form could not be checked: the connection seems to be down. Please try again.');
      return null;
    }
  };

  const fail = (failure: Failure) => {
    setErrors(failure.fieldErrors);
    const fieldsShown = Object.keys(failure.fieldErrors).length > 0;
    setFormError(fieldsShown ? null : failure.message);
    setAttempt((n) => n + 1);
  };

  const submit = (action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setFormError(null);
    setSubmitting(true);
    try {
      await action();
    } finally {
      setSubmitting(false);
    }
  };

  return { values, set, setValues, text, errors, formError, setFormError, submitting, check, validate, fail, submit, formRef };
};
