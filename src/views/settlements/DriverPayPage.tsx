import { type ReactNode, useState } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import type { SettlementRowFragment as SettlementRow } from '@/generated/graphql';
import { todayIn } from '../../domain/dates';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Button } from '../kit/ui/Button';
import { CsvExport } from '../kit/ui/CsvExport';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { numeric } from '../kit/ui/numericHeading';
import { Table } from '../kit/ui/Table';
import { useMoney } from '../kit/ui/useMoney';
import { ApproveDraftsPanel } from './ApproveDraftsPanel';
import { PayRunQuery } from './driverPay.graphql';
import { PAYEE_KIND_LABEL } from './labels';
import { Payee1099Panel } from './Payee1099Panel';
import { payRunRows, PAY_RUN_CSV_HEADER, payRunCsvRow } from './payRun';
import { SettlementPaymentForm } from './SettlementPaymentForm';
import { SettlementRowFragment } from './settlements.graphql';
import { settlementHref } from './settlementsView';
import { ListDayRange } from '../kit/list/ListDate';

/**
 * /accounting/settlements/driver-pay: the drafts to approve ("Approve all" opens them in one request), the pay run
 * (every payee with an open settlement, what is due), each settlement marked paid with a DRIVER_PAY payment of its
 * balance, the run exported as CSV; below, the year's 1099-NEC totals.
 */
export const DriverPayPage = () => {
  const tenant = useCurrentTenant();
  const money = useMoney();
  const [paying, setPaying] = useState<SettlementRow | null>(null);
  const [{ data, error, fetching }, reexecute] = useQuery({ query: PayRunQuery, pause: !tenant, requestPolicy: 'cache-and-network' });
  const refetch = () => reexecute({ requestPolicy: 'network-only' });
  const run = data?.payRun;
  const rows = run
    ? payRunRows(run.payees.map((payee) => ({ ...payee, settlements: getFragmentData(SettlementRowFragment, payee.settlements) })))
    : [];
  const today = todayIn(tenant?.timeZone);

  let body: ReactNode;
  if (!run && error) body = <ErrorState message={graphqlFailure(error).message} onRetry={refetch} />;
  else if (!run) body = <Spinner label="Loading the pay run…" />;
  else if (rows.length === 0)
    body = (
      <EmptyState title="Nobody is due pay">
        Open a draft settlement to put it on the pay run. <Link href="/accounting/settlements?status=DRAFT">Draft settlements</Link>
      </EmptyState>
    );
  else
    body = (
      <Table
        caption="Pay run"
        headings={['Payee', 'Settlement', 'Period', numeric('Net'), numeric('Paid'), numeric('Balance'), { hidden: 'Actions' }]}
      >
        {rows.map(({ payee, settlement, first }) => (
          <tr key={settlement.id}>
            <th scope="row">
              {first && (
                <>
                  {payee.payeeName}
                  <div className="muted">{`${PAYEE_KIND_LABEL[payee.payeeKind]}, ${money(payee.balance)} due`}</div>
                </>
              )}
            </th>
            <td>
              <Link href={settlementHref(settlement.id)}>{settlement.number}</Link>
            </td>
            <td className="nowrap">
              <ListDayRange from={settlement.periodFrom} to={settlement.periodTo} />
            </td>
            <td className="numeric">{money(settlement.net)}</td>
            <td className="numeric">{money(settlement.paid)}</td>
            <td className="numeric">{money(settlement.balance)}</td>
            <td>
              {settlement.balance > 0 && (
                <Button
                  className="btn-small"
                  variant="primary"
                  onClick={() => setPaying(settlement)}
                  aria-label={`Mark ${settlement.number} paid`}
                >
                  Mark paid
                </Button>
              )}
            </td>
          </tr>
        ))}
      </Table>
    );

  return (
    <div className="page-grid">
      <ApproveDraftsPanel onApproved={refetch} />
      <Panel
        title="Pay run"
        className="panel-wide"
        description={
          run
            ? `${fetching ? 'Updating… ' : ''}${money(run.balance)} due to ${run.payees.length} ${run.payees.length === 1 ? 'payee' : 'payees'}.`
            : undefined
        }
        actions={
          <CsvExport
            noun="pay run"
            prefix="pay-run"
            header={PAY_RUN_CSV_HEADER}
            toRow={payRunCsvRow}
            fetchPage={async () => ({ rows, total: rows.length, hasMore: false })}
            disabled={rows.length === 0}
          />
        }
      >
        {body}
      </Panel>
      <Payee1099Panel currentYear={Number(today.slice(0, 4))} />
      {paying && (
        <SettlementPaymentForm
          settlement={paying}
          balanceText={money(paying.balance)}
          markPaid
          onClose={() => setPaying(null)}
          onPaid={refetch}
        />
      )}
    </div>
  );
};
