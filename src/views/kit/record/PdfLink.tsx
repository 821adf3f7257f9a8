import { downloadUrl } from './MediaFileList';

export type PdfLinkProps = {
  /** The stored PDF (Media's url and file name), or nothing yet. */
  file: { url: string; fileName: string } | null | undefined;
  /** What the PDF is of, for the link's name: "invoice INV-100001". */
  of: string;
  /** Said while there is no file. */
  missing?: string;
};

/** A document's PDF as a download link named by what it is of ("PDF of invoice INV-100001"), or why there is none. */
export const PdfLink = ({ file, of, missing = '—' }: PdfLinkProps) =>
  file ? (
    <a href={downloadUrl(file.url)} download={file.fileName}>
      PDF<span className="visually-hidden"> of {of}</span>
    </a>
  ) : (
    <span className="muted">{missing}</span>
  );
