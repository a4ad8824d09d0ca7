import { describe, expect, it } from 'vitest';
import type { Principal } from './access.ts';
import type { ServiceContext } from './service-context.ts';
import { activeOrganization, inScope, requireAccess } from './tenancy.ts';

const HOME = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

function principal(over: Partial<Principal> = {}): Principal {
  return {
    userId: 'u1',
    sessionId: 's1',
    roles: ['dietitian'],
    organizationIds: [HOME, OTHER],
    organization: { id: HOME, kind: 'practice' },
    platformAdmin: false,
    via: 'cookie',
    ...over,
  };
}

function ctx(actor: ServiceContext['actor'], organization: ServiceContext['organization']): ServiceContext {
  return {
    // no query may run in these cases: a db that fails loudly proves it
    db: new Proxy(
      {},
      {
        get: () => () => {
          throw new Error('no query expected');
        },
      },
    ) as never,
    actor,
    organization,
    request: { ip: null, requestId: null },
    now: () => new Date(0),
    log: console as never,
    mail: {} as never,
    config: {} as never,
    storage: {} as never,
  };
}

describe('activeOrganization', () => {
  it('is the principal’s active organization', () => {
    const p = principal();
    expect(activeOrganization(ctx(p, p.organization))).toEqual({ id: HOME, kind: 'practice' });
  });
  it('refuses a user who belongs to no organization, or one of another kind', () => {
    const none = principal({ organization: null, organizationIds: [] });
    expect(() => activeOrganization(ctx(none, null))).toThrow(expect.objectContaining({ code: 'FORBIDDEN' }));
    const p = principal();
    expect(() => activeOrganization(ctx(p, p.organization), ['laboratory'])).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });
  it('asks anonymous callers to sign in, and gives a system task none', () => {
    expect(() => activeOrganization(ctx({ system: true, name: 'anonymous' }, null))).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED' }),
    );
    expect(() => activeOrganization(ctx({ system: true, name: 'job:x' }, null))).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });
});

describe('inScope', () => {
  it('binds the active organization (never another membership)', () => {
    const p = principal();
    const clause = inScope(ctx(p, p.organization), { getSQL: () => undefined } as never);
    const params = JSON.stringify(clause);
    expect(params).toContain(HOME);
    expect(params).not.toContain(OTHER);
  });
  it('leaves a system task unscoped and refuses a user without an organization', () => {
    expect(JSON.stringify(inScope(ctx({ system: true, name: 'job:x' }, null), {} as never))).toContain(
      'true',
    );
    const none = principal({ organization: null, organizationIds: [] });
    expect(() => inScope(ctx(none, null), {} as never)).toThrow(
      expect.objectContaining({ code: 'FORBIDDEN' }),
    );
  });
});

describe('requireAccess', () => {
  it('answers NOT_FOUND for an organization the user is not a member of, whichever one is active', async () => {
    const p = principal();
    await expect(
      requireAccess(ctx(p, p.organization), 'organization', [HOME, OTHER]),
    ).resolves.toBeUndefined();
    const stranger = '33333333-3333-4333-8333-333333333333';
    await expect(
      requireAccess(ctx(p, p.organization), 'organization', [HOME, stranger]),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
  it('answers NOT_FOUND for a malformed id without querying, and accepts an empty list', async () => {
    const p = principal();
    await expect(requireAccess(ctx(p, p.organization), 'appointment', ['not-a-uuid'])).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(requireAccess(ctx(p, p.organization), 'appointment', [])).resolves.toBeUndefined();
  });
});
