import { describe, expect, it } from 'vitest';
import portal from '@/generated/introspection.portal';
import staff from '@/generated/introspection.staff';

/**
 * The portal's schema (src/generated/introspection.portal.ts, trimmed by scripts/codegen/layout-introspection.mjs to
 * what the portal's pages reach) never has the communication log's types: portal users never see the log. The staff
 * schema has them, so the check below would fail if the names changed.
 */
const typeNames = (schema: unknown) => [...JSON.stringify(schema).matchAll(/Communication[A-Za-z]*/g)].map((match) => match[0]);

describe('the communication log in the layouts’ schemas', () => {
  it('is in the staff schema and not in the portal’s', () => {
    expect(typeNames(staff)).toContain('CommunicationEntry');
    expect(typeNames(portal)).toEqual([]);
  });
});
