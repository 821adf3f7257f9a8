import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { inviteUserFormSchema, userAccessInputSchema } from '../../domain/users/schemas';
import { accessDraft, accessInput } from './UserAccessFields';

const EAST = '0e0e0e0e-0000-4000-8000-000000000001';
const CLIENT = '0e0e0e0e-0000-4000-8000-000000000002';

const errorsOf = (result: ReturnType<typeof userAccessInputSchema.safeParse>) => (result.success ? {} : fieldErrors(result.error));

describe('a user’s access form', () => {
  it('starts a new user in the current tenant with no role and no link', () => {
    expect(accessInput(accessDraft(null, EAST))).toEqual({
      name: '',
      roles: [],
      tenantIds: [EAST],
      clientIds: [],
      customerIds: [],
      driverId: null,
    });
  });

  it('edits a user from what their page shows, links by id', () => {
    const user = {
      name: 'Clara Client',
      roles: ['CLIENT' as const],
      tenants: [{ id: EAST, name: 'Legwork East' }],
      clients: [{ id: CLIENT, name: 'Acme' }],
      customers: [],
      driver: null,
    };
    const input = accessInput(accessDraft(user, EAST));
    expect(input).toMatchObject({ roles: ['CLIENT'], clientIds: [CLIENT], driverId: null });
    expect(userAccessInputSchema.safeParse(input).success).toBe(true);
  });

  it('shows the derived classes by the fields they are about, before anything is sent', () => {
    const base = accessInput(accessDraft(null, EAST));
    expect(errorsOf(userAccessInputSchema.safeParse({ ...base, name: 'Dee', roles: ['DRIVER'] }))).toEqual({
      driverId: ['A DRIVER user links exactly one driver.'],
    });
    expect(errorsOf(userAccessInputSchema.safeParse({ ...base, name: 'Cy', roles: ['CLIENT'] }))).toEqual({
      clientIds: ['A CLIENT user links at least one client.'],
    });
    expect(
      errorsOf(userAccessInputSchema.safeParse({ ...base, name: 'Di', roles: ['DISPATCH', 'CUSTOMER'], customerIds: [CLIENT] })),
    ).toEqual({
      roles: ['Operator staff roles cannot be combined with CLIENT, CUSTOMER or DRIVER.'],
    });
    const invite = inviteUserFormSchema.safeParse({ ...base, email: 'not an email', name: 'Sam', roles: ['DISPATCH'] });
    expect(invite.success ? {} : fieldErrors(invite.error)).toEqual({ email: ['The email must be a valid email address.'] });
  });
});
