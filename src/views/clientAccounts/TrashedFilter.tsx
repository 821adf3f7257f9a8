import { type Trashed, TrashedValues } from '@/generated/enums/Trashed';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { TRASHED_LABEL } from './labels';

export type TrashedFilterProps = {
  /** The URL's value; blank is the default, the active records. */
  value: Trashed | '';
  onChange: (value: Trashed | '') => void;
};

// Active first: the default.
const CHOICES = (['WITHOUT', ...TrashedValues.filter((trashed) => trashed !== 'WITHOUT')] as const).map((trashed) => ({
  value: trashed,
  label: TRASHED_LABEL[trashed],
}));

/** The lists' status filter: active (the default, left out of the URL), deleted, or both. */
export const TrashedFilter = ({ value, onChange }: TrashedFilterProps) => (
  <FieldSelect
    label="Status"
    choices={CHOICES}
    value={value || 'WITHOUT'}
    onChange={(chosen) => {
      const trashed = TrashedValues.find((each) => each === chosen);
      onChange(!trashed || trashed === 'WITHOUT' ? '' : trashed);
    }}
  />
);
