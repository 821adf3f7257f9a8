import type { FragmentType } from '@/generated';
import type { ConditionReportDirection } from '@/generated/enums/ConditionReportDirection';
import { DIRECTION_LABEL } from '../kit/record/conditionReportLabels';
import { type ReportDamageFragment, ReportDamages } from './ReportDamages';

type Side = { number: string; direction: ConditionReportDirection; damages: readonly FragmentType<typeof ReportDamageFragment>[] };

export type CustodyCompareProps = {
  /** The vehicle's previous report (the last change of custody). */
  previous: Side;
  current: Side;
  newDamageCount: number;
};

const heading = (side: Side) => `At ${DIRECTION_LABEL[side.direction].toLowerCase()} (${side.number})`;

/** The last custody's damages beside this report's, the ones new since then highlighted: what the help desk settles a claim on. */
export const CustodyCompare = ({ previous, current, newDamageCount }: CustodyCompareProps) => (
  <div className="cr-compare-wrap">
    <h4 className="cr-item-group-title">{`${newDamageCount === 1 ? '1 new damage' : `${newDamageCount} new damages`} since ${previous.number}`}</h4>
    <div className="cr-compare">
      <div className="cr-compare-side">
        <h5 className="cr-compare-title">{heading(previous)}</h5>
        <ReportDamages damages={previous.damages} highlightNew={false} />
      </div>
      <div className="cr-compare-side">
        <h5 className="cr-compare-title">{heading(current)}</h5>
        <ReportDamages damages={current.damages} />
      </div>
    </div>
  </div>
);
