import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { VALIDATION_MESSAGES } from '@verdant/shared/auth';
import { LANGUAGES } from '@verdant/shared/constants';
import { ERROR_MESSAGES, ERROR_STATUS } from '@verdant/shared/errors';
import { ROLE_LABELS, ROLE_PRIORITY } from '@verdant/shared/roles';
import { describe, expect, it } from 'vitest';
import { i18n } from './index.ts';
import { flattenKeys } from './resources.ts';

const SRC = join(import.meta.dirname, '..', '..');
const LOCALES = join(SRC, 'locales');

function readCatalogues(language: string): Record<string, unknown> {
  const dir = join(LOCALES, language);
  const out: Record<string, unknown> = {};
  for (const file of readdirSync(dir)) {
    if (file.endsWith('.json')) out[file.slice(0, -5)] = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  }
  return out;
}

function keysOf(language: string): Set<string> {
  const catalogues = readCatalogues(language);
  return new Set(
    Object.entries(catalogues).flatMap(([ns, cat]) => flattenKeys(cat).map((k) => `${ns}:${k}`)),
  );
}

describe('locale catalogues', () => {
  it('has exactly English and Spanish', () => {
    expect(readdirSync(LOCALES).sort()).toEqual([...LANGUAGES].sort());
  });

  it('has the same namespaces and the same keys in every language', () => {
    const en = keysOf('en');
    for (const language of LANGUAGES) {
      const other = keysOf(language);
      const onlyInEn = [...en].filter((k) => !other.has(k));
      const onlyInOther = [...other].filter((k) => !en.has(k));
      expect({ language, onlyInEn, onlyInOther }).toEqual({ language, onlyInEn: [], onlyInOther: [] });
    }
  });

  it('has no empty strings', () => {
    for (const language of LANGUAGES) {
      const empty: string[] = [];
      for (const [ns, cat] of Object.entries(readCatalogues(language))) {
        for (const key of flattenKeys(cat)) {
          const value = key
            .split('.')
            .reduce<unknown>((v, part) => (v as Record<string, unknown>)?.[part], cat);
          if (typeof value !== 'string' || !value.trim()) empty.push(`${language}/${ns}:${key}`);
        }
      }
      expect(empty).toEqual([]);
    }
  });

  it('uses the shared wording for every validation message in English', () => {
    for (const [key, english] of Object.entries(VALIDATION_MESSAGES)) {
      expect(i18n.getFixedT('en')(`validation:${key}`)).toBe(english);
    }
  });

  it('translates every API error code, with the shared English wording', () => {
    for (const code of Object.keys(ERROR_STATUS)) {
      expect(i18n.getFixedT('en')(`errors:${code}`)).toBe(
        ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES],
      );
      expect(i18n.getFixedT('es')(`errors:${code}`)).not.toBe(`errors:${code}`);
    }
  });

  it('uses the shared role labels in English', () => {
    for (const role of ROLE_PRIORITY)
      expect(i18n.getFixedT('en')(`common:roles.${role}`)).toBe(ROLE_LABELS[role]);
  });

  it('has every literal key the code uses', () => {
    const en = keysOf('en');
    const missing: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry)) {
          const source = readFileSync(path, 'utf8');
          for (const match of source.matchAll(/\bt\(\s*'([a-z]+:[A-Za-z0-9_.]+)'/g)) {
            const key = match[1] as string;
            // a plural key exists as its forms (`key_one`, `key_other`)
            if (!en.has(key) && !en.has(`${key}_other`)) missing.push(`${relative(SRC, path)}: ${key}`);
          }
        }
      }
    };
    walk(SRC);
    expect(missing).toEqual([]);
  });
});
