import { graphql } from '@/generated';

/** /client-relations: the desk's accounts with their figures. */
export const ClientRelationsOverviewQuery = graphql(`
  query ClientRelationsOverview($accountManager: AccountManagerScope) {
    clientRelationsOverview(accountManager: $accountManager) {
      client {
        id
        displayName
      }
      ordersThisMonth
      ordersLastMonth
      latePickups
      lateDeliveries
      openQuotes
      oldestOpenQuoteDays
      openDamageClaims
    }
  }
`);

/** An account's view: its 90 days, open issues and contacts. */
export const AccountViewQuery = graphql(`
  query ClientAccountView($clientId: ID!) {
    clientHealth(clientId: $clientId) {
      since
      orders
      legsDelivered
      legsPromised
      legsOnTime
      onTimeRate
      legsDamaged
      damageRate
      invoicesPaid
      averagePaymentDays
      openIssues {
        kind
        id
        number
        href
        since
      }
      client {
        id
        displayName
        accountManager {
          id
          name
        }
        contacts {
          id
          type
          fullName
          title
          email
          phone
          phoneExt
          mobilePhone
        }
      }
    }
  }
`);

/** /client-relations/order-legs: a page of the desk's accounts' legs. */
export const RelationsLegsQuery = graphql(`
  query ClientRelationsLegs($first: Int, $page: Int, $search: String, $status: [OrderLegStatus!], $accountManager: AccountManagerScope) {
    orderLegs(first: $first, page: $page, search: $search, status: $status, accountManager: $accountManager) {
      data {
        id
        number
        status
        requestedPickup {
          mode
          date
        }
        requestedDelivery {
          mode
          date
        }
        confirmedPickupAt
        confirmedDeliveryAt
        order {
          id
          client {
            id
            displayName
          }
        }
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);
