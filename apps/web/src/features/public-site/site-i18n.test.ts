import {
  CONTACT_METHODS,
  DEMO_INTERESTS,
  DEMO_REQUEST_STATUSES,
  ORGANIZATION_TYPES,
  PREFERRED_TIMES,
  PROVIDER_TYPES,
  PUBLIC_SITE_VALIDATION_MESSAGES,
} from '@verdant/shared/public-site';
import { DEMO_FOLLOW_UP_HOURS } from '@verdant/shared/constants';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import en from '../../locales/en/site.json' with { type: 'json' };
import es from '../../locales/es/site.json' with { type: 'json' };
import { AUDIENCES } from './audiences.ts';
import { PLANS } from './pricing.ts';

function get(catalogue: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], catalogue);
}

/** Keys the pages build at run time (template literals), which a static check cannot see. */
function dynamicKeys(): string[] {
  const keys: string[] = [];
  for (const plan of PLANS) {
    keys.push(`pricing.plans.${plan.id}.name`, `pricing.plans.${plan.id}.tagline`);
    for (const f of plan.features) keys.push(`pricing.features.${f}`);
  }
  for (const a of AUDIENCES) {
    const base = `audiences.${a.key}`;
    for (const k of [
      'nav',
      'short',
      'metaTitle',
      'metaDescription',
      'eyebrow',
      'title',
      'subtitle',
      'cta',
      'ctaTitle',
    ]) {
      keys.push(`${base}.${k}`);
    }
    for (const f of a.features) keys.push(`${base}.features.${f}.title`, `${base}.features.${f}.body`);
    for (const s of ['signup', 'setup', 'grow'])
      keys.push(`${base}.steps.${s}`, `audiences.common.steps.${s}.title`);
  }
  for (const v of ORGANIZATION_TYPES) keys.push(`demo.orgTypes.${v}`);
  for (const v of DEMO_INTERESTS) keys.push(`demo.interests.${v}`);
  for (const v of PREFERRED_TIMES) keys.push(`demo.times.${v}`);
  for (const v of CONTACT_METHODS) keys.push(`demo.contactMethods.${v}`);
  for (const v of DEMO_REQUEST_STATUSES) keys.push(`adminDemo.statuses.${v}`);
  for (const v of PROVIDER_TYPES) keys.push(`care.types.${v}`);
  for (const v of ['online', 'in_person']) keys.push(`care.modes.${v}`);
  for (const v of ['sales', 'support', 'press', 'other']) keys.push(`contact.topics.${v}`);
  for (const p of ['ios', 'android', 'desktop'])
    keys.push(`install.${p}.title`, `install.${p}.browser`, `install.${p}.step1`);
  return keys;
}

describe('site catalogues', () => {
  it.each([
    ['en', en],
    ['es', es],
  ])('%s has every run-time key', (_lang, catalogue) => {
    const missing = dynamicKeys().filter((k) => typeof get(catalogue, k) !== 'string');
    expect(missing).toEqual([]);
  });

  it.each([
    ['en', en],
    ['es', es],
  ])('%s translates every validation key the public-site schemas emit', (_lang, catalogue) => {
    const missing = Object.keys(PUBLIC_SITE_VALIDATION_MESSAGES).filter(
      (k) => typeof get(catalogue, `validation.${k}`) !== 'string',
    );
    expect(missing).toEqual([]);
  });

  it('pluralises the organization size of a demo request (never "1 people")', async () => {
    const { sizeCount } = await import('../admin/demo-requests-page.tsx');
    const size = (value: string, lng: string) =>
      i18n.t('site:adminDemo.size', { size: value, count: sizeCount(value), lng });
    expect(size('1', 'en')).toBe('1 person');
    expect(size('2-10', 'en')).toBe('2-10 people');
    expect(size('200+', 'en')).toBe('200+ people');
    expect(size('1', 'es')).toBe('1 persona');
    expect(size('11-50', 'es')).toBe('11-50 personas');
  });

  it('uses the agreed wording for the demo success toast', () => {
    expect(en.demo.successTitle).toBe('Demo Request Submitted');
    expect(i18n.t('site:demo.successBody', { hours: DEMO_FOLLOW_UP_HOURS, lng: 'en' })).toBe(
      "Thank you! We'll contact you within 24 hours.",
    );
  });
});
