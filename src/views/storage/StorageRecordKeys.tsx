import { useState } from 'react';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import type { KeyEquipmentStatus } from '@/generated/enums/KeyEquipmentStatus';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import toast from '../kit/ui/toast';
import { KEY_STATUS_LABEL, KEY_STATUS_TONE } from './labels';
import { StorageKeyTakeForm } from './StorageKeyTakeForm';
import { transitionFailureMessage } from '../kit/record/transitionFailure';
import { TableHead } from '../kit/ui/Table';
import { ListTime } from '../kit/list/ListDate';

/** One key taken, as the log shows it; a status change answers with it, so the row updates from the answer. */
const StorageKeyLogEntryFragment = graphql(`
  fragment StorageKeyLogEntry on StorageKeyLogEntry {
    id
    keyTag
    takenBy
    takenAt
    returnedAt
    equipmentStatus
    nextStatuses
    note
    version
  }
`);

export const StorageRecordKeysFragment = graphql(`
  fragment StorageRecordKeys_record on StorageRecord {
    id
    number
    keyTag
    keyCount
    lockBoxSlot
    keyLog {
      ...StorageKeyLogEntry
    }
  }
`);

const SetStorageKeyStatusMutation = graphql(`
  mutation StorageRecordKeyStatus($id: ID!, $version: Int!, $status: KeyEquipmentStatus!, $note: String) {
    setStorageKeyStatus(id: $id, version: $version, status: $status, note: $note) {
      ...StorageKeyLogEntry
    }
  }
`);

/** The action that makes a key what it becomes (the server says which a key may become: `nextStatuses`). */
const STATUS_ACTION: Record<KeyEquipmentStatus, string> = {
  ASSIGNED: 'Take',
  IN_HOUSE: 'Return',
  MISSING: 'Mark missing',
  DESTROYED: 'Mark destroyed',
};

export type StorageRecordKeysProps = { record: FragmentType<typeof StorageRecordKeysFragment>; refetch: () => void };

/** The record's keys: tag, count and lock-box slot, the log of who took which key when, and taking or returning one. */
export const StorageRecordKeys = ({ record: source, refetch }: StorageRecordKeysProps) => {
  const record = getFragmentData(StorageRecordKeysFragment, source);
  const [{ fetching }, setStatus] = useMutation(SetStorageKeyStatusMutation);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const keyLog = getFragmentData(StorageKeyLogEntryFragment, record.keyLog);
  const newestFirst = [...keyLog].sort((a, b) => b.takenAt.localeCompare(a.takenAt));

  const change = async (entry: (typeof keyLog)[number], status: KeyEquipmentStatus) => {
    setBusy(`${entry.id}-${status}`);
    setMessage(null);
    const result = await setStatus({ id: entry.id, version: entry.version, status, note: entry.note });
    setBusy(null);
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (failure.code === 'CONFLICT') refetch();
      setMessage(transitionFailureMessage(failure, 'key'));
      return;
    }
    toast.success(`Key ${entry.keyTag}: ${KEY_STATUS_LABEL[status].toLowerCase()}.`);
    refetch();
  };

  return (
    <section aria-labelledby={`keys-${record.id}`}>
      <h3 id={`keys-${record.id}`}>Keys</h3>
      <dl className="details details-grid">
        <div className="details-row">
          <dt>Key tag</dt>
          <dd>{record.keyTag ?? '—'}</dd>
        </div>
        <div className="details-row">
          <dt>Keys</dt>
          <dd>{record.keyCount ?? '—'}</dd>
        </div>
        <div className="details-row">
          <dt>Lock-box slot</dt>
          <dd>{record.lockBoxSlot ?? '—'}</dd>
        </div>
      </dl>
      {message && <Alert tone="danger">{message}</Alert>}
      {newestFirst.length === 0 ? (
        <EmptyState title="No key taken yet" />
      ) : (
        <div className="table-wrap">
          <table className="table">
            <caption>{`Key log of ${record.number}`}</caption>
            <TableHead headings={['Key', 'Taken by', 'Taken', 'Returned', 'Status', 'Actions']} />
            <tbody>
              {newestFirst.map((entry) => (
                <tr key={entry.id}>
                  <th scope="row">{entry.keyTag}</th>
                  <td>
                    {entry.takenBy}
                    {entry.note && <div className="muted">{entry.note}</div>}
                  </td>
                  <td className="nowrap">
                    <ListTime at={entry.takenAt} />
                  </td>
                  <td className="nowrap">
                    <ListTime at={entry.returnedAt} />
                  </td>
                  <td>
                    <Badge tone={KEY_STATUS_TONE[entry.equipmentStatus]}>{KEY_STATUS_LABEL[entry.equipmentStatus]}</Badge>
                  </td>
                  <td>
                    {entry.nextStatuses.length > 0 ? (
                      <span className="button-row">
                        {entry.nextStatuses.map((status, index) => (
                          <Button
                            key={status}
                            className="btn-small"
                            variant={index === 0 ? 'primary' : 'secondary'}
                            busy={busy === `${entry.id}-${status}`}
                            disabled={fetching}
                            aria-label={`${STATUS_ACTION[status]} key ${entry.keyTag} taken by ${entry.takenBy}`}
                            onClick={() => void change(entry, status)}
                          >
                            {STATUS_ACTION[status]}
                          </Button>
                        ))}
                      </span>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StorageKeyTakeForm recordId={record.id} keyTag={record.keyTag} onDone={refetch} />
    </section>
  );
};
