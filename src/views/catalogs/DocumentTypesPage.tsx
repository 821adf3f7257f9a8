import { type DocumentTarget, DocumentTargetValues } from '@/generated/enums/DocumentTarget';
import { type DocumentTypeOrderByColumn, DocumentTypeOrderByColumnValues } from '@/generated/enums/DocumentTypeOrderByColumn';
import type { DocumentTypes_TypeFragment as DocumentType } from '@/generated/graphql';
import { documentTypeInputSchema, RETENTION_YEARS_MAX } from '../../domain/catalogs/schemas';
import { useForm } from '../kit/forms/useForm';
import { csvColumns } from '../kit/list/ListCsvExport';
import { listSource, unmasked } from '../kit/list/listSource';
import type { ListColumn } from '../kit/list/ListTable';
import { Checkbox } from '../kit/ui/Checkbox';
import { TextField } from '../kit/ui/TextField';
import { CatalogPage, type ItemDone } from './CatalogPage';
import {
  DocumentTypeCreateMutation,
  DocumentTypeFragment,
  DocumentTypeMoveMutations,
  DocumentTypesQuery,
  DocumentTypeUpdateMutation,
} from './catalogs.graphql';
import { type CatalogView, catalogFilter, catalogUrl } from './catalogUrl';
import { documentDraft, documentInput } from './drafts';
import { ItemDialog } from './ItemDialog';
import { DOCUMENT_TARGET_LABEL, STATUS_LABEL } from './labels';

type View = CatalogView<DocumentTarget, DocumentTypeOrderByColumn>;

const documentsUrl = catalogUrl(
  '/admin/document-types',
  { param: 'appliesTo', values: DocumentTargetValues },
  DocumentTypeOrderByColumnValues,
  { column: 'NAME', order: 'ASC' },
);

const documentsList = listSource({
  query: DocumentTypesQuery,
  variables: (view: View, paging) => ({ ...catalogFilter(view), appliesTo: view.kind || null, ...paging }),
  pick: (data) => unmasked(DocumentTypeFragment, data.documentTypes),
});

const appliesText = (type: DocumentType) => type.appliesTo.map((target) => DOCUMENT_TARGET_LABEL[target]).join(', ');
const yearsText = (years: number) => `${years} year${years === 1 ? '' : 's'}`;

const CSV = {
  noun: 'document types',
  prefix: 'document-types',
  ...csvColumns<DocumentType>([
    ['Name', (type) => type.name],
    ['Applies to', appliesText],
    ['Retention years', (type) => type.retentionYears],
    ['Status', (type) => STATUS_LABEL[type.status]],
  ]),
};

const COLUMNS: ListColumn<DocumentType, DocumentTypeOrderByColumn>[] = [
  { id: 'name', label: 'Name', sort: 'NAME', heading: true, cell: (type) => type.name },
  { id: 'appliesTo', label: 'Applies to', cell: appliesText },
  { id: 'retention', label: 'Kept for', sort: 'RETENTION_YEARS', cell: (type) => yearsText(type.retentionYears) },
];

/** Creates a document type, or edits one with its retire, restore and delete. */
const DocumentTypeDialog = ({ item, done }: { item: DocumentType | null; done: ItemDone }) => {
  const form = useForm(documentDraft(item));
  const draft = form.values;
  return (
    <ItemDialog
      editing={item}
      noun="document type"
      label={item?.name ?? ''}
      labelOf={(input) => input.name}
      form={form}
      schema={documentTypeInputSchema}
      input={() => documentInput(draft)}
      create={DocumentTypeCreateMutation}
      update={DocumentTypeUpdateMutation}
      moves={DocumentTypeMoveMutations}
      done={done}
    >
      <TextField label="Name" hint="Unique in the tenant: Bill of sale, Police report." autoFocus {...form.text('name')} />
      <fieldset className="field">
        <legend className="field-label">Applies to the files of</legend>
        {DocumentTargetValues.map((target) => (
          <Checkbox
            key={target}
            label={DOCUMENT_TARGET_LABEL[target]}
            checked={draft.appliesTo.includes(target)}
            onChange={(on) => form.set('appliesTo', on ? [...draft.appliesTo, target] : draft.appliesTo.filter((item) => item !== target))}
          />
        ))}
        {form.errors.appliesTo && <p className="field-error">{form.errors.appliesTo.join(' ')}</p>}
      </fieldset>
      <TextField
        label="Retention (years)"
        inputMode="numeric"
        hint={`How long a file of this type is kept: 1 to ${RETENTION_YEARS_MAX} years.`}
        {...form.text('retentionYears')}
      />
    </ItemDialog>
  );
};

/** /admin/document-types: the types a DOCUMENTS upload is filed under (ADMIN). */
export const DocumentTypesPage = () => (
  <CatalogPage
    title="Document types"
    noun={{ one: 'document type', many: 'document types' }}
    url={documentsUrl}
    source={documentsList}
    search={{ label: 'Search document types', hint: 'Name.' }}
    kind={{
      label: 'Applies to',
      placeholder: 'Every record',
      choices: DocumentTargetValues.map((value) => ({ value, label: DOCUMENT_TARGET_LABEL[value] })),
    }}
    columns={COLUMNS}
    csv={CSV}
    labelOf={(type) => type.name}
    dialog={(item, done) => <DocumentTypeDialog item={item} done={done} />}
  />
);
