import { useState } from 'react';
import type { UnitsPanel_UnitFragment as Unit } from '@/generated/graphql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { Alert } from '../kit/ui/Alert';
import { Badge } from '../kit/ui/Badge';
import { Button } from '../kit/ui/Button';
import { ListPage } from '../kit/list/ListPage';
import { listSource, unmasked } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { useListQuery } from '../kit/list/useListQuery';
import { TextField } from '../kit/ui/TextField';
import { UNIT_FUEL_LABEL, UNIT_KIND_LABEL } from './unitForm';
import { UnitDialog } from './UnitDialog';
import { UnitsPanelQuery, UnitsPanelUnitFragment } from './UnitsPanel.graphql';

const KG_PER_LB = 0.45359237;

/** Pounds as stored (IFTA's thresholds are in pounds), with kilograms beside them for a kg tenant. */
const weight = (lb: number, weightUnit?: string) =>
  `${lb.toLocaleString('en-US')} lb${weightUnit === 'kg' ? ` (${Math.round(lb * KG_PER_LB).toLocaleString('en-US')} kg)` : ''}`;

const unitsList = listSource({
  query: UnitsPanelQuery,
  variables: (search: string, paging) => ({ ...paging, search: search.trim() || null }),
  pick: (data) => unmasked(UnitsPanelUnitFragment, data.units),
});

/**
 * The operator's power units, on /safety/ifta-stickers (IFTA decals are issued to units; the route table has no units
 * route): each with its IFTA qualification and why, created and edited in a dialog. Its search and page stay in the
 * panel (the page's URL is the decals' year).
 */
export const UnitsPanel = () => {
  const tenant = useCurrentTenant();
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const list = useListQuery(unitsList, search, { page });
  const [open, setOpen] = useState<{ unit: Unit | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const columns: ListColumn<Unit>[] = [
    { id: 'unit', label: 'Unit', heading: true, cell: (unit) => unit.unitNumber },
    { id: 'kind', label: 'Kind', cell: (unit) => UNIT_KIND_LABEL[unit.kind] },
    { id: 'vin', label: 'VIN', cellClassName: 'mono', cell: (unit) => unit.vin ?? '—' },
    { id: 'plate', label: 'Plate', cell: (unit) => (unit.plate ? `${unit.plate}${unit.plateState ? ` (${unit.plateState})` : ''}` : '—') },
    { id: 'axles', label: 'Axles', cell: (unit) => unit.axles },
    {
      id: 'weight',
      label: 'Gross / combined weight',
      cell: (unit) =>
        `${weight(unit.grossWeightLb, tenant?.weightUnit)} / ${unit.combinedWeightLb ? weight(unit.combinedWeightLb, tenant?.weightUnit) : 'no trailer'}`,
    },
    { id: 'fuel', label: 'Fuel', cell: (unit) => UNIT_FUEL_LABEL[unit.fuelType] },
    {
      id: 'ifta',
      label: 'IFTA qualified',
      cell: (unit) => (
        <>
          <Badge tone={unit.ifta.qualified ? 'success' : 'neutral'}>{unit.ifta.qualified ? 'Yes' : 'No'}</Badge> {unit.ifta.reason}
        </>
      ),
    },
    { id: 'driver', label: 'Driver', cell: (unit) => unit.driver?.fullName ?? '—' },
    {
      id: 'actions',
      label: 'Actions',
      cell: (unit) => (
        <Button className="btn-small" aria-label={`Edit unit ${unit.unitNumber}`} onClick={() => setOpen({ unit })}>
          Edit
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title="Units"
      noun={{ one: 'unit', many: 'units' }}
      list={list}
      filtered={search.trim() !== ''}
      empty={{
        body: 'Add the power units decals are issued to with New unit.',
        filteredTitle: 'No unit matches',
        filteredBody: 'Add the power units decals are issued to with New unit.',
      }}
      onPage={setPage}
      actions={<Button onClick={() => setOpen({ unit: null })}>New unit</Button>}
      filters={
        <>
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
          {open && (
            <UnitDialog
              unit={open.unit}
              onClose={() => setOpen(null)}
              onSaved={(unitNumber) => {
                setNotice(`Unit ${unitNumber} saved.`);
                if (!open.unit) list.retry();
              }}
            />
          )}
        </>
      }
      table={{ caption: 'Power units and their IFTA qualification', columns, rowKey: (unit) => unit.id, choiceKey: 'units' }}
    />
  );
};
