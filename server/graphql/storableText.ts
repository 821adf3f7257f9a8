import { type ArgumentNode, Kind, type ValueNode, visit } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { FieldErrors } from '../../src/domain/schemas/fieldErrors';
import type { GraphQLContext } from './context';
import { badUserInput } from '../errors';

/**
 * PostgreSQL stores no NUL character (U+0000) in text or jsonb: such a value fails the statement (SQLSTATE 22021,
 * 22P05). No field may take one, so every string of an operation's input (variables, JSON values and their keys
 * included, and literals in the document) is checked once before execution: BAD_USER_INPUT on the value's path.
 */

const NUL = '\u0000';
const message = (path: string) => `The ${path} may not contain a NUL character.`;

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

const isPlain = (value: object) =>
  Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null;

/** Walks the variables with a stack of its own: a JSON value may nest deeper than the call stack goes. */
const walkVariables = (variables: unknown, errors: FieldErrors) => {
  const pending: [unknown, string][] = [[variables, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string' && value.includes(NUL)) errors[path] = [message(path)];
    // Files (multipart uploads) and other class instances are not text.
    if (!value || typeof value !== 'object' || !isPlain(value)) continue;
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes(NUL)) errors[path || 'variables'] = [message(path || 'variables')];
      else pending.push([inner, join(path, key)]);
    }
  }
};

const walkLiteral = (node: ValueNode, path: string, errors: FieldErrors) => {
  if (node.kind === Kind.STRING && node.value.includes(NUL)) errors[path] = [message(path)];
  if (node.kind === Kind.LIST) for (const [i, item] of node.values.entries()) walkLiteral(item, `${path}.${i}`, errors);
  if (node.kind === Kind.OBJECT) for (const field of node.fields) walkLiteral(field.value, `${path}.${field.name.value}`, errors);
};

export const rejectNulCharacters: Plugin<GraphQLContext> = {
  onExecute: ({ args, setResultAndStopExecution }) => {
    const errors: FieldErrors = {};
    walkVariables(args.variableValues ?? {}, errors);
    visit(args.document, {
      Argument: (node: ArgumentNode) => walkLiteral(node.value, node.name.value, errors),
    });
    if (Object.keys(errors).length > 0) setResultAndStopExecution({ errors: [badUserInput(errors)] });
  },
};
