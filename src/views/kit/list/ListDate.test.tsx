import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tenantMachine } from '../../../machines/app/tenant.machine';
import { tenantFixture } from '../../../testing/fixtures';
import { TenantActor } from '../app/actors';
import { ListDateRequest, ListDay, ListDayRange, ListTime } from './ListDate';

// The unit project runs in Node (no DOM): each cell is rendered to HTML under a tenant in New York (en-US).
const render = (node: ReactNode) => {
  const snapshot = tenantMachine.resolveState({
    value: 'ready',
    context: { tenantId: 't1', tenants: [tenantFixture('t1')], candidates: [] },
  });
  return renderToString(
    <TenantActor.Provider options={{ snapshot, input: { queryTenant: null, storedTenant: null, cookieTenant: null } }}>
      {node}
    </TenantActor.Provider>,
  ).replaceAll('<!-- -->', '');
};

describe('a list cell’s dates', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-07T15:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes a day of this year without it, the full day in its title', () => {
    expect(render(<ListDay day="2026-12-16" />)).toBe('<time dateTime="2026-12-16" title="Dec 16, 2026">Dec 16</time>');
    expect(render(<ListDay day="2027-01-04" />)).toBe('<time dateTime="2027-01-04" title="Jan 4, 2027">Jan 4, 2027</time>');
  });

  it('reads an instant on the tenant’s clock, or on the one it is given', () => {
    expect(render(<ListTime at="2026-12-16T14:30:00Z" />)).toBe(
      '<time dateTime="2026-12-16T14:30:00Z" title="Dec 16, 2026, 9:30 AM">Dec 16, 9:30 AM</time>',
    );
    expect(render(<ListTime at="2026-12-16T14:30:00Z" timeZone="America/Los_Angeles" />)).toContain('>Dec 16, 6:30 AM</time>');
  });

  it('says what stands for no date', () => {
    expect(render(<ListDay day={null} />)).toBe('—');
    expect(render(<ListTime at={null} empty="Never" />)).toBe('Never');
  });

  it('writes a span of days and a request with its word, short, the full ones in their titles', () => {
    expect(render(<ListDayRange from="2026-11-01" to="2026-11-15" />)).toBe(
      '<span title="Nov 1, 2026 – Nov 15, 2026">Nov 1 – Nov 15</span>',
    );
    expect(render(<ListDateRequest request={{ mode: 'BEFORE', date: '2026-12-15' }} />)).toBe(
      '<span title="Before Dec 15, 2026">Before Dec 15</span>',
    );
    expect(render(<ListDateRequest request={{ mode: 'ASAP', date: null }} />)).toBe('ASAP');
  });
});
