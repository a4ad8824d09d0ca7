// Public pages as a browser and a CDN see them: 404 for unknown paths with the app's not-found
// screen, the canonical link after in-app navigation, ETag revalidation, the API docs' icon.
import { expect, test } from './support.ts';

test('an unknown page answers 404 and shows the not-found screen; app routes answer 200', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const missing = await page.goto('/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  for (const path of ['/home', '/care', '/blog', '/book/some-id', '/auth']) {
    const res = await page.goto(path, { waitUntil: 'domcontentloaded' });
    expect(res?.status(), path).toBe(200);
  }
});

test('the canonical link and og:url follow in-app navigation', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const canonical = () => page.locator('link[rel="canonical"]').getAttribute('href');
  const ogUrl = () => page.locator('meta[property="og:url"]').getAttribute('content');
  await page.goto('/blog');
  expect(await canonical()).toBe(`${baseURL}/blog`);
  const first = page.locator('a[href^="/blog/"]').first();
  const href = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(`${baseURL}${href}`);
  await expect.poll(canonical).toBe(`${baseURL}${href}`);
  expect(await ogUrl()).toBe(`${baseURL}${href}`);
  await page.getByRole('link', { name: 'Find care' }).first().click();
  await expect(page).toHaveURL(`${baseURL}/care`);
  await expect.poll(canonical).toBe(`${baseURL}/care`);
  expect(await ogUrl()).toBe(`${baseURL}/care`);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
});

test('public reads revalidate with their ETag', async ({ request }) => {
  for (const path of ['/care', '/api/v1/providers', '/api/v1/blog/posts']) {
    const first = await request.get(path);
    expect(first.status(), path).toBe(200);
    const etag = first.headers().etag;
    expect(etag, path).toBeTruthy();
    expect(first.headers()['cache-control'], path).toBe('public, no-cache');
    const again = await request.get(path, { headers: { 'if-none-match': etag! } });
    expect(again.status(), path).toBe(304);
  }
});

test('the API reference page loads its icon', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.goto('/api/docs', { waitUntil: 'domcontentloaded' });
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  expect(icon).toBe('/favicon.svg');
  const res = await request.get(icon!);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('image/svg+xml');
});
