import { type GraphQLRequest, getOperationName } from '@urql/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { type Client, Provider } from 'urql';
import { fromValue } from 'wonka';
import { Router } from 'wouter';
import type { Role } from '../../../domain/roles';
import { sessionMachine } from '../../../machines/app/session.machine';
import { tenantMachine } from '../../../machines/app/tenant.machine';
import { tenantFixture, userFixture } from '../../../testing/fixtures';
import { SessionActor, TenantActor } from '../app/actors';

/** What a query is answered with: a table by operation name, or a function of the name and the variables. */
export type StaticAnswers = Record<string, unknown> | ((name: string, variables: Record<string, unknown>) => unknown);

/**
 * A client for views rendered in Node (the unit project has no DOM): each query is answered at once from `answers`
 * by its operation's name (a name not in the table gets no data), and `asked` lists the names in the order asked.
 * Mutations get no data.
 */
export const answerAtOnce = (answers: StaticAnswers, asked: string[] = []): Client =>
  ({
    executeQuery: (request: GraphQLRequest) => {
      const name = getOperationName(request.query) ?? '';
      asked.push(name);
      const variables = (request.variables ?? {}) as Record<string, unknown>;
      const data = typeof answers === 'function' ? answers(name, variables) : answers[name];
      return fromValue({ data, fetching: false, stale: false, hasNext: false });
    },
    executeMutation: () => fromValue({ data: null }),
  }) as unknown as Client;

export type RenderStaticOptions = {
  /** The queries' answers (see answerAtOnce); none by default. */
  answers?: StaticAnswers;
  /** Collects the names of the queries the view asked. */
  asked?: string[];
  /** The URL the view is rendered at, for its links and its route's parameters. */
  path?: string;
  /** Renders with a signed-in user holding these roles; without them, no session is provided. */
  roles?: Role[];
};

/**
 * A view rendered to HTML as a tenant's user sees it (the tenant ready, its zone and currency), its queries answered
 * at once; React's text separators (`<!-- -->`) are left out, so the HTML reads as the page's text does.
 */
export const renderStatic = (view: ReactNode, { answers = {}, asked = [], path, roles }: RenderStaticOptions = {}) => {
  const tenant = tenantMachine.resolveState({
    value: 'ready',
    context: { tenantId: 't1', tenants: [tenantFixture('t1')], candidates: [] },
  });
  const page = (
    <TenantActor.Provider options={{ snapshot: tenant, input: { queryTenant: null, storedTenant: null, cookieTenant: null } }}>
      <Provider value={answerAtOnce(answers, asked)}>{path ? <Router ssrPath={path}>{view}</Router> : view}</Provider>
    </TenantActor.Provider>
  );
  if (!roles) return renderToString(page).replaceAll('<!-- -->', '');
  const session = sessionMachine.resolveState({ value: { loggedIn: 'verified' }, context: { user: userFixture({ roles }), error: null } });
  return renderToString(<SessionActor.Provider options={{ snapshot: session }}>{page}</SessionActor.Provider>).replaceAll('<!-- -->', '');
};

/** The text of rendered HTML, as a reader sees it: tags dropped, spaces folded, apostrophes unescaped. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .replaceAll('&#x27;', "'")
    .trim();

/** Each button's accessible name (its aria-label, else its text) and whether it is disabled. */
export const buttonsOf = (html: string) =>
  [...html.matchAll(/<button\b([^>]*)>(.*?)<\/button>/g)].map((m) => ({
    name: /aria-label="([^"]*)"/.exec(m[1])?.[1]?.replaceAll('&#x27;', "'") ?? textOf(m[2]),
    disabled: /\bdisabled=""/.test(m[1]),
  }));

/** Each button's accessible name. */
export const buttonNames = (html: string) => buttonsOf(html).map((button) => button.name);
