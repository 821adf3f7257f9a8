/** `npm run dev`: the esbuild watch build (rebuilds dist/ on change), then the server as `npm start` runs it. */
import { startWatch } from '../esbuild.mjs';

process.env.NODE_ENV ??= 'development';
await startWatch();
await import('./main');
