import { type ReactNode, useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import { type DriverReceiptStatus, DriverReceiptStatusValues } from '@/generated/enums/DriverReceiptStatus';
import type { ReviewReceiptFragment as Receipt } from '@/generated/graphql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { isConflict, transitionFailureMessage } from '../kit/record/transitionFailure';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { ErrorState } from '../kit/ui/ErrorState';
import { Panel } from '../kit/ui/Panel';
import { Spinner } from '../kit/ui/Spinner';
import { Table } from '../kit/ui/Table';
import toast from '../kit/ui/toast';
import { ToggleChips } from '../kit/ui/ToggleChips';
import { useMoney } from '../kit/ui/useMoney';
import { EXPENSE_TYPE_LABEL, RECEIPT_STATUS_LABEL, RECEIPT_STATUS_TONE } from './labels';
import { DriverReceiptsQuery, ReviewReceiptFragment, ReviewReceiptMutation } from './receipts.graphql';
import { ReceiptFuelDialog } from './ReceiptFuelDialog';
import { receiptFuelEditable, volumeUnitWord } from '../../domain/receiptFuel';
import { fuelDraftOf, fuelWords } from './receiptFuel';
import { RejectReceiptDialog } from './RejectReceiptDialog';
import { receiptsInReviewOrder } from './settlementForms';
import { settlementHref } from './settlementsView';
import { ListDay } from '../kit/list/ListDate';

const titleOf = (receipt: Receipt) => `${receipt.driver.fullName}'s ${EXPENSE_TYPE_LABEL[receipt.expenseType].toLowerCase()} receipt`;

/**
 * /accounting/settlements/receipts: drivers' receipts, those waiting for review (SUBMITTED) first; each approved, or
 * rejected with a reason, its file a link; a fuel receipt's details (the IFTA return's fuel) recorded or corrected.
 */
export const ReceiptsPage = () => {
  const tenant = useCurrentTenant();
  const money = useMoney();
  const [status, setStatus] = useState<DriverReceiptStatus[]>([]);
  const [rejecting, setRejecting] = useState<Receipt | null>(null);
  const [fuelling, setFuelling] = useState<Receipt | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  // Those waiting for review are asked apart from the reviewed ones, so 50 newer reviewed receipts never hide one.
  const [pending, reexecutePending] = useQuery({
    query: DriverReceiptsQuery,
    variables: { status: status.length > 0 ? status : ['SUBMITTED'] },
    pause: !tenant,
    requestPolicy: 'cache-and-network',
  });
  const [reviewed, reexecuteReviewed] = useQuery({
    query: DriverReceiptsQuery,
    variables: { status: ['APPROVED', 'REJECTED'] },
    pause: !tenant || status.length > 0,
    requestPolicy: 'cache-and-network',
  });
  const [{ fetching: approving }, review] = useMutation(ReviewReceiptMutation);
  const refetch = () => {
    reexecutePending({ requestPolicy: 'network-only' });
    if (status.length === 0) reexecuteReviewed({ requestPolicy: 'network-only' });
  };
  const data =
    pending.data && (status.length > 0 || reviewed.data)
      ? [...pending.data.driverReceipts, ...(status.length > 0 ? [] : (reviewed.data?.driverReceipts ?? []))]
      : undefined;
  const error = pending.error ?? (status.length > 0 ? undefined : reviewed.error);
  const fetching = pending.fetching || reviewed.fetching;
  const receipts = receiptsInReviewOrder(getFragmentData(ReviewReceiptFragment, data ?? []));

  const approve = async (receipt: Receipt) => {
    setMessage(null);
    const result = await review({ id: receipt.id, decision: 'APPROVE', reason: null, version: receipt.version });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      if (isConflict(failure)) refetch();
      setMessage(transitionFailureMessage(failure, 'receipt'));
      return;
    }
    toast.success(`${titleOf(receipt)} approved.`);
  };

  let body: ReactNode;
  if (!data && error) body = <ErrorState message={graphqlFailure(error).message} onRetry={refetch} />;
  else if (!data) body = <Spinner label="Loading the receipts…" />;
  else if (receipts.length === 0) body = <EmptyState title={status.length > 0 ? 'No receipt matches this view' : 'No receipt yet'} />;
  else
    body = (
      <Table
        caption="Drivers' receipts"
        headings={[
          'Driver',
          'Expense',
          'Spent on',
          { text: 'Amount', className: 'numeric' },
          'Fuel',
          'File',
          'Status',
          { hidden: 'Actions' },
        ]}
      >
        {receipts.map((receipt) => (
          <tr key={receipt.id}>
            <th scope="row">
              <Link href={`/admin/drivers/${receipt.driver.id}`}>{receipt.driver.fullName}</Link>
              {receipt.leg && (
                <div className="muted">
                  Leg <Link href={`/order-legs/${receipt.leg.id}`}>{receipt.leg.number}</Link>
                </div>
              )}
            </th>
            <td>
              {`${EXPENSE_TYPE_LABEL[receipt.expenseType]}: ${receipt.expenseItem.name}`}
              {receipt.note && <div className="muted">{receipt.note}</div>}
            </td>
            <td className="nowrap">
              <ListDay day={receipt.spentOn} />
            </td>
            <td className="numeric">{money(receipt.amount)}</td>
            <td>{fuelWords(receipt, tenant?.fuelUnit, tenant?.locale)}</td>
            <td>
              {receipt.media ? (
                <a href={receipt.media.url} target="_blank" rel="noreferrer">
                  {receipt.media.fileName}
                </a>
              ) : (
                '—'
              )}
            </td>
            <td>
              <Badge tone={RECEIPT_STATUS_TONE[receipt.status]}>{RECEIPT_STATUS_LABEL[receipt.status]}</Badge>
              {receipt.rejectReason && <div className="muted">{receipt.rejectReason}</div>}
              {receipt.settlementId && (
                <div>
                  <Link href={settlementHref(receipt.settlementId)}>On a settlement</Link>
                </div>
              )}
            </td>
            <td>
              <div className="button-row">
                {receiptFuelEditable(receipt) && (
                  <Button className="btn-small" onClick={() => setFuelling(receipt)} aria-label={`Fuel details of ${titleOf(receipt)}`}>
                    Fuel details
                  </Button>
                )}
                {receipt.status === 'SUBMITTED' && (
                  <>
                    <Button
                      className="btn-small"
                      variant="primary"
                      busy={approving}
                      onClick={() => approve(receipt)}
                      aria-label={`Approve ${titleOf(receipt)}`}
                    >
                      Approve
                    </Button>
                    <Button
                      className="btn-small"
                      variant="danger"
                      onClick={() => setRejecting(receipt)}
                      aria-label={`Reject ${titleOf(receipt)}`}
                    >
                      Reject
                    </Button>
                  </>
                )}
              </div>
            </td>
          </tr>
        ))}
      </Table>
    );

  return (
    <div className="page-grid">
      <Panel
        title="Drivers' receipts"
        className="panel-wide"
        description={fetching && data ? 'Updating…' : 'Receipts waiting for review come first.'}
      >
        <ToggleChips
          legend="Status"
          options={DriverReceiptStatusValues}
          label={(value) => RECEIPT_STATUS_LABEL[value]}
          selected={status}
          onChange={setStatus}
          clearLabel="Every status"
        />
        {message && <Alert tone="danger">{message}</Alert>}
        {body}
      </Panel>
      {fuelling && (
        <ReceiptFuelDialog
          receipt={{
            id: fuelling.id,
            version: fuelling.version,
            title: titleOf(fuelling),
            recorded: fuelling.fuelVolume != null,
            unit: fuelling.unit ?? null,
          }}
          initial={fuelDraftOf(fuelling)}
          volumeUnit={volumeUnitWord(tenant?.fuelUnit)}
          onClose={() => setFuelling(null)}
          refetch={refetch}
        />
      )}
      {rejecting && (
        <RejectReceiptDialog
          receipt={{ id: rejecting.id, version: rejecting.version, title: titleOf(rejecting) }}
          onClose={() => setRejecting(null)}
          refetch={refetch}
        />
      )}
    </div>
  );
};
