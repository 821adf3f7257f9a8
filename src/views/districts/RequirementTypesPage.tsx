import { useState } from 'react';
import { useQuery } from 'urql';
import { Link } from 'wouter';
import { getFragmentData } from '@/generated';
import { type RequirementKind, RequirementKindValues } from '@/generated/enums/RequirementKind';
import type { RequirementTypes_TypeFragment as RequirementTypeRow } from '@/generated/graphql';
import { useCurrentTenant } from '../kit/app/useCurrentUser';
import { graphqlFailure } from '../kit/forms/failure';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { ListPanel } from '../kit/ui/ListPanel';
import { RequirementTypeFragment, RequirementTypesQuery } from './districts.graphql';
import { INSPECTION_CHECK_LABEL, INSPECTION_KIND_LABEL, REQUIREMENT_KIND_LABEL } from './labels';
import { RequirementTypeForm } from './RequirementTypeForm';
import { useCanEditDistricts } from './useCanEditDistricts';

const PER_PAGE = 50;

/** /admin/district-requirements/requirement-types: the tenant's catalogue of documents, inspections and fees. */
export const RequirementTypesPage = () => {
  const tenant = useCurrentTenant();
  const canEdit = useCanEditDistricts();
  const [kind, setKind] = useState<RequirementKind | null>(null);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<RequirementTypeRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [{ data, error, stale }, refetch] = useQuery({
    query: RequirementTypesQuery,
    variables: { kind, first: PER_PAGE, page },
    pause: !tenant,
  });
  const types = (data?.requirementTypes.data ?? []).map((row) => getFragmentData(RequirementTypeFragment, row));
  const done = (text: string) => {
    setNotice(text);
    setEditing(null);
    refetch({ requestPolicy: 'network-only' });
  };

  return (
    <>
      <ListPanel
        title="Requirement types"
        noun={{ one: 'type', many: 'types' }}
        info={data?.requirementTypes.paginatorInfo}
        count={types.length}
        updating={stale}
        error={!data && error ? graphqlFailure(error).message : null}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        loadingLabel="Loading requirement types…"
        empty={{
          title: kind ? 'No type of this kind' : 'No requirement types yet',
          body: kind ? 'Choose every kind to see them all.' : 'Add the documents, inspections and fees districts require below.',
        }}
        onPage={setPage}
        actions={<Link href="/admin/district-requirements">All districts</Link>}
      >
        <FieldSelect
          label="Kind"
          placeholder="Every kind"
          value={kind ?? ''}
          onChange={(value) => {
            setPage(1);
            setKind((RequirementKindValues as readonly string[]).includes(value) ? (value as RequirementKind) : null);
          }}
          choices={RequirementKindValues.map((value) => ({ value, label: REQUIREMENT_KIND_LABEL[value] }))}
        />
        {notice && <Alert tone="success">{notice}</Alert>}
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">Requirement types</caption>
            <thead>
              <tr>
                <th scope="col">Code</th>
                <th scope="col">Name</th>
                <th scope="col">Kind</th>
                <th scope="col">Districts</th>
                {canEdit && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {types.map((type) => (
                <tr key={type.id}>
                  <th scope="row" className="mono">
                    {type.code}
                  </th>
                  <td>
                    {type.name}
                    {type.description && <p className="muted">{type.description}</p>}
                  </td>
                  <td>
                    {REQUIREMENT_KIND_LABEL[type.kind]}
                    {type.inspectionKind &&
                      ` · ${INSPECTION_KIND_LABEL[type.inspectionKind]}: ${type.inspects.map((check) => INSPECTION_CHECK_LABEL[check]).join(', ')}`}
                  </td>
                  <td>{type.districtCount}</td>
                  {canEdit && (
                    <td>
                      <Button className="btn-small" aria-label={`Edit ${type.code}`} onClick={() => setEditing(type)}>
                        Edit
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </ListPanel>
      {canEdit && <RequirementTypeForm key={editing?.id ?? 'new'} editing={editing} onDone={done} onCancel={() => setEditing(null)} />}
    </>
  );
};
