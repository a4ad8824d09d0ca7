import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { insightMessage } from '@verdant/clinical/insight-messages';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import { insightGridItems } from './insight-grid.ts';
import { insightText } from './insight-text.ts';

const en = i18n.cloneInstance({ lng: 'en' });
const es = i18n.cloneInstance({ lng: 'es' });
const items = insightGridItems();
const rulesSource = readFileSync(
  join(import.meta.dirname, '..', '..', '..', '..', '..', 'packages', 'clinical', 'src', 'insights.ts'),
  'utf8',
);

const stored = (item: (typeof items)[number]) => ({
  code: item.code,
  params: item.params ?? null,
  text: item.text,
  edited: false,
});

describe('insight items in the reader language', () => {
  it('drives every code the rules source can emit (so the checks below see each one)', () => {
    const codes = new Set(items.map((i) => i.code));
    const patterns = [
      ...[...rulesSource.matchAll(/code: '([^']+)'/g)].map((m) => m[1] as string),
      ...[...rulesSource.matchAll(/code: `([^`]+)`/g)].map((m) => m[1] as string),
      ...[...rulesSource.matchAll(/c\.focus\('([a-z_]+)'/g)].map((m) => `focus.${m[1]}`),
      ...[...rulesSource.matchAll(/focus: \['([a-z_]+)'/g)].map((m) => `focus.${m[1]}`),
      ...[...rulesSource.matchAll(/^ {2}'([a-z0-9_]+\.[a-z0-9_]+)': /gm)].map((m) => `risk.lab.${m[1]}`),
    ];
    expect(patterns.length).toBeGreaterThan(40);
    const unseen = patterns.filter((p) => {
      const re = new RegExp(
        `^${p
          .split(/\$\{[^}]+\}/)
          .map((part) => part.replace(/[.*+?^()|[\]\\]/g, '\\$&'))
          .join('.+')}$`,
      );
      return ![...codes].some((c) => re.test(c));
    });
    expect(unseen).toEqual([]);
  });

  it('words every rule item in English exactly as the rules wrote it', () => {
    const differ = items
      .map((item) => ({ code: item.code, rules: item.text, web: insightText(en, stored(item)) }))
      .filter((r) => r.rules !== r.web);
    expect(differ).toEqual([]);
  });

  it('has a Spanish sentence, and Spanish terms, for every code the rules emit', () => {
    const missing: string[] = [];
    for (const item of items) {
      const message = insightMessage(item.code, item.params ?? {});
      if (!message) {
        missing.push(`${item.code} (no message)`);
        continue;
      }
      if (typeof es.getResource('es', 'insightTexts', message.key) !== 'string') missing.push(message.key);
      for (const term of Object.values(message.terms))
        if (typeof es.getResource('es', 'insightTexts', `terms.${term}`) !== 'string')
          missing.push(`terms.${term}`);
      const spanish = insightText(es, stored(item));
      if (spanish === item.text || spanish.includes('{{')) missing.push(`${item.code}: ${spanish}`);
    }
    expect(missing).toEqual([]);
  });

  it('formats numbers and terms for Spanish', () => {
    const bp = items.find((i) => i.code === 'risk.bp.stage2')!;
    expect(insightText(es, stored(bp))).toBe(
      `Presión arterial ${bp.params!.systolic}/${bp.params!.diastolic} mmHg: hipertensión en estadio 2 (ACC/AHA 2017).`,
    );
    expect(
      insightText(es, {
        code: 'risk.lab.hba1c.prediabetes',
        params: { test: 'Hemoglobin A1c (NGSP %)', testKey: 'hba1c', value: 5.9, unit: '%' },
        text: 'Hemoglobin A1c (NGSP %) 5.9 %: HbA1c in the prediabetes range (5.7-6.4 %).',
        edited: false,
      }),
    ).toBe('Hemoglobina A1c (NGSP %) 5,9 %: HbA1c en rango de prediabetes (5,7-6,4 %).');
    expect(
      insightText(es, {
        code: 'focus.discussed.sleep',
        params: { topic: 'Sleep' },
        text: 'Discussed in the session: Sleep.',
        edited: false,
      }),
    ).toBe('Se habló en la sesión: Sueño.');
  });

  it("keeps a clinician's edit, a model's item, an unknown code and an item without its values as stored", () => {
    const bp = items.find((i) => i.code === 'risk.bp.stage2')!;
    expect(insightText(es, { ...stored(bp), text: 'Tensión alta, la revisamos.', edited: true })).toBe(
      'Tensión alta, la revisamos.',
    );
    expect(
      insightText(es, { code: 'ai.riskFlags', params: null, text: 'Model wording.', edited: false }),
    ).toBe('Model wording.');
    expect(insightText(es, { code: 'risk.new_rule', params: {}, text: 'New rule.', edited: false })).toBe(
      'New rule.',
    );
    expect(insightText(es, { ...stored(bp), params: null })).toBe(bp.text);
    // a sentence without values is worded even for an item stored before values were kept
    expect(insightText(es, { code: 'followup.routine', params: null, text: 'Routine…', edited: false })).toBe(
      'Revisión de rutina en unos 3 meses (criterio de la consulta).',
    );
  });
});
