import fc from 'fast-check';
import type { IntrospectionInputTypeRef, IntrospectionInputValue, IntrospectionQuery } from 'graphql';
import { mutatedArb } from './inputMutations';
import { type Model, type Samples, tableFor, templatesFor } from './inputSamples';
import { type Arb, junk, OMIT, scalarArb, weighted } from './inputScalars';
import { named, printType } from './schemaTypes';

/**
 * fast-check arbitraries for the arguments of any GraphQL field, driven by the schema's introspection: input objects
 * recursively, lists, enums and every scalar (custom ones included). A call is either plausible input with one to
 * three values made odd (inputMutations.ts), or input drawn at a corruption rate: at 0 plausible throughout (often a
 * stored record, such as a quote's request, as the base of an object), and the higher the rate the more of its values
 * are odd (well typed) or junk (of another type), up to nothing but junk.
 */

/** Corruption rates and how often a call draws each (plausible input with a few odd leaves is drawn besides). */
const RATES = [
  { rate: 0, weight: 2 },
  { rate: 0.05, weight: 2 },
  { rate: 0.15, weight: 1 },
  { rate: 0.4, weight: 1 },
  { rate: 1, weight: 1 },
];
/** Input objects nest at most this deep (recursive ones, `where: { AND: [...] }`, would not end). */
const MAX_DEPTH = 3;

const dropOmitted = (items: unknown[]) => items.filter((v) => v !== OMIT);

const memo = new WeakMap<Model, Map<string, Arb>>();

/** A value of `ref` at a position named `name`, `depth` input objects deep; OMIT where it is left out. */
export const valueArb = (model: Model, ref: IntrospectionInputTypeRef, name: string, rate: number, depth: number): Arb => {
  const key = `${printType(ref)}|${name}|${rate}|${depth}`;
  const cache = memo.get(model) ?? new Map<string, Arb>();
  memo.set(model, cache);
  const built = cache.get(key) ?? build(model, ref, name, rate, depth);
  cache.set(key, built);
  return built;
};

const build = (model: Model, ref: IntrospectionInputTypeRef, name: string, rate: number, depth: number): Arb => {
  // A required value is null or missing only as junk; an optional one now and then, as users leave fields out.
  if (ref.kind === 'NON_NULL') return weighted(rate / 4, inner(model, ref.ofType, name, rate, depth), fc.constant(null), fc.constant(OMIT));
  // Deeper optional objects are left out more often, so recursive inputs (where: AND/OR) stay small.
  const nested = model.types.get(named(ref))?.kind === 'INPUT_OBJECT' ? 8 * depth : 0;
  return fc.oneof(
    { arbitrary: inner(model, ref, name, rate, depth), weight: 7 },
    { arbitrary: fc.constantFrom(null, OMIT), weight: 3 + nested },
  );
};

const inner = (model: Model, ref: IntrospectionInputTypeRef, name: string, rate: number, depth: number): Arb => {
  if (ref.kind === 'NON_NULL') return valueArb(model, ref, name, rate, depth);
  if (ref.kind === 'LIST') {
    if (depth >= MAX_DEPTH) return fc.constant([]);
    const item = valueArb(model, ref.ofType, name, rate, depth);
    const plausible = fc.array(item, { minLength: 1, maxLength: 2 }).map(dropOmitted);
    const odd = fc.oneof(fc.constant([]), fc.array(item, { minLength: 20, maxLength: 25 }).map(dropOmitted), item);
    return weighted(rate, plausible, odd, junk);
  }
  const type = model.types.get(ref.name);
  if (type?.kind === 'ENUM') {
    const values = type.enumValues.map((v) => v.name);
    return weighted(rate, fc.constantFrom(...values), fc.constantFrom('NOPE', values[0].toLowerCase(), ''), junk);
  }
  if (type?.kind === 'SCALAR') return scalarArb(model, type.name, name, rate);
  if (type?.kind !== 'INPUT_OBJECT') throw new Error(`${ref.name} is not an input type`);
  if (depth >= MAX_DEPTH) return fc.constant(OMIT);
  const own = objectArb(model, type.inputFields, rate, depth + 1, tableFor(model, name));
  return weighted(rate, own, objectArb(model, type.inputFields, 1, depth + 1, null), junk);
};

/**
 * An input object (or an argument list): generated key by key, or a stored record of the same shape with some of its
 * values regenerated (more of them the higher the rate), plus unknown keys now and then.
 */
export const objectArb = (model: Model, fields: readonly IntrospectionInputValue[], rate: number, depth: number, table: string | null) => {
  // A field with a default (`operator: SQLOperator = EQ`, `first: Int = 25`) is plausibly left to it.
  const fieldArb = (f: IntrospectionInputValue) => {
    const value = valueArb(model, f.type, f.name, rate, depth);
    return f.defaultValue === null ? value : fc.oneof({ arbitrary: value, weight: 1 }, { arbitrary: fc.constant(OMIT), weight: 1 });
  };
  const shape = Object.fromEntries(fields.map((f) => [f.name, fieldArb(f)]));
  const generated = columnPair(model, fields, rate, depth, shape) ?? fc.record(shape);
  const templates = templatesFor(model, fields, table);
  const change = 0.15 + 0.85 * rate;
  const keptOrNew = (template: Record<string, unknown>, f: IntrospectionInputValue) =>
    f.name in template
      ? fc.oneof(
          { arbitrary: fc.constant(template[f.name]), weight: Math.round(100 * (1 - change)) },
          { arbitrary: shape[f.name], weight: Math.round(100 * change) },
        )
      : shape[f.name];
  const fromRecord =
    templates.length === 0
      ? generated
      : fc
          .constantFrom(...templates)
          .chain((template) => fc.record(Object.fromEntries(fields.map((f) => [f.name, keptOrNew(template, f)]))));
  const unknown = fc.constantFrom({ evil: 1 }, { __proto__x: { admin: true } }, { [fields[0]?.name.toUpperCase() ?? 'X']: 1 });
  const extra = weighted(rate / 5, fc.constant(null), unknown, unknown);
  return fc.tuple(fc.oneof({ arbitrary: fromRecord, weight: 3 }, { arbitrary: generated, weight: 1 }), extra).map(([record, more]) => {
    const kept = Object.fromEntries(Object.entries(record).filter(([, v]) => v !== OMIT));
    return more ? { ...kept, ...more } : kept;
  });
};

/**
 * An enum naming stored columns beside a JSON value (`where: { column: YEAR, value: … }`): the value is generated as
 * that column's values are, so it mostly fits the column and its near misses test the checks.
 */
const columnPair = (model: Model, fields: readonly IntrospectionInputValue[], rate: number, depth: number, shape: Record<string, Arb>) => {
  const json = fields.filter((f) => named(f.type) === 'JSON');
  const column = fields.find((f) => {
    const type = model.types.get(named(f.type));
    return (
      type?.kind === 'ENUM' &&
      type.enumValues.filter((v) => model.samples.columns.has(v.name.toLowerCase())).length >= type.enumValues.length / 2
    );
  });
  const type = column && model.types.get(named(column.type));
  if (!column || json.length !== 1 || type?.kind !== 'ENUM') return null;
  return fc.constantFrom(...type.enumValues.map((v) => v.name)).chain((name) =>
    fc.record({
      ...shape,
      [column.name]: weighted(rate, fc.constant(name), shape[column.name], shape[column.name]),
      [json[0].name]: fc.oneof(
        { arbitrary: inner(model, json[0].type, name.toLowerCase(), rate, depth), weight: 9 },
        valueArb(model, json[0].type, name.toLowerCase(), rate, depth),
      ),
    }),
  );
};

/** Arguments for a root field: plausible ones with a few odd values, or all of them drawn at one corruption rate. */
export const argumentsArb = (
  introspection: IntrospectionQuery,
  samples: Samples,
  field: string,
  args: readonly IntrospectionInputValue[],
) => {
  const model: Model = { types: new Map(introspection.__schema.types.map((t) => [t.name, t])), samples, field };
  const table = tableFor(model, 'id');
  const atRate = RATES.map(({ rate, weight }) => ({ arbitrary: objectArb(model, args, rate, 0, table), weight }));
  const odd = (ref: IntrospectionInputTypeRef, name: string) => valueArb(model, ref, name, 1, 0);
  return fc.oneof(...atRate, { arbitrary: mutatedArb(model, args, objectArb(model, args, 0, 0, table), odd), weight: 5 });
};
