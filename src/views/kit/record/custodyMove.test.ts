import { describe, expect, it } from 'vitest';
import { custodyMove } from './custodyMove';

const option = (event: string, enabled: boolean, refusal: 'ROLE' | 'RECORD' | null = enabled ? null : 'RECORD') => ({
  event,
  enabled,
  refusal,
  reason: null,
});

describe('the custody move a leg offers, from its eventOptions', () => {
  it('is the pickup or the delivery, open or waiting on its report', () => {
    expect(custodyMove([option('UNASSIGN', false, 'ROLE'), option('PICK_UP', false)])).toEqual({ event: 'PICK_UP', enabled: false });
    expect(custodyMove([option('AT_PORT', true), option('DELIVER', true)])).toEqual({ event: 'DELIVER', enabled: true });
  });

  it('is none when the status offers neither, or the role may not send it', () => {
    expect(custodyMove([option('LEFT_PORT', true)])).toBeNull();
    expect(custodyMove([option('PICK_UP', false, 'ROLE')])).toBeNull();
  });
});
