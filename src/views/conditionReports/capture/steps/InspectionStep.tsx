import { InspectionItemCodeValues } from '@/generated/enums/InspectionItemCode';
import type { InspectionItemCode } from '@/generated/enums/InspectionItemCode';
import { InspectionResultValues } from '@/generated/enums/InspectionResult';
import type { InspectionResult } from '@/generated/enums/InspectionResult';
import { groupItems, ITEM_GROUP_LABEL } from '../../itemGroups';
import { ITEM_LABEL, RESULT_LABEL } from '../../../kit/record/conditionReportLabels';
import { Button } from '../../../kit/ui/Button';
import type { ReadyDraft } from './types';

const ORDER: readonly InspectionResult[] = ['PASS', 'FAIL', ...InspectionResultValues.filter((r) => r !== 'PASS' && r !== 'FAIL')];

/** Every inspection item answered pass, fail or not applicable: large buttons, grouped as the driver walks round. */
export const InspectionStep = ({ view }: { view: ReadyDraft }) => {
  const { draft, update } = view;
  const answer = (code: InspectionItemCode) => draft.items.find((item) => item.code === code)?.result ?? null;
  const set = (code: InspectionItemCode, result: InspectionResult) =>
    update((d) => ({ ...d, items: [...d.items.filter((item) => item.code !== code), { code, result, note: '' }] }));
  const open = InspectionItemCodeValues.filter((code) => answer(code) === null);
  return (
    <div className="capture-step">
      <p>{open.length === 0 ? 'Every item is answered.' : `${open.length} of ${InspectionItemCodeValues.length} items still to answer.`}</p>
      {open.length > 0 && (
        <Button
          onClick={() =>
            update((d) => ({ ...d, items: [...d.items, ...open.map((code) => ({ code, result: 'PASS' as const, note: '' }))] }))
          }
        >
          Mark the other {open.length} as pass
        </Button>
      )}
      {groupItems(InspectionItemCodeValues.map((code) => ({ code }))).map(({ group, items }) => (
        <fieldset key={group} className="capture-items">
          <legend>{ITEM_GROUP_LABEL[group]}</legend>
          {items.map(({ code }) => (
            <div key={code} className="capture-item">
              <span className="capture-item-name">{ITEM_LABEL[code]}</span>
              {ORDER.map((result) => (
                <button
                  key={result}
                  type="button"
                  className={`capture-answer capture-answer-${result.toLowerCase()}`}
                  aria-pressed={answer(code) === result}
                  aria-label={`${ITEM_LABEL[code]}: ${RESULT_LABEL[result]}`}
                  onClick={() => set(code, result)}
                >
                  {RESULT_LABEL[result]}
                </button>
              ))}
            </div>
          ))}
        </fieldset>
      ))}
    </div>
  );
};
