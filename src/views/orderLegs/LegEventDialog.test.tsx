import { CombinedError } from '@urql/core';
import { GraphQLError } from 'graphql';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tenantMachine } from '../../machines/app/tenant.machine';
import { tenantFixture } from '../../testing/fixtures';
import { TenantActor } from '../kit/app/actors';
import { graphqlFailure } from '../kit/forms/failure';
import { ActualTimeInputs } from '../kit/record/ActualTimeInputs';
import { actualTimeInput } from '../kit/record/actualTime';
import { type DialogEvent, isDialogEvent, type LegForDialog, LegEventDialog } from './LegEventDialog';

// The unit project runs in Node (no DOM): the dialogs are rendered to HTML and read back by their text, labels and links;
// what a submit sends is the function the dialog's submit calls (actualTimeInput).
const JACKSONVILLE = { name: 'Jacksonville Port', contactName: 'Front desk', contactPhone: '904-555-0000' };

const inTenant = (children: React.ReactNode) => {
  const snapshot = tenantMachine.resolveState({
    value: 'ready',
    context: { tenantId: 't1', tenants: [tenantFixture('t1')], candidates: [] },
  });
  return renderToStaticMarkup(
    <TenantActor.Provider options={{ snapshot, input: { queryTenant: null, storedTenant: null, cookieTenant: null } }}>
      {children}
    </TenantActor.Provider>,
  );
};

const render = (leg: Partial<LegForDialog>, event: DialogEvent = 'CONFIRM') =>
  inTenant(
    <LegEventDialog
      event={event}
      leg={{ id: 'l1', number: 'O-100001-1', transportMethod: 'DRIVEN', origin: JACKSONVILLE, destination: null, ...leg }}
      busy={false}
      onSubmit={async () => null}
      onClose={() => {}}
    />,
  );

const text = (html: string) => html.replace(/<[^>]+>/g, '');

describe('the leg’s Confirm dialog', () => {
  it("shows the leg's own pickup and delivery contacts with tel: links, not the place's front desk", () => {
    const html = render({
      pickupContact: { name: 'Ana Ruiz', phone: '+1 (904) 555-0100' },
      deliveryContact: { name: 'Bo Lee', phone: '215-555-0199 ext 4' },
    });
    expect(text(html)).toContain('Pickup contact: Ana Ruiz, +1 (904) 555-0100');
    expect(text(html)).toContain('Delivery contact: Bo Lee, 215-555-0199 ext 4');
    expect(html).toContain('href="tel:+19045550100"');
    expect(html).toContain('href="tel:2155550199"');
    expect(html).not.toContain('904-555-0000');
  });

  it('says when the leg names nobody, offering the front desk as that', () => {
    const html = text(render({ pickupContact: null, deliveryContact: null }));
    expect(html).toContain('Pickup contact: none given on this leg (the front desk of Jacksonville Port: 904-555-0000)');
    expect(html).toContain('Delivery contact: none given on this leg');
  });
});

describe('the leg’s Pick up and Deliver dialogs', () => {
  // 10:30 in New York, the fixture tenant's zone; the pickup report was taken at 09:05:40 there.
  const NOW = new Date('2026-12-07T15:30:20Z');
  const ZONE = 'America/New_York';
  const LEG = { pickupReportTakenAt: '2026-12-07T14:05:40Z', pickedUpAt: null };
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** The `<input>` whose label is `label` (the label's for= names its id). */
  const inputOf = (html: string, label: string) => {
    const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
    return id ? (new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? null) : null;
  };

  it('open from the action bar (Pick up and Deliver ask first)', () => {
    expect(isDialogEvent('PICK_UP')).toBe(true);
    expect(isDialogEvent('DELIVER')).toBe(true);
  });

  it('ask for the actual time, now on the tenant’s clock by default, not before the step before', () => {
    const html = render(LEG, 'PICK_UP');
    expect(text(html)).toContain('Pick up leg O-100001-1');
    expect(inputOf(html, 'Picked up on')).toContain('value="2026-12-07"');
    expect(inputOf(html, 'Picked up on')).toContain('min="2026-12-07"');
    expect(inputOf(html, 'Picked up at')).toContain('value="10:30"');
    expect(text(html)).toContain('not before the pickup report (Dec 7, 2026, 9:05 AM). Time zone: America/New_York.');
    expect(text(html)).toContain('Confirm the pick up');

    const delivery = render({ pickedUpAt: '2026-12-07T15:00:00Z' }, 'DELIVER');
    expect(inputOf(delivery, 'Delivered at')).toContain('value="10:30"');
    expect(text(delivery)).toContain('not before the pick up (Dec 7, 2026, 10:00 AM)');
    // The other dialogs ask no time.
    expect(inputOf(render(LEG, 'HOLD'), 'Picked up at')).toBeNull();
  });

  it('send an edited time as input.actualAt, the instant of that minute in the tenant’s zone', () => {
    expect(actualTimeInput('PICK_UP', { day: '2026-12-07', time: '09:45' }, LEG, ZONE, NOW)).toEqual({
      ok: true,
      input: { actualAt: '2026-12-07T14:45:00.000Z' },
    });
    expect(actualTimeInput('DELIVER', { day: '2026-12-07', time: '10:15' }, { pickedUpAt: '2026-12-07T15:00:00Z' }, ZONE, NOW)).toEqual({
      ok: true,
      input: { actualAt: '2026-12-07T15:15:00.000Z' },
    });
  });

  it('refuse a time before the step before, or later than now, beside the time in the server’s words', () => {
    expect(actualTimeInput('PICK_UP', { day: '2026-12-07', time: '09:04' }, LEG, ZONE, NOW)).toEqual({
      ok: false,
      errors: { actualAt: ['The time cannot be earlier than the pickup report.'] },
    });
    expect(actualTimeInput('DELIVER', { day: '2026-12-07', time: '09:59' }, { pickedUpAt: '2026-12-07T15:00:00Z' }, ZONE, NOW)).toEqual({
      ok: false,
      errors: { actualAt: ['The time cannot be earlier than the pick up.'] },
    });
    expect(actualTimeInput('DELIVER', { day: '2026-12-07', time: '11:00' }, { pickedUpAt: null }, ZONE, NOW)).toEqual({
      ok: false,
      errors: { actualAt: ['The time cannot be later than now.'] },
    });
  });

  it('show the server’s field error for input.actualAt beside the time', () => {
    const refusal = new CombinedError({
      graphQLErrors: [
        new GraphQLError('Invalid input.', {
          extensions: { code: 'BAD_USER_INPUT', errors: { 'input.actualAt': ['The time cannot be earlier than the pickup report.'] } },
        }),
      ],
    });
    const { fieldErrors } = graphqlFailure(refusal);
    const html = inTenant(
      <ActualTimeInputs
        label="Picked up"
        value={{ day: '2026-12-07', time: '09:00' }}
        onChange={() => {}}
        between={{ after: null, afterWhat: 'the pickup report' }}
        timeZone={ZONE}
        error={fieldErrors.actualAt}
      />,
    );
    const time = inputOf(html, 'Picked up at');
    expect(time).toContain('aria-invalid="true"');
    const errorId = /aria-describedby="[^"]*?(\S+-error)"/.exec(time ?? '')?.[1];
    expect(html).toContain(`<p class="field-error" id="${errorId}">The time cannot be earlier than the pickup report.</p>`);
  });
});
