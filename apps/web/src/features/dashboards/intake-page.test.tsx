import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { fetchStub, json } from '../../test/fixtures.ts';
import { IntakePage } from './intake-page.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const RECIPIENTS = { items: [{ organizationId: 'org-ins', name: 'Evergreen Mutual', kind: 'insurer' }] };
const CALENDAR = { items: [], providers: [{ id: 'u-maya', name: 'Dr. Maya Chen' }] };

function open(intake: () => Response) {
  const fetch = fetchStub({
    'GET /api/v1/front-desk/consent-recipients': () => json(RECIPIENTS),
    'GET /api/v1/calendar': () => json(CALENDAR),
    'POST /api/v1/front-desk/intake': intake,
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <MemoryRouter initialEntries={['/staff-dashboard/new-patient']}>
      <Routes>
        <Route path="/staff-dashboard/new-patient" element={<IntakePage />} />
        <Route path="/patients/:id" element={<p>record page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return fetch;
}

describe('the front desk intake', () => {
  it('sends the details, the signed consent and the documents as one request, then opens the record', async () => {
    const fetch = open(() =>
      json({ patient: { id: 'p-new' }, consents: [], documents: [], appointment: null }, 201),
    );
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Iris' } });
    fireEvent.change(screen.getByLabelText(/^Last name/), { target: { value: 'Moreau' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a consent' }));
    await screen.findByRole('option', { name: 'Evergreen Mutual (insurer)' });
    fireEvent.change(screen.getByLabelText('Shared with'), { target: { value: 'org-ins' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Billing and claims' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'The patient signed this consent form' }));
    const file = new File(['%PDF-1.4'], 'id-card.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Add documents'), { target: { files: [file] } });
    expect(screen.getByRole('list', { name: 'Documents to upload' }).textContent).toContain('id-card.pdf');
    fireEvent.click(screen.getByRole('button', { name: 'Register patient' }));
    expect(await screen.findByText('record page')).toBeTruthy();

    const sent = fetch.calls.find((c) => c.method === 'POST');
    const form = sent?.init?.body as FormData;
    const intake = JSON.parse(form.get('intake') as string);
    expect(intake.patient).toMatchObject({ firstName: 'Iris', lastName: 'Moreau' });
    expect(intake.consents).toEqual([
      {
        recipientOrganizationId: 'org-ins',
        purpose: 'payment',
        categories: ['billing'],
        end: null,
        signed: true,
      },
    ]);
    expect(intake.firstVisit).toBeNull();
    expect((form.getAll('documents')[0] as File).name).toBe('id-card.pdf');
  });

  it("shows the server's field errors in Spanish and stays on the form", async () => {
    await i18n.changeLanguage('es');
    open(() =>
      json(
        {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'x',
            details: { fields: { 'consents.0.signed': 'consentNotSigned' } },
          },
        },
        400,
      ),
    );
    fireEvent.change(screen.getByLabelText(/^Nombre/), { target: { value: 'Iris' } });
    fireEvent.change(screen.getByLabelText(/^Apellidos/), { target: { value: 'Moreau' } });
    fireEvent.click(screen.getByRole('button', { name: 'Añadir un consentimiento' }));
    fireEvent.click(screen.getByRole('button', { name: 'Registrar paciente' }));
    expect(await screen.findByText('Marca esto cuando el paciente haya firmado el formulario')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('No se guardó nada'));
    expect(screen.queryByText('record page')).toBeNull();
  });
});
