import { useRef, useState } from 'react';
import { useClient } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import type { MediaCategory } from '@/generated/graphql';
import { MediaItemFragment } from '../../graphql/operations/activity';
import { graphqlFailure } from '../kit/forms/failure';
import { FileDropZone } from '../kit/record/FileDropZone';
import { MediaFileList } from '../kit/record/MediaFileList';
import { MEDIA_CATEGORY_LABEL } from '../kit/record/mediaLabels';
import { type Upload, UploadList } from '../kit/record/UploadList';
import { progressFetch } from '../kit/record/uploadFetch';
import { EmptyState } from '../kit/ui/EmptyState';
import { Panel } from '../kit/ui/Panel';

export const ReportMediaFragment = graphql(`
  fragment ReportMedia_report on AccidentReport {
    id
    media {
      id
      ...MediaItem
    }
  }
`);

const UploadAccidentMediaMutation = graphql(`
  mutation ReportMediaUpload($reportId: ID!, $category: MediaCategory!, $file: File!) {
    uploadAccidentMedia(reportId: $reportId, category: $category, file: $file) {
      id
      ...MediaItem
    }
  }
`);

// The order upload's rules (the server checks the bytes, not this list).
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif,image/heic,application/pdf';
const CATEGORIES: MediaCategory[] = ['PHOTOS', 'DOCUMENTS'];

export type ReportMediaProps = { report: FragmentType<typeof ReportMediaFragment>; canEdit: boolean; onUploaded: () => void };

/** The report's photos and documents, and (for managers) a drop zone for each, every file its own request with progress. */
export const ReportMedia = ({ report: source, canEdit, onUploaded }: ReportMediaProps) => {
  const report = getFragmentData(ReportMediaFragment, source);
  const media = getFragmentData(MediaItemFragment, report.media);
  const client = useClient();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const next = useRef(0);
  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = async (key: number, file: File, category: MediaCategory) => {
    patch(key, { status: 'uploading', loaded: 0, error: null });
    const result = await client
      .mutation(
        UploadAccidentMediaMutation,
        { reportId: report.id, category, file },
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
    } else {
      patch(key, { status: 'done', loaded: file.size, total: file.size });
      onUploaded();
    }
  };

  const add = (category: MediaCategory) => (files: File[]) => {
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

  return (
    <Panel title="Photos and documents" className="panel-wide">
      {media.length === 0 ? (
        <EmptyState title="No photos or documents yet" />
      ) : (
        <MediaFileList items={media} categoryLabel={MEDIA_CATEGORY_LABEL} grouped />
      )}
      {canEdit && (
        <div className="form">
          {CATEGORIES.map((category) => (
            <FileDropZone
              key={category}
              label={`Upload ${MEDIA_CATEGORY_LABEL[category].toLowerCase()}: choose files or drop them here`}
              accept={ACCEPT}
              hint="JPEG, PNG, WebP, GIF or HEIC images, or PDFs, up to 20 MB each. Several at once."
              onFiles={add(category)}
            />
          ))}
          <UploadList
            uploads={uploads}
            onRetry={(item) => void send(item.key, item.file, item.category)}
            onDismiss={(item) => setUploads((list) => list.filter((other) => other.key !== item.key))}
          />
        </div>
      )}
    </Panel>
  );
};
