import { describe, expect, it } from 'vitest';
import { DEMO_USERS, demoLoginLines } from './demo';

describe('the demo logins npm start prints', () => {
  it('line up in three columns, an account without a role saying so', () => {
    const lines = demoLoginLines();
    expect(lines).toHaveLength(DEMO_USERS.length);
    const tenantColumn = (line: string) => line.search(/(east|north)(, north)?$/);
    expect(new Set(lines.map(tenantColumn)).size).toBe(1);
    const roleColumn = (line: string) => line.indexOf(line.trim().split(/\s+/)[1]);
    expect(new Set(lines.map(roleColumn)).size).toBe(1);
    expect(lines.find((line) => line.includes('trucking@'))).toMatch(
      /trucking@legwork\.test\s+no role; Ridgeline Haulers dispatcher\s+east$/,
    );
  });
});
