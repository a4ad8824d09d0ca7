type Catalogue = Record<string, unknown>;
export type Resources = Record<string, Record<string, Catalogue>>;

/** Turns `{ '../../locales/en/auth.json': { default: {...} } }` into `{ en: { auth: {...} } }`. */
export function buildResources(modules: Record<string, { default: Catalogue }>): Resources {
  const out: Resources = {};
  for (const [path, mod] of Object.entries(modules)) {
    const match = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, language, namespace] = match as unknown as [string, string, string];
    out[language] ??= {};
    out[language][namespace] = mod.default;
  }
  return out;
}

/** Every leaf key of a catalogue as a dotted path. */
export function flattenKeys(catalogue: unknown, prefix = ''): string[] {
  if (catalogue === null || typeof catalogue !== 'object' || Array.isArray(catalogue)) return [prefix];
  return Object.entries(catalogue as Catalogue).flatMap(([key, value]) =>
    flattenKeys(value, prefix ? `${prefix}.${key}` : key),
  );
}
