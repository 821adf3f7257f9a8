import { buildSchema, graphql, type GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { dataExceptionError, REFUSED_BY_DATABASE, variableError } from './inputErrors';

const schema = buildSchema(`
  input Leg { vehicleRef: Int! }
  input Order { legs: [Leg!]! }
  type Query { price(input: Order!): Int }
`);

/** The error graphql-js raises for these variables (before any resolver), made ours. */
const coerced = async (variables: Record<string, unknown>) => {
  const result = await graphql({ schema, source: 'query($input: Order!) { price(input: $input) }', variableValues: variables });
  return (result.errors ?? []).map((error) => variableError(error as GraphQLError)?.extensions);
};

describe('variableError', () => {
  it('puts the field error under the dotted path of the value', async () => {
    expect(await coerced({ input: { legs: [{ vehicleRef: 0 }, { vehicleRef: 1.5 }] } })).toEqual([
      { code: 'BAD_USER_INPUT', errors: { 'input.legs.1.vehicleRef': ['Int cannot represent non-integer value: 1.5'] } },
    ]);
  });

  it('names the variable when the whole value is missing or null', async () => {
    expect(await coerced({})).toEqual([
      { code: 'BAD_USER_INPUT', errors: { input: ['Variable "$input" of required type "Order!" was not provided.'] } },
    ]);
    expect(await coerced({ input: null })).toEqual([
      { code: 'BAD_USER_INPUT', errors: { input: ['Variable "$input" of non-null type "Order!" must not be null.'] } },
    ]);
  });
});

describe('dataExceptionError', () => {
  const pgError = (code: string) => Object.assign(new Error('invalid input syntax for type uuid: ""'), { code });

  it('answers a data exception (SQLSTATE class 22) as the user’s, and nothing else', () => {
    expect(dataExceptionError(pgError('22P02'), ['createLocation'])?.toJSON()).toEqual({
      message: REFUSED_BY_DATABASE,
      path: ['createLocation'],
      extensions: { code: 'BAD_USER_INPUT', errors: { input: ['A value is not valid for its field.'] } },
    });
    expect(dataExceptionError(pgError('23505'), undefined)).toBeNull();
    expect(dataExceptionError(new Error('no code'), undefined)).toBeNull();
  });
});
