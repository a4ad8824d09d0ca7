import {
  ACTIVITY_FACTORS,
  bmrHarrisBenedictOriginal,
  bmrHarrisBenedictRevised,
  bmrMifflinStJeor,
} from '@verdant/clinical/energy';
import { bmi, waistToHeight } from '@verdant/clinical/anthropometrics';
import { CITATIONS, type CitationKey } from '@verdant/clinical/citations';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';

/**
 * The equations the product computes with (packages/clinical), each with its formula as the
 * package implements it, its source, and a worked example computed by the package itself (a woman
 * of 40 years, 70 kg, 165 cm, waist 80 cm) so the figure shown is the one a consultation gets.
 */
const EXAMPLE = { sex: 'F' as const, weightKg: 70, heightCm: 165, ageYears: 40 };

interface Equation {
  key: string;
  formula: string;
  citations: CitationKey[];
  example?: () => { value: number; unit: string; digits: number };
}

const EQUATIONS: readonly Equation[] = [
  {
    key: 'mifflin',
    formula:
      'Men: 10·W + 6.25·H − 5·A + 5 · Women: 10·W + 6.25·H − 5·A − 161 (kcal/day; W kg, H cm, A years)',
    citations: ['MIFFLIN1990', 'FRANKENFIELD2005'],
    example: () => ({ value: bmrMifflinStJeor(EXAMPLE).value, unit: 'kcal/day', digits: 0 }),
  },
  {
    key: 'mifflinFfm',
    formula: '19.7 · FFM + 413 (kcal/day; FFM kg)',
    citations: ['MIFFLIN1990'],
  },
  {
    key: 'harrisBenedictRevised',
    formula:
      'Men: 88.362 + 13.397·W + 4.799·H − 5.677·A · Women: 447.593 + 9.247·W + 3.098·H − 4.330·A (kcal/day)',
    citations: ['ROZA1984'],
    example: () => ({ value: bmrHarrisBenedictRevised(EXAMPLE).value, unit: 'kcal/day', digits: 0 }),
  },
  {
    key: 'harrisBenedict',
    formula:
      'Men: 66.473 + 13.7516·W + 5.0033·H − 6.755·A · Women: 655.0955 + 9.5634·W + 1.8496·H − 4.6756·A (kcal/day)',
    citations: ['HB1919'],
    example: () => ({ value: bmrHarrisBenedictOriginal(EXAMPLE).value, unit: 'kcal/day', digits: 0 }),
  },
  {
    key: 'tdee',
    formula: `TDEE = BMR × ${Object.values(ACTIVITY_FACTORS)
      .map((f) => f.factor)
      .join(' / ')}`,
    citations: ['MEDSCAPE-MSJ', 'FAO2004'],
  },
  {
    key: 'bmi',
    formula: 'BMI = W / (H/100)² (kg/m²); 18.5 · 25 · 30 · 35 · 40',
    citations: ['WHO-BMI', 'WHO-ASIA2004'],
    example: () => ({ value: bmi(EXAMPLE.weightKg, EXAMPLE.heightCm).value, unit: 'kg/m²', digits: 1 }),
  },
  {
    key: 'waist',
    formula: 'Men > 94 / > 102 cm · Women > 80 / > 88 cm',
    citations: ['WHO-WAIST', 'IDF2006'],
  },
  {
    key: 'whtr',
    formula: 'Waist / height; 0.40–0.49 · 0.50–0.59 · ≥ 0.60',
    citations: ['NICE-WHTR'],
    example: () => ({ value: waistToHeight(80, EXAMPLE.heightCm).value, unit: '', digits: 2 }),
  },
  {
    key: 'whr',
    formula: 'Waist / hip; ≥ 0.90 (men) · ≥ 0.85 (women)',
    citations: ['WHO-WAIST'],
  },
  {
    key: 'kyle',
    formula: 'FFM = −4.104 + 0.518·H²/R + 0.231·W + 0.130·Xc + 4.229·Sex (men 1, women 0)',
    citations: ['KYLE2001', 'KYLE2004'],
  },
  {
    key: 'sun',
    formula:
      'FFM men: −10.678 + 0.262·W + 0.652·H²/R + 0.015·R · women: −9.529 + 0.168·W + 0.696·H²/R + 0.016·R; TBW men: 1.203 + 0.449·H²/R + 0.176·W · women: 3.747 + 0.450·H²/R + 0.113·W',
    citations: ['SUN2003'],
  },
  {
    key: 'phaseAngle',
    formula: 'Phase angle (°) = arctan(Xc / R) × 180 / π',
    citations: ['KYLE2004'],
  },
  {
    key: 'met',
    formula: 'kcal/min = MET × 3.5 × W / 200',
    citations: ['AINSWORTH2011', 'HERRMANN2024'],
  },
  {
    key: 'heartRate',
    formula: 'HRmax = 208 − 0.7 × A (or 220 − A); target = HRrest + fraction × (HRmax − HRrest)',
    citations: ['TANAKA2001'],
  },
];

export function EquationsTab() {
  const { t, i18n } = useTranslation('knowledge');
  const number = (n: number, digits: number) =>
    new Intl.NumberFormat(i18n.language, {
      maximumFractionDigits: digits,
      minimumFractionDigits: digits,
    }).format(n);
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted">{t('equations.intro')}</p>
      <ul className="grid gap-4 lg:grid-cols-2">
        {EQUATIONS.map((e) => {
          const example = e.example?.();
          return (
            <li key={e.key}>
              <Card className="h-full p-4">
                <h2 className="text-base font-semibold text-fg">{t(`equations.items.${e.key}.name`)}</h2>
                <p className="mt-1 text-sm text-muted">{t(`equations.items.${e.key}.use`)}</p>
                <p className="mt-3 break-words rounded bg-surface p-2 font-mono text-xs text-fg">
                  {e.formula}
                </p>
                {example ? (
                  <p className="mt-2 text-sm text-fg">
                    {t('equations.example', {
                      value: `${number(example.value, example.digits)} ${example.unit}`.trim(),
                    })}
                  </p>
                ) : null}
                <h3 className="mt-3 text-xs font-semibold uppercase tracking-wide text-muted">
                  {t('article.sources')}
                </h3>
                <ul className="mt-1 space-y-1 text-xs text-fg" lang="en">
                  {e.citations.map((c) => (
                    <li key={c} className="break-words">
                      {CITATIONS[c]}
                    </li>
                  ))}
                </ul>
              </Card>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
