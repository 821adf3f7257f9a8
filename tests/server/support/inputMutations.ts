import fc from 'fast-check';
import type { IntrospectionInputTypeRef, IntrospectionInputValue } from 'graphql';
import type { Model } from './inputSamples';
import { type Arb, OMIT } from './inputScalars';

/**
 * Mostly valid input with a few values made odd: a plausible value of the arguments, then one to three of its leaves
 * (scalars and enums, anywhere in it) replaced by odd or wrong-typed values of their own type. This is the input that
 * gets past the first checks with several odd fields at once, where independent per-field corruption rarely lands.
 */

type Leaf = { path: (string | number)[]; ref: IntrospectionInputTypeRef; name: string; weight: number };
/** The value of a leaf made odd: its type, and the name that says what it holds. */
export type OddValue = (ref: IntrospectionInputTypeRef, name: string) => Arb;

const unwrapNonNull = (ref: IntrospectionInputTypeRef) => (ref.kind === 'NON_NULL' ? ref.ofType : ref);
/** The name of a (non-null) named type; null for a list. */
const nameOf = (ref: IntrospectionInputTypeRef) => {
  const bare = unwrapNonNull(ref);
  return bare.kind === 'LIST' ? null : bare.name;
};

const leavesOf = (model: Model, value: unknown, ref: IntrospectionInputTypeRef, name: string, path: (string | number)[], out: Leaf[]) => {
  if (value === null || value === undefined) return;
  const bare = unwrapNonNull(ref);
  if (bare.kind === 'LIST') {
    if (Array.isArray(value)) for (const [i, item] of value.entries()) leavesOf(model, item, bare.ofType, name, [...path, i], out);
    return;
  }
  const type = model.types.get(bare.name);
  if (type?.kind !== 'INPUT_OBJECT') {
    // Free-form values (text, ids, numbers, JSON) hold more mistakes than an enum or a boolean.
    out.push({ path, ref, name, weight: type?.kind === 'ENUM' || bare.name === 'Boolean' ? 1 : 3 });
    return;
  }
  if (typeof value !== 'object') return;
  const record = value as Record<string, unknown>;
  // A JSON value beside a column enum (`where: { column: YEAR, value }`) is named after that column.
  const column = type.inputFields.find(
    (f) => model.types.get(nameOf(f.type) ?? '')?.kind === 'ENUM' && model.samples.columns.has(String(record[f.name]).toLowerCase()),
  );
  for (const field of type.inputFields) {
    const leafName = nameOf(field.type) === 'JSON' && column ? String(record[column.name]).toLowerCase() : field.name;
    leavesOf(model, record[field.name], field.type, leafName, [...path, field.name], out);
  }
};

const replaced = (value: unknown, path: (string | number)[], leaf: unknown): unknown => {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaced(item, rest, leaf) : item));
  const { [head]: inner, ...others } = value as Record<string, unknown>;
  const next = replaced(inner, rest, leaf);
  return next === OMIT ? others : { ...others, [head]: next };
};

/** `plausible` arguments with one to three of their leaves replaced by `odd` values. */
export const mutatedArb = (
  model: Model,
  args: readonly IntrospectionInputValue[],
  plausible: fc.Arbitrary<Record<string, unknown>>,
  odd: OddValue,
) =>
  fc.tuple(plausible, fc.array(fc.nat(), { minLength: 1, maxLength: 3 })).chain(([value, picks]) => {
    const leaves: Leaf[] = [];
    for (const arg of args) leavesOf(model, value[arg.name], arg.type, arg.name, [arg.name], leaves);
    if (leaves.length === 0) return fc.constant(value);
    const weighted = leaves.flatMap((leaf) => Array<Leaf>(leaf.weight).fill(leaf));
    const chosen = picks.map((pick) => weighted[pick % weighted.length]);
    return fc
      .tuple(...chosen.map((leaf) => odd(leaf.ref, leaf.name)))
      .map((odds) =>
        chosen.reduce<Record<string, unknown>>((acc, leaf, i) => replaced(acc, leaf.path, odds[i]) as Record<string, unknown>, value),
      );
  });
