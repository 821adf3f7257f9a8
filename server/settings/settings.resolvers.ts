import { demoProgress } from '../../src/domain/settings/demoData';
import type { Resolvers } from '../../src/generated/resolvers';
import { requireSettingsAdmin } from './settings.access';
import {
  createFuelRate,
  deleteFuelRate,
  findFuelRate,
  fuelRateOn,
  importFuelRates,
  listFuelRates,
  previewFuelRateImport,
  updateFuelRate,
} from './settings.fuelRates';
import { demoData, demoHoldings, latestDemoJob, markTenantProduction, startDemoDataJob } from './settings.demo';
import { currencyLock, tenantSettings, updateTenantSettings } from './settings.tenant';

/**
 * /admin/settings and its fuel rates (settings.graphql), ADMIN's to read and write (settings.access.ts). Another
 * tenant's week is NOT_FOUND; every write and its audit row share the request's transaction.
 */
export const settingsResolvers: Resolvers = {
  Query: {
    tenantSettings: (_parent, _args, ctx) => tenantSettings(ctx),
    fuelRates: (_parent, args, ctx) => listFuelRates(ctx, args),
    fuelRate: (_parent, { id }, ctx) => findFuelRate(ctx, id),
    fuelRateOn: (_parent, { date }, ctx) => fuelRateOn(ctx, date),
    previewFuelRateImport: (_parent, { csv }, ctx) => previewFuelRateImport(ctx, csv),
    demoData: (_parent, _args, ctx) => demoData(ctx),
  },
  Mutation: {
    updateTenantSettings: (_parent, { version, input }, ctx) => updateTenantSettings(ctx, version, input),
    createFuelRate: (_parent, { input }, ctx) => createFuelRate(ctx, input),
    updateFuelRate: (_parent, { id, version, input }, ctx) => updateFuelRate(ctx, id, version, input),
    deleteFuelRate: (_parent, { id, version }, ctx) => deleteFuelRate(ctx, id, version),
    importFuelRates: (_parent, { csv, source }, ctx) => importFuelRates(ctx, csv, source),
    startDemoDataJob: (_parent, { kind, confirmation }, ctx) => startDemoDataJob(ctx, kind, confirmation),
    markTenantProduction: (_parent, { version, confirmation }, ctx) => markTenantProduction(ctx, version, confirmation),
  },
  TenantSettings: {
    tenant: (settings) => settings,
    currencyLocked: (settings, _args, ctx) => currencyLock(ctx.db, requireSettingsAdmin(ctx).tenantId, settings.currency),
  },
  DemoData: {
    holdings: (tenant, _args, ctx) => demoHoldings(ctx, tenant.id),
    job: (tenant, _args, ctx) => latestDemoJob(ctx, tenant.id),
  },
  DemoDataJob: {
    percent: (job) => demoProgress(job.step, job.steps),
  },
};
