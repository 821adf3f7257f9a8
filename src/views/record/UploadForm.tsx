import { graphql } from '@/generated';
import type { MediaCategory } from '@/generated/graphql';
import { MEDIA_CATEGORY_LABEL } from './mediaLabels';
import { useId, useRef, useState } from 'react';
import toast from '../ui/toast';
import { useMutation } from 'urql';
import { graphqlFailure } from '../forms/failure';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Panel } from '../ui/Panel';
import { type EntityRef, orderIdOf } from './entity';

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

// What the server stores for orders (server/orders/media.ts).
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/heic,application/pdf';

export type UploadFormProps = {
  entity: EntityRef;
  category: MediaCategory;
  /** Given: the user picks the category (the order's files tab); absent: the tab's category is fixed. */
  onCategory?: (category: MediaCategory) => void;
};

/** One file to an order or a leg, sent as a GraphQL multipart request (like the account avatar). */
export const UploadForm = ({ entity, category, onCategory }: UploadFormProps) => {
  const [upload, uploadMedia] = useMutation(UploadOrderMediaMutation);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const categoryId = useId();

  const save = async () => {
    if (!file) return setError('Choose a file first.');
    const orderLegId = entity.kind === 'leg' ? entity.id : null;
    const result = await uploadMedia({ orderId: orderIdOf(entity), orderLegId, category, file });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      return setError(failure.fieldErrors.file?.join(' ') ?? failure.message);
    }
    setFile(null);
    setError(null);
    if (inputRef.current) inputRef.current.value = '';
    toast.success(`${file.name} uploaded.`);
  };

  return (
    <Panel title="Upload a file">
      <div className="form">
        {error && <Alert tone="danger">{error}</Alert>}
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
        <div className="field">
          <label className="field-label" htmlFor={inputId}>
            Choose a file
          </label>
          <input
            id={inputId}
            ref={inputRef}
            type="file"
            accept={ACCEPT}
            aria-describedby={`${inputId}-hint`}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <p className="field-hint" id={`${inputId}-hint`}>
            JPEG, PNG, WebP, GIF or HEIC images, or PDFs, up to 20 MB.
          </p>
        </div>
        <div className="button-row">
          <Button variant="primary" onClick={save} busy={upload.fetching} disabled={!file}>
            Upload {MEDIA_CATEGORY_LABEL[category].toLowerCase()}
          </Button>
        </div>
      </div>
    </Panel>
  );
};
