// Loading this module is a mistake: Legwork installs no native SQLite binding (package.json "overrides").
// The offline VIN decode reads the vPIC tables through node:sqlite, see server/vin/vpicSqlite.ts.
throw new Error('better-sqlite3 is not installed: Legwork reads SQLite through node:sqlite (server/vin/vpicSqlite.ts)');
