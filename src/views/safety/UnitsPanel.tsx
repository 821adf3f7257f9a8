import { useState } from 'react';
import { useQuery } from 'urql';
import { getFragmentData } from '@/generated';
import type { UnitsPanel_UnitFragment as Unit } from '@/generated/graphql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { ListPanel } from '../kit/ui/ListPanel';
import { TextField } from '../kit/ui/TextField';
import { UNIT_FUEL_LABEL, UNIT_KIND_LABEL } from './unitForm';
import { UnitDialog } from './UnitDialog';
import { UnitsPanelQuery, UnitsPanelUnitFragment } from './UnitsPanel.graphql';

const PER_PAGE = 25;
const KG_PER_LB = 0.45359237;

/** Pounds as stored (IFTA's thresholds are in pounds), with kilograms beside them for a kg tenant. */
const weight = (lb: number, weightUnit?: string) =>
  `${lb.toLocaleString('en-US')} lb${weightUnit === 'kg' ? ` (${Math.round(lb * KG_PER_LB).toLocaleString('en-US')} kg)` : ''}`;

/**
 * The operator's power units, on /safety/ifta-stickers (IFTA decals are issued to units; the route table has no units
 * route): each with its IFTA qualification and why, created and edited in a dialog.
 */
export const UnitsPanel = () => {
  const tenant = useCurrentTenant();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [{ data, error, stale }, refetch] = useQuery({
    query: UnitsPanelQuery,
    variables: { first: PER_PAGE, page, search: search.trim() || null },
    pause: !tenant,
  });
  const [open, setOpen] = useState<{ unit: Unit | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const units = (data?.units.data ?? []).map((row) => getFragmentData(UnitsPanelUnitFragment, row));
  return (
    <ListPanel
      title="Units"
      noun={{ one: 'unit', many: 'units' }}
      info={data?.units.paginatorInfo}
      count={units.length}
      updating={stale}
      error={!data && error ? graphqlFailure(error).message : null}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      loadingLabel="Loading units…"
      empty={{ title: search ? 'No unit matches' : 'No units yet', body: 'Add the power units decals are issued to with New unit.' }}
      onPage={setPage}
      actions={<Button onClick={() => setOpen({ unit: null })}>New unit</Button>}
    >
      <div className="filter-row">
        <TextField
          label="Find a unit"
          type="search"
          value={search}
          onChange={(value) => {
            setPage(1);
            setSearch(value);
          }}
        />
      </div>
      {notice && <Alert tone="success">{notice}</Alert>}
      <div className="table-wrap">
        <table className="table">
          <caption className="visually-hidden">Power units and their IFTA qualification</caption>
          <thead>
            <tr>
              <th scope="col">Unit</th>
              <th scope="col">Kind</th>
              <th scope="col">VIN</th>
              <th scope="col">Plate</th>
              <th scope="col">Axles</th>
              <th scope="col">Gross / combined weight</th>
              <th scope="col">Fuel</th>
              <th scope="col">IFTA qualified</th>
              <th scope="col">Driver</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {units.map((unit) => (
              <tr key={unit.id}>
                <th scope="row">{unit.unitNumber}</th>
                <td>{UNIT_KIND_LABEL[unit.kind]}</td>
                <td className="mono">{unit.vin ?? '—'}</td>
                <td>{unit.plate ? `${unit.plate}${unit.plateState ? ` (${unit.plateState})` : ''}` : '—'}</td>
                <td>{unit.axles}</td>
                <td>
                  {weight(unit.grossWeightLb, tenant?.weightUnit)}
                  {' / '}
                  {unit.combinedWeightLb ? weight(unit.combinedWeightLb, tenant?.weightUnit) : 'no trailer'}
                </td>
                <td>{UNIT_FUEL_LABEL[unit.fuelType]}</td>
                <td>
                  <Badge tone={unit.ifta.qualified ? 'success' : 'neutral'}>{unit.ifta.qualified ? 'Yes' : 'No'}</Badge> {unit.ifta.reason}
                </td>
                <td>{unit.driver?.fullName ?? '—'}</td>
                <td>
                  <Button className="btn-small" aria-label={`Edit unit ${unit.unitNumber}`} onClick={() => setOpen({ unit })}>
                    Edit
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open && (
        <UnitDialog
          unit={open.unit}
          onClose={() => setOpen(null)}
          onSaved={(unitNumber) => {
            setNotice(`Unit ${unitNumber} saved.`);
            if (!open.unit) refetch({ requestPolicy: 'network-only' });
          }}
        />
      )}
    </ListPanel>
  );
};
