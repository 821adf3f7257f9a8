import { useMutation, useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import type { SettingsForm_SettingsFragment } from '@/generated/graphql';
import { SessionTenantFragment } from '../../graphql/operations/auth';
import { DIMENSION_UNITS, DISTANCE_UNITS, FUEL_UNITS, tenantSettingsInputSchema, WEIGHT_UNITS } from '../../domain/settings/schemas';
import { SessionActor } from '../kit/app/actors';
import { graphqlFailure } from '../kit/forms/failure';
import { useForm } from '../kit/forms/useForm';
import { recordRefusal } from '../kit/record/recordRefusal';
import { Alert } from '../kit/ui/Alert';
import { ErrorState } from '../kit/ui/ErrorState';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { FormButtons } from '../kit/ui/FormButtons';
import { LinkButton } from '../kit/ui/LinkButton';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { settingsDraft, settingsInput } from './drafts';
import { TenantSettingsFragment, TenantSettingsQuery, UpdateTenantSettingsMutation } from './settings.graphql';

const UNIT_LABEL: Record<string, string> = {
  lb: 'Pounds (lb)',
  kg: 'Kilograms (kg)',
  in: 'Inches (in)',
  cm: 'Centimetres (cm)',
  mi: 'Miles (mi)',
  km: 'Kilometres (km)',
  gal: 'Gallons (gal)',
  L: 'Litres (L)',
};
const choices = (units: readonly string[]) => units.map((value) => ({ value, label: UNIT_LABEL[value] ?? value }));

/** The form of the tenant's settings at their version; `reload` fetches them again (after a CONFLICT). */
const SettingsForm = ({ settings, reload }: { settings: SettingsForm_SettingsFragment; reload: () => void }) => {
  const session = SessionActor.useActorRef();
  const [, save] = useMutation(UpdateTenantSettingsMutation);
  const tenant = getFragmentData(SessionTenantFragment, settings.tenant);
  const form = useForm(settingsDraft(tenant, settings));
  const onSubmit = form.submit(async () => {
    const input = form.check(tenantSettingsInputSchema, settingsInput(form.values));
    if (!input) return;
    const result = await save({ version: settings.version, input });
    if (result.error) return form.fail(recordRefusal(result.error, 'settings', reload));
    toast.success('Settings saved.');
    // The session's tenant carries what every screen formats with: reload it so money, units and days follow at once.
    session.send({ type: 'session.check' });
  });
  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <Panel title="Business">
        <TextField label="Name" {...form.text('name')} />
        <TextField
          label="Locale"
          hint="How numbers, money and dates are written: a language tag such as en-US or fr-CA."
          {...form.text('locale')}
        />
        <TextField
          label="Time zone"
          hint="What today is, and the clock times are typed and shown in: America/New_York."
          {...form.text('timeZone')}
        />
        <TextField
          label="Currency"
          hint={settings.currencyLocked ?? 'An ISO 4217 code such as USD or CAD. It can no longer change once money is recorded.'}
          readOnly={settings.currencyLocked !== null}
          {...form.text('currency')}
        />
      </Panel>
      <Panel title="Units">
        <FieldSelect label="Weight" choices={choices(WEIGHT_UNITS)} {...form.text('weightUnit')} />
        <FieldSelect label="Dimensions" choices={choices(DIMENSION_UNITS)} {...form.text('dimensionUnit')} />
        <FieldSelect label="Distance" choices={choices(DISTANCE_UNITS)} {...form.text('distanceUnit')} />
        <FieldSelect label="Fuel" choices={choices(FUEL_UNITS)} {...form.text('fuelUnit')} />
        <TextField
          label="Zone size"
          inputMode="numeric"
          hint={`Pricing zones: ${tenant.distanceUnit} a zone (a whole number above 0).`}
          {...form.text('zoneSize')}
        />
      </Panel>
      <Panel
        title="Fuel surcharge"
        actions={<LinkButton href="/admin/settings/fuel-rates">Fuel rates</LinkButton>}
        description="A week's surcharge a distance unit is (price − base price) ÷ fuel economy, never below zero; it is worked out when the week is written."
      >
        <TextField label={`Base price per ${tenant.fuelUnit} (${tenant.currency})`} inputMode="decimal" {...form.text('fuelBasePrice')} />
        <TextField
          label={`Fuel economy (${tenant.distanceUnit} per ${tenant.fuelUnit})`}
          inputMode="decimal"
          {...form.text('fuelEconomy')}
        />
      </Panel>
      <Panel title="Invoices and statements" description="The letterhead of invoices and settlement statements, and where clients pay.">
        <TextField label="Address" rows={3} hint="The business's postal address, as its lines." {...form.text('address')} />
        <TextField
          label="Remit to"
          rows={3}
          hint="Where clients send payment (the invoice's remittance). Blank: the address."
          {...form.text('remitTo')}
        />
      </Panel>
      <FormButtons submit="Save settings" busy={form.submitting} />
    </form>
  );
};

/** /admin/settings: the tenant's name, locale, currency, units, zone size, time zone and fuel surcharge (ADMIN). */
export const SettingsPage = () => {
  const [result, refetch] = useQuery({ query: TenantSettingsQuery });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  if (result.error && !result.data) return <ErrorState message={graphqlFailure(result.error).message} onRetry={reload} />;
  if (!result.data) return <Spinner label="Loading the settings…" />;
  const settings = getFragmentData(TenantSettingsFragment, result.data.tenantSettings);
  // Keyed by version: a reload after a CONFLICT starts the form again from what is stored.
  return <SettingsForm key={settings.version} settings={settings} reload={reload} />;
};
