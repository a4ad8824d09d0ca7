import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchStub, json } from '../../test/fixtures.ts';
import { DietitianDashboard, MedicalDashboard } from './role-dashboards.tsx';

afterEach(() => vi.unstubAllGlobals());

const patientRow = (i: number) => ({
  id: `p${i}`,
  firstName: `First${i}`,
  lastName: `Last${i}`,
  email: null,
  phone: null,
  dateOfBirth: null,
  gender: null,
  city: null,
  status: 'active',
  platformAccess: 'none',
  lastVisitAt: i === 1 ? '2026-11-20T10:00:00Z' : null,
  createdAt: '2026-01-01T00:00:00Z',
});
const page = <T,>(items: T[], total: number) => ({
  items,
  page: 1,
  pageSize: 5,
  total,
  totalCapped: false,
  nextCursor: total > items.length ? '2' : null,
});

function open(Screen: () => React.ReactElement, path: string) {
  const fetch = fetchStub({
    'GET /api/v1/patients': () => json(page([1, 2].map(patientRow), 40)),
    'GET /api/v1/me/appointments': () => json({ items: [], nextCursor: null }),
    'GET /api/v1/diet-plans': () => json(page([], 0)),
    'GET /api/v1/consultations': () =>
      json({
        ...page(
          [
            {
              id: 'c1',
              patient: { id: 'p1', firstName: 'Emma', lastName: 'Rodriguez' },
              provider: { id: 'u1', name: 'Daniel Weiss' },
              occurredAt: '2026-11-24T09:00:00Z',
              sessionType: 'follow-up',
              status: 'draft',
              flags: [],
              tags: [],
              summary: null,
              signedAt: null,
              updatedAt: '2026-11-24T09:00:00Z',
            },
          ],
          1,
        ),
        notesVisible: true,
      }),
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter initialEntries={[path]}>
      <Screen />
    </MemoryRouter>,
  );
  return fetch;
}

describe('the professional landing screens', () => {
  it('list recent patients from the practice (latest visits first), each opening its record', async () => {
    const fetch = open(DietitianDashboard, '/dietitian/overview');
    const card = (await screen.findByRole('heading', { name: 'Recent patients' })).closest('section')!;
    const link = await within(card as HTMLElement).findByRole('link', { name: 'Last1, First1' });
    expect(link.getAttribute('href')).toBe('/dietitian/patients/p1');
    expect(
      within(card as HTMLElement)
        .getByRole('link', { name: 'All patients (40)' })
        .getAttribute('href'),
    ).toBe('/dietitian/patients');
    const asked = fetch.calls.find((c) => c.path === '/api/v1/patients');
    expect(asked).toBeTruthy();
    expect(screen.queryByText(/No patients yet/)).toBeNull();
  });

  it("show the medical professional's latest consultations", async () => {
    open(MedicalDashboard, '/medical');
    const link = await screen.findByRole('link', { name: 'Rodriguez, Emma' });
    expect(link.getAttribute('href')).toBe('/medical/consultations/c1');
    expect(screen.getByRole('link', { name: 'All consultations' }).getAttribute('href')).toBe(
      '/medical/consultations',
    );
  });
});
