import { render, screen, within } from '@testing-library/react';
import type { Workspace } from '@verdant/shared/workspace';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { fetchStub, json } from '../../test/fixtures.ts';
import { WorkspacePanels } from './workspace-panels.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const item = (over: Partial<Workspace['sections'][number]['items'][number]>) => ({
  id: 'x',
  title: 'Emma Rodriguez',
  detail: null,
  at: null,
  state: null,
  flag: null,
  count: null,
  href: '/',
  ...over,
});

const WORKSPACE: Workspace = {
  role: 'medical',
  sections: [
    {
      key: 'labResults',
      total: 7,
      href: '/medical/patients',
      items: [
        item({
          id: 'o1',
          detail: 'LAB-000001',
          state: 'final',
          flag: 'critical',
          count: 2,
          href: '/patients/p1/labs/o1',
        }),
      ],
    },
    { key: 'unsignedNotes', total: 0, href: '/medical/consultations', items: [] },
  ],
  figures: [
    { key: 'invoicedThisMonth', value: 125000, unit: 'money', currency: 'USD', limit: null },
    { key: 'patients', value: 12, unit: 'count', currency: null, limit: 50 },
  ],
};

function open() {
  const fetch = fetchStub({ 'GET /api/v1/workspace': () => json(WORKSPACE) });
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter>
      <WorkspacePanels as="medical" />
    </MemoryRouter>,
  );
  return fetch;
}

describe('the workspace panels', () => {
  it('show each section with its total, each item linking to its work with its flag and count', async () => {
    const fetch = open();
    const card = (await screen.findByRole('heading', { name: /New lab results/ })).closest('section')!;
    const link = within(card as HTMLElement).getByRole('link', { name: /Emma Rodriguez/ });
    expect(link.getAttribute('href')).toBe('/patients/p1/labs/o1');
    expect(link.textContent).toContain('Critical');
    expect(link.textContent).toContain('2 out of range');
    expect(within(card as HTMLElement).getByText('and 6 more')).toBeTruthy();
    expect(
      within(card as HTMLElement)
        .getByRole('link', { name: 'See all: New lab results' })
        .getAttribute('href'),
    ).toBe('/medical/patients');
    expect(screen.getByText('Every note is signed.')).toBeTruthy();
    expect(screen.getByText('$1,250')).toBeTruthy();
    expect(screen.getByText('12 of 50')).toBeTruthy();
    const asked = new URL(fetch.calls[0]!.path, 'http://x');
    expect(asked.pathname).toBe('/api/v1/workspace');
  });

  it('speak Spanish', async () => {
    await i18n.changeLanguage('es');
    open();
    expect(await screen.findByRole('heading', { name: /Resultados de laboratorio nuevos/ })).toBeTruthy();
    expect(screen.getByText(/2 fuera de rango/)).toBeTruthy();
    expect(screen.getByText('Todas las notas están firmadas.')).toBeTruthy();
  });
});
