import { InspectionItemCodeValues } from '@/generated/enums/InspectionItemCode';
import { Alert } from '../../../kit/ui/Alert';
import { Button } from '../../../kit/ui/Button';
import type { OutboxView } from '../outbox';
import { missingAnswers } from '../reportInput';
import type { ReadyDraft } from './types';

const STATE_TEXT: Record<OutboxView['state'], string> = {
  idle: '',
  waitingForNetwork:
    'Saved on this phone. It is sent by itself as soon as the network is back; you can keep the page open or come back to it.',
  uploading: 'Sending the photos…',
  submitting: 'Sending the report…',
  retrying: 'The network dropped; trying again shortly. Everything is saved on this phone.',
  sent: 'Sent.',
  failed: 'The report was not accepted.',
};

/** What is still missing, then Send: the outbox sends the photos and the report, now or when the network is back. */
export const SendStep = ({ view, outbox }: { view: ReadyDraft; outbox: OutboxView }) => {
  const { draft } = view;
  const unanswered = InspectionItemCodeValues.filter((code) => !draft.items.some((item) => item.code === code));
  const missing = [
    ...Object.values(missingAnswers(draft)).flat(),
    ...(unanswered.length > 0 ? [`Answer ${unanswered.length} more inspection item${unanswered.length > 1 ? 's' : ''}.`] : []),
    ...(draft.fuelLevel === null && draft.evStateOfCharge === null ? ['Give the fuel level or the state of charge.'] : []),
  ];
  const busy = outbox.state === 'uploading' || outbox.state === 'submitting';
  const fieldErrors = outbox.failure?.fieldErrors ? Object.values(outbox.failure.fieldErrors).flat() : [];
  return (
    <div className="capture-step">
      <p>
        {draft.photoLocalIds.length} photo{draft.photoLocalIds.length === 1 ? '' : 's'} · {draft.damages.length} damage
        {draft.damages.length === 1 ? '' : 's'} · {InspectionItemCodeValues.length - unanswered.length} of {InspectionItemCodeValues.length}{' '}
        items answered
      </p>
      {missing.length > 0 && (
        <Alert tone="warning">
          Still to do:
          <ul>
            {missing.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </Alert>
      )}
      {outbox.state !== 'idle' && outbox.state !== 'sent' && (
        <Alert tone={outbox.state === 'failed' ? 'danger' : 'info'}>
          {STATE_TEXT[outbox.state]}
          {outbox.state === 'uploading' &&
            outbox.progress.total > 0 &&
            ` ${outbox.progress.uploaded} of ${outbox.progress.total} photos sent.`}
          {outbox.failure && outbox.state === 'failed' && ` ${outbox.failure.message}`}
          {fieldErrors.length > 0 && (
            <ul>
              {fieldErrors.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
      <Button variant="primary" className="capture-target btn-block" disabled={missing.length > 0} busy={busy} onClick={outbox.send}>
        {outbox.state === 'failed' ? 'Send again' : 'Send the report'}
      </Button>
    </div>
  );
};
