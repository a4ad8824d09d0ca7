/**
 * Which sentence of a reader's language words an insight item: the rules give each item a stable
 * `code` and the values it was built from (`params`); this maps the code to a message key of the
 * web app's `insightTexts` catalogue. Most codes are their own key; families whose code embeds a
 * vital sign, a lab test or a transcript topic share one sentence and name that part with a term
 * (`terms`: parameter → term key, e.g. `label` → `vital.hr.high`). `null` for a model's items
 * (`ai.*`): those keep the text the model wrote.
 */
import type { InsightParams } from './insights.ts';

export interface InsightMessage {
  /** Key of the sentence in the `insightTexts` catalogue (dot-separated). */
  key: string;
  /** Parameters whose value is a term to translate (parameter → term key under `terms.`). */
  terms: Record<string, string>;
}

const VITAL = '((?:hr|temp|spo2)\\.[a-z_]+)';
/** Codes that embed a vital sign's code: one sentence per family, the vital sign as a term. */
const VITAL_FAMILIES: [RegExp, (params: InsightParams) => string][] = [
  [new RegExp(`^risk\\.${VITAL}$`), (p) => (p.news2 !== undefined ? 'risk.vital.news2' : 'risk.vital.plain')],
  [new RegExp(`^action\\.provider\\.recheck\\.${VITAL}$`), () => 'action.provider.recheck'],
  [new RegExp(`^action\\.provider\\.${VITAL}$`), () => 'action.provider.vital'],
  [new RegExp(`^followup\\.${VITAL}$`), () => 'followup.vital'],
];
/** Rests of `strength.*` codes (a key takeaway copies a risk or the first strength, renamed). */
const STRENGTH_REST = /^(energy_on_target|(protein|carbs|fat)_in_range|fiber|sodium|saturated_fat|activity)$/;

export function insightMessage(code: string, params: InsightParams = {}): InsightMessage | null {
  if (code.startsWith('ai.')) return null;
  let c = code;
  if (c.startsWith('takeaway.') && c !== 'takeaway.no_risk_flags' && c !== 'takeaway.bia.summary') {
    const rest = c.slice('takeaway.'.length);
    c = `${STRENGTH_REST.test(rest) ? 'strength' : 'risk'}.${rest}`;
  }
  const terms: Record<string, string> = {};
  if (typeof params.testKey === 'string') terms.test = `lab.${params.testKey}`;
  for (const [pattern, key] of VITAL_FAMILIES) {
    const vital = pattern.exec(c)?.[1];
    if (vital) return { key: key(params), terms: { label: `vital.${vital}` } };
  }
  if (c.startsWith('risk.lab.') && params.limit !== undefined) return { key: 'risk.lab.critical', terms };
  if (c.startsWith('risk.lab.') && typeof params.flag === 'string')
    return { key: `risk.lab.flag.${params.flag}`, terms };
  if (c.startsWith('action.provider.critical.')) return { key: 'action.provider.critical', terms };
  if (c.startsWith('followup.critical.')) return { key: 'followup.critical', terms };
  const topic = /^focus\.discussed\.([a-z_]+)$/.exec(c)?.[1];
  if (topic) return { key: 'focus.discussed', terms: { topic: `topic.${topic}` } };
  if (/^risk\.(waist|whr)\./.test(c) && typeof params.sex === 'string')
    return { key: `${c}.${params.sex}`, terms };
  if (c === 'takeaway.bia.summary' && params.approximate) return { key: 'takeaway.bia.approximate', terms };
  return { key: c, terms };
}
