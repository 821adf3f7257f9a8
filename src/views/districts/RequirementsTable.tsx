import { type FragmentType, getFragmentData } from '@/generated';
import { formatMoney } from '../../domain/format';
import { DistrictRequirementFragment } from './DistrictPage.graphql';
import { CONDITION_LABEL, REQUIREMENT_KIND_LABEL } from './labels';
import { Table } from '../kit/ui/Table';

/** A read-only list of requirements: a reader's view of the district's own, or what applies in a county (merged). */
export const RequirementsTable = ({
  caption,
  rows,
  showLevel,
}: {
  caption: string;
  rows: readonly FragmentType<typeof DistrictRequirementFragment>[];
  showLevel?: boolean;
}) => {
  const requirements = rows.map((row) => getFragmentData(DistrictRequirementFragment, row));
  if (requirements.length === 0) return <p className="muted">No requirement listed.</p>;
  return (
    <Table caption={caption} headings={['Requirement', 'Kind', 'Applies when', 'Notes', showLevel && 'From']}>
      {requirements.map((requirement) => (
        <tr key={requirement.id}>
          <th scope="row">
            <span className="mono">{requirement.requirementType.code}</span> {requirement.requirementType.name}
          </th>
          <td>{REQUIREMENT_KIND_LABEL[requirement.requirementType.kind]}</td>
          <td>{CONDITION_LABEL[requirement.appliesWhen]}</td>
          <td>
            {requirement.feeAmount !== null && <strong>{formatMoney(requirement.feeAmount, requirement.currency)} </strong>}
            {requirement.notes ?? ''}
          </td>
          {showLevel && <td>{requirement.level === 'COUNTY' ? 'County' : 'State or province'}</td>}
        </tr>
      ))}
    </Table>
  );
};
