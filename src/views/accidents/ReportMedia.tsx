import { Fragment, useRef, useState } from 'react';
import { useClient, useQuery } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import type { MediaCategory } from '@/generated/graphql';
import { MediaItemFragment } from '../../graphql/operations/activity';
import { RecordFileDropZone } from '../kit/record/FileDropZone';
import { MediaFileList } from '../kit/record/MediaFileList';
import { MEDIA_CATEGORY_LABEL } from '../kit/record/mediaLabels';
import { UploadDocumentTypesQuery } from '../kit/record/UploadForm';
import { UploadList } from '../kit/record/UploadList';
import { uploadError, useUploads } from '../kit/record/useUploads';
import { progressFetch } from '../kit/record/uploadFetch';
import { EmptyState } from '../kit/ui/EmptyState';
import { FieldSelect } from '../kit/ui/FieldSelect';
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
  mutation ReportMediaUpload($reportId: ID!, $category: MediaCategory!, $file: File!, $documentTypeId: ID) {
    uploadAccidentMedia(reportId: $reportId, category: $category, file: $file, documentTypeId: $documentTypeId) {
      id
      ...MediaItem
    }
  }
`);

const CATEGORIES: MediaCategory[] = ['PHOTOS', 'DOCUMENTS'];

export type ReportMediaProps = { report: FragmentType<typeof ReportMediaFragment>; canEdit: boolean; onUploaded: () => void };

/**
 * The report's photos and documents, and (for managers) a drop zone for each, every file its own request with progress;
 * beside the documents' zone, the document type they are filed under when the tenant has types for reports.
 */
export const ReportMedia = ({ report: source, canEdit, onUploaded }: ReportMediaProps) => {
  const report = getFragmentData(ReportMediaFragment, source);
  const media = getFragmentData(MediaItemFragment, report.media);
  const client = useClient();
  // A document is filed under the type chosen when it is sent (a retry takes the one chosen then).
  const [documentTypeId, setDocumentTypeId] = useState('');
  const documentType = useRef(documentTypeId);
  documentType.current = documentTypeId;
  const [{ data: types }] = useQuery({ query: UploadDocumentTypesQuery, variables: { appliesTo: 'ACCIDENT_REPORT' }, pause: !canEdit });
  const typeChoices = (types?.documentTypeChoices ?? []).map((type) => ({ value: type.id, label: type.name }));
  const { uploads, add, retry, dismiss } = useUploads(async (file, category, progress) => {
    const typed = category === 'DOCUMENTS' ? documentType.current || null : null;
    const result = await client
      .mutation(
        UploadAccidentMediaMutation,
        { reportId: report.id, category, file, documentTypeId: typed },
        { fetch: progressFetch(progress) },
      )
      .toPromise();
    const error = uploadError(result.error);
    if (!error) onUploaded();
    return error;
  });

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
            <Fragment key={category}>
              {category === 'DOCUMENTS' && typeChoices.length > 0 && (
                <FieldSelect
                  label="Document type"
                  placeholder="No type"
                  choices={typeChoices}
                  value={documentTypeId}
                  onChange={setDocumentTypeId}
                />
              )}
              <RecordFileDropZone noun={MEDIA_CATEGORY_LABEL[category].toLowerCase()} onFiles={(files) => add(files, category)} />
            </Fragment>
          ))}
          <UploadList uploads={uploads} onRetry={retry} onDismiss={dismiss} />
        </div>
      )}
    </Panel>
  );
};
