import { useState } from 'react';
import { useQuery } from 'urql';
import { IncidentKindValues } from '@/generated/enums/IncidentKind';
import { accidentReportInputSchema, type AccidentReportInputValues } from '../../domain/schemas/accidents';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { FieldSelect } from '../kit/ui/FieldSelect';
import type { Failure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { FormButtons } from '../kit/ui/FormButtons';
import { Checkbox } from '../kit/ui/Checkbox';
import { checkboxOf } from '../kit/forms/checkboxOf';
import { DateTimeInput } from '../kit/ui/DateInput';
import { LimitedTextField } from '../kit/ui/LimitedTextField';
import { TextField } from '../kit/ui/TextField';
import { INCIDENT_KIND_LABEL, WEATHER_LABEL, WEATHER_ORDER } from './labels';
import { LegActionChoice } from './LegActionChoice';
import { LegPicker } from './LegPicker';
import { PartiesEditor, WitnessesEditor } from './PeopleEditors';
import { RecordablePreview } from './RecordablePreview';
import { type PartyRow, type PickedLeg, type ReportFormValues, recordableFactsOf, reportInputOf, type WitnessRow } from './reportInput';
import { AccidentDriversQuery } from './ReportsPage.graphql';

/** The fields with an input of their own, where their errors are shown. */
const SHOWN = new Set([
  'kind',
  'occurredAt',
  'street',
  'city',
  'state',
  'postalCode',
  'latitude',
  'longitude',
  'description',
  'legId',
  'legAction',
  'driverId',
  'policeAgency',
  'policeReportNumber',
  'injuries',
  'injuriesTreatedAway',
  'fatalities',
  'weather',
]);

export type ReportFormProps = {
  initial: ReportFormValues;
  initialLeg: PickedLeg | null;
  initialParties: PartyRow[];
  initialWitnesses: WitnessRow[];
  /** The zone the time is typed in: the stored report's, or the tenant's for a new one. */
  timeZone: string;
  creating: boolean;
  submitLabel: string;
  cancelHref: string;
  /** Resolves to the failure to show, or null once saved (the page then moves on). */
  onSubmit: (input: AccidentReportInputValues) => Promise<Failure | null>;
};

/** The accident or incident report, checked by the shared schema here and on the server; field errors under their fields. */
export const ReportForm = ({
  initial,
  initialLeg,
  initialParties,
  initialWitnesses,
  timeZone,
  creating,
  submitLabel,
  cancelHref,
  onSubmit,
}: ReportFormProps) => {
  const tenant = useCurrentTenant();
  const form = useForm(initial);
  const [leg, setLeg] = useState<PickedLeg | null>(initialLeg);
  const [parties, setParties] = useState(initialParties);
  const [witnesses, setWitnesses] = useState(initialWitnesses);
  const [locating, setLocating] = useState(false);
  const [{ data: drivers }] = useQuery({ query: AccidentDriversQuery, pause: !tenant });
  const v = form.values;
  const driverChoices = (drivers?.drivers.data ?? []).map((driver) => ({ value: driver.id, label: driver.fullName }));
  const driverName = (id?: string | null) => driverChoices.find((choice) => choice.value === id)?.label ?? null;
  // Errors of fields the form has no input for (the time zone, the vehicle from the leg): said in the banner.
  const elsewhere = Object.entries(form.errors)
    .filter(([key]) => !SHOWN.has(key) && !/^(otherParties|witnesses|claimNumbers)\b/.test(key))
    .flatMap(([, list]) => list);
  const claimErrors = Object.entries(form.errors)
    .filter(([key]) => key.startsWith('claimNumbers'))
    .flatMap(([, list]) => list);

  const pick = (next: PickedLeg | null) => {
    setLeg(next);
    form.set('legAction', 'NONE');
    if (next?.driverId && (!v.driverId || v.driverId === leg?.driverId)) form.set('driverId', next.driverId);
  };

  const locate = () => {
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        form.set('latitude', position.coords.latitude.toFixed(5));
        form.set('longitude', position.coords.longitude.toFixed(5));
        setLocating(false);
      },
      () => {
        form.setFormError('Your location could not be read: type the place instead.');
        setLocating(false);
      },
      { timeout: 10_000 },
    );
  };

  const submit = form.submit(async () => {
    const input = form.check(accidentReportInputSchema, reportInputOf(v, { leg, parties, witnesses, timeZone, creating }));
    if (!input) return;
    const failure = await onSubmit(input);
    if (!failure) return;
    form.fail(failure);
    if (failure.code === 'INVALID_TRANSITION') form.setFormError(`The leg could not be moved: ${failure.message}`);
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit}>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      {elsewhere.length > 0 && <Alert tone="danger">{elsewhere.join(' ')}</Alert>}
      <FieldSelect
        label="Kind"
        choices={IncidentKindValues.map((value) => ({ value, label: INCIDENT_KIND_LABEL[value] }))}
        value={v.kind}
        onChange={(kind) => form.set('kind', kind as ReportFormValues['kind'])}
        error={form.errors.kind}
        hint="An accident involves a vehicle on the road; an incident is anything else (a lost key, vandalism, damage found in the yard)."
      />
      <DateTimeInput
        label="When"
        value={{ day: v.day, time: v.time }}
        onChange={({ day, time }) => {
          form.set('day', day);
          form.set('time', time);
        }}
        locale={tenant?.locale}
        timeZone={timeZone}
        error={form.errors.occurredAt}
        required
      />
      <fieldset className="form-section">
        <legend>Where</legend>
        <div className="field-grid">
          <TextField label="Street" autoComplete="off" {...form.text('street')} />
          <TextField label="City" autoComplete="off" {...form.text('city')} />
          <LimitedTextField label="State" hint="Two letters, e.g. PA" limit={2} autoComplete="off" {...form.text('state')} />
          <TextField label="Postal code" autoComplete="off" {...form.text('postalCode')} />
          <TextField label="Latitude" inputMode="decimal" autoComplete="off" {...form.text('latitude')} />
          <TextField label="Longitude" inputMode="decimal" autoComplete="off" {...form.text('longitude')} />
        </div>
        {typeof navigator !== 'undefined' && 'geolocation' in navigator && (
          <Button className="btn-small" busy={locating} onClick={locate}>
            Use my location
          </Button>
        )}
      </fieldset>
      <fieldset className="form-section">
        <legend>Leg, vehicle and driver</legend>
        <LegPicker leg={leg} onPick={pick} driverName={driverName(leg?.driverId)} error={form.errors.legId} />
        {creating && leg && (
          <LegActionChoice
            leg={leg}
            value={v.legAction}
            onChange={(action) => form.set('legAction', action)}
            error={form.errors.legAction}
          />
        )}
        <FieldSelect
          label="Driver"
          choices={driverChoices}
          value={v.driverId}
          placeholder="No driver"
          onChange={(id) => form.set('driverId', id)}
          error={form.errors.driverId}
        />
      </fieldset>
      <TextField label="Description" rows={5} required {...form.text('description')} hint="What happened, in order." />
      <PartiesEditor rows={parties} onChange={setParties} errors={form.errors} />
      <WitnessesEditor rows={witnesses} onChange={setWitnesses} errors={form.errors} />
      <fieldset className="form-section">
        <legend>People hurt, damage and conditions</legend>
        <div className="field-grid">
          <TextField label="Injuries" inputMode="numeric" {...form.text('injuries')} />
          <TextField label="Injuries treated away from the scene" inputMode="numeric" {...form.text('injuriesTreatedAway')} />
          <TextField label="Fatalities" inputMode="numeric" {...form.text('fatalities')} />
          <FieldSelect
            label="Weather"
            choices={WEATHER_ORDER.map((value) => ({ value, label: WEATHER_LABEL[value] }))}
            value={v.weather}
            placeholder="Not given"
            onChange={(weather) => form.set('weather', weather)}
            error={form.errors.weather}
          />
        </div>
        <Checkbox label="A vehicle was towed away because of disabling damage" {...checkboxOf(form, 'towedDisabled')} />
        <Checkbox label="Hazardous materials were released" {...checkboxOf(form, 'hazmatReleased')} />
      </fieldset>
      <RecordablePreview facts={recordableFactsOf(v)} />
      <fieldset className="form-section">
        <legend>Police and claims</legend>
        <div className="field-grid">
          <TextField label="Police agency" autoComplete="off" {...form.text('policeAgency')} />
          <TextField label="Police report number" autoComplete="off" {...form.text('policeReportNumber')} />
          <TextField
            label="Claim numbers"
            hint="Separate several with commas."
            autoComplete="off"
            {...form.text('claimNumbers')}
            error={claimErrors.length > 0 ? claimErrors : undefined}
          />
        </div>
      </fieldset>
      <FormButtons submit={submitLabel} busy={form.submitting} cancelHref={cancelHref} />
    </form>
  );
};
