import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { PricingSection } from './pricing-section.tsx';

function renderPricing() {
  return render(
    <MemoryRouter>
      <PricingSection />
    </MemoryRouter>,
  );
}

describe('PricingSection', () => {
  it('shows the plans monthly, Professional labelled most popular', () => {
    renderPricing();
    expect(within(screen.getByTestId('plan-starter')).getByText('$49')).toBeTruthy();
    expect(within(screen.getByTestId('plan-professional')).getByText('$99')).toBeTruthy();
    expect(within(screen.getByTestId('plan-professional')).getByText('Most popular')).toBeTruthy();
    expect(within(screen.getByTestId('plan-enterprise')).getByText('Custom')).toBeTruthy();
    expect(within(screen.getByTestId('plan-starter')).getByText('Up to 50 patients')).toBeTruthy();
    expect(screen.getByTestId('annual-saving').textContent).toContain('Save 20%');
  });

  it('switches to annual billing with the 20% saving in the price', async () => {
    renderPricing();
    await userEvent.click(screen.getByRole('button', { name: 'Annual' }));
    expect(screen.getByRole('button', { name: 'Annual' }).getAttribute('aria-pressed')).toBe('true');
    const starter = screen.getByTestId('plan-starter');
    expect(within(starter).getByText('$39.20')).toBeTruthy();
    expect(starter.textContent).toContain('Billed annually ($470.40)');
    expect(starter.textContent).toContain('You save $117.60 a year');
    expect(within(screen.getByTestId('plan-professional')).getByText('$79.20')).toBeTruthy();
    const link = within(starter).getByRole('link');
    expect(link.getAttribute('href')).toBe('/auth?mode=signup&plan=starter&billing=annual');
  });

  it('speaks Spanish', async () => {
    await i18n.changeLanguage('es');
    renderPricing();
    await userEvent.click(screen.getByRole('button', { name: 'Anual' }));
    expect(screen.getByText('El más popular')).toBeTruthy();
    expect(screen.getByTestId('plan-starter').textContent).toContain('39,20');
  });
});
