import { useState } from 'react';
import { Link } from 'wouter';
import { formatDate, formatMoney } from '../../domain/format';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { DetailsRow } from '../kit/record/RecordHeader';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { DriverEditForm } from './DriverEditForm';
import { DriverInvite } from './DriverInvite';
import type { DriverTabProps } from './driverTabs';
import { EMPLOYMENT_LABEL, payKindLabel } from './labels';
import { useCanEditCarriers } from './useCanEditCarriers';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';
import { DeliverySurveysPanel } from '../surveys/public';

const payWords = (pay: DriverTabProps['driver']['payProfile'], currency: string, locale?: string, distanceUnit?: string): string => {
  if (!pay) return 'Not set';
  if (pay.kind === 'PERCENT') return `${(pay.rate / 100).toLocaleString(locale)}% of the leg`;
  return `${formatMoney(pay.rate, currency, locale)} ${payKindLabel(pay.kind, distanceUnit).toLowerCase()}`;
};

/** The driver's person, employment and pay (editors change the person here), and the delivery surveys of their legs. */
export const DriverOverview = ({ driver, refetch }: DriverTabProps) => {
  const dateTime = useDateTimeFormat();
  const tenant = useCurrentTenant();
  const locale = tenant?.locale;
  const canEdit = useCanEditCarriers();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <Panel title="Driver details" actions={canEdit && !editing && <Button onClick={() => setEditing(true)}>Edit driver</Button>}>
        {editing ? (
          <DriverEditForm
            key={driver.version}
            driver={driver}
            refetch={refetch}
            parts={['person', 'pay']}
            submitLabel="Save driver"
            onDone={() => setEditing(false)}
          />
        ) : (
          <dl className="details details-grid">
            <DetailsRow term="Name">{driver.fullName}</DetailsRow>
            <DetailsRow term="Email">{driver.email ?? '—'}</DetailsRow>
            <DetailsRow term="Phone">{driver.phone ?? '—'}</DetailsRow>
            <DetailsRow term="Employment">{EMPLOYMENT_LABEL[driver.employment]}</DetailsRow>
            <DetailsRow term="Trucking company">
              {driver.truckingCompany ? (
                <Link href={`/admin/trucking-companies/${driver.truckingCompany.id}`}>{driver.truckingCompany.displayName}</Link>
              ) : (
                '—'
              )}
            </DetailsRow>
            <DetailsRow term="Home hub">{driver.homeHubName ?? '—'}</DetailsRow>
            <DetailsRow term="Login">
              <DriverInvite driver={driver} refetch={refetch} />
            </DetailsRow>
            <DetailsRow term="Pay">{payWords(driver.payProfile, tenant?.currency ?? 'USD', locale, tenant?.distanceUnit)}</DetailsRow>
            <DetailsRow term="Repair chargeback">
              {driver.payProfile?.chargebackAllowed ? 'Repairs may be charged back to the driver' : 'Not allowed'}
            </DetailsRow>
            <DetailsRow term="W-9 received">{formatDate(driver.w9ReceivedOn, locale)}</DetailsRow>
            <DetailsRow term="Added">{dateTime(driver.createdAt)}</DetailsRow>
            <DetailsRow term="Updated">{dateTime(driver.updatedAt)}</DetailsRow>
          </dl>
        )}
      </Panel>
      <DeliverySurveysPanel driverId={driver.id} />
    </>
  );
};
