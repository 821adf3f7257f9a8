import { useState } from 'react';
import { type TypedDocumentNode, useMutation } from 'urql';
import type { CatalogItemMove } from '@/generated/enums/CatalogItemMove';
import { recordRefusal } from '../kit/record/recordRefusal';
import { Alert } from '../kit/ui/Alert';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import toast from '../kit/ui/toast';
import type { ItemDone } from './CatalogPage';
import { MOVE_TEXT } from './labels';

type Move = Exclude<CatalogItemMove, 'EDIT'>;

/** A catalog's retire, restore and delete mutations: each takes the item's id and version. */
export type MoveMutations = Record<Move, TypedDocumentNode<unknown, { id: string; version: number }>>;

export type ItemMovesProps = {
  item: { id: string; version: number; moves: readonly CatalogItemMove[]; inUse: boolean };
  /** How messages name the item: "Billing item TAX-NY". */
  label: string;
  noun: string;
  mutations: MoveMutations;
  done: ItemDone;
};

/**
 * An item's retire, restore and delete buttons, as its status allows (the server's `moves`), each asking first; a
 * refusal (a used item's delete: what refers to it) is shown with the server's reason, a success as a toast.
 */
export const ItemMoves = ({ item, label, noun, mutations, done }: ItemMovesProps) => {
  const [refusal, setRefusal] = useState<string | null>(null);
  const [retire, sendRetire] = useMutation(mutations.RETIRE);
  const [restore, sendRestore] = useMutation(mutations.RESTORE);
  const [remove, sendDelete] = useMutation(mutations.DELETE);
  const send = { RETIRE: sendRetire, RESTORE: sendRestore, DELETE: sendDelete };
  const busy = retire.fetching || restore.fetching || remove.fetching;
  const run = async (move: Move) => {
    setRefusal(null);
    const result = await send[move]({ id: item.id, version: item.version });
    if (result.error) return setRefusal(recordRefusal(result.error, noun, done.reload).message);
    toast.success(`${label} ${MOVE_TEXT[move].done}.`);
    done.close(true);
  };
  const moves = item.moves.filter((move): move is Move => move !== 'EDIT');
  return (
    <section className="form-section" aria-label={`Retire or delete ${label}`}>
      {item.inUse && <p className="muted">Records refer to it: it can be retired, not deleted.</p>}
      {refusal && <Alert tone="danger">{refusal}</Alert>}
      <div className="button-row">
        {moves.map((move) => (
          <ConfirmButton
            key={move}
            label={MOVE_TEXT[move].label}
            ariaLabel={`${MOVE_TEXT[move].label} ${label}`}
            question={MOVE_TEXT[move].question}
            confirmLabel={MOVE_TEXT[move].label}
            busy={busy}
            onConfirm={() => run(move)}
          />
        ))}
      </div>
    </section>
  );
};
