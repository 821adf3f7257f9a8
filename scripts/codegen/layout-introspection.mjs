/**
 * GraphQL Code Generator plugin: the graphcache introspection of one layout (staff, portal), trimmed to what the
 * documents of that layout reach. A layout's documents are those of the source files its `entries` reach through
 * static and dynamic imports (esbuild's module graph), not going into the files of `cut` (another layout's page
 * table). Only the object types, and fields, those documents select are kept; scalars, enums and inputs become
 * `Any`, as @urql/introspection's minify does. Also written: the types with no `id` field, which graphcache keeps
 * embedded in their parent (`keys: () => null`). Output is sorted, so a new run on the same sources is identical.
 *
 * config: { entries: string[], cut?: string[] } (paths from the project root)
 */
import path from 'node:path';
import * as esbuild from 'esbuild';
import {
  getNamedType,
  isAbstractType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
} from 'graphql';

const ROOT = process.cwd();
const relative = (file) => path.relative(ROOT, path.resolve(ROOT, file)).split(path.sep).join('/');

/** Every source file the entries reach, static and dynamic imports alike, without entering the cut files. */
const reachedFiles = async (entries, cut) => {
  const cutSet = new Set(cut.map(relative));
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    splitting: true,
    format: 'esm',
    outdir: path.join(ROOT, '.codegen-graph'),
    platform: 'browser',
    packages: 'external',
    logLevel: 'silent',
    loader: { '.css': 'empty', '.svg': 'empty', '.png': 'empty', '.graphql': 'empty' },
    plugins: [
      {
        name: 'cut',
        setup(build) {
          build.onLoad({ filter: /.*/ }, (args) => (cutSet.has(relative(args.path)) ? { contents: '', loader: 'js' } : undefined));
        },
      },
    ],
  });
  return new Set(Object.keys(result.metafile.inputs).map(relative).filter((file) => !cutSet.has(file)));
};

/** A type reference as graphcache reads it: wrappers kept, leaf types (scalars, enums, inputs) as `Any`. */
const typeRef = (type) => {
  if (isNonNullType(type)) return { kind: 'NON_NULL', ofType: typeRef(type.ofType) };
  if (isListType(type)) return { kind: 'LIST', ofType: typeRef(type.ofType) };
  if (isScalarType(type) || isEnumType(type) || isInputObjectType(type)) return { kind: 'SCALAR', name: 'Any' };
  return { kind: isObjectType(type) ? 'OBJECT' : isAbstractType(type) && type.astNode?.kind === 'UnionTypeDefinition' ? 'UNION' : 'INTERFACE', name: type.name };
};

/** Type name → the field names the documents select on it (an abstract type's fields land on every member too). */
const selectedFields = (schema, documents) => {
  const selected = new Map();
  const note = (typeName, fieldName) => {
    if (!selected.has(typeName)) selected.set(typeName, new Set());
    if (fieldName) selected.get(typeName).add(fieldName);
  };
  const noteType = (type) => {
    if (!type || !isCompositeType(type)) return;
    note(type.name);
    if (isAbstractType(type)) for (const member of schema.getPossibleTypes(type)) note(member.name);
  };
  for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) if (root) note(root.name);
  for (const document of documents) {
    const typeInfo = new TypeInfo(schema);
    visit(
      document,
      visitWithTypeInfo(typeInfo, {
        [Kind.FIELD](node) {
          const parent = typeInfo.getParentType();
          if (!parent || node.name.value.startsWith('__')) return;
          note(parent.name, node.name.value);
          if (isAbstractType(parent)) for (const member of schema.getPossibleTypes(parent)) note(member.name, node.name.value);
          noteType(getNamedType(typeInfo.getType()));
        },
        [Kind.INLINE_FRAGMENT]() {
          noteType(typeInfo.getType());
        },
        [Kind.FRAGMENT_DEFINITION]() {
          noteType(typeInfo.getType());
        },
      }),
    );
  }
  return selected;
};

const byName = (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

export const introspectionOf = (schema, selected) => {
  const types = [];
  for (const [name, fieldNames] of [...selected].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const type = schema.getType(name);
    if (!type) continue;
    if (isAbstractType(type) && type.astNode?.kind === 'UnionTypeDefinition') {
      types.push({ kind: 'UNION', name, possibleTypes: schema.getPossibleTypes(type).map((t) => ({ kind: 'OBJECT', name: t.name })).sort(byName) });
      continue;
    }
    const fields = Object.values(type.getFields())
      .filter((field) => fieldNames.has(field.name))
      .map((field) => ({ name: field.name, type: typeRef(field.type), args: [] }))
      .sort(byName);
    const interfaces = type.getInterfaces().map((t) => ({ kind: 'INTERFACE', name: t.name })).sort(byName);
    if (isObjectType(type)) types.push({ kind: 'OBJECT', name, fields, interfaces });
    else types.push({ kind: 'INTERFACE', name, fields, interfaces, possibleTypes: schema.getPossibleTypes(type).map((t) => ({ kind: 'OBJECT', name: t.name })).sort(byName) });
  }
  types.push({ kind: 'SCALAR', name: 'Any' });
  const root = (type) => (type ? { name: type.name, kind: 'OBJECT' } : null);
  return {
    __schema: {
      queryType: root(schema.getQueryType()),
      mutationType: root(schema.getMutationType()),
      subscriptionType: root(schema.getSubscriptionType()),
      types,
      directives: [],
    },
  };
};

/** A type reference in SDL notation, leaves as `*` (src/graphql/introspectionCode.ts reads it back). */
const refText = (ref) => {
  if (ref.kind === 'NON_NULL') return `${refText(ref.ofType)}!`;
  if (ref.kind === 'LIST') return `[${refText(ref.ofType)}]`;
  return ref.name === 'Any' && ref.kind === 'SCALAR' ? '*' : ref.name;
};

const LETTER = { OBJECT: 'O', INTERFACE: 'I', UNION: 'U' };

/** The introspection in the compact form src/graphql/introspectionCode.ts decodes (one line a type). */
export const encodeIntrospection = ({ __schema: schema }) => {
  const lines = schema.types
    .filter((type) => type.kind !== 'SCALAR')
    .map((type) => {
      const fields = (type.fields ?? []).map((field) => `${field.name}:${refText(field.type)}`).join(',');
      const interfaces = (type.interfaces ?? []).map((t) => t.name).join(',');
      const possible = (type.possibleTypes ?? []).map((t) => t.name).join(',');
      const parts = [`${LETTER[type.kind]} ${type.name}`, fields, interfaces, possible];
      while (parts.length > 1 && parts[parts.length - 1] === '') parts.pop();
      return parts.join('|');
    });
  return {
    query: schema.queryType?.name ?? null,
    mutation: schema.mutationType?.name ?? null,
    subscription: schema.subscriptionType?.name ?? null,
    types: lines.join('\n'),
  };
};

/** Fragments named by the layout's documents but defined in a file it does not reach still describe its data. */
const withFragments = (reached, all) => {
  const fragments = new Map();
  for (const document of all) for (const definition of document.definitions) if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  const result = [...reached];
  const seen = new Set();
  const queue = [...reached];
  while (queue.length > 0) {
    visit(queue.pop(), {
      [Kind.FRAGMENT_SPREAD](node) {
        const name = node.name.value;
        if (seen.has(name) || !fragments.has(name)) return;
        seen.add(name);
        const document = { kind: Kind.DOCUMENT, definitions: [fragments.get(name)] };
        result.push(document);
        queue.push(document);
      },
    });
  }
  return result;
};

export const plugin = async (schema, documents, config) => {
  if (!Array.isArray(config.entries) || config.entries.length === 0) throw new Error('layout-introspection: config.entries is required');
  const files = await reachedFiles(config.entries, config.cut ?? []);
  const all = documents.filter((file) => file.document).map((file) => ({ location: relative(file.location ?? ''), document: file.document }));
  const reached = all.filter((file) => files.has(file.location)).map((file) => file.document);
  const selected = selectedFields(schema, withFragments(reached, all.map((file) => file.document)));
  const roots = new Set([schema.getQueryType()?.name, schema.getMutationType()?.name, schema.getSubscriptionType()?.name]);
  const embedded = [...selected.keys()]
    .filter((name) => !roots.has(name) && isObjectType(schema.getType(name)) && !schema.getType(name).getFields().id)
    .sort();
  const sources = [...new Set(all.filter((file) => files.has(file.location)).map((file) => file.location))].sort();
  return [
    `// Generated by scripts/codegen/layout-introspection.mjs from ${config.entries.join(', ')}; do not edit.`,
    ...sources.map((source) => `//   documents of ${source}`),
    "import { decodeIntrospection } from '../graphql/introspectionCode';",
    '',
    '/** Object types without an `id` field: graphcache keeps them embedded in their parent field. */',
    `export const embeddedTypes: readonly string[] = ${JSON.stringify(embedded)};`,
    '',
    '/** The introspection graphcache reads, in its compact form (src/graphql/introspectionCode.ts). */',
    `export default decodeIntrospection(${JSON.stringify(encodeIntrospection(introspectionOf(schema, selected)), null, 1)});`,
    '',
  ].join('\n');
};

export const validate = async (_schema, _documents, config, outputFile) => {
  if (!outputFile.endsWith('.ts')) throw new Error('layout-introspection writes a .ts file');
  if (!Array.isArray(config.entries)) throw new Error('layout-introspection: config.entries (a list of source files) is required');
};
