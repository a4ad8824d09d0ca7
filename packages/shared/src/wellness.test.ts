import { describe, expect, it } from 'vitest';
import {
  adherence,
  answersFit,
  questionnaireInputSchema,
  scoreQuestionnaire,
  sleepMinutes,
  streak,
  sleepEntryInputSchema,
} from './wellness.ts';
import { isCalendarDay } from './dates.ts';

const filled = (n: number, v: number) => Array.from({ length: n }, () => v);

describe('PHQ-9 (Kroenke, Spitzer & Williams 2001)', () => {
  it('scores the severity bands at their published cut-points 5, 10, 15 and 20', () => {
    const at = (total: number) => {
      const answers = filled(9, 0);
      for (let i = 0; i < total; i++) answers[i % 8]! += 1; // item 9 left at 0
      return scoreQuestionnaire('phq9', answers);
    };
    expect(at(4).band).toBe('minimal');
    expect(at(5).band).toBe('mild');
    expect(at(9)).toMatchObject({ band: 'mild', high: false, crisis: false });
    expect(at(10)).toMatchObject({ total: 10, band: 'moderate', high: true });
    expect(at(15).band).toBe('moderatelySevere');
    expect(at(20).band).toBe('severe');
    expect(scoreQuestionnaire('phq9', filled(9, 3))).toMatchObject({ total: 27, max: 27, band: 'severe' });
  });

  it('flags item 9 (thoughts of self-harm) above zero as a crisis even with a low total', () => {
    const answers = [0, 0, 0, 0, 0, 0, 0, 0, 1];
    expect(scoreQuestionnaire('phq9', answers)).toMatchObject({
      total: 1,
      band: 'minimal',
      crisis: true,
      high: true,
    });
  });
});

describe('GAD-7 (Spitzer et al. 2006)', () => {
  it('uses the cut-points 5, 10 and 15', () => {
    expect(scoreQuestionnaire('gad7', [1, 1, 1, 1, 0, 0, 0]).band).toBe('minimal');
    expect(scoreQuestionnaire('gad7', [1, 1, 1, 1, 1, 0, 0]).band).toBe('mild');
    expect(scoreQuestionnaire('gad7', [2, 2, 2, 2, 2, 0, 0])).toMatchObject({
      total: 10,
      band: 'moderate',
      high: true,
    });
    expect(scoreQuestionnaire('gad7', filled(7, 3))).toMatchObject({ total: 21, band: 'severe' });
  });
});

describe('PHQ-4 (Kroenke et al. 2009)', () => {
  it('bands the total 0-2 normal, 3-5 mild, 6-8 moderate, 9-12 severe with its two subscales', () => {
    expect(scoreQuestionnaire('phq4', [1, 1, 0, 0])).toMatchObject({ total: 2, band: 'normal' });
    const s = scoreQuestionnaire('phq4', [2, 1, 1, 2]);
    expect(s).toMatchObject({ total: 6, band: 'moderate', high: true, parts: { anxiety: 3, depression: 3 } });
    expect(scoreQuestionnaire('phq4', filled(4, 3)).band).toBe('severe');
  });
});

describe('WHO-5 (WHO Collaborating Centre, 1998)', () => {
  it('multiplies the raw score by 4; raw below 13 is poor well-being; 28 % or less likely depression', () => {
    expect(scoreQuestionnaire('who5', [3, 3, 3, 2, 2])).toMatchObject({
      total: 13,
      percent: 52,
      band: 'good',
    });
    expect(scoreQuestionnaire('who5', [3, 3, 2, 2, 2])).toMatchObject({
      total: 12,
      percent: 48,
      band: 'poor',
      high: false,
    });
    expect(scoreQuestionnaire('who5', [2, 2, 1, 1, 1])).toMatchObject({
      total: 7,
      percent: 28,
      band: 'likelyDepression',
      high: true,
    });
    expect(scoreQuestionnaire('who5', filled(5, 5)).percent).toBe(100);
  });
});

describe('Berlin questionnaire (Netzer et al. 1999)', () => {
  it('is high risk with two positive categories: snoring and daytime sleepiness', () => {
    // snores (1), louder than talking (1), nearly every day (1); tired after sleep 3-4×/week (1),
    // tired while awake nearly every day (1); no high blood pressure, BMI 24
    const s = scoreQuestionnaire('berlin', [0, 2, 0, 1, 4, 1, 0, 1, 1], { bmi: 24 });
    expect(s).toMatchObject({
      band: 'highRisk',
      high: true,
      parts: { snoring: 1, sleepiness: 1, bloodPressureOrBmi: 0 },
    });
  });

  it('counts breathing pauses 3-4 times a week as two points, and a BMI over 30 as category 3', () => {
    const s = scoreQuestionnaire('berlin', [1, null, null, null, 1, 4, 4, 1, 1], { bmi: 31 });
    expect(s.parts).toEqual({ snoring: 1, sleepiness: 0, bloodPressureOrBmi: 1 });
    expect(s.band).toBe('highRisk');
  });

  it('is low risk with one positive category', () => {
    const s = scoreQuestionnaire('berlin', [1, null, null, null, 4, 4, 4, 1, 0], { bmi: 22 });
    expect(s).toMatchObject({ total: 1, band: 'lowRisk', high: false });
  });

  it('accepts skipped snoring follow-ups only from someone who does not snore', () => {
    expect(answersFit('berlin', [0, null, null, null, 4, 4, 4, 1, 1])).toBe(false);
    expect(answersFit('berlin', [1, null, null, null, 4, 4, 4, 1, 1])).toBe(true);
  });
});

describe('answers that do not fit', () => {
  it('are refused by the input schema (wrong count, out-of-range option)', () => {
    const base = { date: '2026-11-20' };
    expect(questionnaireInputSchema.safeParse({ ...base, kind: 'phq9', answers: filled(8, 1) }).success).toBe(
      false,
    );
    expect(questionnaireInputSchema.safeParse({ ...base, kind: 'gad7', answers: filled(7, 4) }).success).toBe(
      false,
    );
    expect(questionnaireInputSchema.safeParse({ ...base, kind: 'who5', answers: filled(5, 5) }).success).toBe(
      true,
    );
  });
});

describe('sleep, adherence and streaks', () => {
  it('counts a night across midnight', () => {
    expect(sleepMinutes('23:30', '07:00')).toBe(450);
    expect(sleepMinutes('01:00', '08:15')).toBe(435);
  });

  it('counts weekly periods with an entry among the last eight', () => {
    expect(adherence('weekly', '2026-11-01', '2026-11-20', ['2026-11-02', '2026-11-16'])).toEqual({
      done: 2,
      expected: 3,
      dueNow: false,
    });
    expect(adherence('daily', '2026-11-18', '2026-11-20', ['2026-11-18'])).toEqual({
      done: 1,
      expected: 3,
      dueNow: true,
    });
  });

  it('counts consecutive days ending today or yesterday', () => {
    expect(streak(['2026-11-18', '2026-11-19', '2026-11-20'], '2026-11-20')).toBe(3);
    expect(streak(['2026-11-18', '2026-11-19'], '2026-11-20')).toBe(2);
    expect(streak(['2026-11-17'], '2026-11-20')).toBe(0);
  });
});

describe('calendar days', () => {
  it('accepts real days and refuses impossible ones', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('9999-99-99')).toBe(false);
    expect(isCalendarDay('2026-1-01')).toBe(false);
    expect(sleepEntryInputSchema.safeParse({ date: '2026-13-01' }).success).toBe(false);
  });
});
