import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../lib/api/query.ts';
import { DocumentsTab } from './documents-tab.tsx';
import { patientsApi } from './patients-api.ts';

vi.mock('./patients-api.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./patients-api.ts')>();
  return { patientsApi: { ...actual.patientsApi, documents: vi.fn() } };
});

const doc = {
  patientId: 'p1',
  uploadedBy: null,
  createdAt: '2026-03-01T10:00:00Z',
};

describe('the documents tab', () => {
  beforeEach(() => {
    queryClient.clear();
    vi.mocked(patientsApi.documents).mockResolvedValue({
      maxBytes: 10 * 1024 * 1024,
      items: [
        {
          ...doc,
          id: 'd1',
          filename: 'rash.heic',
          type: 'heic',
          contentType: 'image/heic',
          size: 2048,
          viewable: true,
          display: { contentType: 'image/jpeg', size: 900 },
        },
        {
          ...doc,
          id: 'd2',
          filename: 'old.heic',
          type: 'heic',
          contentType: 'image/heic',
          size: 4096,
          viewable: false,
          display: null,
        },
      ],
    });
  });

  it('shows a HEIC photo through its JPEG rendition and offers both files; one not converted is a download only', async () => {
    await act(async () => {
      render(
        <QueryClientProvider client={queryClient}>
          <DocumentsTab patientId="p1" />
        </QueryClientProvider>,
      );
    });
    const view = await screen.findByRole('link', { name: 'View rash.heic' });
    expect(view.getAttribute('href')).toBe('/api/v1/patients/p1/documents/d1/content?rendition=display');
    expect(screen.getByRole('link', { name: 'Download rash.heic' }).getAttribute('href')).toBe(
      '/api/v1/patients/p1/documents/d1/content?download=1',
    );
    const jpeg = screen.getByRole('link', { name: 'Download rash.jpg (JPEG)' });
    expect(jpeg.getAttribute('href')).toBe(
      '/api/v1/patients/p1/documents/d1/content?rendition=display&download=1',
    );
    expect(jpeg.getAttribute('download')).toBe('rash.jpg');
    expect(screen.getByText(/converted to JPEG for display/)).toBeTruthy();

    expect(screen.queryByRole('link', { name: 'View old.heic' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Download old.heic' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Download old.jpg (JPEG)' })).toBeNull();
  });
});
