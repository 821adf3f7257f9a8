import './csp';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PageError } from './http/errors';
import { App } from './views/App';
import { createAppInspect } from './views/kit/app/devTools';
import { createAppRuntime } from './views/kit/app/runtime';
import { preloadRoute } from './views/kit/router/preload';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

preloadRoute(window.location.pathname);

const inspect = await createAppInspect({ dev: process.env.NODE_ENV === 'development', search: window.location.search });
// The server puts PORTAL_URL (the external portal address, where portal users land when it is set) into the shell as a
// meta tag (docs/decisions.md#runtime-settings-reach-the-spa-through-the-html-shell).
const portalUrl = document.querySelector('meta[name="legwork-portal-url"]')?.getAttribute('content') || null;
// The build this page runs (scripts/build/html.mjs): the build watcher compares builds/latest.json with it.
const buildId = document.querySelector('meta[name="legwork-build"]')?.getAttribute('content') || null;
const runtime = createAppRuntime({ inspect, portalUrl, buildId });

// A 404 thrown by a view is a page, not a defect: keep it out of the console (the boundary shows it).
const onCaughtError = (error: unknown, info: { componentStack?: string }) => {
  if (error instanceof PageError && error.status === 404) return;
  console.error(error, info.componentStack);
};

createRoot(root, { onCaughtError }).render(
  <StrictMode>
    <App runtime={runtime} />
  </StrictMode>,
);
