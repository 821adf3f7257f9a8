import { useState } from 'react';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';
import toast from '../kit/ui/toast';
import { useMoney } from '../kit/ui/useMoney';
import { cardName, type RateCard, RateCardForm } from './RateCardForm';
import { transitionFailureMessage } from '../kit/record/transitionFailure';

export const FacilityRateCardsFragment = graphql(`
  fragment FacilityRateCards_facility on StorageFacility {
    id
    name
    rateCards {
      id
      dailyRate
      freeDays
      minimumCharge
      monthlyCap
      billClosedDays
      version
      client {
        id
        displayName
      }
    }
  }
`);

const DeleteStorageRateCardMutation = graphql(`
  mutation StorageRateCardDelete($id: ID!) {
    deleteStorageRateCard(id: $id) {
      id
      ...StorageFacilityDetail
    }
  }
`);

export type FacilityRateCardsProps = { facility: FragmentType<typeof FacilityRateCardsFragment>; refetch: () => void };

/**
 * The facility's rates: its own card and any client's own (a client's card is used for that client's vehicles). Each
 * is edited or removed in place; "New rate card" adds one.
 */
export const FacilityRateCards = ({ facility: source, refetch }: FacilityRateCardsProps) => {
  const facility = getFragmentData(FacilityRateCardsFragment, source);
  const money = useMoney();
  const [editing, setEditing] = useState<string | null>(null);
  const [{ fetching: deleting }, remove] = useMutation(DeleteStorageRateCardMutation);
  const [message, setMessage] = useState<string | null>(null);
  // The facility's own card first, then the clients' by name.
  const cards = [...facility.rateCards].sort((a, b) =>
    a.client === null ? -1 : b.client === null ? 1 : a.client.displayName.localeCompare(b.client.displayName),
  );

  const removeCard = async (card: RateCard) => {
    setMessage(null);
    const result = await remove({ id: card.id });
    if (result.error) setMessage(transitionFailureMessage(graphqlFailure(result.error), 'facility'));
    else toast.success(`${cardName(card)} removed.`);
  };

  return (
    <Panel title="Rate cards" actions={editing === null && <Button onClick={() => setEditing('new')}>New rate card</Button>}>
      {message && <Alert tone="danger">{message}</Alert>}
      {editing === 'new' && <RateCardForm facilityId={facility.id} card={null} onDone={() => setEditing(null)} refetch={refetch} />}
      {cards.length === 0 ? (
        <EmptyState title="No rate card yet">Without one, stays at this facility have no charge.</EmptyState>
      ) : (
        <ul className="plain-list">
          {cards.map((card) =>
            editing === card.id ? (
              <li key={card.id}>
                <RateCardForm facilityId={facility.id} card={card} onDone={() => setEditing(null)} refetch={refetch} />
              </li>
            ) : (
              <li key={card.id}>
                <strong>{cardName(card)}</strong>
                {`: ${money(card.dailyRate)} a day, ${card.freeDays} free day${card.freeDays === 1 ? '' : 's'}, minimum ${money(card.minimumCharge)}, `}
                {card.monthlyCap === null ? 'no monthly cap' : `at most ${money(card.monthlyCap)} a month`}
                {card.billClosedDays ? ', closed days billed. ' : ', closed days not billed. '}
                <span className="button-row">
                  <Button
                    className="btn-small"
                    aria-label={`Edit ${cardName(card)}`}
                    onClick={() => setEditing(card.id)}
                    disabled={editing !== null}
                  >
                    Edit
                  </Button>
                  <ConfirmButton
                    label="Remove"
                    ariaLabel={`Remove ${cardName(card)}`}
                    question={`Remove ${cardName(card)}?`}
                    confirmLabel="Remove the rate card"
                    busy={deleting}
                    onConfirm={() => removeCard(card)}
                  />
                </span>
              </li>
            ),
          )}
        </ul>
      )}
    </Panel>
  );
};
