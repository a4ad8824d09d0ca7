/**
 * An insight item in the reader's language: a rule item is worded from the `insightTexts`
 * catalogue by its code (@verdant/clinical `insightMessage`) with its values, numbers formatted
 * for the language; a term inside it (a vital sign, a lab test, a transcript topic) is translated
 * too. A clinician's edit is shown as written, and so is a model's item, an unknown code, or an
 * item stored without the values its sentence needs (generated before they were kept).
 */
import { insightMessage } from '@verdant/clinical/insight-messages';
import type { InsightParams } from '@verdant/shared/consultations';
import type { i18n as I18n } from 'i18next';

export interface WordableInsight {
  code: string;
  params: InsightParams | null;
  /** What is stored: the clinician's edit or the generated (English) text. */
  text: string;
  edited: boolean;
}

const NS = 'insightTexts';
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export function insightText(i18n: I18n, item: WordableInsight): string {
  if (item.edited) return item.text;
  const params = item.params ?? {};
  const message = insightMessage(item.code, params);
  if (!message) return item.text;
  const language = i18n.resolvedLanguage ?? i18n.language;
  const template =
    (i18n.getResource(language, NS, message.key) as unknown) ?? i18n.getResource('en', NS, message.key);
  if (typeof template !== 'string') return item.text;
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2, useGrouping: false });
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params))
    values[name] = typeof value === 'number' ? number.format(value) : value;
  for (const [name, term] of Object.entries(message.terms)) {
    const key = `terms.${term}`;
    if (i18n.exists(`${NS}:${key}`)) values[name] = i18n.t(key, { ns: NS });
    if (values[name] !== undefined) values[`${name}Lower`] = values[name].toLocaleLowerCase(language);
  }
  for (const [, name] of template.matchAll(PLACEHOLDER))
    if (values[name as string] === undefined) return item.text;
  return i18n.t(message.key, { ns: NS, ...values, interpolation: { escapeValue: false } });
}
