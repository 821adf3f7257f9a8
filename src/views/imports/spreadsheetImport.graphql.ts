import { graphql } from '@/generated';

// The import dialog's documents: each step answers the import with the dialog's fragment, so graphcache keeps one
// record of it while the dialog polls its progress.

export const SpreadsheetImportFragment = graphql(`
  fragment SpreadsheetImportDialog_import on SpreadsheetImport {
    id
    fileName
    format
    status
    headers
    columns {
      field
      label
      required
      header
    }
    totalRows
    processedRows
    validRows
    importedRows
    failedRows
    problems(first: 100) {
      row
      messages
    }
    error
  }
`);

export const SpreadsheetImportQuery = graphql(`
  query SpreadsheetImport($id: ID!) {
    spreadsheetImport(id: $id) {
      ...SpreadsheetImportDialog_import
    }
  }
`);

export const SpreadsheetImportErrorsQuery = graphql(`
  query SpreadsheetImportErrors($id: ID!) {
    spreadsheetImport(id: $id) {
      id
      fileName
      errorCsv
    }
  }
`);

export const SpreadsheetImportTemplateQuery = graphql(`
  query SpreadsheetImportTemplate {
    spreadsheetImportTemplate
  }
`);

export const SpreadsheetImportTemplateXlsxQuery = graphql(`
  query SpreadsheetImportTemplateXlsx {
    spreadsheetImportTemplateXlsx
  }
`);

export const UploadSpreadsheetImportMutation = graphql(`
  mutation UploadSpreadsheetImport($file: File!) {
    uploadSpreadsheetImport(file: $file) {
      ...SpreadsheetImportDialog_import
    }
  }
`);

export const CheckSpreadsheetImportMutation = graphql(`
  mutation CheckSpreadsheetImport($id: ID!, $mapping: [SpreadsheetColumnInput!]!) {
    checkSpreadsheetImport(id: $id, mapping: $mapping) {
      ...SpreadsheetImportDialog_import
    }
  }
`);

export const RunSpreadsheetImportMutation = graphql(`
  mutation RunSpreadsheetImport($id: ID!) {
    runSpreadsheetImport(id: $id) {
      ...SpreadsheetImportDialog_import
    }
  }
`);
