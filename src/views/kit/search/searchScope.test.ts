import { describe, expect, it } from 'vitest';
import type { AccessUser } from '../../../domain/roles';
import { allResultsHref, CARRIER_SEARCH, PORTAL_SEARCH, STAFF_SEARCH, searchScopeOf } from './searchScope';
import { EMPTY_SEARCH } from './searchState';

const portalUser: AccessUser = { roles: ['CLIENT'], clients: [{ id: 'c1', deletedAt: null }], customers: [] };
const dispatcher: AccessUser = { roles: ['DISPATCH'], clients: [], customers: [] };
const driver: AccessUser = { roles: ['DRIVER'], clients: [], customers: [] };
const corolla = { ...EMPTY_SEARCH, query: 'corolla' };

describe("the palette's scope and its All results link", () => {
  it('follows the signed-in user, whichever layout opened the palette', () => {
    expect(searchScopeOf(portalUser, false)).toBe(PORTAL_SEARCH);
    expect(searchScopeOf(dispatcher, true)).toBe(STAFF_SEARCH);
    expect(searchScopeOf(driver, false)).toBe(CARRIER_SEARCH);
    expect(searchScopeOf(null, true)).toBe(PORTAL_SEARCH);
    expect(searchScopeOf(null, false)).toBe(STAFF_SEARCH);
  });

  it('sends a portal user to /portal/search with the query, staff to /search, a carrier nowhere', () => {
    expect(allResultsHref(searchScopeOf(portalUser, false), corolla)).toBe('/portal/search?q=corolla');
    expect(allResultsHref(searchScopeOf(dispatcher, false), corolla)).toBe('/search?q=corolla');
    expect(allResultsHref(searchScopeOf(driver, false), corolla)).toBeNull();
  });
});
