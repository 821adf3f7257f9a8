/**
 * A signed-in page's first answers, asked before the shell has downloaded (docs/decisions.md, "A page's first
 * answer before its client"). The server writes the route's first queries into its HTML
 * (server/http/firstQueries.ts, from src/graphql/firstQueries.ts); src/boot.ts posts them at once, beside the
 * session check; the layout's client takes each answer for the first operation that asks exactly that
 * (firstAnswerExchange.ts), instead of asking again once the page has rendered.
 *
 * An answer is delivered once, only within FRESH_MS of being asked, only for the tenant it was asked in, and only when
 * the server answered it whole (200, data, no errors); anything else and the operation goes to the network as ever.
 */
import type { Operation } from '@urql/core';
import { FIRST_QUERIES_ELEMENT, FIRST_SESSION_ELEMENT, type FirstQueryHint, type FirstSession } from './firstQueryHint';
import { graphqlHeaders } from './request';

/** An answer older than this is not used: the page asks again. */
export const FRESH_MS = 15_000;

export type Answer = { data: Record<string, unknown> };
type Entry = { tenantId: string | null; askedAt: number; answer: Promise<Answer | null> };

const entries = new Map<string, Entry>();

/** Every answer asked for this page, delivered or not: the first load is over once they are in (src/firstLoad.ts). */
const asked: Promise<unknown>[] = [];

/** Variables as one text, keys sorted at every level (undefined left out, as JSON does), so equal variables match. */
export const variablesKey = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(variablesKey).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${variablesKey((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
};

const keyOf = (operationName: string, variables: unknown) => `${operationName}\n${variablesKey(variables ?? {})}`;

const isHint = (value: unknown): value is FirstQueryHint => {
  const hint = value as FirstQueryHint | null;
  return (
    !!hint &&
    typeof hint.operationName === 'string' &&
    typeof hint.query === 'string' &&
    !!hint.variables &&
    typeof hint.variables === 'object' &&
    !Array.isArray(hint.variables)
  );
};

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A data block of this page's HTML, parsed; null when it is missing or not JSON. */
const readBlock = (doc: Document, id: string): unknown => {
  const text = doc.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The hints of this page's HTML; none when the element is missing or is not what the server writes. */
export const readFirstQueryHints = (doc: Document): FirstQueryHint[] => {
  const parsed = readBlock(doc, FIRST_QUERIES_ELEMENT);
  return Array.isArray(parsed) ? parsed.filter(isHint) : [];
};

/** The session check's answers the server wrote into this page (server/http/firstAnswers.ts); null without them. */
export const readFirstSession = (doc: Document): FirstSession | null => {
  const parsed = readBlock(doc, FIRST_SESSION_ELEMENT);
  return isRecord(parsed) && isRecord(parsed.user) && isRecord(parsed.auth) ? { user: parsed.user, auth: parsed.auth } : null;
};

const ask = async (hint: FirstQueryHint, tenantId: string | null): Promise<Answer | null> => {
  try {
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'include',
      headers: { ...graphqlHeaders(tenantId), 'Content-Type': 'application/json' },
      body: JSON.stringify(hint),
    });
    if (response.status !== 200) return null;
    const body = (await response.json()) as { data?: Record<string, unknown> | null; errors?: unknown } | null;
    if (!body?.data || body.errors !== undefined) return null;
    return { data: body.data };
  } catch {
    return null;
  }
};

/** Posts each hint now, in `tenantId` (the tenant the app will choose first: src/boot.ts reads its candidates). */
export const askFirstQueries = (hints: readonly FirstQueryHint[], tenantId: string | null, now = Date.now()): void => {
  if (!tenantId) return;
  for (const hint of hints) {
    const answer = ask(hint, tenantId);
    asked.push(answer);
    entries.set(keyOf(hint.operationName, hint.variables), { tenantId, askedAt: now, answer });
  }
};

/** Settles once every answer this page asked early is in (at once when it asked none); never rejects. */
export const firstAnswersIn = async (): Promise<void> => {
  await Promise.allSettled(asked);
};

export type FirstAnswer = { key: string; answer: Promise<Answer | null> };

/**
 * The early answer for this operation; null when there is none to use. It stays until it has been delivered
 * (`forgetFirstAnswer`): React may start a page's query, tear it down and start it again before the answer is in
 * (a suspended render), and the second operation must find it too.
 */
export const firstAnswerFor = (operation: Operation, tenantId: string | null, now = Date.now()): FirstAnswer | null => {
  if (operation.kind !== 'query' || entries.size === 0) return null;
  const name = operation.query.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name?.value;
  if (!name) return null;
  const key = keyOf(name, operation.variables);
  const entry = entries.get(key);
  if (!entry) return null;
  if (entry.tenantId !== tenantId || now - entry.askedAt > FRESH_MS) {
    entries.delete(key);
    return null;
  }
  return { key, answer: entry.answer };
};

/** An early answer delivered (or failed) is not given again: the next operation asks the cache and the network. */
export const forgetFirstAnswer = (key: string): void => {
  entries.delete(key);
};

/** Forgets every early answer (a new client: tenant switch, sign-out). */
export const dropFirstAnswers = (): void => entries.clear();
