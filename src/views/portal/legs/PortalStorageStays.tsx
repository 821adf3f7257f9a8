import { type FragmentType, getFragmentData, graphql } from '@/generated';
import type { StorageRecordStatus } from '@/generated/enums/StorageRecordStatus';
import { formatDateTime } from '../../../domain/format';
import { useCurrentTenant } from '../../kit/app/useCurrentUser';
import { DetailsRow } from '../../kit/record/RecordHeader';
import { Panel } from '../../kit/ui/Panel';
import { useMoney } from '../../kit/ui/useMoney';

export const PortalStorageStaysFragment = graphql(`
  fragment PortalStorageStays_leg on PortalOrderLeg {
    id
    storageStays {
      id
      number
      status
      facility {
        id
        name
        city
        stateProvince
      }
      reservedFrom
      reservedTo
      checkedInAt
      checkedOutAt
      stayDays
      lineItem {
        description
        amount
        explanation
      }
    }
  }
`);

/** How a stay reads to the client: where the vehicle is, not the yard's words for it. */
export const PORTAL_STAY_LABEL: Record<StorageRecordStatus, string> = {
  RESERVED: 'Space reserved',
  RETURNED: 'In storage',
  PICKED_UP: 'Checked out',
  COMPLETED: 'Checked out',
  CANCELLED: 'Reservation cancelled',
  PROBLEM: 'In storage, being looked into',
};

/**
 * The leg's stays in storage, as the client sees them: the facility, the check-in and check-out, the days so far and the
 * STORAGE line item they will bill. Nothing when the leg has never been stored.
 */
export const PortalStorageStays = ({ leg: source }: { leg: FragmentType<typeof PortalStorageStaysFragment> }) => {
  const { storageStays: stays } = getFragmentData(PortalStorageStaysFragment, source);
  const tenant = useCurrentTenant();
  const money = useMoney();
  if (stays.length === 0) return null;
  const at = (iso: string | null | undefined) => formatDateTime(iso, tenant?.locale, tenant?.timeZone);
  return (
    <Panel title="Storage" className="panel-wide">
      {stays.map((stay) => (
        <section key={stay.id} aria-label={`Storage ${stay.number}`} className="item-body">
          <h3 className="media-group-title">
            {stay.number}: {PORTAL_STAY_LABEL[stay.status]}
          </h3>
          <dl className="details">
            <DetailsRow term="Facility">{`${stay.facility.name} (${stay.facility.city}, ${stay.facility.stateProvince})`}</DetailsRow>
            {stay.status === 'RESERVED' && <DetailsRow term="Reserved from">{stay.reservedFrom}</DetailsRow>}
            <DetailsRow term="Checked in">{at(stay.checkedInAt)}</DetailsRow>
            <DetailsRow term="Checked out">{at(stay.checkedOutAt)}</DetailsRow>
            <DetailsRow term="Days in storage">
              {stay.stayDays === null || stay.stayDays === undefined ? '—' : String(stay.stayDays)}
            </DetailsRow>
            <DetailsRow term={stay.checkedOutAt ? 'Storage charge' : 'Storage charge so far'}>
              {stay.lineItem ? `${money(stay.lineItem.amount)} · ${stay.lineItem.explanation}` : '—'}
            </DetailsRow>
          </dl>
        </section>
      ))}
    </Panel>
  );
};
