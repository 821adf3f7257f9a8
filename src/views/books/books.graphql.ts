import { graphql } from '@/generated';

/** How many records of each kind an export or a preview holds, and their totals. */
export const BooksHoldsFragment = graphql(`
  fragment BooksHolds on BooksKindSummary {
    kind
    count
    total
  }
`);

/** One row of the past exports: the period, what it holds, and its file. */
export const BooksExportRowFragment = graphql(`
  fragment BooksExportRow on BooksExport {
    id
    format
    from
    to
    includeExported
    holds {
      ...BooksHolds
    }
    file {
      id
      url
      fileName
      size
    }
    createdByName
    createdAt
  }
`);

export const BooksExportPreviewQuery = graphql(`
  query BooksExportPreview($format: BooksExportFormat!, $from: String!, $to: String!, $includeExported: Boolean) {
    booksExportPreview(format: $format, from: $from, to: $to, includeExported: $includeExported) {
      format
      from
      to
      includeExported
      alreadyExported
      holds {
        ...BooksHolds
      }
    }
  }
`);

export const BooksExportsQuery = graphql(`
  query BooksExports($first: Int!, $page: Int!) {
    booksExports(first: $first, page: $page) {
      data {
        ...BooksExportRow
      }
      paginatorInfo {
        total
        currentPage
        lastPage
        firstItem
        lastItem
        hasMorePages
      }
    }
  }
`);

export const CreateBooksExportMutation = graphql(`
  mutation CreateBooksExport($input: CreateBooksExportInput!) {
    createBooksExport(input: $input) {
      ...BooksExportRow
    }
  }
`);

/** The tenant's default ledger accounts at their version. */
export const BooksAccountsFieldsFragment = graphql(`
  fragment BooksAccountsFields on BooksAccounts {
    receivable
    payable
    undepositedFunds
    taxPayable
    income
    expense
    incomeByType {
      type
      account
    }
    version
    updatedAt
  }
`);

export const BooksAccountsQuery = graphql(`
  query BooksAccounts {
    booksAccounts {
      ...BooksAccountsFields
    }
  }
`);

export const UpdateBooksAccountsMutation = graphql(`
  mutation UpdateBooksAccounts($version: Int!, $input: BooksAccountsInput!) {
    updateBooksAccounts(version: $version, input: $input) {
      ...BooksAccountsFields
    }
  }
`);
