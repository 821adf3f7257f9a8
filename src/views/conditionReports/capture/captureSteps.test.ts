import { describe, expect, it } from 'vitest';
import { dueDirection } from './captureSteps';

describe('dueDirection', () => {
  it('asks for the pickup report before pickup and the delivery report in transit', () => {
    expect(dueDirection('PENDING_PICKUP', [])).toBe('PICKUP');
    expect(dueDirection('IN_TRANSIT', [{ direction: 'PICKUP', status: 'SUBMITTED' }])).toBe('DELIVERY');
  });

  it('asks for nothing once the report stands, and again after a rejection', () => {
    expect(dueDirection('PENDING_PICKUP', [{ direction: 'PICKUP', status: 'ACCEPTED' }])).toBeNull();
    expect(dueDirection('PENDING_PICKUP', [{ direction: 'PICKUP', status: 'REJECTED' }])).toBe('PICKUP');
    expect(dueDirection('DELIVERED', [])).toBeNull();
  });
});
