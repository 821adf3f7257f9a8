import { type FragmentType, getFragmentData, graphql } from '@/generated';
import type { StorageRecordEvent } from '@/generated/enums/StorageRecordEvent';
import { RecordActions } from '../kit/record/RecordActions';
import { STORAGE_EVENT_LABEL } from './labels';
import { isStorageDialogEvent, StorageEventDialog, StoragePlaceFragment } from './StorageEventDialog';

export const StorageRecordActionsFragment = graphql(`
  fragment StorageRecordActions_record on StorageRecord {
    id
    number
    version
    ...StoragePlace
    eventOptions {
      ...RecordEventOption
    }
  }
`);

export const TransitionStorageRecordMutation = graphql(`
  mutation StorageRecordTransition($id: ID!, $event: StorageRecordEvent!, $input: StorageTransitionInput, $version: Int!) {
    transitionStorageRecord(id: $id, event: $event, input: $input, version: $version) {
      id
      ...StorageRecordDetail
    }
  }
`);

export type StorageRecordActionsProps = { record: FragmentType<typeof StorageRecordActionsFragment>; refetch: () => void };

const DANGER: readonly StorageRecordEvent[] = ['CANCEL', 'REPORT_PROBLEM'];

/**
 * The storage record's action bar (`RecordActions`): a check-in asks where the vehicle and its keys are, a problem
 * or a cancellation why.
 */
export const StorageRecordActions = ({ record: source, refetch }: StorageRecordActionsProps) => {
  const record = getFragmentData(StorageRecordActionsFragment, source);
  const place = { number: record.number, ...getFragmentData(StoragePlaceFragment, record) };
  return (
    <RecordActions
      record={record}
      mutation={TransitionStorageRecordMutation}
      noun="storage record"
      legend={`Actions of storage record ${record.number}`}
      idPrefix={`storage-${record.id}`}
      labelOf={(event: StorageRecordEvent) => STORAGE_EVENT_LABEL[event]}
      danger={DANGER}
      refetch={refetch}
      empty="No further steps for this record."
      asks={isStorageDialogEvent}
      dialog={(event, props) => isStorageDialogEvent(event) && <StorageEventDialog event={event} record={place} {...props} />}
    />
  );
};
