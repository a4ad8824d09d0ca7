import { describe, expect, it } from 'vitest';
import { blogPostingLd, jsonLdScript, providerLd } from './structured-data.ts';

describe('structured data', () => {
  it('never lets stored text close the JSON-LD script', () => {
    const script = jsonLdScript(
      blogPostingLd(
        {
          title: '</script><script>alert(1)</script> & <!--',
          description: 'line\u2028break',
          authorName: 'Ana',
          lang: 'es',
          publishedAt: new Date('2026-01-02T03:04:05Z'),
          updatedAt: null,
        },
        'https://x.test/blog/a',
      ),
    );
    const inner = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
    expect(inner).not.toMatch(/[<>&\u2028]/);
    const data = JSON.parse(inner) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: '</script><script>alert(1)</script> & <!--',
      datePublished: '2026-01-02T03:04:05.000Z',
      author: { '@type': 'Person', name: 'Ana' },
    });
  });

  it('describes a medical provider as a Physician with its services as offers', () => {
    const data = providerLd(
      {
        type: 'medical',
        displayName: 'Dr. Ruiz',
        headline: 'Family doctor',
        description: 'Family doctor',
        specialties: ['Family medicine'],
        languages: ['es', 'en'],
        city: 'Madrid',
        country: 'Spain',
        services: [{ name: 'First visit', priceMinor: 4500, currency: 'EUR', durationMinutes: 30 }],
      },
      'https://x.test/providers/medical/1',
    );
    expect(data).toMatchObject({
      '@type': 'Physician',
      medicalSpecialty: ['Family medicine'],
      address: { addressLocality: 'Madrid', addressCountry: 'Spain' },
      makesOffer: [{ price: '45.00', priceCurrency: 'EUR', itemOffered: { name: 'First visit' } }],
    });
    expect(providerLd({ ...base(), type: 'dietitian' }, 'u')['@type']).toBe('Person');
    expect(providerLd({ ...base(), type: 'lab' }, 'u')['@type']).toBe('MedicalBusiness');
  });
});

function base() {
  return {
    type: 'medical',
    displayName: 'A',
    headline: null,
    description: '',
    specialties: [],
    languages: [],
    city: null,
    country: null,
    services: [],
  };
}
