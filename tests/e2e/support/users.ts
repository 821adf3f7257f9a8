/** The demo accounts the server seeds on a fresh database (server/db/seed/demo.ts), password "password". */
export const DEMO_PASSWORD = 'password';

export type DemoUser = { email: string; name: string; home: '/dashboard' | '/portal' };

export const DEMO_USERS = {
  admin: { email: 'admin@legwork.test', name: 'Ada Admin', home: '/dashboard' },
  dispatch: { email: 'dispatch@legwork.test', name: 'Dispatch Demo', home: '/dashboard' },
  member: { email: 'member@legwork.test', name: 'Member Demo', home: '/dashboard' },
  client: { email: 'client@legwork.test', name: 'Clara Client', home: '/portal' },
  customer: { email: 'customer@legwork.test', name: 'Cody Customer', home: '/portal' },
  driver: { email: 'driver@legwork.test', name: 'Dale Driver', home: '/dashboard' },
  inactiveClient: { email: 'inactive-client@legwork.test', name: 'Ingrid Inactive', home: '/portal' },
} as const satisfies Record<string, DemoUser>;

export type DemoRole = keyof typeof DEMO_USERS;

/** An address no other test (or earlier run) uses: fresh accounts keep the demo accounts untouched. */
export const uniqueEmail = (label: string): string =>
  `e2e-${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
