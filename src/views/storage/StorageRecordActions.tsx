import { useState } from 'react';
import { useRecordTransition, type VariablesOf } from '../kit/record/useRecordTransition';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import type { StorageRecordEvent } from '@/generated/enums/StorageRecordEvent';
import type { StorageTransitionInput } from '@/generated/graphql';
import { EventOptionsBar } from '../kit/record/EventOptionsBar';
import { Alert } from '../kit/ui/Alert';
import { STORAGE_EVENT_LABEL } from './labels';
import { isStorageDialogEvent, type StorageDialogEvent, StorageEventDialog } from './StorageEventDialog';
import { storageFailureMessage } from './storageFailure';

export const StorageRecordActionsFragment = graphql(`
  fragment StorageRecordActions_record on StorageRecord {
    id
    number
    version
    spot
    keyTag
    keyCount
    lockBoxSlot
    eventOptions {
      event
      enabled
      refusal
      reason
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

/**
 * The storage record machine's events for this status (`eventOptions`): the open ones as buttons, the ones the record's
 * facts refuse (a check-in without its condition report) disabled with the machine's reason, those the role may not
 * send named once. Steps that record something ask first.
 */
export const StorageRecordActions = ({ record: source, refetch }: StorageRecordActionsProps) => {
  const record = getFragmentData(StorageRecordActionsFragment, source);
  const { fetching, sendingEvent, message, send, direct } = useRecordTransition<
    StorageRecordEvent,
    StorageTransitionInput,
    VariablesOf<typeof TransitionStorageRecordMutation>
  >(TransitionStorageRecordMutation, record, {
    labelOf: (event) => STORAGE_EVENT_LABEL[event],
    failureMessage: (failure) => storageFailureMessage(failure, 'storage record'),
    refetch,
  });
  const [open, setOpen] = useState<StorageDialogEvent | null>(null);
  const options = record.eventOptions.map((option) => ({ ...option, event: option.event as StorageRecordEvent }));

  return (
    <>
      {message && <Alert tone="danger">{message}</Alert>}
      <EventOptionsBar
        options={options}
        legend={`Actions of storage record ${record.number}`}
        idPrefix={`storage-${record.id}`}
        labelOf={(event) => STORAGE_EVENT_LABEL[event]}
        variantOf={(event) => (event === 'CANCEL' || event === 'REPORT_PROBLEM' ? 'danger' : 'primary')}
        sendingEvent={sendingEvent}
        held={() => fetching}
        onPick={(event) => (isStorageDialogEvent(event) ? setOpen(event) : void direct(event))}
        empty="No further steps for this record."
      />
      {open && (
        <StorageEventDialog
          event={open}
          record={record}
          busy={fetching}
          onClose={() => setOpen(null)}
          onSubmit={async (input) => {
            const failure = await send(open, input);
            if (!failure) setOpen(null);
            return failure;
          }}
        />
      )}
    </>
  );
};
