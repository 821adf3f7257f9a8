import type { PartyBillingItems_CatalogItemFragment as CatalogItem, PartyBillingItems_ItemFragment as Own } from '@/generated/graphql';
import { useId, useState } from 'react';
import { useMutation } from 'urql';
import { majorText, minorOf } from '../../../domain/moneyInput';
import { type AppliedPrice, canAutoAdd } from '../../../domain/partyPrices';
import { minorUnits } from '../../../domain/schemas/money';
import { graphqlFailure } from '../../kit/forms/failure';
import { recordRefusal } from '../../kit/record/recordRefusal';
import { Button } from '../../kit/ui/Button';
import toast from '../../kit/ui/toast';
import { PRICE_SOURCE_LABEL, unitSuffix } from './labels';
import { RemovePartyBillingItemMutation, SetPartyBillingItemMutation } from './prices.graphql';
import type { PriceParty } from './party';

const ownPriceSchema = minorUnits('own price').nullable();

export type PartyBillingItemRowProps = {
  party: PriceParty;
  item: CatalogItem;
  own: Own | undefined;
  applied: AppliedPrice;
  money: (minor: number) => string;
  /** The tenant's distance unit, for an item charged per distance. */
  distanceUnit: string;
  canEdit: boolean;
  /** After a save or a clear (or a CONFLICT): the prices reload. */
  changed: () => void;
};

/** One catalog item as the party is charged for it: the catalog's price, its own (edited here), auto-add, and what applies. */
export const PartyBillingItemRow = ({ party, item, own, applied, money, distanceUnit, canEdit, changed }: PartyBillingItemRowProps) => {
  const [price, setPrice] = useState(majorText(own?.amount));
  const [autoAdd, setAutoAdd] = useState(own?.autoAdd ?? false);
  const [error, setError] = useState<string | null>(null);
  const [saving, save] = useMutation(SetPartyBillingItemMutation);
  const [removing, remove] = useMutation(RemovePartyBillingItemMutation);
  const errorId = useId();
  const dirty = price.trim() !== majorText(own?.amount) || autoAdd !== (own?.autoAdd ?? false);
  const autoAddable = canAutoAdd(item.type);

  const onSave = async () => {
    const checked = ownPriceSchema.safeParse(minorOf(price) ?? null);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'The own price is invalid.');
    setError(null);
    const input = { billingItemId: item.id, amount: checked.data, autoAdd, version: own?.version ?? null };
    const result = await save({ ...party, input });
    if (result.error) {
      const failure = recordRefusal(result.error, 'billing item price', changed);
      return setError(Object.values(failure.fieldErrors).flat()[0] ?? failure.message);
    }
    toast.success(
      `${item.code}: ${checked.data === null ? 'the inherited price applies' : `own price ${money(checked.data)}`}${autoAdd ? ', added to every quote' : ''}.`,
    );
    changed();
  };

  const onClear = async () => {
    if (!own) return;
    const result = await remove({ id: own.id, version: own.version });
    if (result.error) return setError(graphqlFailure(result.error).message);
    toast.success(`${item.code}: own price and auto-add cleared.`);
    changed();
  };

  return (
    <tr>
      <th scope="row">
        <span className="mono">{item.code}</span> {item.name}
      </th>
      <td className="cell-number">
        {money(item.amount)} <span className="muted">{unitSuffix(item.unit, distanceUnit)}</span>
      </td>
      <td>
        <input
          className="field-input"
          inputMode="decimal"
          aria-label={`Own price of ${item.code}`}
          placeholder="None"
          value={price}
          disabled={!canEdit}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setPrice(event.target.value)}
        />
        {error && (
          <div id={errorId} className="field-error" role="alert">
            {error}
          </div>
        )}
      </td>
      <td>
        <input
          type="checkbox"
          aria-label={`Add ${item.code} to every quote`}
          checked={autoAdd}
          disabled={!canEdit || (!autoAddable && !autoAdd)}
          title={autoAddable ? undefined : 'Charged only when a quote asks for it.'}
          onChange={(event) => setAutoAdd(event.target.checked)}
        />
      </td>
      <td>
        {money(applied.amount)} <span className="muted">({PRICE_SOURCE_LABEL[applied.source]})</span>
      </td>
      {canEdit && (
        <td className="nowrap">
          <Button className="btn-small" aria-label={`Save ${item.code}`} disabled={!dirty} busy={saving.fetching} onClick={onSave}>
            Save
          </Button>{' '}
          {own && (
            <Button className="btn-small" aria-label={`Clear ${item.code}`} busy={removing.fetching} onClick={onClear}>
              Clear
            </Button>
          )}
        </td>
      )}
    </tr>
  );
};
