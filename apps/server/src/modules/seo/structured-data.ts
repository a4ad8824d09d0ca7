/**
 * schema.org structured data (JSON-LD) for the server-rendered pages (decision 0051): a `BlogPosting`
 * for a post, a `Physician` (medical), `MedicalBusiness` (laboratory) or `Person` (dietitian,
 * fitness) with the services they offer for a provider profile. Written into `<head>` as
 * `<script type="application/ld+json">`; every value is stored text, so the JSON is escaped to
 * never close the script (`<`, `>`, `&` and the line separators as `\u` escapes).
 */

export type JsonLd = Record<string, unknown>;

export function jsonLdScript(data: JsonLd): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}

export interface PostForLd {
  title: string;
  description: string;
  authorName: string;
  lang: string;
  publishedAt: Date | null;
  updatedAt: Date | null;
}

export function blogPostingLd(post: PostForLd, url: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.description,
    inLanguage: post.lang,
    url,
    mainEntityOfPage: url,
    ...(post.publishedAt ? { datePublished: post.publishedAt.toISOString() } : {}),
    ...(post.updatedAt ? { dateModified: post.updatedAt.toISOString() } : {}),
    author: { '@type': 'Person', name: post.authorName },
    publisher: { '@type': 'Organization', name: 'Verdant' },
  };
}

export interface ProviderForLd {
  type: string;
  displayName: string;
  headline: string | null;
  description: string;
  specialties: string[];
  languages: string[];
  city: string | null;
  country: string | null;
  services: { name: string; priceMinor: number; currency: string; durationMinutes: number }[];
}

const LD_TYPE: Record<string, string> = {
  medical: 'Physician',
  lab: 'MedicalBusiness',
  dietitian: 'Person',
  fitness: 'Person',
};

/** Minor units as the decimal amount schema.org expects (`4500` EUR → `"45.00"`). */
function amount(minor: number): string {
  return (minor / 100).toFixed(2);
}

export function providerLd(p: ProviderForLd, url: string): JsonLd {
  const type = LD_TYPE[p.type] ?? 'Person';
  const address =
    p.city || p.country
      ? {
          address: {
            '@type': 'PostalAddress',
            ...(p.city ? { addressLocality: p.city } : {}),
            ...(p.country ? { addressCountry: p.country } : {}),
          },
        }
      : {};
  const offers = p.services.map((s) => ({
    '@type': 'Offer',
    price: amount(s.priceMinor),
    priceCurrency: s.currency,
    itemOffered: { '@type': 'Service', name: s.name },
  }));
  return {
    '@context': 'https://schema.org',
    '@type': type,
    name: p.displayName,
    url,
    description: p.description,
    ...(type === 'Person' && p.headline ? { jobTitle: p.headline } : {}),
    ...(p.specialties.length
      ? type === 'Physician'
        ? { medicalSpecialty: p.specialties }
        : { knowsAbout: p.specialties }
      : {}),
    ...(p.languages.length ? { knowsLanguage: p.languages } : {}),
    ...address,
    ...(offers.length ? { makesOffer: offers } : {}),
  };
}
