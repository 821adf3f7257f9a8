import { type FormEvent, useState } from 'react';
import { useMutation } from 'urql';
import { graphql } from '@/generated';
import type { FacilityRateCards_FacilityFragment } from '@/generated/graphql';
import { majorText, minorOf } from '../../domain/moneyInput';
import { fieldErrors, type FieldErrors } from '../../domain/schemas/fieldErrors';
import { storageRateCardInputSchema } from '../../domain/schemas/storage';
import { graphqlFailure } from '../kit/forms/failure';
import { ClientPicker } from '../kit/pickers/ClientPicker';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Checkbox } from '../kit/ui/Checkbox';
import { TextField } from '../kit/ui/TextField';
import toast from '../kit/ui/toast';
import { storageFailureMessage } from './storageFailure';

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
  const [{ fetching: creating }, create] = useMutation(CreateStorageRateCardMutation);
  const [{ fetching: updating }, update] = useMutation(UpdateStorageRateCardMutation);
  const [clientId, setClientId] = useState(card?.client?.id ?? '');
  const [dailyRate, setDailyRate] = useState(majorText(card?.dailyRate));
  const [freeDays, setFreeDays] = useState(card ? String(card.freeDays) : '0');
  const [minimumCharge, setMinimumCharge] = useState(majorText(card?.minimumCharge ?? 0));
  const [monthlyCap, setMonthlyCap] = useState(majorText(card?.monthlyCap));
  const [billClosedDays, setBillClosedDays] = useState(card?.billClosedDays ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const parsed = storageRateCardInputSchema.safeParse({
      clientId: clientId || null,
      dailyRate: minorOf(dailyRate),
      freeDays: freeDays.trim() === '' ? undefined : Number(freeDays),
      minimumCharge: minorOf(minimumCharge),
      monthlyCap: minorOf(monthlyCap) ?? null,
      billClosedDays,
    });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    setMessage(null);
    const result = card
      ? await update({ id: card.id, version: card.version, input: parsed.data })
      : await create({ facilityId, input: parsed.data });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (failure.code === 'CONFLICT') refetch();
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0) setMessage(storageFailureMessage(failure, 'facility'));
      return;
    }
    toast.success(card ? 'Rate card saved.' : 'Rate card added.');
    onDone();
  };

  return (
    <form className="form" noValidate onSubmit={submit} aria-label={card ? `Edit ${cardName(card)}` : 'New rate card'}>
      {message && <Alert tone="danger">{message}</Alert>}
      <ClientPicker
        label="Client"
        value={clientId}
        name={card?.client?.displayName}
        onChange={setClientId}
        placeholder="None: the facility's own card"
        error={errors.clientId}
      />
      <TextField label="Daily rate" inputMode="decimal" value={dailyRate} onChange={setDailyRate} error={errors.dailyRate} />
      <TextField label="Free days" inputMode="numeric" value={freeDays} onChange={setFreeDays} error={errors.freeDays} />
      <TextField
        label="Minimum charge"
        inputMode="decimal"
        value={minimumCharge}
        onChange={setMinimumCharge}
        error={errors.minimumCharge}
      />
      <TextField
        label="Monthly cap"
        hint="Leave empty for no cap."
        inputMode="decimal"
        value={monthlyCap}
        onChange={setMonthlyCap}
        error={errors.monthlyCap}
      />
      <Checkbox label="Bill the facility's closed days" checked={billClosedDays} onChange={setBillClosedDays} />
      <div className="button-row">
        <Button type="submit" variant="primary" busy={creating || updating}>
          {card ? 'Save the rate card' : 'Add the rate card'}
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
};
