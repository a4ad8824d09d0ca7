import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api/errors.ts';
import { AddPatientPage } from './patient-form-page.tsx';
import { patientsApi } from './patients-api.ts';
import { setUnitSystem } from './units.ts';

vi.mock('./patients-api.ts', () => ({ patientsApi: { create: vi.fn() } }));
vi.mock('../../lib/toast/toast-store.ts', () => ({ toast: vi.fn() }));

const create = vi.mocked(patientsApi.create);

function renderForm() {
  render(
    <MemoryRouter initialEntries={['/add-patient']}>
      <Routes>
        <Route path="/add-patient" element={<AddPatientPage />} />
        <Route path="/patients/:id" element={<p>record opened</p>} />
      </Routes>
    </MemoryRouter>,
  );
  const form = screen.getByRole('form', { name: 'Patient details' });
  fireEvent.change(within(form).getByLabelText('First name'), { target: { value: 'Ana' } });
  fireEvent.change(within(form).getByLabelText('Last name'), { target: { value: 'Ruiz' } });
  return form;
}

async function submit(form: HTMLElement) {
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Add patient' }));
  });
}

describe('add patient form', { timeout: 20_000 }, () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => setUnitSystem('metric'));

  it('at the plan limit shows the limit and the way to upgrade, and stays on the form', async () => {
    create.mockRejectedValue(
      new ApiError('PATIENT_LIMIT_REACHED', 402, 'limit', { limit: 50, active: 50, plan: 'starter' }),
    );
    const form = renderForm();
    await submit(form);
    expect(screen.getByText(/The Starter plan allows up to 50 active patients/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See your plan in settings' }).getAttribute('href')).toBe(
      '/settings#organization',
    );
    expect(screen.queryByText('record opened')).toBeNull();
  });

  it("shows the server's field errors next to their fields, list entries included", async () => {
    create.mockRejectedValue(
      new ApiError('VALIDATION_FAILED', 400, 'invalid', {
        fields: { phone: 'phoneInvalid', 'medicalConditions.0.name': 'itemRequired' },
      }),
    );
    const form = renderForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Add condition' }));
    fireEvent.change(within(form).getByLabelText('Since'), { target: { value: '2020-01' } });
    await submit(form);
    const phone = within(form).getByLabelText('Phone');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Enter a phone number (digits, spaces, + - ( ) only)')).toBeTruthy();
    expect(within(form).getByLabelText('Condition').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('This entry needs a name')).toBeTruthy();
  });

  it('takes US units and sends SI (cm, kg), with the allergens and free-text allergies', async () => {
    create.mockResolvedValue({ id: 'p9' } as Awaited<ReturnType<typeof patientsApi.create>>);
    setUnitSystem('us');
    const form = renderForm();
    fireEvent.change(within(form).getByLabelText('Height (ft)'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('and inches'), { target: { value: '10' } });
    fireEvent.change(within(form).getByLabelText('Weight (lb)'), { target: { value: '150' } });
    fireEvent.click(within(form).getByLabelText('Sesame'));
    fireEvent.change(within(form).getByLabelText('Add another allergy'), { target: { value: 'Latex' } });
    await submit(form);
    expect(create).toHaveBeenCalledTimes(1);
    const input = create.mock.calls[0]![0];
    expect(input).toMatchObject({
      firstName: 'Ana',
      lastName: 'Ruiz',
      heightCm: 177.8,
      weightKg: 68,
      allergies: { allergens: ['sesame'], other: ['Latex'] },
    });
    expect(screen.getByText('record opened')).toBeTruthy();
  });

  it('refuses to send without first and last name (its required-field message)', async () => {
    render(
      <MemoryRouter>
        <AddPatientPage />
      </MemoryRouter>,
    );
    const form = screen.getByRole('form', { name: 'Patient details' });
    await submit(form);
    expect(create).not.toHaveBeenCalled();
    expect(within(form).getByText('First name is required')).toBeTruthy();
    expect(within(form).getByText('Last name is required')).toBeTruthy();
  });
});
