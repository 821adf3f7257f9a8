import { graphql } from '@/generated';
import type { MediaCategory } from '@/generated/graphql';
import { MEDIA_CATEGORY_LABEL } from './mediaLabels';
import { useId, useRef, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { FieldSelect } from '../ui/FieldSelect';
import { Panel } from '../ui/Panel';
import { type EntityRef, orderIdOf } from './entity';
import { RecordFileDropZone } from './FileDropZone';
import { UploadList } from './UploadList';
import { uploadError, useUploads } from './useUploads';
import { progressFetch } from './uploadFetch';

export const UploadOrderMediaMutation = graphql(`
  mutation UploadOrderMedia($orderId: ID!, $orderLegId: ID, $category: MediaCategory!, $file: File!, $documentTypeId: ID) {
    uploadOrderMedia(orderId: $orderId, orderLegId: $orderLegId, category: $category, file: $file, documentTypeId: $documentTypeId) {
      id
      ...MediaItem
    }
  }
`);

/** The active document types a document of the order (or of a leg) may be filed under (/admin/document-types). */
export const UploadDocumentTypesQuery = graphql(`
  query UploadDocumentTypes($appliesTo: DocumentTarget!) {
    documentTypeChoices(appliesTo: $appliesTo) {
      id
      name
    }
  }
`);

/** What staff upload to an order by hand; the other categories come from their own areas. */
const UPLOAD_CATEGORIES: MediaCategory[] = ['PHOTOS', 'DOCUMENTS', 'RECEIPTS', 'CONDITION_REPORTS'];

export type UploadFormProps = {
  entity: EntityRef;
  category: MediaCategory;
  /** Given: the user picks the category (the order's files tab); absent: the tab's category is fixed. */
  onCategory?: (category: MediaCategory) => void;
};

/**
 * Files to an order or a leg: several at once, picked or dropped, each sent as its own GraphQL multipart request
 * with its progress, and its own error and retry (a refused file is not stored; the others go on).
 */
export const UploadForm = ({ entity, category, onCategory }: UploadFormProps) => {
  const client = useClient();
  const categoryId = useId();
  // A document is filed under the type chosen when it is sent (a retry takes the one chosen then).
  const [documentTypeId, setDocumentTypeId] = useState('');
  const documentType = useRef(documentTypeId);
  documentType.current = documentTypeId;
  const [{ data: types }] = useQuery({
    query: UploadDocumentTypesQuery,
    variables: { appliesTo: entity.kind === 'leg' ? 'ORDER_LEG' : 'ORDER' },
    pause: category !== 'DOCUMENTS',
  });
  const { uploads, add, retry, dismiss } = useUploads(async (file, as, progress) => {
    const orderLegId = entity.kind === 'leg' ? entity.id : null;
    const typed = as === 'DOCUMENTS' ? documentType.current || null : null;
    const result = await client
      .mutation(
        UploadOrderMediaMutation,
        { orderId: orderIdOf(entity), orderLegId, category: as, file, documentTypeId: typed },
        { fetch: progressFetch(progress) },
      )
      .toPromise();
    return uploadError(result.error);
  });

  const noun = MEDIA_CATEGORY_LABEL[category].toLowerCase();
  return (
    <Panel title="Upload a file">
      <div className="form">
        {onCategory && (
          <div className="field">
            <label className="field-label" htmlFor={categoryId}>
              Category
            </label>
            <select id={categoryId} className="field-input" value={category} onChange={(e) => onCategory(e.target.value as MediaCategory)}>
              {UPLOAD_CATEGORIES.map((value) => (
                <option key={value} value={value}>
                  {MEDIA_CATEGORY_LABEL[value]}
                </option>
              ))}
            </select>
          </div>
        )}
        {category === 'DOCUMENTS' && (types?.documentTypeChoices.length ?? 0) > 0 && (
          <FieldSelect
            label="Document type"
            placeholder="No type"
            choices={(types?.documentTypeChoices ?? []).map((type) => ({ value: type.id, label: type.name }))}
            value={documentTypeId}
            onChange={setDocumentTypeId}
          />
        )}
        <RecordFileDropZone noun={noun} onFiles={(files) => add(files, category)} />
        <UploadList uploads={uploads} onRetry={retry} onDismiss={dismiss} />
      </div>
    </Panel>
  );
};
