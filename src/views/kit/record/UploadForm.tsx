import { graphql } from '@/generated';
import type { MediaCategory } from '@/generated/graphql';
import { MEDIA_CATEGORY_LABEL } from './mediaLabels';
import { useId } from 'react';
import { useClient } from 'urql';
import { Panel } from '../ui/Panel';
import { type EntityRef, orderIdOf } from './entity';
import { RecordFileDropZone } from './FileDropZone';
import { UploadList } from './UploadList';
import { uploadError, useUploads } from './useUploads';
import { progressFetch } from './uploadFetch';

export const UploadOrderMediaMutation = graphql(`
  mutation UploadOrderMedia($orderId: ID!, $orderLegId: ID, $category: MediaCategory!, $file: File!) {
    uploadOrderMedia(orderId: $orderId, orderLegId: $orderLegId, category: $category, file: $file) {
      id
      ...MediaItem
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
  const { uploads, add, retry, dismiss } = useUploads(async (file, as, progress) => {
    const orderLegId = entity.kind === 'leg' ? entity.id : null;
    const result = await client
      .mutation(
        UploadOrderMediaMutation,
        { orderId: orderIdOf(entity), orderLegId, category: as, file },
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
        <RecordFileDropZone noun={noun} onFiles={(files) => add(files, category)} />
        <UploadList uploads={uploads} onRetry={retry} onDismiss={dismiss} />
      </div>
    </Panel>
  );
};
