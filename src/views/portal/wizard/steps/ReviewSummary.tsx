import type { DateDraft, PlaceDraft, WizardStep } from '../../../../machines/wizards/wizardTypes';
import { accountOf } from '../../../../machines/wizards/wizardInput';
import { DATE_MODE_CHOICES } from '../../../orderForm/labels';
import { Button } from '../../../ui/Button';
import { STEP_LABEL } from '../labels';
import { useWizardSend, WizardActor } from '../WizardActor';

/** Dates read mm/dd/yy (spec §9) outside the pickers. */
const shortDay = (iso: string) => (/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(2, 4)}` : iso);

const dateText = ({ mode, date }: DateDraft) => {
  const label = DATE_MODE_CHOICES.find((choice) => choice.value === mode)?.label ?? mode;
  return mode === 'ASAP' ? label : `${label} ${shortDay(date)}`;
};

const placeText = (place: PlaceDraft) => {
  if (place.source === 'saved') return place.saved ? `${place.saved.name}, ${place.saved.address1}, ${place.saved.city}, ${place.saved.stateProvince}` : '—';
  const { name, address1, city, stateProvince, postalCode, contactName, contactPhone, hours } = place.address;
  const contact = [contactName, contactPhone].filter(Boolean).join(', ');
  return [`${name}, ${address1}, ${city}, ${stateProvince} ${postalCode}`, contact && `Contact: ${contact}`, hours && `Hours: ${hours}`].filter(Boolean).join(' · ');
};

/** The draft as the person wrote it, each part with a button back to its step. */
export const ReviewSummary = ({ locked }: { locked: boolean }) => {
  const send = useWizardSend();
  const draft = WizardActor.useSelector((snapshot) => snapshot.context.draft);
  const accounts = WizardActor.useSelector((snapshot) => snapshot.context.accounts);
  const { service } = draft;
  const extras = [service.tagAndTitle && 'Tag and title', service.storageDays.trim() && `${service.storageDays} storage days`].filter(Boolean).join(', ');
  const rows: [WizardStep, string, string][] = [
    ['vehicles', 'For', accountOf(draft, accounts)?.label ?? '—'],
    ['vehicles', 'Vehicles', draft.vehicles.map((v, i) => `${i + 1}. ${[v.year, v.make, v.model].filter(Boolean).join(' ') || 'Vehicle'}${v.vin ? ` (VIN ${v.vin})` : ''}`).join('; ')],
    ['pickup', 'Pickup', placeText(draft.pickup)],
    ['delivery', 'Delivery', placeText(draft.delivery)],
    ['dates', 'Pickup date', dateText(draft.dates.pickup)],
    ['dates', 'Delivery date', dateText(draft.dates.delivery)],
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
