/** The catalogs area's public face (docs/adding-an-area.md): the document type an upload files a DOCUMENTS file under. */
export { checkDocumentType } from './catalogs.documents';
