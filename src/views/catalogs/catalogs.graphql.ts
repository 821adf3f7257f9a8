import { graphql } from '@/generated';

// The catalog pages' documents: each list's row fragment, its query (the list kit's arguments) and the item's writes,
// which answer the row so graphcache updates the list in place.

export const BillingItemFragment = graphql(`
  fragment BillingItems_item on BillingItem {
    id
    code
    name
    type
    amount
    unit
    ratePercent
    stateProvince
    taxable
    ledgerAccount
    status
    inUse
    moves
    version
  }
`);

export const BillingItemsQuery = graphql(`
  query BillingItemsPage(
    $search: String
    $type: [LineItemType!]
    $status: CatalogItemStatus
    $orderBy: [BillingItemOrderBy!]
    $first: Int!
    $page: Int!
  ) {
    billingItems(search: $search, type: $type, status: $status, orderBy: $orderBy, first: $first, page: $page) {
      data {
        ...BillingItems_item
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const BillingItemCreateMutation = graphql(`
  mutation BillingItemCreate($input: BillingItemInput!) {
    createBillingItem(input: $input) {
      ...BillingItems_item
    }
  }
`);

export const BillingItemUpdateMutation = graphql(`
  mutation BillingItemUpdate($id: ID!, $version: Int!, $input: BillingItemInput!) {
    updateBillingItem(id: $id, version: $version, input: $input) {
      ...BillingItems_item
    }
  }
`);

export const BillingItemMoveMutations = {
  RETIRE: graphql(`
    mutation BillingItemRetire($id: ID!, $version: Int!) {
      retireBillingItem(id: $id, version: $version) {
        ...BillingItems_item
      }
    }
  `),
  RESTORE: graphql(`
    mutation BillingItemRestore($id: ID!, $version: Int!) {
      restoreBillingItem(id: $id, version: $version) {
        ...BillingItems_item
      }
    }
  `),
  DELETE: graphql(`
    mutation BillingItemDelete($id: ID!, $version: Int!) {
      deleteBillingItem(id: $id, version: $version) {
        id
      }
    }
  `),
};

export const ExpenseItemFragment = graphql(`
  fragment ExpenseItems_item on ExpenseItem {
    id
    code
    name
    type
    reimbursable
    receiptRequired
    ledgerAccount
    status
    inUse
    moves
    version
  }
`);

export const ExpenseItemsQuery = graphql(`
  query ExpenseItemsPage(
    $search: String
    $type: [SettlementExpenseType!]
    $status: CatalogItemStatus
    $orderBy: [ExpenseItemOrderBy!]
    $first: Int!
    $page: Int!
  ) {
    expenseItems(search: $search, type: $type, status: $status, orderBy: $orderBy, first: $first, page: $page) {
      data {
        ...ExpenseItems_item
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const ExpenseItemCreateMutation = graphql(`
  mutation ExpenseItemCreate($input: ExpenseItemInput!) {
    createExpenseItem(input: $input) {
      ...ExpenseItems_item
    }
  }
`);

export const ExpenseItemUpdateMutation = graphql(`
  mutation ExpenseItemUpdate($id: ID!, $version: Int!, $input: ExpenseItemInput!) {
    updateExpenseItem(id: $id, version: $version, input: $input) {
      ...ExpenseItems_item
    }
  }
`);

export const ExpenseItemMoveMutations = {
  RETIRE: graphql(`
    mutation ExpenseItemRetire($id: ID!, $version: Int!) {
      retireExpenseItem(id: $id, version: $version) {
        ...ExpenseItems_item
      }
    }
  `),
  RESTORE: graphql(`
    mutation ExpenseItemRestore($id: ID!, $version: Int!) {
      restoreExpenseItem(id: $id, version: $version) {
        ...ExpenseItems_item
      }
    }
  `),
  DELETE: graphql(`
    mutation ExpenseItemDelete($id: ID!, $version: Int!) {
      deleteExpenseItem(id: $id, version: $version) {
        id
      }
    }
  `),
};

export const DocumentTypeFragment = graphql(`
  fragment DocumentTypes_type on DocumentType {
    id
    name
    appliesTo
    retentionYears
    status
    inUse
    moves
    version
  }
`);

export const DocumentTypesQuery = graphql(`
  query DocumentTypesPage(
    $search: String
    $appliesTo: DocumentTarget
    $status: CatalogItemStatus
    $orderBy: [DocumentTypeOrderBy!]
    $first: Int!
    $page: Int!
  ) {
    documentTypes(search: $search, appliesTo: $appliesTo, status: $status, orderBy: $orderBy, first: $first, page: $page) {
      data {
        ...DocumentTypes_type
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const DocumentTypeCreateMutation = graphql(`
  mutation DocumentTypeCreate($input: DocumentTypeInput!) {
    createDocumentType(input: $input) {
      ...DocumentTypes_type
    }
  }
`);

export const DocumentTypeUpdateMutation = graphql(`
  mutation DocumentTypeUpdate($id: ID!, $version: Int!, $input: DocumentTypeInput!) {
    updateDocumentType(id: $id, version: $version, input: $input) {
      ...DocumentTypes_type
    }
  }
`);

export const DocumentTypeMoveMutations = {
  RETIRE: graphql(`
    mutation DocumentTypeRetire($id: ID!, $version: Int!) {
      retireDocumentType(id: $id, version: $version) {
        ...DocumentTypes_type
      }
    }
  `),
  RESTORE: graphql(`
    mutation DocumentTypeRestore($id: ID!, $version: Int!) {
      restoreDocumentType(id: $id, version: $version) {
        ...DocumentTypes_type
      }
    }
  `),
  DELETE: graphql(`
    mutation DocumentTypeDelete($id: ID!, $version: Int!) {
      deleteDocumentType(id: $id, version: $version) {
        id
      }
    }
  `),
};
