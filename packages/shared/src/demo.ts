import { landingRouteFor, type Role } from './roles.ts';

/**
 * Demo accounts created on the first start of an empty database (unless `DEMO_DATA=false` or
 * `--no-demo`). One module so the server seed, the README and the e2e suite agree.
 */
export const DEMO_PASSWORD = 'Verdant-demo-2026';
export const DEMO_EMAIL_DOMAIN = 'demo.verdant.health';

export type DemoOrganizationKey = 'practice' | 'practice2' | 'laboratory' | 'insurer';

export interface DemoOrganization {
  key: DemoOrganizationKey;
  name: string;
  kind: 'practice' | 'laboratory' | 'insurer';
  plan: 'starter' | 'professional' | 'enterprise';
  /** Fixed so the demo is reproducible; real organizations get a random code. */
  joinCode: string;
}

export const DEMO_ORGANIZATIONS: readonly DemoOrganization[] = [
  {
    key: 'practice',
    name: 'Verdant Demo Practice',
    kind: 'practice',
    plan: 'professional',
    joinCode: 'DEMO-PRAC',
  },
  {
    // a second practice, with its own dietitian and patients: the first practice's records are not theirs
    key: 'practice2',
    name: 'Harbor Nutrition Clinic',
    kind: 'practice',
    plan: 'starter',
    joinCode: 'DEMO-HRBR',
  },
  {
    key: 'laboratory',
    name: 'Verdant Demo Laboratory',
    kind: 'laboratory',
    plan: 'professional',
    joinCode: 'DEMO-LABS',
  },
  {
    key: 'insurer',
    name: 'Verdant Demo Insurance',
    kind: 'insurer',
    plan: 'enterprise',
    joinCode: 'DEMO-INSR',
  },
];

export interface DemoAccount {
  /** `admin`, `dietitian`, … `multi` or `dietitian2`; the local part of the e-mail address. */
  key: Role | 'multi' | 'dietitian2';
  email: string;
  firstName: string;
  lastName: string;
  /** Display name (`name` on the user), with the title where there is one. */
  name: string;
  roles: readonly Role[];
  /** The organization the account belongs to, and as what. */
  organization: { key: DemoOrganizationKey; orgRole: 'owner' | 'member' } | null;
  /** Where the web app lands after sign-in (the home of the highest-priority role). */
  landingRoute: string;
}

function account(
  key: DemoAccount['key'],
  firstName: string,
  lastName: string,
  roles: readonly Role[],
  organization: DemoAccount['organization'],
  title = '',
): DemoAccount {
  return {
    key,
    email: `${key}@${DEMO_EMAIL_DOMAIN}`,
    firstName,
    lastName,
    name: `${title ? `${title} ` : ''}${firstName} ${lastName}`,
    roles,
    organization,
    landingRoute: landingRouteFor(roles),
  };
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  account('admin', 'Jordan', 'Reyes', ['admin'], { key: 'practice', orgRole: 'member' }),
  account('dietitian', 'Maya', 'Chen', ['dietitian'], { key: 'practice', orgRole: 'owner' }, 'Dr.'),
  account('staff', 'Samuel', 'Okafor', ['staff'], { key: 'practice', orgRole: 'member' }),
  account('medical', 'Daniel', 'Weiss', ['medical'], { key: 'practice', orgRole: 'member' }, 'Dr.'),
  account('fitness', 'Lena', 'Park', ['fitness'], { key: 'practice', orgRole: 'member' }),
  account('lab', 'Priya', 'Natarajan', ['lab'], { key: 'laboratory', orgRole: 'owner' }),
  account('insurance', 'Thomas', 'Becker', ['insurance'], { key: 'insurer', orgRole: 'owner' }),
  account('patient', 'Emma', 'Rodriguez', ['patient'], null),
  account('multi', 'Chris', 'Taylor', ['dietitian', 'fitness', 'patient'], {
    key: 'practice',
    orgRole: 'member',
  }),
  account('dietitian2', 'Noor', 'Haddad', ['dietitian'], { key: 'practice2', orgRole: 'owner' }),
];
