import { useState } from 'react';
import { Link } from 'wouter';
import { type RequirementKind, RequirementKindValues } from '@/generated/enums/RequirementKind';
import type { RequirementTypes_TypeFragment as RequirementTypeRow } from '@/generated/graphql';
import { ListPage } from '../kit/list/ListPage';
import { listSource, unmasked } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { listUrl, oneOf, page } from '../kit/list/listUrl';
import { useList } from '../kit/list/useList';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { FieldSelect } from '../kit/ui/FieldSelect';
import { RequirementTypeFragment, RequirementTypesQuery } from './districts.graphql';
import { INSPECTION_CHECK_LABEL, INSPECTION_KIND_LABEL, REQUIREMENT_KIND_LABEL } from './labels';
import { RequirementTypeForm } from './RequirementTypeForm';
import { useCanEditDistricts } from './useCanEditDistricts';

const typesUrl = listUrl('/admin/district-requirements/requirement-types', { kind: oneOf('kind', RequirementKindValues), page: page() });

const typesList = listSource({
  query: RequirementTypesQuery,
  variables: (view: { kind: RequirementKind | '' }, paging) => ({ ...paging, kind: view.kind || null }),
  pick: (data) => unmasked(RequirementTypeFragment, data.requirementTypes),
});

/** /admin/district-requirements/requirement-types: the tenant's catalogue of documents, inspections and fees. */
export const RequirementTypesPage = () => {
  const canEdit = useCanEditDistricts();
  const { view, update, list, page } = useList(typesUrl, typesList, { noun: { one: 'type', many: 'types' }, perPage: 50 });
  const [editing, setEditing] = useState<RequirementTypeRow | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const done = (text: string) => {
    setNotice(text);
    setEditing(null);
    list.retry();
  };
  const columns: ListColumn<RequirementTypeRow>[] = [
    { id: 'code', label: 'Code', heading: true, cellClassName: 'mono', cell: (type) => type.code },
    {
      id: 'name',
      label: 'Name',
      cell: (type) => (
        <>
          {type.name}
          {type.description && <p className="muted">{type.description}</p>}
        </>
      ),
    },
    {
      id: 'kind',
      label: 'Kind',
      cell: (type) => (
        <>
          {REQUIREMENT_KIND_LABEL[type.kind]}
          {type.inspectionKind &&
            ` · ${INSPECTION_KIND_LABEL[type.inspectionKind]}: ${type.inspects.map((check) => INSPECTION_CHECK_LABEL[check]).join(', ')}`}
        </>
      ),
    },
    { id: 'districts', label: 'Districts', cell: (type) => type.districtCount },
    ...(canEdit
      ? [
          {
            id: 'actions',
            label: 'Actions',
            cell: (type: RequirementTypeRow) => (
              <Button className="btn-small" aria-label={`Edit ${type.code}`} onClick={() => setEditing(type)}>
                Edit
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <ListPage
        title="Requirement types"
        {...page}
        loadingLabel="Loading requirement types…"
        actions={<Link href="/admin/district-requirements">All districts</Link>}
        empty={{
          title: 'No requirement types yet',
          body: 'Add the documents, inspections and fees districts require below.',
          filteredTitle: 'No type of this kind',
          clearLabel: 'Show every kind',
        }}
        filters={
          <>
            <FieldSelect
              label="Kind"
              placeholder="Every kind"
              value={view.kind}
              onChange={(value) =>
                update({ kind: (RequirementKindValues as readonly string[]).includes(value) ? (value as RequirementKind) : '' })
              }
              choices={RequirementKindValues.map((value) => ({ value, label: REQUIREMENT_KIND_LABEL[value] }))}
            />
            {notice && <Alert tone="success">{notice}</Alert>}
          </>
        }
        table={{ caption: 'Requirement types', columns, rowKey: (type) => type.id, choiceKey: 'requirement-types' }}
      />
      {canEdit && <RequirementTypeForm key={editing?.id ?? 'new'} editing={editing} onDone={done} onCancel={() => setEditing(null)} />}
    </>
  );
};
