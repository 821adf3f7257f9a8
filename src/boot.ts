/**
 * A script of its own beside the shell (esbuild.mjs puts it first in index.html): it needs only the session check's
 * few modules, so it runs while the shell is still downloading and the first session check's requests go out then.
 */
import { startSessionCheck } from './views/app/sessionSource';

startSessionCheck();
