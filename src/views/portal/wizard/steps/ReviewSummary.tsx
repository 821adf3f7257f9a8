import type { DateDraft, PlaceDraft, WizardStep } from '../../../../machines/wizards/wizardTypes';
import { accountOf } from '../../../../machines/wizards/wizardInput';
import { formatDateRequest } from '../../../../domain/format';
import { useCurrentTenant } from '../../../kit/app/useCurrentUser';
import { Button } from '../../../kit/ui/Button';
import { STEP_LABEL } from '../labels';
import { useWizardSend, WizardActor } from '../WizardActor';

/** "On Nov 20, 2026": the one day format of every page. */
const dateText = (date: DateDraft, locale?: string) => formatDateRequest(date, locale);

const placeText = (place: PlaceDraft) => {
  if (place.source === 'saved')
    return place.saved ? `${place.saved.name}, ${place.saved.address1}, ${place.saved.city}, ${place.saved.stateProvince}` : '—';
  const { name, address1, city, stateProvince, postalCode, contactName, contactPhone, hours } = place.address;
  const contact = [contactName, contactPhone].filter(Boolean).join(', ');
  return [`${name}, ${address1}, ${city}, ${stateProvince} ${postalCode}`, contact && `Contact: ${contact}`, hours && `Hours: ${hours}`]
    .filter(Boolean)
    .join(' · ');
};

/** The draft as the person wrote it, each part with a button back to its step. */
export const ReviewSummary = ({ locked }: { locked: boolean }) => {
  const send = useWizardSend();
  const draft = WizardActor.useSelector((snapshot) => snapshot.context.draft);
  const accounts = WizardActor.useSelector((snapshot) => snapshot.context.accounts);
  const locale = useCurrentTenant()?.locale;
  const { service } = draft;
  const extras = [service.tagAndTitle && 'Tag and title', service.storageDays.trim() && `${service.storageDays} storage days`]
    .filter(Boolean)
    .join(', ');
  const rows: [WizardStep, string, string][] = [
    ['vehicles', 'For', accountOf(draft, accounts)?.label ?? '—'],
    [
      'vehicles',
      'Vehicles',
      draft.vehicles
        .map((v, i) => `${i + 1}. ${[v.year, v.make, v.model].filter(Boolean).join(' ') || 'Vehicle'}${v.vin ? ` (VIN ${v.vin})` : ''}`)
        .join('; '),
    ],
    ['pickup', 'Pickup', placeText(draft.pickup)],
    ['delivery', 'Delivery', placeText(draft.delivery)],
    ['dates', 'Pickup date', dateText(draft.dates.pickup, locale)],
    ['dates', 'Delivery date', dateText(draft.dates.delivery, locale)],
    ['service', 'Transport', service.transportMethod === 'TRUCKED' ? 'Trucked' : 'Driven'],
    ['service', 'Extras', extras || 'None'],
    ['service', 'Your reference', service.reference || '—'],
    ['service', 'Special instructions', service.specialInstructions || '—'],
  ];
  const firstOfStep = (index: number) => rows.findIndex((row) => row[0] === rows[index][0]) === index;
  return (
    <dl className="details">
      {rows.map(([step, term, value], index) => (
        <div key={term} className="details-row">
          <dt>{term}</dt>
          <dd>
            {value}
            {firstOfStep(index) && (
              <>
                {' '}
                <Button variant="ghost" className="btn-small" disabled={locked} onClick={() => send({ type: 'wizard.goto', step })}>
                  Change {STEP_LABEL[step].toLowerCase()}
                </Button>
              </>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
};
