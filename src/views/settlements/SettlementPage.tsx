import { useState } from 'react';
import { useSubscription } from 'urql';
import { Link, useSearch } from 'wouter';
import { getFragmentData } from '@/generated';
import type { SettlementEvent } from '@/generated/enums/SettlementEvent';
import { formatDate } from '../../domain/format';
import { ActivityEntryFragment } from '../../graphql/operations/activity';
import { PageError } from '../../http/errors';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { ActivityLog } from '../kit/record/ActivityLog';
import { StatementLink } from './StatementLink';
import { RecordActions } from '../kit/record/RecordActions';
import { DetailsRow, RecordHeader } from '../kit/record/RecordHeader';
import { useRecordQuery } from '../kit/record/useRecordQuery';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { Table } from '../kit/ui/Table';
import { useMoney } from '../kit/ui/useMoney';
import {
  PAYEE_KIND_LABEL,
  PAYMENT_TYPE_LABEL,
  SETTLEMENT_EVENT_LABEL,
  SETTLEMENT_STATUS_LABEL,
  SETTLEMENT_STATUS_TONE,
  TAKES_PAYMENT,
} from './labels';
import { SettlementLegsPanel } from './SettlementLegsPanel';
import { SettlementLinesPanels } from './SettlementLinesPanels';
import {
  SettlementDetailFragment,
  SettlementHeaderChangedSubscription,
  SettlementPageQuery,
  settlementDetailOf,
  TransitionSettlementMutation,
} from './SettlementPage.graphql';
import { SettlementPaymentForm } from './SettlementPaymentForm';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const statusLabel = (status: string) => SETTLEMENT_STATUS_LABEL[status as keyof typeof SETTLEMENT_STATUS_LABEL] ?? status;

/**
 * /accounting/settlements/view?id=…: one settlement (routes.ts gives the page no :id, so the id is a query
 * parameter): its header and totals, Open from the server's eventOptions, payments, the statement PDF, its earnings
 * per leg with hold and release, reimbursements, deductions, payments and history.
 */
export const SettlementPage = () => {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  if (!UUID.test(id)) throw new PageError(404, 'No settlement with this id.');
  return <SettlementRecord id={id} />;
};

const SettlementRecord = ({ id }: { id: string }) => {
  const tenant = useCurrentTenant();
  const money = useMoney();
  const dateTime = useDateTimeFormat();
  const [paying, setPaying] = useState(false);
  const { record, placeholder, refetch } = useRecordQuery({
    query: SettlementPageQuery,
    id,
    pick: (data) => data.settlement,
    nouns: { missing: 'settlement', loading: 'settlement' },
  });
  // The statement is made after the transition commits (docs/decisions.md "Statements after commit"): it arrives here.
  useSubscription({ query: SettlementHeaderChangedSubscription, pause: !tenant });
  if (!record) return placeholder;
  const settlement = settlementDetailOf(getFragmentData(SettlementDetailFragment, record));
  const locale = tenant?.locale;
  const payable = TAKES_PAYMENT[settlement.status] && settlement.balance > 0;
  const payeeHref =
    settlement.payeeKind === 'DRIVER' && settlement.driver
      ? `/admin/drivers/${settlement.driver.id}`
      : settlement.truckingCompany
        ? `/admin/trucking-companies/${settlement.truckingCompany.id}`
        : null;
  const totals = [
    ['Earnings', settlement.earnings],
    ['Reimbursements', settlement.reimbursementTotal],
    ['Deductions', settlement.deductionTotal],
    ['Net', settlement.net],
    ['Paid', settlement.paid],
    ['Balance', settlement.balance],
    ['Escrow balance', settlement.escrowBalance],
    ['Earnings year to date', settlement.earningsYearToDate],
  ] as const;

  return (
    <div className="record">
      <RecordHeader
        title={`Settlement ${settlement.number}`}
        badges={<Badge tone={SETTLEMENT_STATUS_TONE[settlement.status]}>{SETTLEMENT_STATUS_LABEL[settlement.status]}</Badge>}
      >
        <dl className="details">
          <DetailsRow term={PAYEE_KIND_LABEL[settlement.payeeKind]}>
            {payeeHref ? <Link href={payeeHref}>{settlement.payeeName}</Link> : settlement.payeeName}
          </DetailsRow>
          <DetailsRow term="Period">{`${formatDate(settlement.periodFrom, locale)} – ${formatDate(settlement.periodTo, locale)}`}</DetailsRow>
          {totals.map(([term, amount]) => (
            <DetailsRow key={term} term={term}>
              {money(amount)}
            </DetailsRow>
          ))}
          <DetailsRow term="Statement">
            <StatementLink
              settlement={settlement}
              pending={settlement.status === 'DRAFT' ? 'Made when the settlement opens' : 'Being made; it appears here in a moment'}
            >
              Statement PDF
            </StatementLink>
          </DetailsRow>
        </dl>
        <RecordActions
          record={settlement}
          mutation={TransitionSettlementMutation}
          noun="settlement"
          legend={`Actions of settlement ${settlement.number}`}
          idPrefix={`settlement-${settlement.id}`}
          labelOf={(event: SettlementEvent) => SETTLEMENT_EVENT_LABEL[event]}
          refetch={refetch}
          empty={payable ? undefined : 'No further steps for this settlement.'}
        />
        {payable && (
          <div className="button-row">
            <Button variant="primary" onClick={() => setPaying(true)}>
              Post payment
            </Button>
          </div>
        )}
        {paying && (
          <SettlementPaymentForm settlement={settlement} balanceText={money(settlement.balance)} onClose={() => setPaying(false)} />
        )}
      </RecordHeader>
      <SettlementLegsPanel settlement={settlement} money={money} refetch={refetch} />
      <SettlementLinesPanels settlement={settlement} money={money} refetch={refetch} />
      <Panel title="Payments">
        {settlement.payments.length === 0 ? (
          <p className="muted">No payment yet.</p>
        ) : (
          <Table caption="Payments" headings={['Paid on', 'Type', 'Reference', { text: 'Amount', className: 'numeric' }, 'Posted']}>
            {settlement.payments.map((payment) => (
              <tr key={payment.id}>
                <th scope="row">{formatDate(payment.paidOn, locale)}</th>
                <td>{PAYMENT_TYPE_LABEL[payment.type]}</td>
                <td>{payment.reference ?? '—'}</td>
                <td className="numeric">{money(payment.amount)}</td>
                <td>{dateTime(payment.createdAt)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
      <ActivityLog rows={getFragmentData(ActivityEntryFragment, settlement.activity)} statusLabel={statusLabel} />
    </div>
  );
};
