/**
 * A script of its own beside the shell (esbuild.mjs puts it first in index.html): it needs only the session check's
 * few modules, so it runs while the shell is still downloading and the first session check's requests go out then,
 * with the page's first queries that the server wrote into this route's HTML (src/graphql/firstAnswers.ts) — or
 * none of them, where the server wrote their answers too (server/http/firstAnswers.ts).
 */
import { askFirstQueries, readFirstQueryHints, readFirstSession } from './graphql/firstAnswers';
import { startSessionCheck } from './views/kit/app/sessionSource';
import { readTenantInput } from './views/kit/app/tenantStorage';

startSessionCheck(readFirstSession(document));
// In the tenant the app will try first (the tenant machine's first candidate); another choice leaves the answers unused.
const { queryTenant, storedTenant, cookieTenant } = readTenantInput(location.search);
askFirstQueries(readFirstQueryHints(document), queryTenant ?? storedTenant ?? cookieTenant);
