import type { IntrospectionInputTypeRef, IntrospectionInputValue, IntrospectionQuery } from 'graphql';

/** Reading input types from the introspection: names, printed references, size and reach of a field's arguments. */

export const named = (ref: IntrospectionInputTypeRef): string =>
  ref.kind === 'NON_NULL' || ref.kind === 'LIST' ? named(ref.ofType) : ref.name;

/** `[VehicleInput!]!` from an introspection type reference. */
export const printType = (ref: IntrospectionInputTypeRef): string =>
  ref.kind === 'NON_NULL' ? `${printType(ref.ofType)}!` : ref.kind === 'LIST' ? `[${printType(ref.ofType)}]` : ref.name;

/**
 * How many runs a field deserves, from 1 (a few scalar arguments) to 5: one more for every ten values its arguments
 * hold, and 5 for a recursive input (a filter language such as `where: { AND: [...] }`). Bigger input must line up in
 * more ways to get past the checks, and a few odd values among many are drawn less often where they matter.
 */
export const runWeight = (introspection: IntrospectionQuery, args: readonly IntrospectionInputValue[]): number => {
  const types = new Map(introspection.__schema.types.map((t) => [t.name, t]));
  let recursive = false;
  const leaves = (ref: IntrospectionInputTypeRef, path: string[]): number => {
    const type = types.get(named(ref));
    if (type?.kind !== 'INPUT_OBJECT') return 1;
    if (path.includes(type.name)) {
      recursive = true;
      return 0;
    }
    return type.inputFields.reduce((sum, f) => sum + leaves(f.type, [...path, type.name]), 0);
  };
  const total = args.reduce((sum, a) => sum + leaves(a.type, []), 0);
  return recursive ? 5 : Math.min(5, 1 + Math.floor(total / 10));
};

/** The input types reachable from arguments, to prove every one of the schema's input types is generated. */
export const reachableInputTypes = (introspection: IntrospectionQuery, args: readonly IntrospectionInputValue[]): Set<string> => {
  const types = new Map(introspection.__schema.types.map((t) => [t.name, t]));
  const seen = new Set<string>();
  const visit = (ref: IntrospectionInputTypeRef) => {
    const type = types.get(named(ref));
    if (type?.kind !== 'INPUT_OBJECT' || seen.has(type.name)) return;
    seen.add(type.name);
    for (const f of type.inputFields) visit(f.type);
  };
  for (const a of args) visit(a.type);
  return seen;
};
