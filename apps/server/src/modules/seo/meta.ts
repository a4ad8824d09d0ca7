import type { Language } from '@verdant/shared';
import { type JsonLd, jsonLdScript } from './structured-data.ts';

/**
 * Per-page `<title>`, description and Open Graph tags, injected into the SPA's `index.html` so link
 * previews and crawlers see the page without running JavaScript.
 *
 * Language: `?lang=es|en` wins; otherwise the first of `es`/`en` in Accept-Language (by q-value);
 * otherwise English. (The web app's stored choice lives in localStorage, which the server cannot
 * see; /boot.js, loaded first by index.html, then sets `<html lang>` from it before first paint.)
 */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute or site-relative path of the canonical page. */
  path: string;
  type: 'website' | 'article' | 'profile';
  lang: Language;
  /** Keep the page out of search results (booking confirmations, sign-in). */
  noindex?: boolean;
  publishedTime?: string | null;
  image?: string | null;
  /** schema.org data of the page (decision 0051), written as an escaped JSON-LD script. */
  jsonLd?: JsonLd | null;
}

export const SITE_NAME = 'Verdant';

interface StaticText {
  title: string;
  description: string;
}

const STATIC_PAGES: Record<string, Record<Language, StaticText>> = {
  '/': {
    en: {
      title: 'Verdant — health and wellness practice platform',
      description:
        'Run your practice in one place: patients, diet plans, consultations, labs, billing and a calendar, with a patient portal and online booking.',
    },
    es: {
      title: 'Verdant — plataforma para consultas de salud y bienestar',
      description:
        'Gestiona tu consulta en un solo lugar: pacientes, planes de alimentación, consultas, laboratorio, facturación y agenda, con portal del paciente y reservas en línea.',
    },
  },
  '/install': {
    en: {
      title: 'Install the Verdant app',
      description: 'Add Verdant to your home screen: it opens like an app and works offline.',
    },
    es: {
      title: 'Instala la app de Verdant',
      description: 'Añade Verdant a tu pantalla de inicio: se abre como una app y funciona sin conexión.',
    },
  },
  '/for-dietitians': {
    en: {
      title: 'Verdant for dietitians',
      description:
        'Diet plans with meal recommendations, anthropometrics, BIA and lab results for your nutrition practice.',
    },
    es: {
      title: 'Verdant para dietistas',
      description:
        'Planes de alimentación con recomendaciones de comidas, antropometría, BIA y análisis para tu consulta de nutrición.',
    },
  },
  '/for-medical': {
    en: {
      title: 'Verdant for medical practices',
      description:
        'SOAP notes, consultations, lab orders and results, referrals and billing for medical professionals.',
    },
    es: {
      title: 'Verdant para consultas médicas',
      description:
        'Notas SOAP, consultas, pedidos y resultados de laboratorio, derivaciones y facturación para profesionales médicos.',
    },
  },
  '/for-fitness': {
    en: {
      title: 'Verdant for fitness professionals',
      description: 'Workouts, routines, activity tracking, clients and billing for trainers and studios.',
    },
    es: {
      title: 'Verdant para profesionales del fitness',
      description:
        'Entrenamientos, rutinas, seguimiento de actividad, clientes y facturación para entrenadores y estudios.',
    },
  },
  '/for-labs': {
    en: {
      title: 'Verdant for laboratories',
      description: 'Receive orders from practices, upload results with reference ranges and keep an archive.',
    },
    es: {
      title: 'Verdant para laboratorios',
      description:
        'Recibe pedidos de las consultas, sube resultados con rangos de referencia y mantén un archivo.',
    },
  },
  '/for-insurance': {
    en: {
      title: 'Verdant for insurers',
      description: 'Receive claims from practices in a structured form and follow them up in one dashboard.',
    },
    es: {
      title: 'Verdant para aseguradoras',
      description:
        'Recibe reclamaciones de las consultas de forma estructurada y haz su seguimiento en un panel.',
    },
  },
  '/blog': {
    en: {
      title: 'Blog — Verdant',
      description: 'Practical articles on nutrition, health and running a modern practice.',
    },
    es: {
      title: 'Blog — Verdant',
      description: 'Artículos prácticos sobre nutrición, salud y la gestión de una consulta moderna.',
    },
  },
  '/care': {
    en: {
      title: 'Find care — dietitians, doctors and trainers | Verdant',
      description:
        'Find a dietitian, medical professional, fitness coach or laboratory, online or near you, and book a visit.',
    },
    es: {
      title: 'Encuentra atención — dietistas, médicos y entrenadores | Verdant',
      description:
        'Encuentra dietista, médico, entrenador o laboratorio, en línea o cerca de ti, y reserva una cita.',
    },
  },
  '/demo': {
    en: {
      title: 'Request a demo — Verdant',
      description: 'Tell us about your practice and we will contact you within 24 hours to show you Verdant.',
    },
    es: {
      title: 'Solicita una demostración — Verdant',
      description:
        'Cuéntanos sobre tu consulta y te contactaremos en menos de 24 horas para enseñarte Verdant.',
    },
  },
  '/auth': {
    en: { title: 'Sign in — Verdant', description: 'Sign in to Verdant or create your account.' },
    es: { title: 'Iniciar sesión — Verdant', description: 'Inicia sesión en Verdant o crea tu cuenta.' },
  },
};
STATIC_PAGES['/home'] = STATIC_PAGES['/']!;

/** Public pages for the sitemap: the app's public routes worth indexing (not sign-in or link pages). */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/home',
  '/install',
  '/for-dietitians',
  '/for-medical',
  '/for-fitness',
  '/for-labs',
  '/for-insurance',
  '/blog',
  '/care',
] as const;

const NOINDEX_PREFIXES = ['/auth', '/forgot-password', '/reset-password', '/book/'];

/** Meta of a page that needs no database; `null` for paths it does not know. */
export function staticPageMeta(path: string, lang: Language): PageMeta | null {
  const clean = normalisePath(path);
  const page = STATIC_PAGES[clean];
  const noindex = NOINDEX_PREFIXES.some(
    (p) => clean === p || clean.startsWith(p.endsWith('/') ? p : `${p}/`),
  );
  if (page) return { ...page[lang], path: clean, type: 'website', lang, noindex };
  if (noindex) {
    const base = STATIC_PAGES['/'];
    return {
      title: SITE_NAME,
      description: base![lang].description,
      path: clean,
      type: 'website',
      lang,
      noindex,
    };
  }
  return null;
}

/** The home page meta, used for every path the server knows nothing about. */
export function defaultMeta(path: string, lang: Language): PageMeta {
  return { ...STATIC_PAGES['/']![lang], path: normalisePath(path), type: 'website', lang };
}

export function normalisePath(path: string): string {
  const q = path.search(/[?#]/);
  const p = (q >= 0 ? path.slice(0, q) : path) || '/';
  return p.length > 1 ? trimTrailingSlashes(p) : p;
}

/** `/a//` → `/a`, in linear time (a `/\/+$/` regex is quadratic on a long run of slashes). */
export function trimTrailingSlashes(value: string): string {
  let end = value.length;
  while (end > 0 && value.charCodeAt(end - 1) === 47) end--;
  return value.slice(0, end);
}

/** Shortens text to at most `max` characters at a word boundary, adding an ellipsis. */
export function truncate(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Markdown → plain text good enough for a description (headings, emphasis, links, images, code). */
export function markdownToPlain(markdown: string): string {
  // a description needs the beginning only
  return (
    markdown
      .slice(0, 20_000)
      .replace(/```[\s\S]*?```/g, ' ')
      // [^<>] / [^[\]] / [^()]: a scan stops at the next opening character too, so the cost stays
      // linear on runs of unclosed `<`, `[` or `(`
      .replace(/<[^<>]*>/g, ' ')
      .replace(/!\[([^[\]]*)\]\([^()]*\)/g, '$1')
      .replace(/\[([^[\]]*)\]\([^()]*\)/g, '$1')
      .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
      .replace(/[*_`~]+/g, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const OG_LOCALE: Record<Language, string> = { en: 'en_US', es: 'es_ES' };

/** The tags that go into `<head>`. Every value is HTML-escaped. */
export function headTags(meta: PageMeta, baseUrl: string): string {
  const origin = trimTrailingSlashes(baseUrl);
  const url = /^https?:\/\//.test(meta.path) ? meta.path : `${origin}${meta.path}`;
  const e = escapeHtml;
  const description = truncate(meta.description, 200);
  const tags = [
    `<title>${e(meta.title)}</title>`,
    `<meta name="description" content="${e(description)}" />`,
    `<link rel="canonical" href="${e(url)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(description)}" />`,
    `<meta property="og:url" content="${e(url)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[meta.lang]}" />`,
    `<meta property="og:image" content="${e(meta.image ?? `${origin}/og-image.png`)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(description)}" />`,
  ];
  if (meta.publishedTime)
    tags.push(`<meta property="article:published_time" content="${e(meta.publishedTime)}" />`);
  if (meta.noindex) tags.push('<meta name="robots" content="noindex" />');
  if (meta.jsonLd) tags.push(jsonLdScript(meta.jsonLd));
  return tags.join('\n    ');
}

/**
 * Puts the page's tags into the SPA's `index.html`: replaces `<title>` and the description, drops
 * any tags it is about to write, sets `<html lang>`. The rest of the document is untouched.
 */
export function injectHead(html: string, meta: PageMeta, baseUrl: string): string {
  const out = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="(description|robots|twitter:[a-z:]+)"[^>]*>\s*/gi, '')
    .replace(/<meta\s+property="(og|article):[a-z_:]+"[^>]*>\s*/gi, '')
    .replace(/<link\s+rel="canonical"[^>]*>\s*/gi, '')
    .replace(/<html([^>]*?)\slang="[^"]*"/i, '<html$1')
    .replace(/<html/i, () => `<html lang="${meta.lang}"`);
  const tags = headTags(meta, baseUrl);
  // Stored text (titles, names) is inserted by position, never through a replacement string:
  // String.replace would read `$&`, `$'` or `` $` `` in a title as patterns and corrupt the head.
  const at = out.search(/<\/head>/i);
  return at >= 0 ? `${out.slice(0, at)}    ${tags}\n  ${out.slice(at)}` : `${tags}\n${out}`;
}
