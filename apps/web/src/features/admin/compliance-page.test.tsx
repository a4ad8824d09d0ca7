import type { ComplianceReport } from '@verdant/shared/compliance';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query.ts';
import { complianceApi } from './compliance-api.ts';
import CompliancePage from './compliance-page.tsx';

vi.mock('./compliance-api.ts', async (original) => {
  const actual = await original<typeof import('./compliance-api.ts')>();
  return {
    ...actual,
    complianceApi: {
      ...actual.complianceApi,
      report: vi.fn(),
      breaches: vi.fn(),
      setTwoFactor: vi.fn(),
      createBreach: vi.fn(),
    },
  };
});
vi.mock('../../lib/auth/index.ts', () => ({ useAuth: () => ({ session: { user: { id: 'me' } } }) }));
vi.mock('../../lib/toast/toast-store.ts', () => ({ toast: vi.fn() }));

const mocked = vi.mocked(complianceApi);

function report(required: boolean): ComplianceReport {
  return {
    organizationName: 'Verdant Demo Practice',
    generatedAt: '2026-11-28T10:00:00.000Z',
    items: [
      { key: 'twoFactor', state: required ? 'ok' : 'attention', facts: { required, people: 5, without: 4 } },
      { key: 'backups', state: 'failing', facts: { lastAt: null, hours: 24, platformAdmin: true } },
      { key: 'encryption', state: 'info', facts: { database: 'pglite', storage: 'local' } },
    ],
    breakGlass: [],
    unusedRoles: [],
  };
}

async function renderPage() {
  await act(async () => {
    render(
      <MemoryRouter initialEntries={['/admin/compliance']}>
        <CompliancePage />
      </MemoryRouter>,
    );
  });
  return screen.findByRole('list', { name: 'Compliance checklist' });
}

describe('the compliance checklist', { timeout: 20_000 }, () => {
  beforeEach(() => {
    vi.clearAllMocks();
    queryClient.clear();
    mocked.breaches.mockResolvedValue([]);
  });

  it('shows each item with its state, its figures and how to fix it', async () => {
    mocked.report.mockResolvedValue(report(false));
    const list = await renderPage();
    const twoFactor = within(list).getByTestId('compliance-twoFactor');
    expect(twoFactor.textContent).toContain('Needs attention');
    expect(twoFactor.textContent).toContain(
      'Not required. 4 of 5 professionals and staff have not set it up.',
    );
    expect(twoFactor.textContent).toContain('How to fix:');
    const backups = within(list).getByTestId('compliance-backups');
    expect(backups.textContent).toContain('Failing');
    expect(backups.textContent).toContain('(last one: never)');
    expect(within(backups).getByRole('link', { name: 'Open backups' }).getAttribute('href')).toBe(
      '/admin/data',
    );
    expect(within(list).getByTestId('compliance-encryption').textContent).toContain(
      'does not encrypt its data itself',
    );
  });

  it('requires two-factor with one click and shows the item fixed', async () => {
    mocked.report.mockResolvedValueOnce(report(false)).mockResolvedValue(report(true));
    mocked.setTwoFactor.mockResolvedValue({ required: true, withoutTwoFactor: 4 });
    const list = await renderPage();
    await act(async () => {
      fireEvent.click(within(list).getByRole('button', { name: 'Require two-factor' }));
    });
    expect(mocked.setTwoFactor.mock.calls[0]?.[0]).toBe(true);
    const fixed = await within(list).findByRole('button', { name: 'Stop requiring two-factor' });
    const item = within(list).getByTestId('compliance-twoFactor');
    expect(item.contains(fixed)).toBe(true);
    expect(item.textContent).toContain('OK');
    expect(item.textContent).not.toContain('How to fix:');
  });
});
