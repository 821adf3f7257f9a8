import { graphql } from '@/generated';

// The settings pages' documents. The settings' save answers the session's Tenant too (SessionTenant, its id the
// tenant's), so graphcache updates every cached copy; the weeks' writes answer the row so the list updates in place.

export const TenantSettingsFragment = graphql(`
  fragment SettingsForm_settings on TenantSettings {
    id
    tenant {
      ...SessionTenant
    }
    fuelBasePrice
    fuelEconomy
    currencyLocked
    address
    remitTo
    version
  }
`);

export const TenantSettingsQuery = graphql(`
  query TenantSettingsPage {
    tenantSettings {
      ...SettingsForm_settings
    }
  }
`);

export const UpdateTenantSettingsMutation = graphql(`
  mutation UpdateTenantSettings($version: Int!, $input: TenantSettingsInput!) {
    updateTenantSettings(version: $version, input: $input) {
      ...SettingsForm_settings
    }
  }
`);

export const FuelRateFragment = graphql(`
  fragment FuelRates_week on FuelRate {
    id
    effectiveFrom
    pricePerUnit
    ratePerDistance
    source
    version
  }
`);

export const FuelRatesQuery = graphql(`
  query FuelRatesPage($from: String, $to: String, $orderBy: [FuelRateOrderBy!], $first: Int!, $page: Int!) {
    fuelRates(from: $from, to: $to, orderBy: $orderBy, first: $first, page: $page) {
      data {
        ...FuelRates_week
      }
      paginatorInfo {
        ...ListPaginator
      }
    }
  }
`);

export const FuelRateOnQuery = graphql(`
  query FuelRateOn($date: String!) {
    fuelRateOn(date: $date) {
      ...FuelRates_week
    }
  }
`);

export const CreateFuelRateMutation = graphql(`
  mutation CreateFuelRate($input: FuelRateInput!) {
    createFuelRate(input: $input) {
      ...FuelRates_week
    }
  }
`);

export const UpdateFuelRateMutation = graphql(`
  mutation UpdateFuelRate($id: ID!, $version: Int!, $input: FuelRateInput!) {
    updateFuelRate(id: $id, version: $version, input: $input) {
      ...FuelRates_week
    }
  }
`);

export const DeleteFuelRateMutation = graphql(`
  mutation DeleteFuelRate($id: ID!, $version: Int!) {
    deleteFuelRate(id: $id, version: $version) {
      id
    }
  }
`);

export const FuelRateImportFragment = graphql(`
  fragment FuelRateImport_result on FuelRateImport {
    rows {
      line
      effectiveFrom
      pricePerUnit
      ratePerDistance
      updates
    }
    errors {
      line
      text
      message
    }
    created
    updated
  }
`);

export const PreviewFuelRateImportQuery = graphql(`
  query PreviewFuelRateImport($csv: String!) {
    previewFuelRateImport(csv: $csv) {
      ...FuelRateImport_result
    }
  }
`);

export const ImportFuelRatesMutation = graphql(`
  mutation ImportFuelRates($csv: String!, $source: String) {
    importFuelRates(csv: $csv, source: $source) {
      created
      updated
    }
  }
`);
