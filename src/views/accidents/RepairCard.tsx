import { useEffect, useId, useState } from 'react';
import { Link } from 'wouter';
import { type FragmentType, getFragmentData } from '@/generated';
import { legStatusLabel } from '../kit/record/legLabels';
import { VehicleNameFragment } from '../kit/record/fragments';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { useMoney } from '../kit/ui/useMoney';
import { READ_ONLY_NOTE } from './useCanEditAccidents';
import { REPAIR_STATUS_LABEL, REPAIR_STATUS_TONE } from './labels';
import { RecoveriesEditor } from './RecoveriesEditor';
import { RepairActivity } from './RepairActivity';
import { RepairActions } from './RepairActions';
import { RepairCardFragment } from './repair.graphql';

export type RepairCardProps = {
  repair: FragmentType<typeof RepairCardFragment>;
  canEdit: boolean;
  refetch: () => void;
  /** On the repairs list: link the report the repair belongs to. */
  showReport?: boolean;
  /** Open at first (a repair just created). */
  initiallyOpen?: boolean;
};

/** A repair's summary, and on demand its facts, its machine actions and its recoveries. */
export const RepairCard = ({ repair: source, canEdit, refetch, showReport, initiallyOpen = false }: RepairCardProps) => {
  const repair = getFragmentData(RepairCardFragment, source);
  const money = useMoney();
  const [open, setOpen] = useState(initiallyOpen);
  // The new repair's card may be drawn (the cache has it) before the dialog says which one is new: open it then too.
  useEffect(() => {
    if (initiallyOpen) setOpen(true);
  }, [initiallyOpen]);
  const [history, setHistory] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const amount = repair.invoiceAmount ?? repair.approvedAmount ?? repair.estimateAmount;
  const named = getFragmentData(VehicleNameFragment, repair.vehicle);
  const vehicle = named ? [named.year, named.make, named.model].filter(Boolean).join(' ') : null;
  return (
    <article className="panel repair-card" aria-labelledby={headingId}>
      <header className="panel-header">
        <h3 className="panel-title" id={headingId}>
          {`Repair ${repair.number}`} <Badge tone={REPAIR_STATUS_TONE[repair.status]}>{REPAIR_STATUS_LABEL[repair.status]}</Badge>
        </h3>
        <div className="panel-actions">
          <Button className="btn-small" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((now) => !now)}>
            {open ? `Hide ${repair.number}` : `Open ${repair.number}`}
          </Button>
        </div>
      </header>
      <p>
        {`${repair.vendorName} — ${money(amount)}`}
        {showReport && repair.report && (
          <>
            {' · '}
            <Link href={`/accidents-incidents/reports/${repair.report.id}`}>{`Report ${repair.report.number}`}</Link>
          </>
        )}
        {repair.leg && (
          <>
            {' · '}
            <Link href={`/order-legs/${repair.leg.id}`}>{`Leg ${repair.leg.number}`}</Link>
            {` (${legStatusLabel(repair.leg.status)})`}
          </>
        )}
      </p>
      {open && (
        <div id={panelId}>
          <dl className="details details-grid">
            <div className="details-row">
              <dt>Description</dt>
              <dd>{repair.description}</dd>
            </div>
            <div className="details-row">
              <dt>Vendor phone</dt>
              <dd>{repair.vendorPhone || '—'}</dd>
            </div>
            <div className="details-row">
              <dt>Vehicle</dt>
              <dd>{[vehicle, repair.vin].filter(Boolean).join(', ') || '—'}</dd>
            </div>
            <div className="details-row">
              <dt>Estimate</dt>
              <dd>{money(repair.estimateAmount)}</dd>
            </div>
            <div className="details-row">
              <dt>Approved</dt>
              <dd>{repair.approvedAmount === null || repair.approvedAmount === undefined ? '—' : money(repair.approvedAmount)}</dd>
            </div>
            <div className="details-row">
              <dt>Repair order</dt>
              <dd>{repair.repairOrderNumber || '—'}</dd>
            </div>
            <div className="details-row">
              <dt>Invoice</dt>
              <dd>{repair.invoiceNumber ? `${repair.invoiceNumber}, ${money(repair.invoiceAmount ?? 0)}` : '—'}</dd>
            </div>
            {repair.declineReason && (
              <div className="details-row">
                <dt>Declined because</dt>
                <dd>{repair.declineReason}</dd>
              </div>
            )}
          </dl>
          <h4>Steps</h4>
          {canEdit ? <RepairActions repair={repair} refetch={refetch} /> : <p className="muted">{READ_ONLY_NOTE}</p>}
          <h4>Recoveries</h4>
          <RecoveriesEditor key={repair.version} repair={repair} canEdit={canEdit} refetch={refetch} />
          <Button className="btn-small" aria-expanded={history} onClick={() => setHistory((now) => !now)}>
            {history ? `Hide the activity of ${repair.number}` : `Show the activity of ${repair.number}`}
          </Button>
          {history && <RepairActivity id={repair.id} version={repair.version} />}
        </div>
      )}
    </article>
  );
};
