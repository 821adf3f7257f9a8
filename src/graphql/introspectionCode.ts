import type { IntrospectionQuery } from 'graphql';

/**
 * A layout's graphcache introspection in its compact form (scripts/codegen/layout-introspection.mjs writes it;
 * decoded once, when the layout's cache is made). The JSON introspection spent most of its bytes on the same
 * wrappers (`{"kind":"NON_NULL","ofType":{"kind":"SCALAR","name":"Any"}}`, `"args":[]`) for every field of every
 * area: this form writes a field as `name:Type` in SDL notation, so the staff layout's schema crosses the wire at
 * about half its brotli size, and each new area's types cost less.
 *
 * One line a type: `O Name|fields|interfaces`, `I Name|fields|interfaces|possible types`, `U Name|||possible types`.
 * A field is `name:Type`: `!` non-null, `[…]` a list, `*` a leaf (scalar, enum or input: graphcache's `Any`);
 * names are comma-separated. The decoded value is exactly the introspection the JSON form held (a unit test
 * decodes the encoding of the whole schema and compares).
 */
export type CompactIntrospection = { query: string | null; mutation: string | null; subscription: string | null; types: string };

type Ref = { kind: string; name?: string; ofType?: Ref };

const KINDS: Record<string, string> = { O: 'OBJECT', I: 'INTERFACE', U: 'UNION' };

const names = (text: string | undefined, kind: string) => (text ? text.split(',').map((name) => ({ kind, name })) : []);

export const decodeIntrospection = (compact: CompactIntrospection): IntrospectionQuery => {
  const lines = compact.types.split('\n').map((line) => {
    const [head, fields, interfaces, possible] = line.split('|');
    return { kind: KINDS[head[0]], name: head.slice(2), fields, interfaces, possible };
  });
  const kindOf = new Map(lines.map((line) => [line.name, line.kind]));
  const ref = (text: string): Ref => {
    if (text.endsWith('!')) return { kind: 'NON_NULL', ofType: ref(text.slice(0, -1)) };
    if (text.startsWith('[')) return { kind: 'LIST', ofType: ref(text.slice(1, -1)) };
    if (text === '*') return { kind: 'SCALAR', name: 'Any' };
    return { kind: kindOf.get(text) ?? 'OBJECT', name: text };
  };
  const fieldsOf = (text: string | undefined) =>
    text
      ? text.split(',').map((field) => {
          const at = field.indexOf(':');
          return { name: field.slice(0, at), type: ref(field.slice(at + 1)), args: [] };
        })
      : [];
  const types: unknown[] = lines.map(({ kind, name, fields, interfaces, possible }) => {
    if (kind === 'UNION') return { kind, name, possibleTypes: names(possible, 'OBJECT') };
    const base = { kind, name, fields: fieldsOf(fields), interfaces: names(interfaces, 'INTERFACE') };
    return kind === 'INTERFACE' ? { ...base, possibleTypes: names(possible, 'OBJECT') } : base;
  });
  types.push({ kind: 'SCALAR', name: 'Any' });
  const root = (name: string | null) => (name ? { name, kind: 'OBJECT' } : null);
  return {
    __schema: {
      queryType: root(compact.query),
      mutationType: root(compact.mutation),
      subscriptionType: root(compact.subscription),
      types,
      directives: [],
    },
  } as unknown as IntrospectionQuery;
};
