import { Link } from 'wouter';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { telHref } from '../kit/record/LegContactsPanel';

/** A logged call as the callbacks due and the calls logged today list it: its record, whom, what came of it, who. */
export const CallLogEntryFragment = graphql(`
  fragment CallLogEntry on CommunicationEntry {
    id
    subjectKind
    subjectId
    contactName
    contactPhone
    outcome
    notes
    userName
  }
`);

/** A listed entry with its CallLogEntry fields unmasked beside the list's own. */
export const callLogEntryOf = <Row extends FragmentType<typeof CallLogEntryFragment>>(row: Row) => ({
  ...row,
  ...getFragmentData(CallLogEntryFragment, row),
});

/** Where a log entry's record opens (a leg, an order; a client or customer has no staff page of its own here yet). */
const SUBJECT_PATH: Record<string, string | undefined> = { LEG: '/order-legs/', ORDER: '/orders/' };

/** A log entry's record: a link to it where it has a page, else its kind. */
const EntrySubject = ({ entry }: { entry: { subjectKind: string; subjectId: string } }) => {
  const path = SUBJECT_PATH[entry.subjectKind];
  return path ? (
    <Link href={`${path}${entry.subjectId}`}>Open the {entry.subjectKind.toLowerCase()}</Link>
  ) : (
    <>{entry.subjectKind.toLowerCase()}</>
  );
};

/** Whom a log entry is with: the name, and the phone as a tel: link. */
const EntryContact = ({ entry }: { entry: { contactName?: string | null; contactPhone?: string | null } }) => (
  <>
    {entry.contactName}
    {entry.contactPhone && (
      <>
        {entry.contactName && ' · '}
        <a href={telHref(entry.contactPhone)}>{entry.contactPhone}</a>
      </>
    )}
  </>
);

/** What the cells read of a log entry. */
type EntryCellsProps = { entry: { subjectKind: string; subjectId: string; contactName?: string | null; contactPhone?: string | null } };

/** A log entry's cells in a table's row: the record it is about, then whom it is with. */
export const EntryCells = ({ entry }: EntryCellsProps) => (
  <>
    <td>
      <EntrySubject entry={entry} />
    </td>
    <td>
      <EntryContact entry={entry} />
    </td>
  </>
);
