import type { VehicleQuery } from '@/generated/graphql';
import { EmptyState } from '../kit/ui/EmptyState';
import { words } from '../kit/record/vehicleLabels';
import { useDateTimeFormat } from '../kit/app/useDateTimeFormat';

type Entry = NonNullable<VehicleQuery['vehicle']>['activity'][number];

export type VehicleActivityProps = { entries: readonly Entry[] };

/** The audit trail of the vehicle's record: who did what, when. */
export const VehicleActivity = ({ entries }: VehicleActivityProps) => {
  const dateTime = useDateTimeFormat();
  if (entries.length === 0) return <EmptyState title="No activity">Nothing has been recorded for this vehicle yet.</EmptyState>;
  return (
    <ol className="plain-list activity-list">
      {entries.map((entry) => (
        <li key={entry.id}>
          <strong>{words(entry.action)}</strong> <span className="mono">{entry.event}</span> by {entry.userName ?? 'the system'}{' '}
          <span className="muted">{dateTime(entry.createdAt)}</span>
        </li>
      ))}
    </ol>
  );
};
