import {
  ACTIVITY_LEVELS as CLINICAL_ACTIVITY,
  DIET_TAGS,
  MEAL_SLOTS as CLINICAL_SLOTS,
} from '@verdant/clinical';
import { ACTIVITY_LEVELS, DIET_TAG_CODES, MEAL_SLOTS } from '@verdant/shared';
import { describe, expect, it } from 'vitest';

describe('diet plan codes', () => {
  it('are the clinical package’s meal slots, activity levels and diet tags (the planner reads them)', () => {
    expect([...MEAL_SLOTS]).toEqual([...CLINICAL_SLOTS]);
    expect([...ACTIVITY_LEVELS]).toEqual([...CLINICAL_ACTIVITY]);
    expect([...DIET_TAG_CODES]).toEqual([...DIET_TAGS]);
  });
});
