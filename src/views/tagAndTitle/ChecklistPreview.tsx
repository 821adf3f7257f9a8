import { useQuery } from 'urql';
import { buildChecklist, type PacketFacts } from '../../domain/tagAndTitle/checklist';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Spinner } from '../kit/ui/Spinner';
import { useMoney } from '../kit/ui/useMoney';
import { TntChecklistPreviewQuery } from './CreatePacketPage.graphql';
import { REQUIREMENT_LABEL } from './labels';

export type ChecklistPreviewProps = { stateProvince: string; county: string; modelYear: number | null; facts: PacketFacts };

/**
 * The documents and fees the packet will start with, from the district's requirements and the facts as ticked
 * (the same buildChecklist the server runs), so the clerk sees what a fact changes before creating the packet.
 */
export const ChecklistPreview = ({ stateProvince, county, modelYear, facts }: ChecklistPreviewProps) => {
  const money = useMoney();
  const [{ data, error, fetching }] = useQuery({
    query: TntChecklistPreviewQuery,
    variables: { stateProvince, county: county || null, modelYear },
    pause: stateProvince === '',
  });
  if (stateProvince === '') return <p className="muted">Choose the state or province to see the checklist.</p>;
  if (error) return <Alert tone="warning">{`The district's requirements could not be loaded: ${graphqlFailure(error).message}`}</Alert>;
  if (!data || fetching) return <Spinner size="small" label="Loading the district's requirements…" />;
  const { documents, fees } = buildChecklist(
    data.districtRequirements.map((requirement) => ({
      requirementTypeId: requirement.requirementType.id,
      kind: requirement.requirementType.kind,
      name: requirement.requirementType.name,
      appliesWhen: requirement.appliesWhen,
      notes: requirement.notes ?? null,
      feeAmount: requirement.feeAmount ?? null,
    })),
    facts,
  );
  if (documents.length === 0)
    return (
      <Alert tone="warning">
        This district lists no document requirement: a packet needs its checklist (admin, district requirements).
      </Alert>
    );
  return (
    <div aria-live="polite">
      <p>{`The checklist will ask for ${documents.length} ${documents.length === 1 ? 'document' : 'documents'}:`}</p>
      <ul>
        {documents.map((document) => (
          <li key={document.requirementTypeId}>
            {document.label} <span className="muted">({REQUIREMENT_LABEL[document.kind]})</span>
            {document.guidance && <div className="muted">{document.guidance}</div>}
          </li>
        ))}
      </ul>
      {fees.length > 0 && (
        <p>{`Fees: ${fees.map((fee) => `${fee.label}${fee.amount === null ? '' : ` ${money(fee.amount)}`}`).join(', ')}.`}</p>
      )}
    </div>
  );
};
