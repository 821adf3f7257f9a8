/**
 * The page registry decides which routes are built (routes.ts holds every route; a route with a page is built).
 * These checks read the registry and the area folders themselves, so a forgotten registration or a misspelt
 * route name fails here rather than showing "not built yet" on a finished page.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeByName, routes } from '../routes';
import { AREA_PAGES, isBuilt, pageOf } from './pages';

const VIEWS = import.meta.dirname;
const areaFolders = fs.readdirSync(VIEWS).filter((folder) => folder !== 'kit' && fs.existsSync(path.join(VIEWS, folder, 'pages.ts')));

const registeredNames = AREA_PAGES.flatMap((pages) => Object.keys(pages));

describe('the page registry', () => {
  it.each(areaFolders)('registers every page that views/%s/pages.ts exports', async (folder) => {
    const exported: Record<string, Record<string, unknown>> = await import(`./${folder}/pages.ts`);
    const entries = Object.values(exported).flatMap((pages) => Object.entries(pages));
    expect(entries.length).toBeGreaterThan(0);
    for (const [name, page] of entries) expect(pageOf({ name }), `${folder}: ${name}`).toBe(page);
  });

  it('names only routes of the table, each once', () => {
    const names = new Set(routes.map((route) => route.name));
    expect(registeredNames.filter((name) => !names.has(name))).toEqual([]);
    expect(registeredNames.length).toBe(new Set(registeredNames).size);
  });

  it('builds a record page together with all of its tabs (the tab bar links to every one)', () => {
    const records = routes.filter((route) => isBuilt(route) && /\/:\w+$/.test(route.path));
    expect(records.map((route) => route.name)).toContain('orders-id');
    const tabs = records.flatMap((record) => routes.filter((route) => route.path.startsWith(`${record.path}/`)));
    expect(tabs.filter((tab) => !isBuilt(tab)).map((tab) => tab.name)).toEqual([]);
  });

  it('leaves a route without a page to the not-built page (every route of the table has one since issue 31)', () => {
    expect(isBuilt(routeByName('orders'))).toBe(true);
    expect(isBuilt(routeByName('admin-reports-invoices'))).toBe(true);
    expect(isBuilt({ name: 'a-route-nobody-registered' })).toBe(false);
    expect(pageOf({ name: 'a-route-nobody-registered' })).toBeUndefined();
    expect(routes.filter(isBuilt)).toHaveLength(registeredNames.length);
    expect(routes.filter((route) => !isBuilt(route)).map((route) => route.name)).toEqual([]);
  });

  it('marks exactly the registered routes built in the route table (src/generated/builtRoutes.ts; npm run codegen)', () => {
    expect(routes.filter((route) => route.built).map((route) => route.name)).toEqual(routes.filter(isBuilt).map((route) => route.name));
    expect(routes.filter((route) => !route.built).length).toBe(0);
  });
});
