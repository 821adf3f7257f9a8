/**
 * What every GraphQL request carries, shared by the urql client and the session check, which runs
 * before any layout has loaded a client: JSON only, X-XSRF-TOKEN, X-TENANT and the bearer token when present.
 */
import type { TypedDocumentNode } from '@urql/core';
import { xsrfHeader } from '../http/api';
import { readCookie, TOKEN_COOKIE } from '../http/cookies';

export const bearer = (): string | null => readCookie(TOKEN_COOKIE);

export const graphqlHeaders = (tenantId: string | null): Record<string, string> => {
  const token = bearer();
  return {
    // JSON only: subscriptions go over graphql-ws, and the server refuses text/event-stream over HTTP.
    Accept: 'application/graphql-response+json, application/json',
    'X-XSRF-TOKEN': xsrfHeader(),
    'X-TENANT': tenantId ?? '',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  };
};

type GraphQLAnswer<T> = { status: number; data: T | null; errors: unknown[] };

/**
 * One query as a plain POST /graphql, without a client or cache (the session check's AuthQuery). The text is the
 * one the build prints into the document (esbuild.mjs), so no GraphQL printer is loaded for it.
 */
export const postQuery = async <T, V extends Record<string, unknown>>(
  document: TypedDocumentNode<T, V>,
  variables: V,
  tenantId: string | null,
): Promise<GraphQLAnswer<T>> => {
  // Outside the bundle (unit tests) documents come without their text; production drops this printer.
  const query = document.loc?.source.body ?? (process.env.NODE_ENV === 'production' ? null : (await import('graphql')).print(document));
  if (!query) throw new Error('postQuery needs a document with its text (loc.source.body), as esbuild.mjs builds them');
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'include',
    headers: { ...graphqlHeaders(tenantId), 'Content-Type': 'application/json' },
    body: JSON.stringify({ query, operationName: operation?.name?.value, variables }),
  });
  const body = (await response.json().catch(() => null)) as { data?: T | null; errors?: unknown[] } | null;
  return { status: response.status, data: body?.data ?? null, errors: body?.errors ?? [] };
};
