import { useId } from 'react';
import type { AccidentLegAction } from '@/generated/enums/AccidentLegAction';
import { LEG_ACTION_LABEL } from './labels';
import type { PickedLeg } from './reportInput';

/** What the report may do to the leg, from what the leg's status knows (the leg machine's options): repair in transit, hold before. */
export const legActionChoices = (leg: PickedLeg): { action: AccidentLegAction; disabledReason: string | null }[] => {
  const option = (event: string) => leg.eventOptions?.find((item) => item.event === event);
  const choices: { action: AccidentLegAction; disabledReason: string | null }[] = [];
  const repair = option('TO_REPAIR');
  if (repair)
    choices.push({ action: 'TO_REPAIR', disabledReason: repair.refusal === 'RECORD' ? (repair.reason ?? 'Not possible now.') : null });
  const hold = option('HOLD');
  if (hold && !repair)
    choices.push({ action: 'HOLD', disabledReason: hold.refusal === 'RECORD' ? (hold.reason ?? 'Not possible now.') : null });
  choices.push({ action: 'NONE', disabledReason: null });
  return choices;
};

export type LegActionChoiceProps = {
  leg: PickedLeg;
  value: AccidentLegAction;
  onChange: (action: AccidentLegAction) => void;
  error?: readonly string[];
};

/** The radio group "What happens to the leg"; a choice the leg's facts refuse is shown disabled with the reason. */
export const LegActionChoice = ({ leg, value, onChange, error }: LegActionChoiceProps) => {
  const name = useId();
  return (
    <fieldset className="radio-list">
      <legend>What happens to the leg</legend>
      {legActionChoices(leg).map(({ action, disabledReason }) => (
        <label key={action} className="radio">
          <input
            type="radio"
            name={name}
            value={action}
            checked={value === action}
            disabled={disabledReason !== null}
            onChange={() => onChange(action)}
          />{' '}
          {LEG_ACTION_LABEL[action]}
          {disabledReason && <span className="muted">{` — ${disabledReason}`}</span>}
        </label>
      ))}
      {error && error.length > 0 && <p className="field-error">{error.join(' ')}</p>}
    </fieldset>
  );
};
