import { graphql } from '@/generated';
import type { MediaCategory } from '@/generated/graphql';
import { MEDIA_CATEGORY_LABEL } from './mediaLabels';
import { useId, useRef, useState } from 'react';
import { useClient } from 'urql';
import { graphqlFailure } from '../forms/failure';
import { Panel } from '../ui/Panel';
import { type EntityRef, orderIdOf } from './entity';
import { FileDropZone } from './FileDropZone';
import { type Upload, UploadList } from './UploadList';
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

// What the server stores for orders (server/orders/media.ts); it checks the bytes, not this list.
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/heic,application/pdf';

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
  const [uploads, setUploads] = useState<Upload[]>([]);
  const next = useRef(0);
  const categoryId = useId();

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = async (key: number, file: File, as: MediaCategory) => {
    patch(key, { status: 'uploading', loaded: 0, error: null });
    const orderLegId = entity.kind === 'leg' ? entity.id : null;
    const result = await client
      .mutation(
        UploadOrderMediaMutation,
        { orderId: orderIdOf(entity), orderLegId, category: as, file },
        {
          fetch: progressFetch((loaded, total) =>
            patch(key, { loaded: total > 0 ? Math.min(loaded, total) : loaded, total: total || file.size }),
          ),
        },
      )
      .toPromise();
    if (result.error) {
      const failure = graphqlFailure(result.error);
      patch(key, { status: 'failed', error: failure.fieldErrors.file?.join(' ') ?? failure.message });
    } else patch(key, { status: 'done', loaded: file.size, total: file.size });
  };

  const add = (files: File[]) => {
    const added = files.map((file) => ({
      key: next.current++,
      file,
      category,
      status: 'uploading' as const,
      loaded: 0,
      total: file.size,
      error: null,
    }));
    setUploads((list) => [...list, ...added]);
    for (const item of added) void send(item.key, item.file, item.category);
  };

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
        <FileDropZone
          label={`Upload ${noun}: choose files or drop them here`}
          accept={ACCEPT}
          hint="JPEG, PNG, WebP, GIF or HEIC images, or PDFs, up to 20 MB each. Several at once."
          onFiles={add}
        />
        <UploadList
          uploads={uploads}
          onRetry={(item) => void send(item.key, item.file, item.category)}
          onDismiss={(item) => setUploads((list) => list.filter((other) => other.key !== item.key))}
        />
      </div>
    </Panel>
  );
};
