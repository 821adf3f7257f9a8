import { useState } from 'react';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { Table } from '../kit/ui/Table';
import { DeductionDialog } from './DeductionDialog';
import type { SettlementDetail } from './SettlementPage.graphql';
import { DEDUCTION_KIND_LABEL, EXPENSE_TYPE_LABEL, TAKES_LINES } from './labels';
import { ReimbursementDialog } from './ReimbursementDialog';
import { ListDay } from '../kit/list/ListDate';

export type SettlementLinesPanelsProps = {
  settlement: SettlementDetail;
  money: (minor: number) => string;
  refetch: () => void;
};

/** The reimbursements (each from an approved receipt, with its file) and the deductions, each added on a draft. */
export const SettlementLinesPanels = ({ settlement, money, refetch }: SettlementLinesPanelsProps) => {
  const [open, setOpen] = useState<'reimbursement' | 'deduction' | null>(null);
  const editable = TAKES_LINES[settlement.status];
  const close = () => setOpen(null);
  return (
    <>
      <Panel title="Reimbursements" actions={editable && <Button onClick={() => setOpen('reimbursement')}>Add reimbursement</Button>}>
        {settlement.reimbursements.length === 0 ? (
          <p className="muted">No reimbursement.</p>
        ) : (
          <Table caption="Reimbursements" headings={['Expense', 'Receipt', { text: 'Amount', className: 'numeric' }]}>
            {settlement.reimbursements.map((line) => (
              <tr key={line.id}>
                <th scope="row">
                  {line.expenseType ? EXPENSE_TYPE_LABEL[line.expenseType] : 'Expense'}
                  <div className="muted">{line.description}</div>
                </th>
                <td>
                  <ListDay day={line.receipt?.spentOn} />
                  {line.receipt?.media && (
                    <div>
                      <a href={line.receipt.media.url} target="_blank" rel="noreferrer">
                        {line.receipt.media.fileName}
                      </a>
                    </div>
                  )}
                </td>
                <td className="numeric">{money(line.amount)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
      <Panel title="Deductions" actions={editable && <Button onClick={() => setOpen('deduction')}>Add deduction</Button>}>
        {settlement.deductions.length === 0 ? (
          <p className="muted">No deduction.</p>
        ) : (
          <Table caption="Deductions" headings={['Kind', 'Description', { text: 'Amount', className: 'numeric' }]}>
            {settlement.deductions.map((line) => (
              <tr key={line.id}>
                <th scope="row">{line.deductionKind ? DEDUCTION_KIND_LABEL[line.deductionKind] : 'Deduction'}</th>
                <td>{line.description}</td>
                <td className="numeric">{money(line.amount)}</td>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
      {open === 'reimbursement' && <ReimbursementDialog settlement={settlement} onClose={close} refetch={refetch} />}
      {open === 'deduction' && <DeductionDialog settlement={settlement} onClose={close} refetch={refetch} />}
    </>
  );
};
