import type { DriverPage_DriverFragment as Driver } from '@/generated/graphql';
import { Link } from 'wouter';
import { RecordHeader } from '../kit/record/RecordHeader';
import { DriverFlags, DriverStatusBadge } from './DriverFlags';
import { EMPLOYMENT_LABEL, LICENCE_CLASS_LABEL } from './labels';

/** The driver's name with status and expiring-document flags, and who they drive for. */
export const DriverHeader = ({ driver }: { driver: Driver }) => (
  <RecordHeader
    title={driver.fullName}
    badges={
      <>
        <DriverStatusBadge status={driver.status} />
        <DriverFlags licenceExpiresOn={driver.licenceExpiresOn} medicalCardExpiresOn={driver.medicalCardExpiresOn} />
      </>
    }
  >
    <p className="record-summary">
      {EMPLOYMENT_LABEL[driver.employment]}
      {driver.truckingCompany && (
        <>
          {' · '}
          <Link href={`/admin/trucking-companies/${driver.truckingCompany.id}`}>{driver.truckingCompany.displayName}</Link>
        </>
      )}
      {' · '}
      {driver.licenceClass ? LICENCE_CLASS_LABEL[driver.licenceClass] : 'No commercial licence on file'}
      {' · '}
      <Link href="/admin/drivers">All drivers</Link>
    </p>
  </RecordHeader>
);
