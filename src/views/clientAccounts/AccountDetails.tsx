import type { AccountMove } from '@/generated/enums/AccountMove';
import type { ReactNode } from 'react';
import { DetailsRow } from '../kit/record/RecordHeader';
import { LinkButton } from '../kit/ui/LinkButton';
import { Panel } from '../kit/ui/Panel';

export type AccountDetailsProps = {
  /** What the server lets the user do to the account now: the form shows with EDIT only. */
  moves: readonly AccountMove[];
  /** The fields as they read, term by term, where the account is not the user's to edit (a deleted one, a reader). */
  fields: Readonly<Record<string, string | null>>;
  /** The list the read-only details lead Back to (the form's own Back goes there too). */
  listHref: string;
  description?: ReactNode;
  /** The edit form. */
  children: ReactNode;
};

/** A client's or customer's details tab: its edit form where the server offers EDIT, its fields to read otherwise. */
export const AccountDetails = ({ moves, fields, listHref, description, children }: AccountDetailsProps) => (
  <Panel title="Details" description={description}>
    {moves.includes('EDIT') ? (
      children
    ) : (
      <>
        <dl className="details">
          {Object.entries(fields).map(([term, value]) => (
            <DetailsRow key={term} term={term}>
              {value || '—'}
            </DetailsRow>
          ))}
        </dl>
        <LinkButton href={listHref}>Back</LinkButton>
      </>
    )}
  </Panel>
);
