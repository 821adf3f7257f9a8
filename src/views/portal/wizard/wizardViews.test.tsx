import { Client, Provider as UrqlProvider } from 'urql';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { wizardMachine } from '../../../machines/wizards/wizard.machine';
import { toStoredWizard } from '../../../machines/wizards/wizardSnapshot';
import { CLIENT, CUSTOMER, startWizard } from '../../../testing/wizardTestKit';
import { WIZARD_STEPS, type WizardStep } from '../../../machines/wizards/wizardTypes';
import { TenantActor } from '../../kit/app/actors';
import { WizardActor } from './WizardActor';
import { WizardStepper } from './WizardStepper';
import { WizardSteps } from './WizardSteps';

// Requests never answer: the views render their loading faces.
const client = new Client({ url: 'http://localhost/graphql', exchanges: [] });

/** The stepper and the step of a complete draft resumed at `step`, rendered to HTML as the first paint. */
const render = (step: WizardStep, accounts = [CLIENT]) => {
  const wizard = startWizard();
  wizard.fillTo('review');
  const stored = toStoredWizard(wizard.actor.getSnapshot());
  if (!stored) throw new Error('expected a stored wizard');
  // React marks where text pieces join (<!-- -->); the page reads them as one text.
  const html = renderToString(
    <TenantActor.Provider options={{ input: { queryTenant: null, storedTenant: null, cookieTenant: null } }}>
      <UrqlProvider value={client}>
        <WizardActor.Provider logic={wizardMachine} options={{ input: { kind: 'order', accounts, restored: { ...stored, step } } }}>
          <WizardStepper />
          <WizardSteps />
        </WizardActor.Provider>
      </UrqlProvider>
    </TenantActor.Provider>,
  );
  return html.replaceAll('<!-- -->', '');
};

const labels = (html: string) => [...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map((match) => match[1].replace(/<[^>]+>/g, ''));

describe('wizard views (first paint)', () => {
  it.each(WIZARD_STEPS)('%s: the stepper marks it current, its form is labelled by its heading', (step) => {
    const html = render(step);
    expect(html).toMatch(
      new RegExp(`<li class="[^"]*wizard-step-current[^"]*" aria-current="step"><span>${step[0].toUpperCase()}${step.slice(1)}</span>`),
    );
    expect(html).toMatch(/<form[^>]*aria-labelledby="([^"]+)"[^>]*>.*<h2[^>]*id="\1"[^>]*tabindex="-1"/);
  });

  it('vehicles: each vehicle its VIN, year, make and model; the account choice only with several accounts', () => {
    expect(labels(render('vehicles'))).toEqual(expect.arrayContaining(['VIN', 'Year', 'Make', 'Model', 'Colour']));
    expect(labels(render('vehicles'))).not.toContain('Order for');
    expect(labels(render('vehicles', [CLIENT, CUSTOMER]))).toContain('Order for');
    expect(render('vehicles')).toContain('Remove vehicle 2');
  });

  it('delivery: the new address with contact and hours', () => {
    expect(labels(render('delivery'))).toEqual(
      expect.arrayContaining([
        'A saved location',
        'A new address',
        'Place name',
        'Street address',
        'ZIP or postal code',
        'City',
        'State or province',
        'Contact name',
        'Contact phone',
        'Opening hours',
      ]),
    );
  });

  it('dates: timing and day for both ends', () => {
    expect(labels(render('dates'))).toEqual(expect.arrayContaining(['Pickup timing', 'Pickup day', 'Delivery timing', 'Delivery day']));
  });

  it('service: driven or trucked only, the extras and instructions', () => {
    const html = render('service');
    expect(labels(html)).toEqual(expect.arrayContaining(['Tag and title', 'Storage days', 'Your reference', 'Special instructions']));
    expect(html).toContain('Driven');
    expect(html).toContain('Trucked');
    expect(html).not.toMatch(/Tow|Client in/i);
  });

  it('review: the summary with change buttons, the price loading, the submit', () => {
    const html = render('review');
    expect(html).toContain('Change vehicles');
    expect(html).toContain('Pricing…');
    expect(html).toContain('Place order');
    expect(html).toContain('On May 6, 2030');
  });
});
