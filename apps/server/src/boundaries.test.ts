/**
 * The layer and module boundaries that `npm run lint` enforces (biome.json, noRestrictedImports; see
 * docs/decisions/0023): a file is written into the tree with a given import, the linter is run on it,
 * and it must fail for a wrong import and pass for the allowed one.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('.', import.meta.url).pathname;
const ROOT = join(SRC, '..', '..', '..');
const BIOME = join(ROOT, 'node_modules', '.bin', 'biome');

const WEB_SRC = join(ROOT, 'apps', 'web', 'src');

/** Lints a probe file at `dir/name` (under `root`) holding `code`; the probe is removed afterwards. */
function lint(dir: string, code: string, name = `boundary-probe-${process.pid}.ts`, root = SRC) {
  const file = join(root, dir, name);
  writeFileSync(file, code);
  try {
    const r = spawnSync(BIOME, ['lint', '--only=style/noRestrictedImports', file], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    const output = `${r.stdout}${r.stderr}`;
    if (r.status === 0 && /Checked 1 file/.test(output)) return 'allowed';
    if (r.status !== 0 && output.includes('lint/style/noRestrictedImports')) return 'refused';
    return `linter failed otherwise: ${output}`;
  } finally {
    rmSync(file, { force: true });
  }
}

const use = (what: string, from: string) =>
  `import { ${what} } from '${from}';\nexport const probe = ${what};\n`;

describe('module boundaries', { timeout: 60_000 }, () => {
  it("refuses a module reaching into another module's internals, and allows its index.ts", () => {
    expect(lint('modules/booking', use('getPublishedProfile', '../providers/service.ts'))).toBe('refused');
    expect(lint('modules/booking', use('getPublishedProfile', '../providers/index.ts'))).toBe('allowed');
    // The module's own files and the layers below stay open to it.
    expect(lint('modules/booking', use('newConfirmationCode', './service.ts'))).toBe('allowed');
    expect(lint('modules/booking', use('AppError', '../../platform/errors.ts'))).toBe('allowed');
  });

  it('refuses the same from a folder nested inside a module', () => {
    const nested = 'modules/booking/emails';
    const inNested = (code: string) => {
      const dir = join(SRC, nested);
      const created = !existsSync(dir);
      if (created) mkdirSync(dir, { recursive: true });
      try {
        return lint(nested, code);
      } finally {
        if (created) rmSync(dir, { recursive: true, force: true });
      }
    };
    expect(inNested(use('computeSlots', '../../scheduling/slots.ts'))).toBe('refused');
    expect(inNested(use('computeSlots', '../../scheduling/index.ts'))).toBe('allowed');
  });

  it('refuses the platform importing a module or the auth layer', () => {
    expect(lint('platform', use('indexHtmlResponse', '../modules/seo/index.ts'))).toBe('refused');
    expect(lint('platform', use('hashPassword', '../auth/password.ts'))).toBe('refused');
    expect(lint('platform', use('AppError', './errors.ts'))).toBe('allowed');
  });

  it('refuses the database schema importing a module', () => {
    expect(lint('db/schema', use('createAccount', '../../modules/accounts/index.ts'))).toBe('refused');
    expect(lint('db/schema', use('user', './auth.ts'))).toBe('allowed');
  });

  it('refuses the seed and the app reaching past a public face', () => {
    expect(lint('seed', use('createOrganization', '../modules/organizations/create.ts'))).toBe('refused');
    expect(lint('seed', use('createOrganization', '../modules/organizations/index.ts'))).toBe('allowed');
    expect(lint('.', use('meRoutes', './modules/me/routes.ts'))).toBe('refused');
    expect(lint('.', use('meRoutes', './modules/me/index.ts'))).toBe('allowed');
  });

  it('refuses a web feature importing the app shell, and components or lib importing a feature', () => {
    const web = (dir: string, code: string) => lint(dir, code, undefined, WEB_SRC);
    expect(web('features/auth', use('RequireAccess', '../../app/guards.tsx'))).toBe('refused');
    expect(web('features/auth', use('RequireSession', '../../components/require-session.tsx'))).toBe(
      'allowed',
    );
    expect(web('components', use('patientsApi', '../features/patients/patients-api.ts'))).toBe('refused');
    expect(web('lib/api', use('AppLayout', '../../app/layouts/app-layout.tsx'))).toBe('refused');
    expect(web('lib/api', use('api', './client.ts'))).toBe('allowed');
  });
});
