import { afterEach, describe, expect, it } from 'vitest';
import { paramOnPage } from './routes.ts';

describe('paramOnPage', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it("reads the page's parameter only on the screen's own paths", () => {
    window.history.replaceState({}, '', '/fitness/activity?patient=p-1&patientName=Chlo%C3%A9');
    expect(paramOnPage(['/fitness/activity'], 'patient')).toBe('p-1');
    expect(paramOnPage(['/bia-analysis'], 'patient')).toBeNull();
    // preloaded from the dashboard (hover, sign-in page): nothing to read yet
    window.history.replaceState({}, '', '/fitness?patient=p-1');
    expect(paramOnPage(['/fitness/activity'], 'patient')).toBeNull();
    window.history.replaceState({}, '', '/bia-analysis');
    expect(paramOnPage(['/dietitian/bia', '/bia-analysis'], 'patient')).toBeNull();
  });
});
