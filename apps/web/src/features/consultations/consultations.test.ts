import {
  type Consultation,
  CONSULTATION_MESSAGES,
  CONSULTATION_VALIDATION_MESSAGES,
} from '@verdant/shared/consultations';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/index.ts';
import {
  changedFields,
  clearDraft,
  formOf,
  mergeForms,
  readDraft,
  sameForm,
  toPatch,
  withUnits,
  writeDraft,
} from './editor-form.ts';
import { anthroFigures, fromUnits, labFigure, toUnits, vitalFigures } from './measures.ts';

const consultation: Consultation = {
  id: 'c1',
  patient: { id: 'p1', firstName: 'Emma', lastName: 'Rodriguez' },
  provider: null,
  occurredAt: '2026-03-02T10:00:00.000Z',
  sessionType: 'initial',
  status: 'draft',
  flags: ['urgent'],
  tags: ['iron', 'anaemia'],
  goalCodes: ['general_health'],
  labResults: [{ loinc: '2276-4', value: 9, unit: 'ng/mL' }],
  assessmentPrivate: false,
  vitals: {
    id: 'v1',
    patientId: 'p1',
    consultationId: 'c1',
    measuredAt: '2026-03-02T10:00:00.000Z',
    systolic: 150,
    diastolic: 95,
    heartRate: 72,
    temperatureC: 37,
    spo2: null,
    notes: null,
    recordedBy: null,
    locked: true,
    createdAt: '2026-03-02T10:00:00.000Z',
  },
  anthropometrics: null,
  summary: 'First visit',
  chiefComplaint: null,
  historyOfPresentIllness: null,
  diagnosis: null,
  goals: null,
  interventions: null,
  recommendations: null,
  followUp: null,
  subjective: 'Tired',
  objective: null,
  assessment: null,
  plan: null,
  version: 3,
  signedAt: null,
  signedBy: null,
  addenda: [],
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
  updatedBy: null,
};

describe('the editor form', () => {
  it('becomes the autosave body in SI units, whatever units it was typed in', () => {
    const metric = formOf(consultation, 'metric');
    const us = withUnits(metric, 'us');
    expect(us.vitals.temperatureC).toBe('98.6');
    expect(sameForm(metric, us)).toBe(true);
    const { patch, errors } = toPatch({ ...us, anthropometrics: { ...us.anthropometrics, weightKg: '150' } });
    expect(errors).toEqual({});
    expect(patch).toMatchObject({
      tags: ['iron', 'anaemia'],
      vitals: { systolic: 150, diastolic: 95, heartRate: 72, temperatureC: 37, spo2: null },
      anthropometrics: { weightKg: 68 },
      subjective: 'Tired',
      occurredAt: '2026-03-02T10:00:00.000Z',
    });
  });

  it('says which typed values are not numbers, and sends no measures when none is typed', () => {
    const form = formOf(consultation, 'metric');
    const { patch, errors } = toPatch({
      ...form,
      vitals: { systolic: '', diastolic: '', heartRate: 'fast', temperatureC: '', spo2: '' },
    });
    expect(errors).toEqual({ 'vitals.heartRate': 'numberInvalid' });
    expect(patch.vitals).toBeNull();
    expect(patch.anthropometrics).toBeNull();
  });

  it('saves only what changed, and keeps one’s changes over a colleague’s version field by field', () => {
    const base = formOf(consultation, 'metric');
    const saved = toPatch(base).patch;
    const mine = { ...base, texts: { ...base.texts, plan: 'Mine' } };
    expect(changedFields(toPatch(mine).patch, saved)).toEqual({ plan: 'Mine' });
    const theirs = formOf({ ...consultation, subjective: 'Theirs', version: 4 }, 'us');
    const merged = mergeForms(theirs, mine, saved);
    expect(merged.texts).toMatchObject({ plan: 'Mine', subjective: 'Theirs' });
    expect(merged.units).toBe('us');
  });

  it('keeps a draft per consultation and user on this device until cleared', () => {
    const form = formOf(consultation, 'metric');
    writeDraft('u1', 'c1', { baseVersion: 3, form, savedAt: 'now' });
    expect(readDraft('u1', 'c1')?.form.texts.subjective).toBe('Tired');
    expect(readDraft('u2', 'c1')).toBeNull();
    clearDraft('u1', 'c1');
    expect(readDraft('u1', 'c1')).toBeNull();
  });
  afterEach(() => localStorage.clear());
});

describe('figures beside the measurements', () => {
  it('flags vitals by the clinical package', () => {
    expect(
      vitalFigures({ systolic: 150, diastolic: 95, heartRate: 120, temperatureC: 38.5, spo2: 93 }).map(
        (f) => [f.code, f.tone],
      ),
    ).toEqual([
      ['bp.stage2', 'warning'],
      ['hr.high', 'warning'],
      ['temp.high', 'warning'],
      ['spo2.low', 'warning'],
    ]);
  });

  it('gives BMI and its class, waist risk by sex, waist-to-height and -hip', () => {
    const person = { gender: 'female' as const, dateOfBirth: '1990-01-01', heightCm: 165 };
    const figures = anthroFigures(
      { weightKg: 82, heightCm: null, waistCm: 96, hipCm: 100 },
      person,
      new Date('2026-01-01'),
    );
    expect(figures.map((f) => [f.code, f.value ?? null])).toEqual([
      ['bmi.obese.1', 30.1],
      ['waist.substantially-increased', null],
      ['whtr.increased', 0.58],
      ['whr.substantially-increased', 0.96],
    ]);
    // waist risk needs the sex; a child's BMI has no adult class
    const child = anthroFigures(
      { weightKg: 30, heightCm: 130, waistCm: 60, hipCm: null },
      { gender: null, dateOfBirth: '2018-01-01', heightCm: null },
      new Date('2026-01-01'),
    );
    expect(child.map((f) => f.code)).toEqual(['bmi.child', 'whtr.healthy']);
  });

  it('flags a lab value against its reference range', () => {
    expect(labFigure({ loinc: '2276-4', value: 9, unit: 'ng/mL' }, 'female')).toMatchObject({
      range: '≥ 15 ng/mL',
      code: 'lab.low',
      test: 'Ferritin',
    });
    expect(labFigure({ loinc: '0000-0', value: 9, unit: 'x' }, null)).toBeNull();
  });

  it('converts between SI and US units', () => {
    expect(toUnits('mass', 68, 'us')).toBe(149.9);
    expect(fromUnits('mass', '150', 'us')).toBe(68);
    expect(fromUnits('temperature', '98.6', 'us')).toBe(37);
    expect(fromUnits('length', '34,5', 'us')).toBe(87.6);
    expect(fromUnits('length', 'x', 'metric')).toBeNaN();
  });
});

describe('consultation messages', () => {
  it('uses the agreed wording in English and translates it in Spanish', () => {
    const en = i18n.getFixedT('en', 'consultations');
    const es = i18n.getFixedT('es', 'consultations');
    expect([en('toasts.saved'), en('toasts.deleted'), en('toasts.saveFailed')]).toEqual([
      CONSULTATION_MESSAGES.saved,
      CONSULTATION_MESSAGES.deleted,
      CONSULTATION_MESSAGES.saveFailed,
    ]);
    expect([es('toasts.saved'), es('toasts.deleted'), es('toasts.saveFailed')]).toEqual([
      'Consulta guardada',
      'Consulta eliminada',
      'Error al guardar la consulta',
    ]);
  });

  it('translates every validation key the consultation API sends, in English and Spanish', () => {
    const missing: string[] = [];
    for (const key of Object.keys(CONSULTATION_VALIDATION_MESSAGES)) {
      for (const lng of ['en', 'es']) {
        if (
          !i18n.exists(`validation:${key}`, { lng }) &&
          !i18n.exists(`consultations:validation.${key}`, { lng })
        )
          missing.push(`${lng}:${key}`);
      }
    }
    expect(missing).toEqual([]);
    expect(i18n.getFixedT('en', 'consultations')('validation.consentRequired')).toBe(
      CONSULTATION_VALIDATION_MESSAGES.consentRequired,
    );
  });
});
