import { recordable, type RecordableFacts } from '../../domain/recordable';

/** "DOT recordable: yes/no — reasons", worked out as the form is typed (the server stores the same answer). */
export const RecordablePreview = ({ facts }: { facts: RecordableFacts }) => {
  const answer = recordable(facts);
  return (
    <div className={`alert alert-${answer.recordable ? 'warning' : 'info'}`} role="status" aria-live="polite">
      <strong>{`DOT recordable: ${answer.recordable ? 'yes' : 'no'}`}</strong> — {answer.reasons.join(' ')}
    </div>
  );
};
