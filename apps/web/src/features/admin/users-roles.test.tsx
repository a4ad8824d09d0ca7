import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors.ts';
import { type AdminUser, adminApi } from './admin-api.ts';
import { UsersAndRoles } from './users-roles.tsx';

vi.mock('./admin-api.ts', () => ({
  adminApi: { users: vi.fn(), disable: vi.fn(), enable: vi.fn(), grantRole: vi.fn(), revokeRole: vi.fn() },
}));
vi.mock('../../lib/auth/index.ts', () => ({
  sessionStore: { reload: vi.fn() },
  useAuth: () => ({ session: { user: { id: 'me' } } }),
}));
vi.mock('../../lib/toast/toast-store.ts', () => ({ notify: vi.fn() }));

const mocked = vi.mocked(adminApi);
const person = (id: string, firstName: string, disabled = false): AdminUser => ({
  id,
  email: `${id}@example.test`,
  name: `${firstName} Test`,
  firstName,
  lastName: 'Test',
  emailVerified: true,
  twoFactorEnabled: false,
  profileComplete: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  roles: ['patient'],
  disabled,
});

async function renderList(items: AdminUser[]) {
  mocked.users.mockResolvedValue({ items, nextCursor: null });
  await act(async () => {
    render(<UsersAndRoles />);
  });
  return screen.findByRole('list', { name: 'Users' });
}

describe('admin users: disable and enable accounts', { timeout: 20_000 }, () => {
  beforeEach(() => vi.clearAllMocks());

  it('disables only after the confirm, then offers Enable', async () => {
    const list = await renderList([person('me', 'Admin'), person('u1', 'Ana')]);
    const [own, other] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(own).queryByRole('button', { name: /Disable account/ })).toBeNull(); // not yourself

    fireEvent.click(within(other).getByRole('button', { name: 'Disable account: Ana Test' }));
    expect(mocked.disable).not.toHaveBeenCalled();
    const dialog = screen.getByRole('dialog', { name: 'Disable Ana Test?' });
    expect(dialog.textContent).toContain('signed out everywhere');

    mocked.disable.mockResolvedValue(person('u1', 'Ana', true));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    });
    expect(mocked.disable).toHaveBeenCalledWith('u1');
    expect(await within(other).findByText('Disabled')).toBeTruthy();

    mocked.enable.mockResolvedValue(person('u1', 'Ana', false));
    await act(async () => {
      fireEvent.click(within(other).getByRole('button', { name: 'Enable account: Ana Test' }));
    });
    expect(mocked.enable).toHaveBeenCalledWith('u1');
    await waitFor(() => expect(within(other).queryByText('Disabled')).toBeNull());
  });

  it('keeps the account as it was when the server refuses', async () => {
    const list = await renderList([person('u2', 'Bo')]);
    mocked.disable.mockRejectedValue(new ApiError('LAST_ADMIN', 409));
    fireEvent.click(within(list).getByRole('button', { name: 'Disable account: Bo Test' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Disable account' }));
    });
    expect(within(list).queryByText('Disabled')).toBeNull();
  });
});
