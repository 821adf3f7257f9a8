import { getFragmentData } from '@/generated';
import type { BooksExportPreviewQuery as PreviewData } from '@/generated/graphql';
import { Alert } from '../kit/ui/Alert';
import { Spinner } from '../kit/ui/Spinner';
import { BooksHoldsFragment } from './books.graphql';
import { previewText } from './booksExport';

export type ExportPreviewProps = {
  /** The answer for the period as chosen; undefined until it comes (or while the period is not valid). */
  preview: PreviewData['booksExportPreview'] | undefined;
  fetching: boolean;
  error: string | null;
  /** The form's period is valid, so a preview was asked for. */
  asked: boolean;
  money: (minor: number) => string;
};

/** What the export will hold, kind by kind, before it is made: loading, an error, nothing to export, or the counts. */
export const ExportPreview = ({ preview, fetching, error, asked, money }: ExportPreviewProps) => {
  const body = () => {
    if (!asked) return <p>Choose a valid period to see what the export will hold.</p>;
    if (error) return <Alert tone="danger">{error}</Alert>;
    if (!preview) return fetching ? <Spinner label="Counting what the export will hold…" /> : null;
    const text = previewText({ ...preview, holds: getFragmentData(BooksHoldsFragment, preview.holds) }, money);
    return (
      <>
        <p>{text.summary}</p>
        {text.lines.length > 0 && (
          <ul>
            {text.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {text.note && <p className="field-hint">{text.note}</p>}
      </>
    );
  };
  return (
    <section className="books-preview" aria-label="Preview of the export" aria-busy={fetching || undefined}>
      <h3>Preview</h3>
      {body()}
    </section>
  );
};
