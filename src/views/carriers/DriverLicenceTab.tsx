import { useCanEditCarriers } from './useCanEditCarriers';
import { Panel } from '../kit/ui/Panel';
import { DriverEditForm } from './DriverEditForm';
import type { DriverTabProps } from './driverTabs';
import { QualificationFile } from './QualificationFile';

/** /admin/drivers/:id/license-info: the licence (class, endorsements, expiry) and documents, edited in place. */
export const DriverLicenceTab = ({ driver, refetch }: DriverTabProps) => {
  const canEdit = useCanEditCarriers();
  return (
    <Panel title="Licence and documents">
      {canEdit ? (
        <DriverEditForm key={driver.version} driver={driver} refetch={refetch} parts={['licence']} submitLabel="Save licence" />
      ) : (
        <QualificationFile driver={driver} />
      )}
    </Panel>
  );
};
