import { useState } from 'react';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { Button } from '../kit/ui/Button';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';
import { useMoney } from '../kit/ui/useMoney';
import { NewRepairDialog } from './NewRepairDialog';
import { RepairCard } from './RepairCard';

export const ReportRepairsFragment = graphql(`
  fragment ReportRepairs_report on AccidentReport {
    id
    number
    repairCost
    recovered
    leg {
      id
    }
    vehicle {
      id
    }
    repairs {
      id
      ...RepairCard_repair
    }
  }
`);

export type ReportRepairsProps = { report: FragmentType<typeof ReportRepairsFragment>; canEdit: boolean; refetch: () => void };

/** The report's repairs, each with its steps and recoveries, the totals, and a "New repair" dialog for managers. */
export const ReportRepairs = ({ report: source, canEdit, refetch }: ReportRepairsProps) => {
  const report = getFragmentData(ReportRepairsFragment, source);
  const money = useMoney();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  return (
    <Panel
      title="Repairs"
      className="panel-wide"
      actions={canEdit && <Button onClick={() => setCreating(true)}>New repair</Button>}
      description={<p>{`Repair cost ${money(report.repairCost)}, recovered ${money(report.recovered)}.`}</p>}
    >
      {report.repairs.length === 0 ? (
        <EmptyState title="No repairs for this report" />
      ) : (
        <div className="repair-list">
          {report.repairs.map((repair) => (
            <RepairCard key={repair.id} repair={repair} canEdit={canEdit} refetch={refetch} initiallyOpen={repair.id === created} />
          ))}
        </div>
      )}
      {creating && (
        <NewRepairDialog
          report={{ id: report.id, number: report.number, legId: report.leg?.id, vehicleId: report.vehicle?.id }}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreated(id);
            setCreating(false);
          }}
        />
      )}
    </Panel>
  );
};
