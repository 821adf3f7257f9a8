import path from 'node:path';

/** Configuration is environment only, each variable with a default that runs on one machine (README.md#configuration). */
export type Config = {
  port: number;
  dataDir: string;
  /** postgres://… switches from the embedded PGlite database to a PostgreSQL server. */
  databaseUrl: string | null;
  redisUrl: string | null;
  /** Put before every Redis channel name: instances with another prefix never hear these events. */
  redisChannelPrefix: string;
  smtpUrl: string | null;
  mailFrom: string;
  appUrl: string;
  portalUrl: string | null;
  sessionSecret: string;
  production: boolean;
  /** Dev-only helpers (the dev mailbox at /dev/mail). */
  development: boolean;
  algolia: { appId: string | null; searchKey: string | null; adminKey: string | null };
  distDir: string;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const port = Number(env.PORT ?? 3000);
  const production = env.NODE_ENV === 'production';
  const sessionSecret = env.SESSION_SECRET ?? (production ? '' : 'legwork-development-secret-change-me');
  if (production && sessionSecret.length < 32) throw new Error('SESSION_SECRET must be set (32+ characters) in production');
  return {
    port,
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || null,
    redisUrl: env.REDIS_URL || null,
    redisChannelPrefix: env.REDIS_CHANNEL_PREFIX ?? '',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'Legwork <no-reply@legwork.test>',
    appUrl: (env.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    portalUrl: env.PORTAL_URL || null,
    sessionSecret,
    production,
    development: !production,
    algolia: {
      appId: env.ALGOLIA_APP_ID || null,
      searchKey: env.ALGOLIA_SEARCH_KEY || null,
      adminKey: env.ALGOLIA_ADMIN_KEY || null,
    },
    distDir: path.resolve(env.DIST_DIR ?? './dist'),
  };
};
