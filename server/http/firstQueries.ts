import { formatDocument, stringifyDocument } from '@urql/core';
import type { DocumentNode } from 'graphql';
import { FIRST_QUERIES_ELEMENT, type FirstQueryHint } from '../../src/graphql/firstQueryHint';
import { firstQueriesOf } from '../../src/graphql/firstQueries';

/**
 * The route's first queries (src/graphql/firstQueries.ts) as the HTML carries them for src/boot.ts: each document
 * printed as the layout's client sends it (graphcache adds `__typename` to every selection, so the answer is one the
 * cache can write), with its variables.
 */
const printed = new WeakMap<DocumentNode, { operationName: string; query: string }>();

const printedOf = (document: DocumentNode) => {
  let found = printed.get(document);
  if (!found) {
    const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
    found = { operationName: operation?.name?.value ?? '', query: stringifyDocument(formatDocument(document)) };
    printed.set(document, found);
  }
  return found;
};

export const firstQueryHints = (routeName: string, params: Readonly<Record<string, string>>, search: string): FirstQueryHint[] => {
  try {
    return firstQueriesOf(routeName, { params, search }).map(({ document, variables }) => ({ ...printedOf(document), variables }));
  } catch {
    // An address no page could read (say, a malformed filter) has no head start: the page answers it as ever.
    return [];
  }
};

/**
 * The hints as a data block in the HTML: JSON inside `<script type="application/json">` (never run, so the CSP
 * does not apply), with `<` escaped so no text of the address can close the element.
 */
export const firstQueriesElement = (hints: readonly FirstQueryHint[]): string =>
  hints.length === 0
    ? ''
    : `<script type="application/json" id="${FIRST_QUERIES_ELEMENT}">${JSON.stringify(hints).replace(/</g, '\\u003c')}</script>`;
