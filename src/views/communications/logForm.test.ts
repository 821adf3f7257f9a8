import { describe, expect, it } from 'vitest';
import { callbackInstant, chooseContact, contactLabel, EMPTY_LOG_DRAFT, logInput } from './logForm';

const subject = { kind: 'LEG' as const, id: '0b5c8f0e-5d0a-4a43-9d57-2f6f3e2a9c11' };
const contacts = [
  { role: 'Pickup', name: 'Dana Reyes', phone: '+1 404 555 0142', email: 'dana@example.com' },
  { role: 'Client primary', name: 'Lee Park', phone: null, email: 'lee@example.com' },
];
const NOW = Date.parse('2026-12-06T15:00:00Z');

describe('the "Log a contact" form', () => {
  it('fills the contact fields from the chosen contact, and empties them for one typed', () => {
    const picked = chooseContact(EMPTY_LOG_DRAFT, contacts, '1');
    expect(picked).toMatchObject({ contact: '1', contactName: 'Lee Park', contactPhone: '', contactEmail: 'lee@example.com' });
    expect(chooseContact(picked, contacts, '')).toMatchObject({ contact: '', contactName: '', contactPhone: '', contactEmail: '' });
  });

  it('labels a contact with its role and how to reach it', () => {
    expect(contacts.map(contactLabel)).toEqual(['Pickup — Dana Reyes (+1 404 555 0142)', 'Client primary — Lee Park (lee@example.com)']);
  });

  it('reads the callback on the tenant’s clock', () => {
    expect(callbackInstant('2026-12-07T09:30', 'America/Los_Angeles')).toBe('2026-12-07T17:30:00.000Z');
    expect(callbackInstant('2026-07-07T09:30', 'America/New_York')).toBe('2026-07-07T13:30:00.000Z');
    expect(callbackInstant('', 'America/New_York')).toBeNull();
  });

  it('asks for the outcome and refuses a callback in the past, as the server does', () => {
    const draft = { ...chooseContact(EMPTY_LOG_DRAFT, contacts, '0'), callbackAt: '2026-12-06T06:00' };
    expect(logInput(draft, subject, 'America/Los_Angeles', () => NOW)).toEqual({
      input: null,
      errors: {
        outcome: ['The outcome field is required.'],
        callbackAt: ['The callback time must lie in the future.'],
      },
    });
  });

  it('makes the mutation’s input from a filled form', () => {
    const draft = {
      ...chooseContact(EMPTY_LOG_DRAFT, contacts, '0'),
      outcome: 'LEFT_MESSAGE' as const,
      notes: 'Call back after lunch',
      callbackAt: '2026-12-06T13:00',
    };
    expect(logInput(draft, subject, 'America/Los_Angeles', () => NOW)).toEqual({
      errors: null,
      input: {
        subject,
        direction: 'OUTBOUND',
        channel: 'CALL',
        contactName: 'Dana Reyes',
        contactPhone: '+1 404 555 0142',
        contactEmail: 'dana@example.com',
        outcome: 'LEFT_MESSAGE',
        notes: 'Call back after lunch',
        callbackAt: '2026-12-06T21:00:00.000Z',
      },
    });
  });
});
