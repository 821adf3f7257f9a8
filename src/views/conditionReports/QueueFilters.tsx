import type { ConditionReportDirection } from '@/generated/enums/ConditionReportDirection';
import { ConditionReportDirectionValues } from '@/generated/enums/ConditionReportDirection';
import type { ConditionReportStatus } from '@/generated/enums/ConditionReportStatus';
import { Checkbox } from '../kit/ui/Checkbox';
import { SelectField } from '../kit/ui/SelectField';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { DIRECTION_LABEL, REPORT_STATUS_LABEL } from '../kit/record/conditionReportLabels';
import { QUEUE_STATUSES, type QueueView } from './queueView';

export type QueueFiltersProps = {
  view: QueueView;
  /** The statuses pressed when the view names none (the page's default). */
  defaultStatus: readonly ConditionReportStatus[];
  /** What clearing the statuses means: every status (dispatch), or back to the default (help desk). */
  clearTo: 'every' | 'default';
  clearLabel: string;
  onChange: (patch: Partial<QueueView>) => void;
};

/** Status chips, direction and "new damage only": the review queues' filters. */
export const QueueFilters = ({ view, defaultStatus, clearTo, clearLabel, onChange }: QueueFiltersProps) => (
  <div className="cr-queue-filters">
    <ToggleChips
      legend="Status"
      options={QUEUE_STATUSES}
      label={(status) => REPORT_STATUS_LABEL[status]}
      selected={view.status ?? defaultStatus}
      onChange={(status) => onChange({ status: status.length > 0 || clearTo === 'every' ? status : null })}
      clearLabel={clearLabel}
    />
    <div className="filter-row">
      <SelectField
        label="Direction"
        choices={ConditionReportDirectionValues.map((value) => ({ value, label: DIRECTION_LABEL[value] }))}
        value={view.direction}
        placeholder="Pickup and delivery"
        onChange={([value]) => onChange({ direction: (value as ConditionReportDirection | undefined) ?? '' })}
      />
      <Checkbox label="New damage only" checked={view.newDamage} onChange={(newDamage) => onChange({ newDamage })} />
    </div>
  </div>
);
