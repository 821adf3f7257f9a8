import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import type * as z from 'zod';
import { type FieldErrors, fieldErrors } from '../../../domain/schemas/fieldErrors';
import type { Failure } from './failure';
import { listErrors, moveRow, rowErrors, withoutRowErrors } from './rows';

/** A form's values: text, flags, choices, and lists of rows (an editor's). */
type Values = Record<string, unknown>;

/** The keys of T that hold a list of rows. */
type ListKey<T> = { [K in keyof T]: T[K] extends readonly object[] ? K : never }[keyof T] & string;
type RowOf<T, K extends keyof T> = T[K] extends readonly (infer Row)[] ? Row : never;

export type FailOptions = {
  /** Show the failure's message beside its field errors too (by default the message shows only when no field does). */
  withMessage?: boolean;
};

/** What a failure shows: its field errors, and a form-level message when no field shows one (or `withMessage`). */
export const shownFailure = (failure: Failure, options: FailOptions = {}): { errors: FieldErrors; formError: string | null } => {
  const fieldsShown = Object.keys(failure.fieldErrors).length > 0;
  return { errors: failure.fieldErrors, formError: fieldsShown && !options.withMessage ? null : failure.message };
};

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
  const container = useRef<HTMLElement | null>(null);
  // A ref, not the state: a second click in the same frame sees the first one running.
  const running = useRef(false);

  useEffect(() => {
    if (attempt === 0) return;
    (formRef.current ?? container.current)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  /** For an editor that is no `<form>` (its Save is a plain button): where the first invalid field is looked for. */
  const containerRef = useCallback((element: HTMLElement | null) => {
    container.current = element;
  }, []);

  const set = <K extends keyof T>(name: K, value: T[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors(({ [name as string]: _dropped, ...rest }) => rest);
  };

  /** Sets several fields at once; their errors go, as with `set`. */
  const update = (patch: Partial<T>) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setErrors((previous) => Object.fromEntries(Object.entries(previous).filter(([key]) => !(key in patch))));
  };

  /** After a success that keeps the form open: no errors, no message, and `patch`'s fields (the fields to empty). */
  const reset = (patch: Partial<T> = {}) => {
    setValues((previous) => ({ ...previous, ...patch }));
    setErrors({});
    setFormError(null);
  };

  /** A list field edited row by row, and its rows' errors (`0.party` from the list's schema, `recoveries.0.party` from the server). */
  const list = <K extends ListKey<T>>(name: K) => {
    type Row = RowOf<T, K>;
    const rows = values[name] as readonly Row[];
    const edit = (next: (rows: readonly Row[]) => Row[]) =>
      setValues((previous) => ({ ...previous, [name]: next(previous[name] as readonly Row[]) }));
    /** Changes cells of row `index`; their errors go. */
    const change = (index: number, patch: Partial<Row>) => {
      edit((list) => list.map((row, at) => (at === index ? ({ ...(row as object), ...patch } as Row) : row)));
      setErrors((previous) => withoutRowErrors(previous, index, Object.keys(patch)));
    };
    return {
      rows,
      change,
      /** Text-field props for row `index`'s `field`, as `text` gives them for a field. */
      cell: (index: number, field: keyof Row & string) => ({
        value: String(rows[index]?.[field] ?? ''),
        onChange: (value: string) => change(index, { [field]: value } as Partial<Row>),
        error: rowErrors(errors, index, field),
      }),
      add: (row: Row) => edit((rows) => [...rows, row]),
      remove: (index: number) => edit((rows) => rows.filter((_, at) => at !== index)),
      move: (from: number, to: number) => edit((rows) => moveRow(rows, from, to)),
      /** Errors of row `index`'s `field`, named as the schema names it (`feeAmount` for a `fee` typed as text). */
      error: (index: number, field: string) => rowErrors(errors, index, field),
      /** Errors about the whole list rather than a row's cell. */
      general: listErrors(errors),
    };
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

  /** After the next render, the first field marked invalid takes the focus. */
  const focusFirstInvalid = () => setAttempt((n) => n + 1);

  const fail = (failure: Failure, options?: FailOptions) => {
    const shown = shownFailure(failure, options);
    setErrors(shown.errors);
    setFormError(shown.formError);
    focusFirstInvalid();
  };

  /** Field errors found without a schema (a choice missing, a box left empty): shown, and the first one focused. */
  const invalid = (found: FieldErrors) => {
    setErrors(found);
    focusFirstInvalid();
  };

  /** Runs `action` once at a time, with the message cleared and `submitting` on while it runs. */
  const run = async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setFormError(null);
    setSubmitting(true);
    try {
      await action();
    } finally {
      running.current = false;
      setSubmitting(false);
    }
  };

  const submit = (action: () => Promise<void>) => async (event: FormEvent) => {
    event.preventDefault();
    await run(action);
  };

  return {
    values,
    set,
    update,
    setValues,
    text,
    list,
    reset,
    errors,
    setErrors,
    formError,
    setFormError,
    submitting,
    check,
    validate,
    fail,
    invalid,
    focusFirstInvalid,
    run,
    submit,
    formRef,
    containerRef,
  };
};
