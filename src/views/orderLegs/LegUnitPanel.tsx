import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { useCanEdit } from '../kit/app/useCanEdit';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { Panel } from '../kit/ui/Panel';
import { SelectField } from '../kit/ui/SelectField';
import { LegOdometerFields, useCanRecordOdometer } from './LegOdometerFields';

export const LegUnitFragment = graphql(`
  fragment LegUnit_leg on OrderLeg {
    id
    version
    transportMethod
    truckingCompany {
      id
    }
    unit {
      id
      unitNumber
      kind
      plate
      plateState
    }
    ...LegOdometer_leg
  }
`);

export const LegUnitChoicesQuery = graphql(`
  query LegUnitChoices {
    units(first: 100, orderBy: [{ column: UNIT_NUMBER, order: ASC }]) {
      data {
        id
        unitNumber
        kind
        plate
      }
    }
  }
`);

export const SetLegUnitMutation = graphql(`
  mutation SetLegUnit($id: ID!, $version: Int!, $unitId: ID) {
    updateOrderLeg(id: $id, version: $version, input: { unitId: $unitId }) {
      id
      ...LegUnit_leg
    }
  }
`);

const unitWords = (unit: { unitNumber: string; kind: string; plate?: string | null }) =>
  `Unit ${unit.unitNumber} (${unit.kind.toLowerCase().replaceAll('_', ' ')}${unit.plate ? `, plate ${unit.plate}` : ''})`;

/**
 * The power unit of a TOW or company-TRUCKED leg (issue 14): the operator's own tow truck or car hauler that ran it,
 * which the unit's page lists and the IFTA return later reads. A leg a trucking company trucks runs on its truck.
 */
export const LegUnitPanel = ({ leg: source }: { leg: FragmentType<typeof LegUnitFragment> }) => {
  const leg = getFragmentData(LegUnitFragment, source);
  const canEdit = useCanEdit();
  const canRecordOdometer = useCanRecordOdometer();
  const runsOnOurUnit = leg.transportMethod === 'TOW' || (leg.transportMethod === 'TRUCKED' && !leg.truckingCompany);
  const [choice, setChoice] = useState(leg.unit?.id ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [{ data }] = useQuery({ query: LegUnitChoicesQuery, pause: !canEdit || !runsOnOurUnit });
  const [{ fetching }, setUnit] = useMutation(SetLegUnitMutation);
  if (!runsOnOurUnit && !leg.unit) return null;
  const units = data?.units.data ?? [];
  const save = async () => {
    const result = await setUnit({ id: leg.id, version: leg.version, unitId: choice || null });
    setProblem(result.error ? graphqlFailure(result.error).message : null);
  };
  return (
    <Panel title="Power unit">
      <p>{leg.unit ? unitWords(leg.unit) : 'No unit recorded for this leg.'}</p>
      {canEdit && runsOnOurUnit && (
        <div className="button-row leg-unit-form">
          <SelectField
            label="Unit that ran this leg"
            placeholder="No unit"
            choices={units.map((unit) => ({ value: unit.id, label: unitWords(unit) }))}
            value={choice}
            onChange={([next]) => setChoice(next ?? '')}
          />
          <Button onClick={save} busy={fetching} disabled={choice === (leg.unit?.id ?? '')}>
            Save unit
          </Button>
        </div>
      )}
      {problem && <Alert tone="danger">{problem}</Alert>}
      {leg.unit && <LegOdometerFields leg={leg} canEdit={canRecordOdometer} />}
    </Panel>
  );
};
