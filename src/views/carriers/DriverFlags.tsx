import { Badge } from '../kit/ui/Badge';
import { DRIVER_STATUS_LABEL, DRIVER_STATUS_TONE, expiryFlag } from './labels';
import type { DriverStatus } from '@/generated/enums/DriverStatus';

export type DriverFlagsProps = { licenceExpiresOn: string | null | undefined; medicalCardExpiresOn: string | null | undefined };

/** "Licence expired", "Medical card expires within 30 days": in words, the badge tone only repeats them. */
export const DriverFlags = ({ licenceExpiresOn, medicalCardExpiresOn }: DriverFlagsProps) => {
  const flags = [expiryFlag('Licence', licenceExpiresOn), expiryFlag('Medical card', medicalCardExpiresOn)].filter(
    (flag): flag is string => flag !== null,
  );
  if (flags.length === 0) return null;
  return (
    <span className="driver-flags">
      {flags.map((flag) => (
        <Badge key={flag} tone={flag.endsWith('expired') ? 'danger' : 'warning'}>
          {flag}
        </Badge>
      ))}
    </span>
  );
};

export const DriverStatusBadge = ({ status }: { status: DriverStatus }) => (
  <Badge tone={DRIVER_STATUS_TONE[status]}>{DRIVER_STATUS_LABEL[status]}</Badge>
);
