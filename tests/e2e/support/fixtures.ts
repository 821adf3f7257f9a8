/**
 * `test` with a stored sign-in per demo role: `test.use({ signedInAs: 'admin' })` opens every page of the
 * test already signed in. Each role signs in once per worker through the HTTP API into
 * `.tmp/e2e-auth/<role>.json` (the server starts on a fresh database every run, so files are rewritten, never reused
 * across runs). Tests that end a session (sign out, password reset) use their own sign-in, never these files.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { type Browser, type BrowserContext, test as base, expect } from '@playwright/test';
import { apiLogin } from './api';
import { DEMO_PASSWORD, DEMO_USERS, type DemoRole } from './users';

const AUTH_DIR = path.resolve('.tmp/e2e-auth');

export type AuthStates = {
  /** The storageState file of a demo role, signed in through the API on first use in this worker. */
  fileFor: (role: DemoRole) => Promise<string>;
  /** A fresh browser context signed in as the role (for tests with several users at once). */
  contextFor: (browser: Browser, role: DemoRole) => Promise<BrowserContext>;
};

type TestFixtures = { signedInAs: DemoRole | null };
type WorkerFixtures = { authStates: AuthStates };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  signedInAs: [null, { option: true }],

  authStates: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const files = new Map<DemoRole, Promise<string>>();
      await fs.mkdir(AUTH_DIR, { recursive: true });

      const signIn = async (role: DemoRole): Promise<string> => {
        const file = path.join(AUTH_DIR, `${role}.json`);
        const request = await playwright.request.newContext({ baseURL });
        try {
          await apiLogin(request, DEMO_USERS[role].email, DEMO_PASSWORD);
          await request.storageState({ path: file });
        } finally {
          await request.dispose();
        }
        return file;
      };

      const fileFor = (role: DemoRole): Promise<string> => {
        let file = files.get(role);
        if (!file) {
          file = signIn(role);
          files.set(role, file);
        }
        return file;
      };

      await use({
        fileFor,
        contextFor: async (browser, role) => browser.newContext({ baseURL, storageState: await fileFor(role) }),
      });
    },
    { scope: 'worker' },
  ],

  storageState: async ({ signedInAs, authStates, storageState }, use) => {
    await use(signedInAs ? await authStates.fileFor(signedInAs) : storageState);
  },
});

export { expect };
