import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { groupItems, ITEM_GROUP_LABEL, itemGroupOf } from './itemGroups';
import { ITEM_LABEL, RESULT_LABEL, RESULT_TONE } from '../kit/record/conditionReportLabels';

export const ReportItemsFragment = graphql(`
  fragment ReportItems_report on ConditionReport {
    id
    items {
      code
      result
      note
    }
  }
`);

/** The inspection's answers by group, the failed ones named first in a warning and marked in their group. */
export const ReportItems = ({ report: source }: { report: FragmentType<typeof ReportItemsFragment> }) => {
  const { items } = getFragmentData(ReportItemsFragment, source);
  const failed = items.filter((item) => item.result === 'FAIL');
  return (
    <div className="cr-section">
      <h3 className="cr-section-title">Inspection</h3>
      {failed.length > 0 ? (
        <Alert tone="warning">
          <strong>{failed.length === 1 ? '1 item failed' : `${failed.length} items failed`}:</strong>{' '}
          {failed
            .map(
              (item) =>
                `${ITEM_LABEL[item.code]} (${ITEM_GROUP_LABEL[itemGroupOf(item.code)].toLowerCase()})${item.note ? ` — ${item.note}` : ''}`,
            )
            .join('; ')}
        </Alert>
      ) : (
        items.length > 0 && <p className="muted">Every item passed or does not apply.</p>
      )}
      <div className="cr-item-groups">
        {groupItems(items).map(({ group, items: groupItemsOf }) => (
          <div key={group} className="cr-item-group">
            <h4 className="cr-item-group-title">{ITEM_GROUP_LABEL[group]}</h4>
            <ul className="plain-list">
              {groupItemsOf.map((item) => (
                <li key={item.code} className={item.result === 'FAIL' ? 'cr-item cr-item-fail' : 'cr-item'}>
                  <span>{ITEM_LABEL[item.code]}</span> <Badge tone={RESULT_TONE[item.result]}>{RESULT_LABEL[item.result]}</Badge>
                  {item.note && <span className="cell-sub">{item.note}</span>}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
};
