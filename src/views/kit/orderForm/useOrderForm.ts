import { useCallback, useMemo, useReducer, useState } from 'react';
import type * as z from 'zod';
import { type FieldErrors, fieldErrors, summary } from '../../../domain/schemas/fieldErrors';
import type { Failure } from '../forms/failure';
import { useForm } from '../forms/useForm';
import { initialOrderForm, orderFormReducer } from './formState';
import type { OrderFormEvent, OrderFormState } from './formTypes';
import { formChecks } from './toInput';

/** What the form's parts receive: the state, a way to change it, and the errors keyed as the input's paths. */
export type OrderFormApi = {
  state: OrderFormState;
  send: (event: OrderFormEvent) => void;
  errors: FieldErrors;
  /** The form's own checks (schema and formChecks) whether shown yet or not: the price preview waits on the dates. */
  checks: FieldErrors;
};

/** One key per form (not per click): a double click or a retry after a lost answer makes one record. */
const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** The banner's words now: the field summary follows the errors still shown, so a fixed form has no banner. */
export const bannerText = (banner: { kind: 'fields' } | { kind: 'message'; text: string } | null, errors: FieldErrors): string | null => {
  if (!banner) return null;
  if (banner.kind === 'message') return banner.text;
  return Object.keys(errors).length > 0 ? `Check the highlighted fields: ${summary(errors)}` : null;
};

/**
 * The order or quote form: state in a reducer, checked with the shared zod schema on submit and, after a first
 * attempt, on every change; server field errors (`useForm`'s, keyed as the input's paths by `graphqlFailure`) shown
 * where the same keys point until the next change.
 */
export const useOrderForm = <S extends z.ZodType>(schema: S, toInput: (state: OrderFormState) => unknown) => {
  const [state, dispatch] = useReducer(orderFormReducer, undefined, initialOrderForm);
  // The server's field errors, the message with no field, the submitting flag and the focus after a failed attempt.
  const server = useForm({});
  const [attempted, setAttempted] = useState(false);
  // After a failed attempt the banner sums up the errors still shown (gone once they are fixed).
  const [summed, setSummed] = useState(false);
  const [idempotencyKey] = useState(newIdempotencyKey);

  const parsed = useMemo(() => schema.safeParse(toInput(state)), [schema, toInput, state]);
  const ownErrors = useMemo(() => ({ ...(parsed.success ? {} : fieldErrors(parsed.error)), ...formChecks(state) }), [parsed, state]);
  const errors = useMemo(() => (attempted ? { ...ownErrors, ...server.errors } : server.errors), [attempted, ownErrors, server.errors]);

  const banner =
    server.formError !== null ? ({ kind: 'message', text: server.formError } as const) : summed ? ({ kind: 'fields' } as const) : null;
  const formError = bannerText(banner, errors);

  const { setErrors } = server;
  const send = useCallback(
    (event: OrderFormEvent) => {
      setErrors({});
      dispatch(event);
    },
    [setErrors],
  );

  /** Checks, then runs `action` with the parsed input; a Failure it returns is shown on the form. */
  const submit = (action: (input: z.output<S>, idempotencyKey: string) => Promise<Failure | null>) =>
    server.run(async () => {
      setAttempted(true);
      setSummed(false);
      if (!parsed.success || Object.keys(ownErrors).length > 0) {
        setSummed(true);
        return server.focusFirstInvalid();
      }
      const failure = await action(parsed.data as z.output<S>, idempotencyKey);
      if (!failure) return;
      server.fail(failure);
      setSummed(true);
    });

  const api: OrderFormApi = { state, send, errors, checks: ownErrors };
  return { api, state, submit, submitting: server.submitting, formError, formRef: server.formRef };
};
