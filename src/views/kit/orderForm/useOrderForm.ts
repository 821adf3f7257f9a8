import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import type * as z from 'zod';
import { type FieldErrors, fieldErrors, summary } from '../../../domain/schemas/fieldErrors';
import type { Failure } from '../forms/failure';
import { initialOrderForm, orderFormReducer } from './formState';
import type { OrderFormEvent, OrderFormState } from './formTypes';
import { formChecks } from './toInput';

/** What the form's parts receive: the state, a way to change it, and the errors keyed as the input's paths. */
export type OrderFormApi = {
  state: OrderFormState;
  send: (event: OrderFormEvent) => void;
  errors: FieldErrors;
};

/** One key per form (not per click): a double click or a retry after a lost answer makes one record. */
const newIdempotencyKey = (): string => {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
};

/** Server keys are Lighthouse's argument paths (`input.legs.0.originRef`); the form's are the input's own. */
const serverErrors = (errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([key, messages]) => [key.replace(/^input\./, ''), messages]));

/** The banner's words now: the field summary follows the errors still shown, so a fixed form has no banner. */
export const bannerText = (banner: { kind: 'fields' } | { kind: 'message'; text: string } | null, errors: FieldErrors): string | null => {
  if (!banner) return null;
  if (banner.kind === 'message') return banner.text;
  return Object.keys(errors).length > 0 ? `Check the highlighted fields: ${summary(errors)}` : null;
};

/**
 * The order or quote form: state in a reducer, checked with the shared zod schema on submit and, after a first
 * attempt, on every change; server field errors shown where the same keys point until the next change.
 */
export const useOrderForm = <S extends z.ZodType>(schema: S, toInput: (state: OrderFormState) => unknown) => {
  const [state, dispatch] = useReducer(orderFormReducer, undefined, initialOrderForm);
  const [attempted, setAttempted] = useState(false);
  const [fromServer, setFromServer] = useState<FieldErrors>({});
  // The banner: a live summary of the errors shown (gone once they are fixed), or a message with no field.
  const [banner, setBanner] = useState<{ kind: 'fields' } | { kind: 'message'; text: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const parsed = useMemo(() => schema.safeParse(toInput(state)), [schema, toInput, state]);
  const ownErrors = useMemo(() => ({ ...(parsed.success ? {} : fieldErrors(parsed.error)), ...formChecks(state) }), [parsed, state]);
  const errors = useMemo(() => (attempted ? { ...ownErrors, ...fromServer } : fromServer), [attempted, ownErrors, fromServer]);

  const formError = bannerText(banner, errors);

  useEffect(() => {
    if (focusTick > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  const send = useCallback((event: OrderFormEvent) => {
    setFromServer({});
    dispatch(event);
  }, []);

  /** Checks, then runs `action` with the parsed input; a Failure it returns is shown on the form. */
  const submit = async (action: (input: z.output<S>, idempotencyKey: string) => Promise<Failure | null>) => {
    if (busy.current) return;
    setAttempted(true);
    setBanner(null);
    if (!parsed.success || Object.keys(ownErrors).length > 0) {
      setBanner({ kind: 'fields' });
      setFocusTick((n) => n + 1);
      return;
    }
    busy.current = true;
    setSubmitting(true);
    try {
      const failure = await action(parsed.data as z.output<S>, idempotencyKey);
      if (!failure) return;
      const fields = serverErrors(failure.fieldErrors);
      setFromServer(fields);
      setBanner(Object.keys(fields).length > 0 ? { kind: 'fields' } : { kind: 'message', text: failure.message });
      setFocusTick((n) => n + 1);
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  };

  const api: OrderFormApi = { state, send, errors };
  return { api, state, submit, submitting, formError, formRef };
};
