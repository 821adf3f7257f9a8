import { describe, expect, it } from 'vitest';
import { personMatches } from './personMatches';

const accident = { id: 'u1', name: 'Accident Incident Mgmt Demo', email: 'accident-incident-mgmt@legwork.test' };
const accounting = { id: 'u2', name: 'Accounting Demo', email: 'accounting@legwork.test' };
const lead = { id: 'u3', name: 'Accounting Lead Demo', email: 'accounting-lead@legwork.test' };
const everyone = [accident, accounting, lead];

describe("a person picker's matches", () => {
  it("are the server's answer to the text typed now, as it is", () => {
    expect(personMatches('accounting@', 'accounting@', [accounting])).toEqual([accounting]);
    expect(personMatches('', '', everyone)).toEqual(everyone);
    expect(personMatches(' acc ', 'acc', everyone)).toEqual(everyone);
  });

  it('before the answer to the typed text is in, are the last answer narrowed to names or emails holding it (any case)', () => {
    // Typed before the pause: the answer in is the one asked for the empty box (everyone, first by name).
    expect(personMatches('accounting@', '', everyone)).toEqual([accounting]);
    expect(personMatches('LEAD', '', everyone)).toEqual([lead]);
    expect(personMatches('Accounting', 'acc', everyone)).toEqual([accounting, lead]);
    expect(personMatches('nobody', '', everyone)).toEqual([]);
  });
});
