import { TransportMethodValues } from '@/generated/enums/TransportMethod';
import type { TariffRates_RateFragment as Rate } from '@/generated/graphql';
import { useMutation } from 'urql';
import { tariffRateInputSchema } from '../../../domain/schemas/tariffRates';
import { TenantDateInput } from '../../kit/forms/TenantDateInput';
import { useForm } from '../../kit/forms/useForm';
import { VEHICLE_CLASS_CHOICES } from '../../kit/orderForm/labels';
import { METHOD_LABEL } from '../../kit/record/legLabels';
import { recordRefusal } from '../../kit/record/recordRefusal';
import { Alert } from '../../kit/ui/Alert';
import { ConfirmButton } from '../../kit/ui/ConfirmButton';
import { Dialog } from '../../kit/ui/Dialog';
import { FieldSelect } from '../../kit/ui/FieldSelect';
import { FormButtons } from '../../kit/ui/FormButtons';
import { TextField } from '../../kit/ui/TextField';
import toast from '../../kit/ui/toast';
import { CreateTariffRateMutation, DeleteTariffRateMutation, UpdateTariffRateMutation } from './prices.graphql';
import { SampleQuotePanel } from './SampleQuotePanel';
import { type RateWords, rateName } from './TariffRatesTable';
import type { PriceParty } from './party';
import { tariffDraft, tariffInput } from './tariffDraft';

const METHOD_CHOICES = TransportMethodValues.map((value) => ({ value, label: METHOD_LABEL[value] }));

/** The rate's two effective dates: both inclusive, either open. */
const EFFECTIVE_DATES = [
  { name: 'effectiveFrom', label: 'Effective from', hint: 'Blank: since always.' },
  { name: 'effectiveTo', label: 'Effective to', hint: 'Inclusive; blank: until replaced.' },
] as const;

export type TariffRateDialogProps = {
  party: PriceParty;
  /** The rate edited; null: a new one. */
  rate: Rate | null;
  words: RateWords;
  /** Closes the dialog; `changed` after a save or a delete, or a CONFLICT (the rates reload). */
  close: (changed: boolean) => void;
};

/** Adds a rate or edits one (and deletes it), with the sample quote priced before and after the change. */
export const TariffRateDialog = ({ party, rate, words, close }: TariffRateDialogProps) => {
  const form = useForm(tariffDraft(rate));
  const [, create] = useMutation(CreateTariffRateMutation);
  const [, update] = useMutation(UpdateTariffRateMutation);
  const [removing, remove] = useMutation(DeleteTariffRateMutation);
  const live = tariffRateInputSchema.safeParse(tariffInput(form.values));
  const reload = () => close(true);
  const onSubmit = form.submit(async () => {
    const input = form.check(tariffRateInputSchema, tariffInput(form.values));
    if (!input) return;
    const result = rate ? await update({ id: rate.id, version: rate.version, input }) : await create({ ...party, input });
    if (result.error) return form.fail(recordRefusal(result.error, 'tariff rate', reload));
    toast.success(`Tariff rate ${rate ? 'saved' : 'added'}. Quotes and orders already agreed keep their prices.`);
    close(true);
  });
  const money = `(${words.currency})`;
  return (
    <Dialog title={rate ? `Edit rate: ${rateName(rate, words)}` : 'Add a tariff rate'} onClose={() => close(false)}>
      <form ref={form.formRef} className="form" noValidate onSubmit={onSubmit}>
        {form.formError && <Alert tone="danger">{form.formError}</Alert>}
        <div className="field-grid">
          <FieldSelect label="Transport method" placeholder="Choose…" choices={METHOD_CHOICES} {...form.text('transportMethod')} />
          <FieldSelect label="Vehicle class" placeholder="Any class" choices={VEHICLE_CLASS_CHOICES} {...form.text('vehicleClass')} />
        </div>
        <div className="field-grid">
          <TextField label={`Band from (${words.unit})`} inputMode="decimal" hint="Inclusive." {...form.text('distanceFrom')} />
          <TextField
            label={`Band to (${words.unit})`}
            inputMode="decimal"
            hint="Exclusive; blank: no upper end."
            {...form.text('distanceTo')}
          />
        </div>
        <div className="field-grid">
          <TextField
            label={`Rate per zone ${money}`}
            inputMode="decimal"
            hint={`Per ${words.zoneSize} ${words.unit} zone, e.g. 85.00.`}
            {...form.text('ratePerZone')}
          />
          <TextField label={`Minimum ${money}`} inputMode="decimal" hint="Blank: no minimum." {...form.text('minimum')} />
        </div>
        <div className="field-grid">
          {EFFECTIVE_DATES.map(({ name, label, hint }) => (
            <TenantDateInput
              key={name}
              label={label}
              hint={hint}
              value={form.values[name]}
              onChange={(value) => form.set(name, value)}
              error={form.errors[name]}
            />
          ))}
        </div>
        <SampleQuotePanel
          party={party}
          rateId={rate?.id ?? null}
          rate={live.success ? live.data : null}
          unit={words.unit}
          locale={words.locale}
        />
        <FormButtons submit={rate ? 'Save rate' : 'Add rate'} busy={form.submitting} onCancel={() => close(false)} />
      </form>
      {rate && (
        <ConfirmButton
          label="Delete rate"
          question="Delete this rate? Pricing stops using it for new quotes; quotes and orders already agreed keep their prices."
          confirmLabel="Delete"
          busy={removing.fetching}
          onConfirm={async () => {
            const result = await remove({ id: rate.id, version: rate.version });
            if (result.error) return form.fail(recordRefusal(result.error, 'tariff rate', reload));
            toast.success('Tariff rate deleted.');
            close(true);
          }}
        />
      )}
    </Dialog>
  );
};
