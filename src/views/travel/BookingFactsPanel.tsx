import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { formatDateTime } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Panel } from '../kit/ui/Panel';
import { useMoney } from '../kit/ui/useMoney';
import type { BookingFacts } from './bookings';
import { Fact } from './Fact';
import { EXPENSE_LABEL, PURPOSE_LABEL, REIMBURSEMENT_LABEL, REIMBURSEMENT_TONE } from './labels';

export type BookingFactsPanelProps = { title: string; booking: BookingFacts; actions: ReactNode; children: ReactNode };

/** A booking's cancellation, its facts (the kind's own after the purpose) and its notes. */
export const BookingFactsPanel = ({ title, booking, actions, children }: BookingFactsPanelProps) => {
  const tenant = useCurrentTenant();
  const money = useMoney();
  return (
    <Panel title={title} actions={actions}>
      {booking.cancelledAt && (
        <Alert tone="warning">{`Cancelled ${formatDateTime(booking.cancelledAt, tenant?.locale, tenant?.timeZone)}${booking.cancelReason ? `: ${booking.cancelReason}` : '.'}`}</Alert>
      )}
      <dl className="details details-grid">
        <Fact label="Driver">{booking.driver?.fullName ?? '—'}</Fact>
        <Fact label="Purpose">{PURPOSE_LABEL[booking.purpose]}</Fact>
        {children}
        <Fact label="Confirmation">{booking.confirmationCode ?? '—'}</Fact>
        <Fact label="Cost">{`${money(booking.cost)} (${EXPENSE_LABEL[booking.expenseKind]})`}</Fact>
        <Fact label="Reimbursement">
          <Badge tone={REIMBURSEMENT_TONE[booking.reimbursementStatus]}>{REIMBURSEMENT_LABEL[booking.reimbursementStatus]}</Badge>
        </Fact>
        <Fact label="Legs">
          {booking.legs.length === 0
            ? '—'
            : booking.legs.map((leg, i) => (
                <span key={leg.id}>
                  {i > 0 && ', '}
                  <Link href={`/order-legs/${leg.id}`}>{leg.number}</Link>
                </span>
              ))}
        </Fact>
        <Fact label="Booked by">{booking.createdByName ?? '—'}</Fact>
      </dl>
      {booking.notes && <p>{booking.notes}</p>}
    </Panel>
  );
};
