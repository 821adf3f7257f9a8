import { useMutation } from 'urql';
import { graphql } from '@/generated';
import type { FacilityRateCards_FacilityFragment } from '@/generated/graphql';
import { majorText, minorOf } from '../../domain/moneyInput';
import { storageRateCardInputSchema } from '../../domain/schemas/storage';
import { useForm } from '../kit/forms/useForm';
import { ClientPicker } from '../kit/pickers/ClientPicker';
import { Alert } from '../kit/ui/Alert';
import { Checkbox } from '../kit/ui/Checkbox';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { recordRefusal } from '../kit/record/recordRefusal';
import { FormButtons } from '../kit/ui/FormButtons';

export type RateCard = FacilityRateCards_FacilityFragment['rateCards'][number];

/** "Acme's card", or the facility's own. */
export const cardName = (card: Pick<RateCard, 'client'>) => (card.client ? `${card.client.displayName}'s card` : "The facility's card");

const CreateStorageRateCardMutation = graphql(`
  mutation StorageRateCardCreate($facilityId: ID!, $input: StorageRateCardInput!) {
    createStorageRateCard(facilityId: $facilityId, input: $input) {
      id
      ...StorageFacilityDetail
    }
  }
`);

const UpdateStorageRateCardMutation = graphql(`
  mutation StorageRateCardUpdate($id: ID!, $version: Int!, $input: StorageRateCardInput!) {
    updateStorageRateCard(id: $id, version: $version, input: $input) {
      id
      ...StorageFacilityDetail
    }
  }
`);

export type RateCardFormProps = { facilityId: string; card: RateCard | null; onDone: () => void; refetch: () => void };

/** A rate card's terms, new or edited: money typed in major units, checked by the shared schema. */
export const RateCardForm = ({ facilityId, card, onDone, refetch }: RateCardFormProps) => {
  const [, create] = useMutation(CreateStorageRateCardMutation);
  const [, update] = useMutation(UpdateStorageRateCardMutation);
  const form = useForm({
    clientId: card?.client?.id ?? '',
    dailyRate: majorText(card?.dailyRate),
    freeDays: card ? String(card.freeDays) : '0',
    minimumCharge: majorText(card?.minimumCharge ?? 0),
    monthlyCap: majorText(card?.monthlyCap),
    billClosedDays: card?.billClosedDays ?? true,
  });

  const submit = form.submit(async () => {
    const { clientId, dailyRate, freeDays, minimumCharge, monthlyCap, billClosedDays } = form.values;
    const input = form.check(storageRateCardInputSchema, {
      clientId: clientId || null,
      dailyRate: minorOf(dailyRate),
      freeDays: freeDays.trim() === '' ? undefined : Number(freeDays),
      minimumCharge: minorOf(minimumCharge),
      monthlyCap: minorOf(monthlyCap) ?? null,
      billClosedDays,
    });
    if (!input) return;
    const result = card ? await update({ id: card.id, version: card.version, input }) : await create({ facilityId, input });
    if (result.error) return form.fail(recordRefusal(result.error, 'facility', refetch));
    toast.success(card ? 'Rate card saved.' : 'Rate card added.');
    onDone();
  });

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit} aria-label={card ? `Edit ${cardName(card)}` : 'New rate card'}>
      {form.formError && <Alert tone="danger">{form.formError}</Alert>}
      <ClientPicker
        label="Client"
        value={form.values.clientId}
        name={card?.client?.displayName}
        onChange={(clientId) => form.set('clientId', clientId)}
        placeholder="None: the facility's own card"
        error={form.errors.clientId}
      />
      <TextField label="Daily rate" inputMode="decimal" {...form.text('dailyRate')} />
      <TextField label="Free days" inputMode="numeric" {...form.text('freeDays')} />
      <TextField label="Minimum charge" inputMode="decimal" {...form.text('minimumCharge')} />
      <TextField label="Monthly cap" hint="Leave empty for no cap." inputMode="decimal" {...form.text('monthlyCap')} />
      <Checkbox
        label="Bill the facility's closed days"
        checked={form.values.billClosedDays}
        onChange={(bill) => form.set('billClosedDays', bill)}
      />
      <FormButtons submit={card ? 'Save the rate card' : 'Add the rate card'} busy={form.submitting} onCancel={onDone} />
    </form>
  );
};
