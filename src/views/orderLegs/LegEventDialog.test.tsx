import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tenantMachine } from '../../machines/app/tenant.machine';
import { tenantFixture } from '../../testing/fixtures';
import { TenantActor } from '../kit/app/actors';
import { type LegForDialog, LegEventDialog } from './LegEventDialog';

// The unit project runs in Node (no DOM): the Confirm dialog is rendered to HTML and read back by its text and links.
const JACKSONVILLE = { name: 'Jacksonville Port', contactName: 'Front desk', contactPhone: '904-555-0000' };

const render = (leg: Partial<LegForDialog>) => {
  const snapshot = tenantMachine.resolveState({
    value: 'ready',
    context: { tenantId: 't1', tenants: [tenantFixture('t1')], candidates: [] },
  });
  return renderToStaticMarkup(
    <TenantActor.Provider options={{ snapshot, input: { queryTenant: null, storedTenant: null, cookieTenant: null } }}>
      <LegEventDialog
        event="CONFIRM"
        leg={{ id: 'l1', number: 'O-100001-1', transportMethod: 'DRIVEN', origin: JACKSONVILLE, destination: null, ...leg }}
        busy={false}
        onSubmit={async () => null}
        onClose={() => {}}
      />
    </TenantActor.Provider>,
  );
};

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
