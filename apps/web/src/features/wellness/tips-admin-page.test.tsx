import type { HealthTipAdmin, HealthTipList } from '@verdant/shared/wellness';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query.ts';
import { fetchStub, json } from '../../test/fixtures.ts';
import { TipsAdminPage } from './tips-admin-page.tsx';

const tip = (id: string, over: Partial<HealthTipAdmin> = {}): HealthTipAdmin => ({
  id,
  owner: 'platform',
  category: 'sleep',
  textEn: `Keep a regular bedtime (${id}).`,
  textEs: `Acuéstate a la misma hora (${id}).`,
  sourceName: 'CDC, Sleep',
  sourceUrl: 'https://www.cdc.gov/sleep/',
  active: true,
  hidden: false,
  editable: false,
  updatedAt: '2026-11-01T00:00:00Z',
  ...over,
});

beforeEach(() => queryClient.clear());
afterEach(() => vi.unstubAllGlobals());

function mount(list: HealthTipList, routes: Parameters<typeof fetchStub>[0] = {}) {
  const stub = fetchStub({ 'GET /api/v1/admin/health-tips': () => json(list), ...routes });
  vi.stubGlobal('fetch', stub);
  render(
    <MemoryRouter>
      <TipsAdminPage />
    </MemoryRouter>,
  );
  return stub;
}

describe('the health tips editor', () => {
  it("lets a practice's administrator hide a platform tip and add the practice's own, not edit the platform's", async () => {
    const stub = mount(
      {
        canEditPlatform: false,
        practice: true,
        rotation: 2,
        items: [tip('a'), tip('b', { owner: 'practice', editable: true })],
      },
      {
        'PUT /api/v1/admin/health-tips/a/hidden': () => json(tip('a', { hidden: true })),
        'POST /api/v1/admin/health-tips': () => json(tip('c', { owner: 'practice', editable: true }), 201),
      },
    );
    const items = await screen.findAllByTestId('tip-item');
    expect(within(items[0]!).queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: /^Edit/ })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(items[0]!).getByRole('button', { name: /Hide for my practice/ }));
    expect(JSON.parse(String(stub.calls.find((c) => c.method === 'PUT')?.init?.body))).toEqual({
      hidden: true,
    });
    await user.click(screen.getByRole('button', { name: 'Add a tip' }));
    const form = screen.getByRole('form', { name: 'New tip' });
    await user.type(within(form).getByLabelText('Text in English'), 'Drink water with every meal.');
    await user.type(within(form).getByLabelText('Text in Spanish'), 'Bebe agua en cada comida.');
    await user.type(within(form).getByLabelText('Source (who says so)'), 'WHO');
    await user.clear(within(form).getByLabelText('Source address (https://)'));
    await user.type(within(form).getByLabelText('Source address (https://)'), 'https://www.who.int/');
    await user.click(within(form).getByRole('button', { name: 'Save tip' }));
    const post = stub.calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      category: 'nutrition',
      textEn: 'Drink water with every meal.',
      textEs: 'Bebe agua en cada comida.',
      sourceName: 'WHO',
      sourceUrl: 'https://www.who.int/',
      active: true,
      owner: 'practice',
    });
  });

  it('shows the server’s refusal of a field in the form, translated', async () => {
    mount(
      { canEditPlatform: true, practice: false, rotation: 1, items: [tip('a', { editable: true })] },
      {
        'PATCH /api/v1/admin/health-tips/a': () =>
          json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'x',
                details: { fields: { sourceUrl: 'httpsUrl' } },
              },
            },
            400,
          ),
      },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^Edit the tip/ }));
    await user.click(screen.getByRole('button', { name: 'Save tip' }));
    expect(await screen.findByText('Enter an https:// address')).toBeTruthy();
  });
});
