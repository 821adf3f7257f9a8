import { requirePinnedNode } from '../../../server/runtime';

/** Playwright's runner says which Node it runs on and stops unless it is the pinned one; the web server's is in runtime.spec.ts. */
export default function globalSetup() {
  requirePinnedNode('playwright');
}
