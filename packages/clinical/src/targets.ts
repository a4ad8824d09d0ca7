/**
 * Daily targets proposed from a patient's record: BMR by Mifflin–St Jeor [MIFFLIN1990], times the
 * activity factor [MEDSCAPE-MSJ], adjusted for the weight goal (a practice convention), then the
 * macros by share of energy or grams per kg and fiber at 14 g per 1,000 kcal [IOM2005]. Every
 * step is returned with its equation and citation so the proposal can show how it was reached.
 */
import {
  type ActivityLevel,
  bmrMifflinStJeor,
  type EnergyTarget,
  energyTarget,
  type MacroSpec,
  type MacroTargets,
  macroTargets,
  tdee,
  type WeightGoal,
} from './energy.ts';
import type { Sex } from './errors.ts';
import type { Computed } from './result.ts';

export interface TargetProposalInput {
  sex: Sex;
  weightKg: number;
  heightCm: number;
  ageYears: number;
  activity: ActivityLevel;
  goal: WeightGoal;
  protein: MacroSpec;
  carbs: MacroSpec;
  fat: MacroSpec;
}

export interface TargetProposal {
  bmr: Computed;
  tdee: Computed & { factor: number };
  energy: EnergyTarget;
  targets: MacroTargets;
}

export function proposeTargets(input: TargetProposalInput): TargetProposal {
  const bmr = bmrMifflinStJeor(input);
  const total = tdee(bmr.value, input.activity);
  const energy = energyTarget({ tdeeKcal: total.value, goal: input.goal, sex: input.sex });
  const targets = macroTargets({
    energy: { target: energy.target, min: energy.min, max: energy.max },
    weightKg: input.weightKg,
    protein: input.protein,
    carbs: input.carbs,
    fat: input.fat,
  });
  return { bmr, tdee: total, energy, targets };
}
