import { type FragmentType, getFragmentData } from '@/generated';
import { telHref } from '../kit/record/LegContactsPanel';
import { ListTime } from '../kit/list/ListDate';
import { Badge } from '../kit/ui/Badge';
import { CommunicationEntryItemFragment } from './communications.graphql';
import { CHANNEL_LABEL, DIRECTION_LABEL, OUTCOME_LABEL } from './labels';

export type CommunicationEntriesProps = { entries: readonly FragmentType<typeof CommunicationEntryItemFragment>[] };

/** The log's entries, newest first: who was contacted how (with tel: and mailto: links), the outcome, notes and callback. */
export const CommunicationEntries = ({ entries }: CommunicationEntriesProps) => {
  const rows = getFragmentData(CommunicationEntryItemFragment, entries);
  return (
    <ul className="item-list" aria-label="Communication log entries">
      {rows.map((entry) => (
        <li key={entry.id} className="item">
          <p className="item-head">
            <strong>
              {DIRECTION_LABEL[entry.direction]} {CHANNEL_LABEL[entry.channel].toLowerCase()}
            </strong>{' '}
            <Badge tone={entry.outcome === 'REACHED' ? 'success' : 'neutral'}>{OUTCOME_LABEL[entry.outcome]}</Badge>{' '}
            <span className="muted">
              {entry.userName ?? 'Someone'} · <ListTime at={String(entry.createdAt)} />
            </span>
          </p>
          {(entry.contactName || entry.contactPhone || entry.contactEmail) && (
            <p>
              {entry.contactName}
              {entry.contactPhone && (
                <>
                  {' '}
                  <a href={telHref(entry.contactPhone)}>{entry.contactPhone}</a>
                </>
              )}
              {entry.contactEmail && (
                <>
                  {' '}
                  <a href={`mailto:${entry.contactEmail}`}>{entry.contactEmail}</a>
                </>
              )}
            </p>
          )}
          {entry.notes && <p className="item-body">{entry.notes}</p>}
          {entry.callbackAt && (
            <p className="muted">
              Callback <ListTime at={String(entry.callbackAt)} />
              {entry.callbackOwnerName ? ` (${entry.callbackOwnerName})` : ''}
              {entry.remindedAt ? ' · reminded' : ''}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
};
