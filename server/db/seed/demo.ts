import { hashPassword } from '../../auth/passwords';
import type { Database, Queryable } from '../database';
import { OPERATOR_STAFF_ROLES, type Role } from '../../../src/domain/roles';
import { type DemoDomainOptions, seedDemoDomain } from './orders';

export const DEMO_PASSWORD = 'password';

type DemoUser = {
  email: string;
  name: string;
  roles: Role[];
  tenants: ('east' | 'north')[];
  verified?: boolean;
  /** What the login table says in the role column of an account without a role. */
  note?: string;
};

const kebab = (role: string) => role.toLowerCase().replaceAll('_', '-');
const titleCase = (role: string) =>
  role
    .toLowerCase()
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

/** The demo accounts printed at start and listed in the README. */
export const DEMO_USERS: DemoUser[] = [
  { email: 'admin@legwork.test', name: 'Ada Admin', roles: ['ADMIN'], tenants: ['east', 'north'] },
  ...OPERATOR_STAFF_ROLES.filter((role) => role !== 'ADMIN').map(
    (role): DemoUser => ({ email: `${kebab(role)}@legwork.test`, name: `${titleCase(role)} Demo`, roles: [role], tenants: ['east'] }),
  ),
  { email: 'client@legwork.test', name: 'Clara Client', roles: ['CLIENT'], tenants: ['east'] },
  { email: 'customer@legwork.test', name: 'Cody Customer', roles: ['CUSTOMER'], tenants: ['east'] },
  { email: 'driver@legwork.test', name: 'Dale Driver', roles: ['DRIVER'], tenants: ['east'] },
  // A trucking company's dispatcher (Ridgeline Haulers, server/db/seed/carriers.ts): no role, linked to the company.
  { email: 'trucking@legwork.test', name: 'Terry Trucking', roles: [], tenants: ['east'], note: 'no role; Ridgeline Haulers dispatcher' },
  { email: 'inactive-client@legwork.test', name: 'Ingrid Inactive', roles: ['CLIENT'], tenants: ['east'] },
  { email: 'unverified@legwork.test', name: 'Uma Unverified', roles: ['DISPATCH'], tenants: ['east'], verified: false },
  { email: 'north-dispatch@legwork.test', name: 'Nora North', roles: ['DISPATCH'], tenants: ['north'] },
];

/** The demo logins as `npm start` prints them: email, role and tenant columns, each as wide as its longest entry. */
export const demoLoginLines = (users: DemoUser[] = DEMO_USERS): string[] => {
  const rows = users.map((user) => [user.email, user.roles.join(', ') || user.note || 'no role', user.tenants.join(', ')]);
  const widths = [0, 1].map((column) => Math.max(...rows.map((row) => row[column].length)));
  return rows.map(([email, roles, tenants]) => `  ${email.padEnd(widths[0])}  ${roles.padEnd(widths[1])}  ${tenants}`);
};

const insertId = async (tx: Queryable, sql: string, params: unknown[]): Promise<string> => {
  const { rows } = await tx.query<{ id: string }>(sql, params);
  return rows[0].id;
};

const asTenant = (tx: Queryable, tenantId: string) => tx.query("SELECT set_config('app.tenant_id', $1, true)", [tenantId]);

/** Seeds the demo tenants (not production: /admin/settings/demo may reset them) and accounts once; returns false when the database already holds data. */
export const seedDemo = async (db: Database, options: DemoDomainOptions = {}): Promise<boolean> => {
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM tenants');
  if (rows[0].n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const east = await insertId(
      tx,
      `INSERT INTO tenants (name, locale, currency, weight_unit, dimension_unit, distance_unit, fuel_unit, zone_size, production)
       VALUES ('Legwork East', 'en-US', 'USD', 'lb', 'in', 'mi', 'gal', 50, false) RETURNING id`,
      [],
    );
    const north = await insertId(
      tx,
      `INSERT INTO tenants (name, locale, currency, weight_unit, dimension_unit, distance_unit, fuel_unit, zone_size, fuel_base_price, fuel_economy, production)
       VALUES ('Legwork North', 'en-CA', 'CAD', 'kg', 'cm', 'km', 'L', 80, 100, 2.5, false) RETURNING id`,
      [],
    );
    const tenantIds = { east, north };
    const userIds = new Map<string, string>();
    for (const user of DEMO_USERS) {
      const id = await insertId(
        tx,
        `INSERT INTO users (email, name, password_hash, email_verified_at) VALUES ($1, $2, $3, $4) RETURNING id`,
        [user.email, user.name, passwordHash, user.verified === false ? null : new Date().toISOString()],
      );
      userIds.set(user.email, id);
      const [first, ...rest] = user.name.split(' ');
      await tx.query(`INSERT INTO user_contacts (user_id, first_name, last_name, email, phone, title) VALUES ($1, $2, $3, $4, $5, $6)`, [
        id,
        first,
        rest.join(' '),
        user.email,
        '555-0100',
        user.roles.map(titleCase).join(', '),
      ]);
      for (const role of user.roles) await tx.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2)', [id, role]);
      for (const tenant of user.tenants)
        await tx.query('INSERT INTO user_tenants (tenant_id, user_id) VALUES ($1, $2)', [tenantIds[tenant], id]);
    }

    await asTenant(tx, east);
    const client = (name: string, code: string, deleted = false) =>
      insertId(tx, 'INSERT INTO clients (tenant_id, display_name, code, deleted_at) VALUES ($1, $2, $3, $4) RETURNING id', [
        east,
        name,
        code,
        deleted ? new Date().toISOString() : null,
      ]);
    const customer = (tenantId: string, clientId: string, name: string, code: string) =>
      insertId(tx, 'INSERT INTO customers (tenant_id, client_id, display_name, code) VALUES ($1, $2, $3, $4) RETURNING id', [
        tenantId,
        clientId,
        name,
        code,
      ]);
    const northwind = await client('Northwind Motors', 'NWM');
    const downtown = await customer(east, northwind, 'Northwind Motors Downtown', 'NWM-DT');
    await customer(east, northwind, 'Northwind Motors Airport', 'NWM-AP');
    const harbor = await client('Harbor Rentals', 'HBR');
    await customer(east, harbor, 'Harbor Rentals Logan', 'HBR-LG');
    const bayside = await client('Bayside Auto Group', 'BAY', true);
    await tx.query('INSERT INTO client_users (tenant_id, client_id, user_id) VALUES ($1, $2, $3), ($1, $4, $5)', [
      east,
      northwind,
      userIds.get('client@legwork.test'),
      bayside,
      userIds.get('inactive-client@legwork.test'),
    ]);
    await tx.query('INSERT INTO customer_users (tenant_id, customer_id, user_id) VALUES ($1, $2, $3)', [
      east,
      downtown,
      userIds.get('customer@legwork.test'),
    ]);

    await asTenant(tx, north);
    const maple = await insertId(
      tx,
      "INSERT INTO clients (tenant_id, display_name, code) VALUES ($1, 'Maple Fleet Leasing', 'MFL') RETURNING id",
      [north],
    );
    await customer(north, maple, 'Maple Fleet Toronto', 'MFL-TO');
    await seedDemoDomain(tx, options);
  });
  // Statistics for the planner at once: PGlite has no autovacuum, and without them a portal user's queries (each row
  // checked by its policy) got plans that scanned whole tables.
  await db.exec('ANALYZE');
  return true;
};
