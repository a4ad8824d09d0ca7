import { readFileSync } from 'node:fs';
import { expect as baseExpect, expectNoAxeViolations, pageAs, test } from './support.ts';

const expect = baseExpect.configure({ timeout: 30_000 });
const EMMA = 'patient@demo.verdant.health';

test('the patient withholds a category and the professional no longer sees it; approves a request; reads the access log; downloads the export', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const weiss = await pageAs(browser, 'medical@demo.verdant.health');
  const list = await weiss.request.get('/api/v1/patients?pageSize=100');
  const record = ((await list.json()).items as { id: string; email: string | null }[]).find(
    (p) => p.email === EMMA,
  );
  expect(record).toBeTruthy();
  const tab = `/patients/${record!.id}?tab=consultations`;
  await weiss.goto(tab);
  const consultationLinks = weiss.locator(
    'main a[href*="/consultations/"]:not([href*="/consultations/new"])',
  );
  await expect(consultationLinks.first()).toBeVisible();

  // the centre leads to data sharing, where Emma withholds her notes from Dr. Weiss
  const emma = await pageAs(browser, EMMA);
  await emma.goto('/patient/privacy');
  await expect(emma.getByRole('heading', { level: 1, name: 'Privacy center' })).toBeVisible();
  await expect(emma.getByText('1 request waiting')).toBeVisible();
  await emma.getByRole('link', { name: /Data sharing/ }).click();
  await expect(emma.getByRole('heading', { level: 1, name: 'Data sharing' })).toBeVisible();
  const card = emma.getByTestId('member-sharing').filter({ hasText: 'Dr. Daniel Weiss' });
  await card.getByLabel('Consultations and notes').uncheck();
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(emma.getByText('Sharing with Dr. Daniel Weiss updated')).toBeVisible();

  // his very next look: no consultations of hers
  await weiss.reload();
  await expect(weiss.getByText('No consultations')).toBeVisible();
  await expect(consultationLinks).toHaveCount(0);

  // she shares them again
  await emma.reload();
  const again = emma.getByTestId('member-sharing').filter({ hasText: 'Dr. Daniel Weiss' });
  await again.getByLabel('Consultations and notes').check();
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(emma.getByText('Sharing with Dr. Daniel Weiss updated')).toBeVisible();
  await weiss.reload();
  await expect(consultationLinks.first()).toBeVisible();

  // the second practice's request: approved without the lab results
  await emma.goto('/patient/access-requests');
  const request = emma.getByTestId('access-request').filter({ hasText: 'Harbor Nutrition Clinic' });
  await expect(request.getByText('A second opinion on your nutrition plan', { exact: false })).toBeVisible();
  await request.getByLabel('Lab results').uncheck();
  await request.getByRole('button', { name: 'Approve' }).click();
  await expect(emma.getByText('You approved access for Harbor Nutrition Clinic')).toBeVisible();
  await expect(emma.getByRole('table', { name: 'Earlier requests' }).getByText('Approved')).toBeVisible();
  await emma.goto('/patient/data-sharing');
  const grant = emma.getByTestId('grant').filter({ hasText: 'Harbor Nutrition Clinic' });
  await expect(grant.getByText('Active')).toBeVisible();
  await expect(grant.getByText('Diet plans')).toBeVisible();
  await expect(grant.getByText('Lab results')).toHaveCount(0);

  // the access log: Dr. Weiss's read of her consultations, in words, and the filter by person
  await emma.goto('/patient/consent-audit-log');
  await expect(emma.getByRole('heading', { level: 1, name: 'Access log' })).toBeVisible();
  await emma.getByLabel('Person').selectOption({ label: 'Dr. Daniel Weiss' });
  const read = emma.getByTestId('log-entry').filter({ hasText: 'Read: Consultations and notes' }).first();
  await expect(read).toContainText('Dr. Daniel Weiss');
  await expect(read).toContainText('Care team');
  await expect(emma).toHaveURL(/actor=/);
  // the box follows the address: it shows checked once the filter is in the URL
  await emma.getByLabel('Hide what I did').click();
  await expect(emma.getByLabel('Hide what I did')).toBeChecked();
  await expect(emma).toHaveURL(/hideOwn=true/);
  await expect(emma.getByTestId('log-entry').first()).toBeVisible();

  // the export: prepared in the background, downloaded once
  await emma.goto('/patient/privacy');
  await emma.getByRole('button', { name: 'Prepare my export' }).click();
  const link = emma.getByRole('link', { name: 'Download my data' });
  await expect(link).toBeVisible({ timeout: 60_000 });
  const [download] = await Promise.all([emma.waitForEvent('download'), link.click()]);
  const bundle = JSON.parse(readFileSync((await download.path())!, 'utf8'));
  expect(bundle.resourceType).toBe('Bundle');
  const types = new Set(
    bundle.entry.map((e: { resource: { resourceType: string } }) => e.resource.resourceType),
  );
  for (const type of ['Patient', 'Consent', 'Appointment', 'DocumentReference', 'AuditEvent']) {
    expect(types, type).toContain(type);
  }
  await expect(emma.getByTestId('export-status').getByText('Downloaded')).toBeVisible();
  await expectNoAxeViolations(emma);
});

test('the privacy screens in Spanish on a phone: translated, nothing overflows, accessible', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await pageAs(browser, EMMA, { language: 'es', phone: true });
  const screens: [string, string][] = [
    ['/patient/privacy', 'Centro de privacidad'],
    ['/patient/care-team', 'Tu equipo de atención'],
    ['/patient/data-sharing', 'Datos compartidos'],
    ['/patient/access-requests', 'Solicitudes de acceso'],
    ['/patient/consent-audit-log', 'Registro de accesos'],
  ];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('main')).not.toContainText('privacy:');
    if (path === '/patient/care-team') {
      await expect(page.getByTestId('care-team-member')).toHaveCount(3);
      await expect(page.getByTestId('former-member').filter({ hasText: 'Chris Taylor' })).toBeVisible();
    }
    if (path === '/patient/consent-audit-log')
      await expect(page.getByTestId('log-entry').first()).toBeVisible();
    if (path === '/patient/privacy')
      await expect(page.locator('#what-we-keep')).toHaveText('Lo que Verdant guarda sobre ti');
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  }
});
