import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, isInterfaceType, isObjectType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: the codegen plugin is plain JavaScript without types
import { encodeIntrospection, introspectionOf } from '../../scripts/codegen/layout-introspection.mjs';
import staff from '../generated/introspection.staff';
import { decodeIntrospection } from './introspectionCode';

const SCHEMA_DIR = path.resolve(import.meta.dirname, 'schema');
const sdl = fs
  .readdirSync(SCHEMA_DIR)
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8'))
  .join('\n');

describe('the compact introspection', () => {
  it('decodes to exactly the introspection it encodes, over every type and field of the schema', () => {
    const schema = buildSchema(sdl);
    // Every object, interface and union with all its fields: every wrapper, list and abstract type the schema has.
    const selected = new Map<string, Set<string>>();
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith('__')) continue;
      if (isObjectType(type) || isInterfaceType(type)) selected.set(type.name, new Set(Object.keys(type.getFields())));
      else if (isUnionType(type)) selected.set(type.name, new Set());
    }
    const full = introspectionOf(schema, selected);
    expect(full.__schema.types.length).toBeGreaterThan(100);
    expect(decodeIntrospection(encodeIntrospection(full))).toEqual(full);
  });

  it("gives graphcache the staff layout's types with their nullability", () => {
    const types = staff.__schema.types as unknown as { name: string; fields?: { name: string; type: { kind: string } }[] }[];
    const order = types.find((type) => type.name === 'Order');
    expect(order?.fields?.find((field) => field.name === 'id')?.type.kind).toBe('NON_NULL');
    expect(staff.__schema.queryType.name).toBe('Query');
  });
});
