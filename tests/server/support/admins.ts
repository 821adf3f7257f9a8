import { signedIn, type TestClient } from './client';
import { tenantIdOf } from './helpers';
import { startTestServer, type TestServer } from './testServer';

/** A server on the shared seeded database, East's admin and dispatcher, and the same admin acting for North. */
export type AdminWorld = { server: TestServer; east: string; admin: TestClient; dispatch: TestClient; northAdmin: TestClient };

export const startAdminWorld = async (): Promise<AdminWorld> => {
  const server = await startTestServer();
  return {
    server,
    east: await tenantIdOf(server.db, 'Legwork East'),
    admin: await signedIn(server.url, 'admin@legwork.test'),
    dispatch: await signedIn(server.url, 'dispatch@legwork.test'),
    northAdmin: await signedIn(server.url, 'admin@legwork.test', 'Legwork North'),
  };
};
