import { type ReactNode, useState } from 'react';
import { useQuery } from 'urql';
import { graphqlFailure } from '../kit/forms/failure';
import { Badge } from '../kit/ui/Badge';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { Table } from '../kit/ui/Table';
import { useMoney } from '../kit/ui/useMoney';
import { Payee1099Query } from './driverPay.graphql';
import { PAYEE_KIND_LABEL } from './labels';

export type Payee1099PanelProps = { currentYear: number };

/** The 1099-NEC totals per payee for a chosen year, with the year's reporting threshold. */
export const Payee1099Panel = ({ currentYear }: Payee1099PanelProps) => {
  const money = useMoney();
  const [year, setYear] = useState(currentYear);
  const [{ data, error }, reexecute] = useQuery({ query: Payee1099Query, variables: { year } });
  const report = data?.payee1099;
  const years = Array.from({ length: 6 }, (_, index) => currentYear - index);
  let body: ReactNode;
  if (!report && error)
    body = <ErrorState message={graphqlFailure(error).message} onRetry={() => reexecute({ requestPolicy: 'network-only' })} />;
  else if (!report) body = <Spinner label="Loading the 1099 totals…" />;
  else if (report.payees.length === 0) body = <EmptyState title={`Nobody was paid in ${report.year}`} />;
  else
    body = (
      <Table caption={`1099-NEC totals for ${report.year}`} headings={['Payee', { text: 'Paid', className: 'numeric' }, 'Reporting']}>
        {report.payees.map((payee) => (
          <tr key={`${payee.payeeKind}:${payee.driver?.id ?? payee.truckingCompany?.id}`}>
            <th scope="row">
              {payee.payeeName}
              <div className="muted">{PAYEE_KIND_LABEL[payee.payeeKind]}</div>
            </th>
            <td className="numeric">{money(payee.total)}</td>
            <td>{payee.overThreshold ? <Badge tone="warning">1099-NEC due</Badge> : 'Under the threshold'}</td>
          </tr>
        ))}
      </Table>
    );
  return (
    <Panel
      title="1099-NEC totals"
      className="panel-wide"
      description={
        report
          ? `Payments made in ${report.year}, reversals netted and expense reimbursements left out; a 1099-NEC is due from ${money(report.threshold)}.`
          : undefined
      }
    >
      <div className="filter-row">
        <FieldSelect
          label="Year"
          choices={years.map((value) => ({ value: String(value), label: String(value) }))}
          value={String(year)}
          onChange={(value) => setYear(Number(value))}
        />
      </div>
      {body}
    </Panel>
  );
};
