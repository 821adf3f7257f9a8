import { graphql } from '@/generated';

/** /orders: one page (ORDER_PAGE_SIZE rows) of the filtered, sorted list; the table asks for the pages it scrolls to. */
export const OrdersListQuery = graphql(`
  query OrdersList(
    $first: Int!
    $page: Int!
    $where: OrderWhere
    $orderBy: [OrderOrderBy!]
    $status: [OrderListStatus!]
    $search: String
    $tagIds: [ID!]
    $accountManager: AccountManagerScope
  ) {
    orders(
      first: $first
      page: $page
      where: $where
      orderBy: $orderBy
      status: $status
      search: $search
      tagIds: $tagIds
      accountManager: $accountManager
    ) {
      data {
        id
        ...OrderRow_order
      }
      paginatorInfo {
        total
        currentPage
        lastPage
      }
    }
  }
`);

/** The CSV export: the same filter, every page, with the columns a spreadsheet wants (`after` for the default sort). */
export const OrdersExportQuery = graphql(`
  query OrdersExport(
    $first: Int!
    $page: Int!
    $after: ID
    $where: OrderWhere
    $orderBy: [OrderOrderBy!]
    $status: [OrderListStatus!]
    $search: String
    $tagIds: [ID!]
    $accountManager: AccountManagerScope
  ) {
    orders(
      first: $first
      page: $page
      after: $after
      where: $where
      orderBy: $orderBy
      status: $status
      search: $search
      tagIds: $tagIds
      accountManager: $accountManager
    ) {
      data {
        id
        ...OrderRow_order
        paymentStatus
        source
      }
      paginatorInfo {
        total
        hasMorePages
      }
    }
  }
`);
