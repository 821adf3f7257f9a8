import { useState } from 'react';
import { Link } from 'wouter';
import { SettlementStatusValues } from '@/generated/enums/SettlementStatus';
import type { SettlementRowFragment as SettlementRow } from '@/generated/graphql';
import { csvColumns, ListCsvExport } from '../kit/list/ListCsvExport';
import { ListPage } from '../kit/list/ListPage';
import { listSource, unmasked } from '../kit/list/listSource';
import { useListQuery } from '../kit/list/useListQuery';
import { useListUrl } from '../kit/list/useListUrl';
import { Button } from '../kit/ui/Button';
import { LinkButton } from '../kit/ui/LinkButton';
import { DraftsCreated } from '../kit/record/DraftsCreated';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { useMoney } from '../kit/ui/useMoney';
import { CreateSettlementsDialog } from './CreateSettlementsDialog';
import { PAYEE_KIND_LABEL, SETTLEMENT_STATUS_LABEL } from './labels';
import { PayeePicker } from './PayeePicker';
import { settlementColumns } from './SettlementsTable';
import { SettlementRowFragment, SettlementsQuery } from './settlements.graphql';
import { type SettlementsView, settlementDrafts, settlementHref, settlementsFilter, settlementsUrl } from './settlementsView';

const settlementsList = listSource({
  query: SettlementsQuery,
  variables: (view: SettlementsView, paging) => ({ ...settlementsFilter(view), ...paging }),
  pick: (data) => unmasked(SettlementRowFragment, data.settlements),
});

/** Major units with two decimals, as a spreadsheet reads them. */
const amount = (minor: number) => (minor / 100).toFixed(2);

const CSV = {
  noun: 'settlements',
  prefix: 'settlements',
  ...csvColumns<SettlementRow>([
    ['Number', (row) => row.number],
    ['Payee kind', (row) => PAYEE_KIND_LABEL[row.payeeKind]],
    ['Payee', (row) => row.payeeName],
    ['Period from', (row) => row.periodFrom],
    ['Period to', (row) => row.periodTo],
    ['Status', (row) => SETTLEMENT_STATUS_LABEL[row.status]],
    ['Earnings', (row) => amount(row.earnings)],
    ['Reimbursements', (row) => amount(row.reimbursementTotal)],
    ['Deductions', (row) => amount(row.deductionTotal)],
    ['Net', (row) => amount(row.net)],
    ['Paid', (row) => amount(row.paid)],
    ['Balance', (row) => amount(row.balance)],
  ]),
};

/**
 * /accounting/settlements: every settlement, newest first, filtered by status and payee (in the URL), paged and
 * exported; "Create settlements" makes the drafts of a period, for every payee or one.
 */
export const SettlementsPage = () => {
  const money = useMoney();
  const url = useListUrl(settlementsUrl);
  const { view, update } = url;
  const rows = useListQuery(settlementsList, view, { page: view.page });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<readonly SettlementRow[]>([]);

  return (
    <div className="orders-page">
      <DraftsCreated drafts={settlementDrafts(created, money)} href={settlementHref} />
      <ListPage
        title="Settlements"
        noun={{ one: 'settlement', many: 'settlements' }}
        list={rows}
        url={url}
        find={{
          title: 'Find settlements',
          actions: (
            <>
              <Button variant="primary" onClick={() => setCreating(true)}>
                Create settlements
              </Button>
              <LinkButton href="/accounting/settlements/order-legs">Order legs to settle</LinkButton>
              <LinkButton href="/accounting/settlements/driver-pay">Driver pay</LinkButton>
              <LinkButton href="/accounting/settlements/receipts">Receipts</LinkButton>
            </>
          ),
        }}
        filters={
          <>
            <ToggleChips
              legend="Status"
              options={SettlementStatusValues}
              label={(status) => SETTLEMENT_STATUS_LABEL[status]}
              selected={view.status}
              onChange={(status) => update({ status })}
              clearLabel="Every status"
            />
            <div className="filter-row">
              <PayeePicker
                value={{ kind: view.payeeKind, id: view.payee }}
                onChange={(payee) => update({ payeeKind: payee.kind, payee: payee.id })}
                placeholder="Every payee"
              />
            </div>
            <ListCsvExport source={settlementsList} filter={view} csv={CSV} disabled={!rows.info?.total} />
          </>
        }
        empty={{
          title: 'No settlements yet',
          body: <Link href="/accounting/settlements/order-legs">Settle delivered legs</Link>,
        }}
        table={{
          caption: 'Settlements',
          columns: settlementColumns(money),
          rowKey: (settlement) => settlement.id,
          rowHref: (settlement) => settlementHref(settlement.id),
          choiceKey: 'settlements',
        }}
      />
      {creating && (
        <CreateSettlementsDialog
          onClose={() => setCreating(false)}
          onCreated={(settlements) => {
            setCreated(settlements);
            rows.retry();
          }}
        />
      )}
    </div>
  );
};
