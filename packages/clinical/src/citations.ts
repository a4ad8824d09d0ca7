/**
 * Citation keys used in results (`citation` fields). Keys in square brackets in
 * shared/data/REFERENCES.md keep their spelling; the ones marked "(added)" are sources this
 * package uses beyond REFERENCES.md.
 */
export const CITATIONS = {
  KYLE2001:
    'Kyle UG, Genton L, Karsegard L, Slosman DO, Pichard C. Single prediction equation for bioelectrical impedance analysis in adults aged 20-94 years. Nutrition 2001;17(3):248-253.',
  KYLE2004:
    'Kyle UG, Bosaeus I, De Lorenzo AD, et al. (ESPEN). Bioelectrical impedance analysis - part I: review of principles and methods. Clin Nutr 2004;23:1226-1243.',
  SUN2003:
    'Sun SS, Chumlea WC, Heymsfield SB, et al. Development of bioelectrical impedance analysis prediction equations for body composition with the use of a multicomponent model for use in epidemiologic surveys. Am J Clin Nutr 2003;77(2):331-340.',
  MIFFLIN1990:
    'Mifflin MD, St Jeor ST, Hill LA, Scott BJ, Daugherty SA, Koh YO. A new predictive equation for resting energy expenditure in healthy individuals. Am J Clin Nutr 1990;51(2):241-247.',
  ROZA1984:
    'Roza AM, Shizgal HM. The Harris Benedict equation reevaluated: resting energy requirements and the body cell mass. Am J Clin Nutr 1984;40:168-182.',
  HB1919:
    'Harris JA, Benedict FG. A Biometric Study of Basal Metabolism in Man. Carnegie Institution of Washington, Publ. 279, 1919.',
  'MEDSCAPE-MSJ': 'Medscape reference calculator, Mifflin-St Jeor equation (activity multipliers).',
  FAO2004: 'FAO/WHO/UNU. Human energy requirements. FAO Food and Nutrition Technical Report Series 1, 2004.',
  'WHO-BMI': 'WHO. Obesity: preventing and managing the global epidemic. Technical Report Series 894, 2000.',
  'WHO-ASIA2004':
    'WHO Expert Consultation. Appropriate body-mass index for Asian populations and its implications for policy and intervention strategies. Lancet 2004;363:157-163.',
  'WHO-WAIST':
    'WHO. Waist circumference and waist-hip ratio: report of a WHO expert consultation, Geneva, 8-11 December 2008. WHO 2011.',
  IDF2006:
    'International Diabetes Federation. The IDF consensus worldwide definition of the metabolic syndrome. 2006.',
  'NICE-WHTR':
    'NICE. Obesity: identification, assessment and management (CG189), waist-to-height update, 2022.',
  ACCAHA2017:
    'Whelton PK, Carey RM, Aronow WS, et al. 2017 ACC/AHA Guideline for the Prevention, Detection, Evaluation, and Management of High Blood Pressure in Adults. Hypertension 2018;71:e13-e115.',
  LOINC: 'Regenstrief Institute. LOINC. https://loinc.org',
  'ADA-SOC':
    'American Diabetes Association. Standards of Care in Diabetes, section 2 (Diagnosis and Classification of Diabetes).',
  'MAYO-CBC': 'Mayo Clinic. Complete blood count (CBC) - results.',
  'MSD-BLOOD': 'MSD Manual Consumer Version. Blood tests - reference ranges table.',
  'CDT-LAB': 'CURRENT Diagnosis & Treatment (McGraw Hill), Normal laboratory values (hematology).',
  ACG2017:
    'Kwo PY, Cohen SM, Lim JK. ACG Clinical Guideline: Evaluation of abnormal liver chemistries. Am J Gastroenterol 2017;112:18-35.',
  'NHANES3-TSH':
    'Hollowell JG, Staehling NW, Flanders WD, et al. Serum TSH, T4, and thyroid antibodies in the United States population (1988 to 1994): NHANES III. J Clin Endocrinol Metab 2002;87:489-499.',
  ENDO2011:
    'Holick MF, Binkley NC, Bischoff-Ferrari HA, et al. Evaluation, treatment, and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2011;96:1911-1930.',
  'WHO-FOLATE':
    'WHO. Serum and red blood cell folate concentrations for assessing folate status in populations. VMNIS, 2015.',
  'WHO-HB':
    'WHO. Haemoglobin concentrations for the diagnosis of anaemia and assessment of severity. VMNIS, 2011.',
  FRANKENFIELD2005:
    'Frankenfield D, Roth-Yousey L, Compher C. Comparison of predictive equations for resting metabolic rate in healthy nonobese and obese adults: a systematic review. J Am Diet Assoc 2005;105:775-789.',
  HHS2018:
    'US Department of Health and Human Services. Physical Activity Guidelines for Americans, 2nd edition, 2018.',
  HERRMANN2024:
    'Herrmann SD, Willis EA, Ainsworth BE, et al. 2024 Adult Compendium of Physical Activities. J Sport Health Sci 2024;13:6-12.',
  ATP3: 'National Cholesterol Education Program. Third Report of the Expert Panel (ATP III) final report. Circulation 2002;106:3143-3421.',
  KDIGO2012:
    'KDIGO 2012 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney Disease.',
  IOM2011: 'Institute of Medicine. Dietary Reference Intakes for Calcium and Vitamin D. 2011.',
  'WHO-FERRITIN':
    'WHO guideline on use of ferritin concentrations to assess iron status in individuals and populations. 2020.',
  'AHA-CDC2003':
    'Pearson TA, Mensah GA, Alexander RW, et al. Markers of inflammation and cardiovascular disease. Circulation 2003;107:499-511.',
  AINSWORTH2011:
    'Ainsworth BE, Haskell WL, Herrmann SD, et al. 2011 Compendium of Physical Activities: a second update of codes and MET values. Med Sci Sports Exerc 2011;43(8):1575-1581.',
  GARBER2011:
    'Garber CE, Blissmer B, Deschenes MR, et al. ACSM position stand. Med Sci Sports Exerc 2011;43(7):1334-1359.',
  'WHO-PA2020': 'WHO guidelines on physical activity and sedentary behaviour. Geneva, 2020.',
  TANAKA2001:
    'Tanaka H, Monahan KD, Seals DR. Age-predicted maximal heart rate revisited. J Am Coll Cardiol 2001;37:153-156.',
  KOST1990:
    '(added) Kost GJ. Critical limits for urgent clinician notification at US medical centers. JAMA 1990;263(5):704-707 (mean low/high critical limits of the survey).',
  NEWS2:
    '(added) Royal College of Physicians. National Early Warning Score (NEWS) 2: Standardising the assessment of acute-illness severity in the NHS. London: RCP, 2017.',
  AHA_HR:
    '(added) American Heart Association. Target heart rates / all about heart rate: normal resting adult heart rate 60-100 bpm.',
  IOM2005:
    '(added) Institute of Medicine. Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids. 2002/2005 (AMDR; fiber AI 14 g/1000 kcal).',
  DGA2020:
    '(added) U.S. Department of Agriculture and U.S. Department of Health and Human Services. Dietary Guidelines for Americans, 2020-2025.',
  FDA_LOW_SODIUM:
    '(added) U.S. FDA, 21 CFR 101.61 nutrient content claims for sodium ("low sodium": 140 mg or less).',
  FDA_ALLERGENS:
    '(added) U.S. Food Allergen Labeling and Consumer Protection Act 2004 and FASTER Act 2021 (major food allergens: milk, egg, fish, crustacean shellfish, tree nuts, peanuts, wheat, soybeans, sesame).',
  USDA_SR28:
    'U.S. Department of Agriculture, Agricultural Research Service. USDA National Nutrient Database for Standard Reference, Release 28 (2015, rev. 2016).',
  ACG2013:
    '(added) Rubio-Tapia A, Hill ID, Kelly CP, Calderwood AH, Murray JA. ACG clinical guidelines: diagnosis and management of celiac disease. Am J Gastroenterol 2013;108:656-676 (a strict gluten-free diet).',
  NIH2010:
    '(added) Suchy FJ, Brannon PM, Carpenter TO, et al. NIH Consensus Development Conference Statement: Lactose Intolerance and Health. NIH Consens State Sci Statements 2010;27(2):1-27.',
  CONVENTION:
    'Conventional practice value, not taken from a cited guideline; shown so the reader can judge it.',
} as const;

export type CitationKey = keyof typeof CITATIONS;
