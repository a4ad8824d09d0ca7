-- The knowledge base: articles and protocol templates in Markdown, an English and a Spanish version
-- each, with their sources. Platform articles (organization null, a slug naming their file in
-- modules/knowledge/articles) are read by every practice; a practice's own stay in it. Full-text
-- search in both languages (a tsvector per language, the 'english' and 'spanish' dictionaries,
-- generated and GIN-indexed) and typo-tolerant titles (pg_trgm on the titles folded: lower case,
-- no accents; translate() is immutable, unlike unaccent()).
CREATE TABLE "kb_article" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid REFERENCES "organization"("id") ON DELETE CASCADE,
  "slug" text,
  "kind" text DEFAULT 'article' NOT NULL,
  "category" text NOT NULL,
  "tags" text[] DEFAULT '{}'::text[] NOT NULL,
  "title_en" text,
  "summary_en" text,
  "body_en" text,
  "title_es" text,
  "summary_es" text,
  "body_es" text,
  "sources" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "search_en" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title_en, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(summary_en, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(body_en, '')), 'C')) STORED,
  "search_es" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('spanish'::regconfig, coalesce(title_es, '')), 'A') || setweight(to_tsvector('spanish'::regconfig, coalesce(summary_es, '')), 'B') || setweight(to_tsvector('spanish'::regconfig, coalesce(body_es, '')), 'C')) STORED,
  "title_fold" text GENERATED ALWAYS AS (translate(lower(coalesce(title_en, '') || ' ' || coalesce(title_es, '')), 'áàâäãåāéèêëēíìîïīóòôöõøōúùûüūñçýÿ', 'aaaaaaaeeeeeiiiiiooooooouuuuuncyy')) STORED,
  "created_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "updated_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "version" integer DEFAULT 1 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "kb_article_kind_check" CHECK ("kind" IN ('article', 'protocol')),
  CONSTRAINT "kb_article_platform_slug_check" CHECK (("organization_id" IS NULL) = ("slug" IS NOT NULL)),
  CONSTRAINT "kb_article_language_check" CHECK ("title_en" IS NOT NULL OR "title_es" IS NOT NULL)
);--> statement-breakpoint
CREATE INDEX "kb_article_search_en_idx" ON "kb_article" USING gin ("search_en");--> statement-breakpoint
CREATE INDEX "kb_article_search_es_idx" ON "kb_article" USING gin ("search_es");--> statement-breakpoint
CREATE INDEX "kb_article_title_trgm_idx" ON "kb_article" USING gin ("title_fold" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "kb_article_org_category_idx" ON "kb_article" ("organization_id", "category");--> statement-breakpoint
CREATE INDEX "kb_article_tags_idx" ON "kb_article" USING gin ("tags");--> statement-breakpoint
CREATE UNIQUE INDEX "kb_article_slug_unique" ON "kb_article" ("slug") WHERE "organization_id" IS NULL;--> statement-breakpoint
-- The platform articles (written by modules/knowledge/platform-articles.ts from the Markdown files
-- of modules/knowledge/articles; a test keeps this block and the files the same).
-- BEGIN PLATFORM ARTICLES
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('caffeine-creatine', 'article', 'sports', ARRAY['sports nutrition','supplements','caffeine','creatine']::text[], 'Caffeine and creatine: evidence-based supplements', 'Doses, timing and cautions for the two ergogenic aids with the strongest evidence, from the ISSN position stands.', '## Caffeine (ISSN 2021)

- Improves performance in many types of exercise, most consistently in aerobic endurance.
- Effective doses are typically 3–6 mg/kg body weight, taken about 60 minutes before exercise; lower doses (around 2 mg/kg) may still help.
- Higher doses bring more side effects (sleep disturbance, anxiety, raised heart rate) without more benefit.

## Creatine monohydrate (ISSN 2017)

- The most effective nutritional supplement available for increasing high-intensity exercise capacity and lean body mass during training.
- Loading: about 0.3 g/kg/day (roughly 20 g a day in four doses) for 5–7 days, then 3–5 g a day; or 3–5 g a day from the start, which saturates muscle more slowly (about 3–4 weeks).
- Short- and long-term use at these doses appears safe in healthy people.

## In the consultation

Record supplements in the patient''s record, check them for contamination risk (choose third-party-tested products in tested sports), and consider pregnancy, heart rhythm problems, anxiety and kidney disease before recommending either.', 'Cafeína y creatina: suplementos con evidencia', 'Dosis, momento de toma y precauciones de las dos ayudas ergogénicas con más evidencia, según las posiciones de la ISSN.', '## Cafeína (ISSN 2021)

- Mejora el rendimiento en muchos tipos de ejercicio, de forma más constante en la resistencia aeróbica.
- Las dosis eficaces suelen ser de 3–6 mg/kg de peso, unos 60 minutos antes del ejercicio; dosis menores (alrededor de 2 mg/kg) también pueden ayudar.
- Las dosis más altas traen más efectos adversos (alteración del sueño, ansiedad, taquicardia) sin más beneficio.

## Monohidrato de creatina (ISSN 2017)

- El suplemento nutricional más eficaz para aumentar la capacidad de ejercicio de alta intensidad y la masa magra con el entrenamiento.
- Carga: unos 0,3 g/kg/día (unos 20 g al día en cuatro tomas) durante 5–7 días y después 3–5 g al día; o 3–5 g al día desde el principio, que satura el músculo más despacio (unas 3–4 semanas).
- El uso a corto y largo plazo con estas dosis parece seguro en personas sanas.

## En la consulta

Anota los suplementos en la historia, valora el riesgo de contaminación (elige productos verificados por terceros en deportes con control antidopaje) y ten en cuenta el embarazo, las arritmias, la ansiedad y la enfermedad renal antes de recomendar cualquiera de los dos.', '[{"citation":"Guest NS, VanDusseldorp TA, Nelson MT, et al. International society of sports nutrition position stand: caffeine and exercise performance. J Int Soc Sports Nutr 2021;18(1):1.","url":"https://doi.org/10.1186/s12970-020-00383-4"},{"citation":"Kreider RB, Kalman DS, Antonio J, et al. International Society of Sports Nutrition position stand: safety and efficacy of creatine supplementation in exercise, sport, and medicine. J Int Soc Sports Nutr 2017;14:18.","url":"https://doi.org/10.1186/s12970-017-0173-z"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('carbohydrate-counting', 'article', 'diabetes', ARRAY['carbohydrate','insulin','type 1 diabetes','type 2 diabetes','education']::text[], 'Carbohydrate counting and the plate method', 'Two ways to teach carbohydrate awareness in diabetes: the simple plate method and carbohydrate counting for flexible insulin dosing.', '## The plate method

A simple approach for people who do not adjust insulin at meals: half the plate non-starchy vegetables, a quarter lean protein, a quarter carbohydrate foods (whole grains, starchy vegetables, legumes), with water or a zero-calorie drink. It needs no arithmetic and suits low health literacy or numeracy.

## Carbohydrate counting

For people on multiple daily injections or an insulin pump, counting the grams of carbohydrate in a meal lets them match the prandial insulin dose to the meal (an insulin-to-carbohydrate ratio set by the prescribing team).

- Teach label reading (total carbohydrate per serving and the serving size) and household measures.
- Use the food browser in this knowledge base: the carbohydrate per 100 g and per portion of each food come from the USDA table.
- Fat and protein slow and extend the glucose rise after large mixed meals; people using pumps may need advice from their team on dose timing.

## Follow-up

Check accuracy with a few real meals and the person''s glucose records. Consistency of carbohydrate intake from day to day helps people on fixed insulin doses.', 'Recuento de hidratos de carbono y método del plato', 'Dos formas de enseñar a manejar los hidratos de carbono en la diabetes: el sencillo método del plato y el recuento de hidratos para ajustar la insulina.', '## El método del plato

Un enfoque sencillo para quien no ajusta la insulina en cada comida: medio plato de verduras no feculentas, un cuarto de proteína magra y un cuarto de alimentos con hidratos de carbono (cereales integrales, tubérculos, legumbres), con agua o una bebida sin calorías. No requiere cálculos y se adapta a una alfabetización en salud o numérica baja.

## Recuento de hidratos de carbono

Para quien usa múltiples dosis de insulina o una bomba, contar los gramos de hidratos de carbono de una comida permite ajustar la dosis prandial a esa comida (con una ratio insulina/hidratos fijada por el equipo que prescribe).

- Enseña a leer etiquetas (hidratos de carbono totales por ración y tamaño de la ración) y medidas caseras.
- Usa el buscador de alimentos de esta base de conocimiento: los hidratos por 100 g y por porción de cada alimento proceden de la tabla del USDA.
- La grasa y la proteína retrasan y prolongan la subida de glucosa tras comidas mixtas abundantes; quien usa bomba puede necesitar indicaciones de su equipo sobre el momento de la dosis.

## Seguimiento

Comprueba la precisión con algunas comidas reales y los registros de glucosa. Mantener una ingesta de hidratos de carbono similar de un día a otro ayuda a quien usa dosis fijas de insulina.', '[{"citation":"American Diabetes Association Professional Practice Committee. 5. Facilitating Positive Health Behaviors and Well-being to Improve Health Outcomes: Standards of Care in Diabetes—2024. Diabetes Care 2024;47(Suppl 1):S77–S110.","url":"https://doi.org/10.2337/dc24-S005"},{"citation":"Evert AB, Dennison M, Gardner CD, et al. Nutrition Therapy for Adults With Diabetes or Prediabetes: A Consensus Report. Diabetes Care 2019;42(5):731–754.","url":"https://doi.org/10.2337/dci19-0014"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('celiac-disease', 'article', 'gastrointestinal', ARRAY['coeliac disease','gluten','gluten-free diet','protocol']::text[], 'Coeliac disease: the gluten-free diet', 'A strict, lifelong gluten-free diet is the treatment of coeliac disease; the ACG guidelines also recommend follow-up with a dietitian and monitoring for nutritional deficiencies.', '## Key points

- Test for coeliac disease before starting a gluten-free diet: serology and biopsy are less reliable once gluten has been removed.
- Treatment is a strict gluten-free diet for life: no wheat, barley or rye, and no cross-contact with them.
- Pure oats, uncontaminated by wheat, are tolerated by most people with coeliac disease and improve the diet''s variety and fibre; a few react to them.
- People with coeliac disease should be referred to a dietitian experienced in the disease.

## In the consultation

1. Screen for deficiencies at diagnosis (iron, folate, vitamin D, vitamin B12 and others as indicated) and follow weight and bone health.
2. Teach label reading, hidden gluten (sauces, stock cubes, processed meat) and kitchen cross-contact.
3. Build meals on naturally gluten-free staples (rice, potatoes, maize, legumes, buckwheat, quinoa) and check fibre, iron and B vitamins: many gluten-free products are not fortified.
4. Follow up: symptoms, serology and adherence; persistent symptoms most often come from gluten exposure.

In this product, "coeliac disease" on the patient''s record makes the diet planner exclude gluten-containing foods from every plan.', 'Enfermedad celíaca: la dieta sin gluten', 'Una dieta sin gluten estricta y de por vida es el tratamiento de la enfermedad celíaca; las guías del ACG recomiendan además seguimiento con un dietista y control de las carencias nutricionales.', '## Puntos clave

- Haz las pruebas de celiaquía antes de empezar una dieta sin gluten: la serología y la biopsia son menos fiables cuando ya se ha retirado el gluten.
- El tratamiento es una dieta sin gluten estricta de por vida: sin trigo, cebada ni centeno, y sin contacto cruzado con ellos.
- La avena pura, sin contaminación de trigo, la tolera la mayoría de las personas celíacas y mejora la variedad y la fibra de la dieta; unas pocas reaccionan a ella.
- Las personas con enfermedad celíaca deben ser derivadas a un dietista con experiencia en la enfermedad.

## En la consulta

1. Busca carencias al diagnóstico (hierro, folato, vitamina D, vitamina B12 y otras según el caso) y sigue el peso y la salud ósea.
2. Enseña a leer etiquetas, el gluten oculto (salsas, pastillas de caldo, embutidos) y el contacto cruzado en la cocina.
3. Basa las comidas en alimentos sin gluten por naturaleza (arroz, patata, maíz, legumbres, trigo sarraceno, quinoa) y revisa la fibra, el hierro y las vitaminas del grupo B: muchos productos sin gluten no están enriquecidos.
4. Haz seguimiento: síntomas, serología y adherencia; los síntomas persistentes suelen deberse a exposición al gluten.

En este producto, «enfermedad celíaca» en la ficha del paciente hace que el planificador excluya los alimentos con gluten de todos los planes.', '[{"citation":"Rubio-Tapia A, Hill ID, Kelly CP, Calderwood AH, Murray JA. ACG Clinical Guidelines: Diagnosis and Management of Celiac Disease. Am J Gastroenterol 2013;108(5):656–676.","url":"https://doi.org/10.1038/ajg.2013.79"},{"citation":"Rubio-Tapia A, Hill ID, Semrad C, et al. American College of Gastroenterology Guidelines Update: Diagnosis and Management of Celiac Disease. Am J Gastroenterol 2023;118(1):59–76.","url":"https://doi.org/10.14309/ajg.0000000000002075"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('ckd-nutrition', 'article', 'renal', ARRAY['chronic kidney disease','protein','sodium','potassium','phosphorus','protocol']::text[], 'Chronic kidney disease (not on dialysis): nutrition care', 'The KDOQI 2020 guideline on protein, energy, sodium, potassium and phosphorus for adults with CKD stages 3–5 who are not on dialysis.', '## Protein

- Adults with CKD 3–5, not on dialysis and metabolically stable: under close clinical supervision, a low-protein diet of 0.55–0.60 g/kg body weight per day, or a very-low-protein diet of 0.28–0.43 g/kg/day with keto-acid/amino-acid analogues, to reduce the risk of kidney failure and death and improve quality of life.
- With diabetes and CKD: 0.6–0.8 g/kg/day to maintain a stable nutritional status and optimise glycaemic control.

## Energy

25–35 kcal/kg body weight per day, adjusted to age, sex, physical activity, body composition, weight goals, CKD stage and concurrent illness.

## Sodium, potassium, phosphorus

- Limit sodium to less than 100 mmol (about 2.3 g) a day to reduce blood pressure and improve volume control.
- Adjust potassium and phosphorus intake to keep serum levels in the normal range; there is no fixed restriction for everyone.

## In the consultation

1. Record eGFR, albuminuria, potassium, phosphate and bicarbonate from the latest labs.
2. Assess nutritional status (weight history, intake, physical signs) at least twice a year in CKD 3–5.
3. Plan protein quantity and quality with the nephrology team; plant-based protein sources may help with phosphorus.', 'Enfermedad renal crónica (sin diálisis): atención nutricional', 'La guía KDOQI 2020 sobre proteína, energía, sodio, potasio y fósforo en adultos con ERC en estadios 3–5 sin diálisis.', '## Proteína

- Adultos con ERC 3–5, sin diálisis y metabólicamente estables: bajo estrecha supervisión clínica, una dieta baja en proteína de 0,55–0,60 g/kg de peso al día, o una dieta muy baja en proteína de 0,28–0,43 g/kg/día con análogos de cetoácidos/aminoácidos, para reducir el riesgo de fallo renal y muerte y mejorar la calidad de vida.
- Con diabetes y ERC: 0,6–0,8 g/kg/día para mantener un estado nutricional estable y optimizar el control glucémico.

## Energía

25–35 kcal/kg de peso al día, ajustadas a la edad, el sexo, la actividad física, la composición corporal, los objetivos de peso, el estadio de la ERC y otras enfermedades.

## Sodio, potasio, fósforo

- Limita el sodio a menos de 100 mmol (unos 2,3 g) al día para reducir la presión arterial y mejorar el control de volumen.
- Ajusta el potasio y el fósforo de la dieta para mantener sus valores en sangre en el rango normal; no hay una restricción fija para todos.

## En la consulta

1. Anota el FGe, la albuminuria, el potasio, el fosfato y el bicarbonato de las últimas analíticas.
2. Valora el estado nutricional (evolución del peso, ingesta, signos físicos) al menos dos veces al año en la ERC 3–5.
3. Planifica la cantidad y la calidad de la proteína con el equipo de nefrología; las fuentes vegetales de proteína pueden ayudar con el fósforo.', '[{"citation":"Ikizler TA, Burrowes JD, Byham-Gray LD, et al. KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update. Am J Kidney Dis 2020;76(3 Suppl 1):S1–S107.","url":"https://doi.org/10.1053/j.ajkd.2020.05.006"},{"citation":"Kidney Disease: Improving Global Outcomes (KDIGO) CKD Work Group. KDIGO 2012 Clinical Practice Guideline for the Evaluation and Management of Chronic Kidney Disease. Kidney Int Suppl 2013;3:1–150.","url":"https://kdigo.org/guidelines/ckd-evaluation-and-management/"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('dash-eating-plan', 'article', 'cardiovascular', ARRAY['hypertension','blood pressure','dash','sodium','potassium','protocol']::text[], 'Hypertension and the DASH eating plan', 'The DASH diet, rich in fruit, vegetables and low-fat dairy and low in saturated fat, lowered blood pressure within weeks in the DASH trial; combined with less sodium, the effect was larger.', '## The evidence

In the DASH trial (459 adults, 8 weeks of controlled feeding), the combination diet lowered systolic and diastolic blood pressure by 5.5 and 3.0 mmHg more than a typical American control diet; in participants with hypertension the reductions were 11.4 and 5.5 mmHg. The DASH-Sodium trial showed that lowering sodium lowers blood pressure further on both the control and the DASH diet.

## The pattern

- Plenty of vegetables, fruit and whole grains.
- Low-fat dairy, fish, poultry, legumes, nuts and seeds.
- Less red and processed meat, sweets and sugar-sweetened drinks.
- Low in saturated fat and total fat; rich in potassium, magnesium, calcium and fibre.

## In the consultation

1. Record blood pressure at each visit (the consultation''s vitals) and agree on a home-monitoring routine.
2. Compare the current intake with the pattern and pick the two largest gaps.
3. Combine with sodium reduction, weight loss when overweight, physical activity and moderation of alcohol (the ACC/AHA 2017 non-pharmacological measures).

## Watch for

Potassium-rich eating in people with chronic kidney disease or on drugs that raise potassium: check with the prescriber and the latest potassium result.', 'Hipertensión y el plan de alimentación DASH', 'La dieta DASH, rica en fruta, verduras y lácteos bajos en grasa y pobre en grasa saturada, redujo la presión arterial en semanas en el ensayo DASH; con menos sodio, el efecto fue mayor.', '## La evidencia

En el ensayo DASH (459 adultos, 8 semanas de alimentación controlada), la dieta combinada redujo la presión sistólica y diastólica 5,5 y 3,0 mmHg más que una dieta control típica estadounidense; en los participantes con hipertensión las reducciones fueron de 11,4 y 5,5 mmHg. El ensayo DASH-Sodium mostró que reducir el sodio baja aún más la presión arterial tanto con la dieta control como con la DASH.

## El patrón

- Abundantes verduras, fruta y cereales integrales.
- Lácteos bajos en grasa, pescado, aves, legumbres, frutos secos y semillas.
- Menos carne roja y procesada, dulces y bebidas azucaradas.
- Pobre en grasa saturada y grasa total; rica en potasio, magnesio, calcio y fibra.

## En la consulta

1. Registra la presión arterial en cada visita (las constantes de la consulta) y acordad una rutina de automedida en casa.
2. Compara la ingesta actual con el patrón y elige las dos diferencias mayores.
3. Combínalo con la reducción de sodio, la pérdida de peso si hay sobrepeso, la actividad física y la moderación del alcohol (las medidas no farmacológicas de la guía ACC/AHA 2017).

## Precauciones

Una alimentación rica en potasio en personas con enfermedad renal crónica o con fármacos que elevan el potasio: consulta con quien prescribe y el último potasio.', '[{"citation":"Appel LJ, Moore TJ, Obarzanek E, et al. A clinical trial of the effects of dietary patterns on blood pressure. N Engl J Med 1997;336(16):1117–1124.","url":"https://doi.org/10.1056/NEJM199704173361601"},{"citation":"Sacks FM, Svetkey LP, Vollmer WM, et al. Effects on blood pressure of reduced dietary sodium and the Dietary Approaches to Stop Hypertension (DASH) diet. N Engl J Med 2001;344(1):3–10.","url":"https://doi.org/10.1056/NEJM200101043440101"},{"citation":"Whelton PK, Carey RM, Aronow WS, et al. 2017 ACC/AHA Guideline for the Prevention, Detection, Evaluation, and Management of High Blood Pressure in Adults. Hypertension 2018;71:e13–e115.","url":"https://doi.org/10.1161/HYP.0000000000000065"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('dialysis-nutrition', 'article', 'renal', ARRAY['dialysis','chronic kidney disease','protein','potassium','phosphorus','malnutrition']::text[], 'Haemodialysis and peritoneal dialysis: nutrition care', 'Protein and energy needs rise on dialysis; KDOQI 2020 recommends 1.0–1.2 g/kg/day of protein for metabolically stable adults on haemodialysis or peritoneal dialysis.', '## Protein and energy

- Metabolically stable adults on maintenance haemodialysis or peritoneal dialysis: 1.0–1.2 g protein/kg body weight per day.
- Energy: 25–35 kcal/kg/day, individualised. On peritoneal dialysis, count the glucose absorbed from the dialysate.
- Protein-energy wasting is common on dialysis: screen regularly (weight trend, appetite, intake, handgrip or other functional measures).

## Minerals and fluid

- Potassium and phosphorus: adjust intake to keep serum levels in range, considering medications (phosphate binders) and dialysis adequacy.
- Sodium and fluid: limiting sodium helps control thirst and interdialytic weight gain; fluid allowances are set with the nephrology team.

## In the consultation

1. Record dry weight, the latest potassium, phosphate, albumin and the dialysis schedule.
2. When intake is insufficient, oral nutritional supplements are recommended before other forms of nutrition support.
3. Use the food browser to compare potassium and phosphorus of everyday foods per portion.', 'Hemodiálisis y diálisis peritoneal: atención nutricional', 'Las necesidades de proteína y energía aumentan en diálisis; KDOQI 2020 recomienda 1,0–1,2 g/kg/día de proteína en adultos metabólicamente estables en hemodiálisis o diálisis peritoneal.', '## Proteína y energía

- Adultos metabólicamente estables en hemodiálisis o diálisis peritoneal de mantenimiento: 1,0–1,2 g de proteína/kg de peso al día.
- Energía: 25–35 kcal/kg/día, individualizada. En diálisis peritoneal, cuenta la glucosa absorbida del líquido de diálisis.
- El desgaste proteico-energético es frecuente en diálisis: haz cribado periódico (evolución del peso, apetito, ingesta, dinamometría u otras medidas funcionales).

## Minerales y líquidos

- Potasio y fósforo: ajusta la ingesta para mantener los valores en sangre en rango, teniendo en cuenta los fármacos (quelantes de fósforo) y la adecuación de la diálisis.
- Sodio y líquidos: limitar el sodio ayuda a controlar la sed y la ganancia de peso entre sesiones; el volumen de líquidos se fija con el equipo de nefrología.

## En la consulta

1. Anota el peso seco, los últimos potasio, fosfato y albúmina y el horario de diálisis.
2. Cuando la ingesta es insuficiente, se recomiendan suplementos nutricionales orales antes que otras formas de soporte nutricional.
3. Usa el buscador de alimentos para comparar el potasio y el fósforo de alimentos cotidianos por porción.', '[{"citation":"Ikizler TA, Burrowes JD, Byham-Gray LD, et al. KDOQI Clinical Practice Guideline for Nutrition in CKD: 2020 Update. Am J Kidney Dis 2020;76(3 Suppl 1):S1–S107.","url":"https://doi.org/10.1053/j.ajkd.2020.05.006"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('dyslipidemia-nutrition', 'article', 'cardiovascular', ARRAY['ldl cholesterol','dyslipidaemia','saturated fat','fibre','cardiovascular risk']::text[], 'Blood cholesterol: heart-healthy eating', 'Dietary advice for raised LDL cholesterol from the AHA/ACC guidelines: replace saturated fat with unsaturated fat, avoid trans fat, and build meals on plants, fish and whole grains.', '## Key points

- A heart-healthy lifestyle is the foundation of lowering cardiovascular risk at every level of LDL cholesterol, with or without statins.
- Replace saturated fat (fatty meat, butter, full-fat dairy, coconut and palm oil) with unsaturated fat (olive and other liquid vegetable oils, nuts, seeds, oily fish), rather than with refined carbohydrate.
- Avoid industrial trans fat.
- Choose whole grains, legumes, vegetables and fruit; soluble fibre (oats, barley, legumes) helps lower LDL.
- Limit processed meat, added sugars and sodium; keep alcohol low or avoid it.

## In the consultation

1. Record the lipid panel (labs) and any lipid-lowering medication.
2. Identify the main sources of saturated fat in the person''s week; swap them one by one.
3. Pair with weight management when overweight and with regular physical activity.
4. Re-check the lipid panel as agreed with the prescriber.

## Note

The AHA 2021 guidance describes a pattern, not a single nutrient: the overall quality of the diet matters more than any one food.', 'Colesterol en sangre: alimentación cardiosaludable', 'Consejo dietético para el colesterol LDL elevado según las guías AHA/ACC: sustituir la grasa saturada por insaturada, evitar las grasas trans y basar las comidas en vegetales, pescado y cereales integrales.', '## Puntos clave

- Un estilo de vida cardiosaludable es la base para reducir el riesgo cardiovascular con cualquier nivel de colesterol LDL, con o sin estatinas.
- Sustituye la grasa saturada (carne grasa, mantequilla, lácteos enteros, aceites de coco y de palma) por grasa insaturada (aceite de oliva y otros aceites vegetales líquidos, frutos secos, semillas, pescado azul), y no por hidratos de carbono refinados.
- Evita las grasas trans industriales.
- Elige cereales integrales, legumbres, verduras y fruta; la fibra soluble (avena, cebada, legumbres) ayuda a bajar el LDL.
- Limita la carne procesada, los azúcares añadidos y el sodio; mantén el alcohol bajo o evítalo.

## En la consulta

1. Anota el perfil lipídico (analíticas) y cualquier hipolipemiante.
2. Identifica las principales fuentes de grasa saturada de la semana de la persona y sustitúyelas una a una.
3. Combínalo con el control del peso si hay sobrepeso y con actividad física regular.
4. Repite el perfil lipídico cuando se acuerde con quien prescribe.

## Nota

La guía de la AHA de 2021 describe un patrón, no un nutriente: la calidad global de la dieta importa más que cualquier alimento aislado.', '[{"citation":"Grundy SM, Stone NJ, Bailey AL, et al. 2018 AHA/ACC/AACVPR/AAPA/ABC/ACPM/ADA/AGS/APhA/ASPC/NLA/PCNA Guideline on the Management of Blood Cholesterol. Circulation 2019;139:e1082–e1143.","url":"https://doi.org/10.1161/CIR.0000000000000625"},{"citation":"Lichtenstein AH, Appel LJ, Vadiveloo M, et al. 2021 Dietary Guidance to Improve Cardiovascular Health: A Scientific Statement From the American Heart Association. Circulation 2021;144:e472–e487.","url":"https://doi.org/10.1161/CIR.0000000000001031"},{"citation":"Arnett DK, Blumenthal RS, Albert MA, et al. 2019 ACC/AHA Guideline on the Primary Prevention of Cardiovascular Disease. Circulation 2019;140:e596–e646.","url":"https://doi.org/10.1161/CIR.0000000000000678"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('food-allergy-management', 'article', 'allergy', ARRAY['food allergy','anaphylaxis','allergens','label reading','protocol']::text[], 'Food allergy: diagnosis and dietary management', 'What the NIAID-sponsored 2010 guidelines say about diagnosing IgE-mediated food allergy and managing it with avoidance, label reading and an emergency plan.', '## Diagnosis

- A history of symptoms after eating a food, plus evidence of sensitisation (skin prick test or specific IgE), supports the diagnosis; sensitisation alone does not make a food allergy.
- The double-blind, placebo-controlled oral food challenge is the reference standard; an open challenge can be enough when negative or clearly objective.
- The guidelines advise against non-standardised tests (such as IgG testing or applied kinesiology) for diagnosis.

## Management

- Strict avoidance of the culprit food, with education on reading ingredient labels and on cross-contact in kitchens and restaurants.
- Everyone at risk of anaphylaxis should have an emergency plan and self-injectable epinephrine, and know when to use it.
- Children on elimination diets need growth monitoring and nutrition counselling, because avoiding staple foods (milk, egg, wheat) can leave gaps in energy, protein, calcium and vitamins.
- Re-evaluate periodically: many children outgrow milk, egg, wheat and soy allergies.

## In this product

Allergies recorded on the patient''s record are checked against every food of a diet plan (the USDA foods carry allergen tags), and a plan with a conflicting food is only saved when the dietitian explicitly overrides the conflict.', 'Alergia alimentaria: diagnóstico y manejo dietético', 'Qué dicen las guías de 2010 promovidas por el NIAID sobre el diagnóstico de la alergia alimentaria mediada por IgE y su manejo con evitación, lectura de etiquetas y un plan de emergencia.', '## Diagnóstico

- Una historia de síntomas tras comer un alimento, junto con pruebas de sensibilización (prick test o IgE específica), apoya el diagnóstico; la sensibilización por sí sola no equivale a alergia.
- La provocación oral doble ciego controlada con placebo es la prueba de referencia; una provocación abierta puede bastar si es negativa o claramente objetiva.
- Las guías desaconsejan pruebas no estandarizadas (como la IgG o la kinesiología aplicada) para el diagnóstico.

## Manejo

- Evitación estricta del alimento responsable, con educación sobre la lectura de etiquetas y el contacto cruzado en cocinas y restaurantes.
- Toda persona con riesgo de anafilaxia debe tener un plan de emergencia y adrenalina autoinyectable, y saber cuándo usarla.
- Los niños con dietas de exclusión necesitan control del crecimiento y consejo nutricional, porque evitar alimentos básicos (leche, huevo, trigo) puede dejar carencias de energía, proteína, calcio y vitaminas.
- Reevalúa periódicamente: muchos niños superan la alergia a la leche, el huevo, el trigo y la soja.

## En este producto

Las alergias anotadas en la ficha del paciente se comprueban frente a cada alimento de un plan de alimentación (los alimentos del USDA llevan etiquetas de alérgenos) y un plan con un alimento en conflicto solo se guarda si el dietista lo acepta expresamente.', '[{"citation":"Boyce JA, Assa''ad A, Burks AW, et al. Guidelines for the Diagnosis and Management of Food Allergy in the United States: Report of the NIAID-Sponsored Expert Panel. J Allergy Clin Immunol 2010;126(6 Suppl):S1–S58.","url":"https://doi.org/10.1016/j.jaci.2010.10.007"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('gestational-diabetes', 'article', 'pregnancy', ARRAY['gestational diabetes','pregnancy','carbohydrate','protocol']::text[], 'Gestational diabetes: nutrition care', 'Medical nutrition therapy is the first-line treatment of gestational diabetes: an individual plan with adequate energy, distributed carbohydrate and glucose targets agreed with the obstetric team.', '## Key points

- Lifestyle behaviour change (nutrition, physical activity, weight management) is an essential part of managing gestational diabetes mellitus (GDM) and may be enough for many people; insulin is the preferred medication when it is not.
- The nutrition plan should provide adequate energy for the pregnancy, promote fetal and maternal wellbeing and meet the glucose goals; the ADA notes that the eating pattern should include at least 175 g of carbohydrate a day (the pregnancy RDA), 71 g of protein and 28 g of fibre.
- ADA glucose targets in GDM: fasting below 95 mg/dL, and either below 140 mg/dL one hour or below 120 mg/dL two hours after meals.

## In the consultation

1. Take the pre-pregnancy BMI and weight gain so far; compare with the IOM 2009 ranges.
2. Spread carbohydrate over three meals and two to four snacks; favour whole grains, legumes, vegetables and fruit over refined starches and juices.
3. Review the glucose log at each visit with the obstetric team.
4. After delivery: GDM raises the risk of type 2 diabetes; testing at 4–12 weeks postpartum and lifelong screening are recommended.

## Watch for

Ketosis from very low carbohydrate intake, and unintended weight loss in pregnancy.', 'Diabetes gestacional: atención nutricional', 'El tratamiento médico nutricional es la primera línea en la diabetes gestacional: un plan individual con energía suficiente, hidratos de carbono repartidos y objetivos de glucosa acordados con el equipo obstétrico.', '## Puntos clave

- El cambio de hábitos (alimentación, actividad física, control del peso) es una parte esencial del tratamiento de la diabetes mellitus gestacional (DMG) y puede bastar en muchos casos; cuando no basta, la insulina es el fármaco de elección.
- El plan debe aportar energía suficiente para el embarazo, favorecer el bienestar fetal y materno y alcanzar los objetivos de glucosa; la ADA indica que el patrón alimentario debe incluir al menos 175 g de hidratos de carbono al día (la ingesta recomendada en el embarazo), 71 g de proteína y 28 g de fibra.
- Objetivos de glucosa de la ADA en la DMG: en ayunas por debajo de 95 mg/dL, y por debajo de 140 mg/dL una hora o de 120 mg/dL dos horas después de las comidas.

## En la consulta

1. Anota el IMC previo al embarazo y la ganancia de peso hasta ahora; compárala con los rangos del IOM 2009.
2. Reparte los hidratos de carbono en tres comidas y dos a cuatro tentempiés; prioriza cereales integrales, legumbres, verduras y fruta frente a almidones refinados y zumos.
3. Revisa el registro de glucosa en cada visita junto con el equipo obstétrico.
4. Tras el parto: la DMG aumenta el riesgo de diabetes tipo 2; se recomienda una prueba entre las 4 y 12 semanas posparto y cribado de por vida.

## Precauciones

Cetosis por ingestas muy bajas de hidratos de carbono y pérdida de peso no buscada durante el embarazo.', '[{"citation":"American Diabetes Association Professional Practice Committee. 15. Management of Diabetes in Pregnancy: Standards of Care in Diabetes—2024. Diabetes Care 2024;47(Suppl 1):S282–S294.","url":"https://doi.org/10.2337/dc24-S015"},{"citation":"Institute of Medicine and National Research Council. Weight Gain During Pregnancy: Reexamining the Guidelines. Washington, DC: The National Academies Press; 2009.","url":"https://doi.org/10.17226/12584"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('hypoglycemia-treatment', 'article', 'diabetes', ARRAY['hypoglycaemia','insulin','type 1 diabetes','type 2 diabetes','education']::text[], 'Treating hypoglycaemia: the 15–15 rule', 'How to treat a low blood glucose in a conscious person with diabetes, and what to teach people on insulin or sulfonylureas.', '## Levels

The ADA classifies hypoglycaemia as level 1 (glucose below 70 mg/dL [3.9 mmol/L] and at or above 54 mg/dL [3.0 mmol/L]), level 2 (below 54 mg/dL) and level 3 (a severe event with altered mental or physical state needing another person''s help).

## Treatment of a conscious person

- Glucose (15–20 g) is the preferred treatment. Any form of carbohydrate that contains glucose may be used.
- Recheck after 15 minutes; if hypoglycaemia continues, repeat the treatment.
- Once glucose returns to normal, eat a meal or snack to prevent recurrence.
- Added fat may slow the rise, and protein does not treat hypoglycaemia: chocolate or a sandwich is not a first-line treatment.

## Teach

- Who is at risk: people using insulin or insulin secretagogues (sulfonylureas, glinides).
- Carry a glucose source at all times.
- Glucagon should be prescribed for everyone taking insulin or at high risk of level 2 or 3 hypoglycaemia, and family or colleagues should know how to use it.', 'Tratamiento de la hipoglucemia: la regla del 15', 'Cómo tratar una glucosa baja en una persona con diabetes consciente, y qué enseñar a quien usa insulina o sulfonilureas.', '## Niveles

La ADA clasifica la hipoglucemia en nivel 1 (glucosa inferior a 70 mg/dL [3,9 mmol/L] e igual o superior a 54 mg/dL [3,0 mmol/L]), nivel 2 (inferior a 54 mg/dL) y nivel 3 (un episodio grave con alteración del estado mental o físico que requiere ayuda de otra persona).

## Tratamiento de una persona consciente

- La glucosa (15–20 g) es el tratamiento de elección. Puede usarse cualquier forma de hidrato de carbono que contenga glucosa.
- Vuelve a medir a los 15 minutos; si la hipoglucemia persiste, repite el tratamiento.
- Cuando la glucosa se normalice, toma una comida o un tentempié para evitar que se repita.
- La grasa añadida puede retrasar la subida y la proteína no trata la hipoglucemia: el chocolate o un bocadillo no son tratamiento de primera línea.

## Enseña

- Quién tiene riesgo: quien usa insulina o secretagogos de insulina (sulfonilureas, glinidas).
- Llevar siempre una fuente de glucosa.
- Debe prescribirse glucagón a toda persona que use insulina o con alto riesgo de hipoglucemia de nivel 2 o 3, y su familia o compañeros deben saber usarlo.', '[{"citation":"American Diabetes Association Professional Practice Committee. 6. Glycemic Goals and Hypoglycemia: Standards of Care in Diabetes—2024. Diabetes Care 2024;47(Suppl 1):S111–S125.","url":"https://doi.org/10.2337/dc24-S006"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('ibs-low-fodmap', 'article', 'gastrointestinal', ARRAY['irritable bowel syndrome','fodmap','fibre','gastrointestinal']::text[], 'Irritable bowel syndrome and the low-FODMAP diet', 'The ACG 2021 guideline suggests a limited trial of a low-FODMAP diet for global IBS symptoms, delivered in three phases with a dietitian.', '## Key points (ACG 2021)

- A limited trial of a low-FODMAP diet is suggested to improve global IBS symptoms.
- Soluble (not insoluble) fibre, such as psyllium, is recommended for global IBS symptoms.

## The three phases

1. Restriction (usually 2–6 weeks): reduce foods high in fermentable oligo-, di- and monosaccharides and polyols (for example wheat, onion, garlic, some legumes, some fruits, milk with lactose, sugar alcohols).
2. Reintroduction: bring back one FODMAP group at a time to find which ones trigger symptoms and at what dose.
3. Personalisation: a long-term diet that is as varied as possible, restricting only what the person does not tolerate.

## Watch for

- The restriction phase is not a long-term diet: it lowers fibre and may change the gut microbiota.
- Exclude alarm features (weight loss, bleeding, anaemia, onset after 50, family history of colorectal cancer or inflammatory bowel disease) and coeliac disease before attributing symptoms to IBS.
- Be careful in people with a history of disordered eating.', 'Síndrome del intestino irritable y dieta baja en FODMAP', 'La guía del ACG de 2021 sugiere una prueba limitada de dieta baja en FODMAP para los síntomas globales del SII, en tres fases y con un dietista.', '## Puntos clave (ACG 2021)

- Se sugiere una prueba limitada de dieta baja en FODMAP para mejorar los síntomas globales del SII.
- Se recomienda fibra soluble (no insoluble), como el psyllium, para los síntomas globales del SII.

## Las tres fases

1. Restricción (habitualmente 2–6 semanas): reduce los alimentos ricos en oligo-, di- y monosacáridos y polioles fermentables (por ejemplo trigo, cebolla, ajo, algunas legumbres, algunas frutas, leche con lactosa, polialcoholes).
2. Reintroducción: reintroduce un grupo de FODMAP cada vez para descubrir cuáles provocan síntomas y a qué dosis.
3. Personalización: una dieta a largo plazo lo más variada posible, que solo restrinja lo que la persona no tolera.

## Precauciones

- La fase de restricción no es una dieta para siempre: reduce la fibra y puede alterar la microbiota intestinal.
- Descarta signos de alarma (pérdida de peso, sangrado, anemia, inicio después de los 50, antecedentes familiares de cáncer colorrectal o enfermedad inflamatoria intestinal) y la enfermedad celíaca antes de atribuir los síntomas al SII.
- Ten cuidado en personas con antecedentes de trastornos de la conducta alimentaria.', '[{"citation":"Lacy BE, Pimentel M, Brenner DM, et al. ACG Clinical Guideline: Management of Irritable Bowel Syndrome. Am J Gastroenterol 2021;116(1):17–44.","url":"https://doi.org/10.14309/ajg.0000000000001036"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('iron-deficiency', 'article', 'micronutrients', ARRAY['iron','ferritin','anaemia','vegetarian','labs']::text[], 'Iron deficiency: ferritin thresholds and dietary iron', 'WHO 2020 ferritin thresholds for iron deficiency, the IOM iron RDAs, and how to improve the absorption of dietary iron.', '## Ferritin (WHO 2020)

In apparently healthy individuals, a serum ferritin below 12 µg/L in children under 5 and below 15 µg/L in people aged 5 and over indicates iron deficiency. Ferritin rises with infection and inflammation: in those situations, WHO suggests thresholds of below 30 µg/L (under 5) and below 70 µg/L (5 and over).

## Intakes (IOM 2001)

- RDA: 8 mg a day for men and for women over 50; 18 mg a day for women 19–50; 27 mg a day in pregnancy.
- Vegetarians: the IOM estimates needs about 1.8 times higher, because non-haem iron is less well absorbed.

## Improving absorption

- Haem iron (meat, fish, poultry) is better absorbed than non-haem iron (legumes, cereals, vegetables).
- Vitamin C (fruit, peppers, tomato) in the same meal enhances non-haem iron absorption.
- Tea, coffee and calcium supplements reduce it: take them between meals.

## In practice

Find the cause of iron deficiency (blood loss, low intake, malabsorption such as coeliac disease) with the prescriber; diet alone rarely corrects established deficiency quickly.', 'Déficit de hierro: umbrales de ferritina y hierro de la dieta', 'Los umbrales de ferritina de la OMS de 2020 para el déficit de hierro, las ingestas recomendadas del IOM y cómo mejorar la absorción del hierro de los alimentos.', '## Ferritina (OMS 2020)

En personas aparentemente sanas, una ferritina sérica inferior a 12 µg/L en menores de 5 años e inferior a 15 µg/L a partir de los 5 años indica déficit de hierro. La ferritina aumenta con las infecciones y la inflamación: en esas situaciones la OMS sugiere umbrales inferiores a 30 µg/L (menores de 5) y a 70 µg/L (5 años o más).

## Ingestas (IOM 2001)

- Ingesta recomendada: 8 mg al día en hombres y en mujeres mayores de 50; 18 mg al día en mujeres de 19 a 50; 27 mg al día en el embarazo.
- Personas vegetarianas: el IOM estima necesidades unas 1,8 veces mayores, porque el hierro no hemo se absorbe peor.

## Mejorar la absorción

- El hierro hemo (carne, pescado, aves) se absorbe mejor que el no hemo (legumbres, cereales, verduras).
- La vitamina C (fruta, pimiento, tomate) en la misma comida aumenta la absorción del hierro no hemo.
- El té, el café y los suplementos de calcio la reducen: tómalos entre comidas.

## En la práctica

Busca la causa del déficit de hierro (pérdidas de sangre, ingesta baja, malabsorción como la celiaquía) con quien prescribe; la dieta sola rara vez corrige rápido un déficit establecido.', '[{"citation":"World Health Organization. WHO guideline on use of ferritin concentrations to assess iron status in individuals and populations. Geneva: WHO; 2020.","url":"https://www.who.int/publications/i/item/9789240000124"},{"citation":"Institute of Medicine. Dietary Reference Intakes for Vitamin A, Vitamin K, Arsenic, Boron, Chromium, Copper, Iodine, Iron, Manganese, Molybdenum, Nickel, Silicon, Vanadium, and Zinc. Washington, DC: National Academies Press; 2001.","url":"https://doi.org/10.17226/10026"},{"citation":"World Health Organization. Haemoglobin concentrations for the diagnosis of anaemia and assessment of severity. VMNIS, WHO/NMH/NHD/MNM/11.1. Geneva: WHO; 2011.","url":"https://www.who.int/publications/i/item/WHO-NMH-NHD-MNM-11.1"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('kidney-stones', 'article', 'renal', ARRAY['kidney stones','fluid','calcium','sodium','oxalate']::text[], 'Kidney stones: dietary prevention', 'The AUA guideline''s dietary measures for people who have had kidney stones: plenty of fluid, normal calcium, less sodium and, depending on the stone, less oxalate and animal protein.', '## Key points

- Fluid: drink enough to produce at least 2.5 litres of urine a day.
- Calcium-oxalate stones with high urinary calcium: limit sodium and keep dietary calcium at 1000–1200 mg a day; restricting calcium is not advised (it can raise oxalate absorption and harms bone).
- Calcium-oxalate stones with high urinary oxalate: limit oxalate-rich foods and keep calcium intake normal, ideally with the meals that contain oxalate.
- High urinary uric acid or uric acid stones: limit non-dairy animal protein.
- Calcium stones with low urinary citrate: more fruit and vegetables, less non-dairy animal protein.

## In practice

The AUA recommends a 24-hour urine collection for high-risk or recurrent stone formers: the advice depends on what the urine shows. Record the stone type and the urine findings in the consultation, then tailor the plan.', 'Cálculos renales: prevención con la alimentación', 'Las medidas dietéticas de la guía de la AUA para quien ha tenido cálculos renales: mucho líquido, calcio normal, menos sodio y, según el cálculo, menos oxalato y proteína animal.', '## Puntos clave

- Líquidos: beber lo suficiente para producir al menos 2,5 litros de orina al día.
- Cálculos de oxalato cálcico con calcio urinario alto: limita el sodio y mantén el calcio de la dieta en 1000–1200 mg al día; no se aconseja restringir el calcio (puede aumentar la absorción de oxalato y perjudica al hueso).
- Cálculos de oxalato cálcico con oxalato urinario alto: limita los alimentos ricos en oxalato y mantén una ingesta normal de calcio, idealmente en las comidas que contienen oxalato.
- Ácido úrico urinario alto o cálculos de ácido úrico: limita la proteína animal no láctea.
- Cálculos cálcicos con citrato urinario bajo: más fruta y verdura, menos proteína animal no láctea.

## En la práctica

La AUA recomienda una recogida de orina de 24 horas en personas de alto riesgo o con cálculos recurrentes: el consejo depende de lo que muestre la orina. Anota el tipo de cálculo y los resultados de orina en la consulta y adapta el plan.', '[{"citation":"Pearle MS, Goldfarb DS, Assimos DG, et al. Medical management of kidney stones: AUA guideline. J Urol 2014;192(2):316–324.","url":"https://doi.org/10.1016/j.juro.2014.05.006"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('lactose-intolerance', 'article', 'allergy', ARRAY['lactose intolerance','milk','calcium','food allergy']::text[], 'Lactose intolerance and cow''s milk allergy', 'Lactose intolerance is not an allergy: most people with lactose malabsorption tolerate about 12 g of lactose at a time, and dairy need not be removed entirely.', '## Two different problems

- Cow''s milk allergy is an immune reaction to milk proteins: the milk must be avoided completely, including traces, and it can cause anaphylaxis.
- Lactose intolerance is gastrointestinal symptoms (bloating, pain, diarrhoea) from undigested lactose; it is dose-dependent and not dangerous.

## What the NIH consensus found

- Most people with lactose intolerance or malabsorption can tolerate about 12 g of lactose (roughly one cup of milk) at once with no or minor symptoms, and more when spread through the day with other foods.
- Avoiding dairy completely can lower calcium and vitamin D intake.

## In practice

- Keep dairy that is low in lactose: hard cheeses, yoghurt with live cultures, lactose-free milk.
- Spread milk through the day and take it with meals.
- When dairy is limited, plan other calcium sources (fortified plant drinks, tofu set with calcium, canned fish with bones) and check vitamin D.

In this product, "lactose intolerance" on the patient''s record makes the diet planner suggest limiting milk products, without excluding them.', 'Intolerancia a la lactosa y alergia a la proteína de leche de vaca', 'La intolerancia a la lactosa no es una alergia: la mayoría de las personas con malabsorción de lactosa tolera unos 12 g de lactosa de una vez y no hace falta eliminar los lácteos por completo.', '## Dos problemas distintos

- La alergia a la proteína de leche de vaca es una reacción inmunitaria a las proteínas de la leche: hay que evitarla por completo, trazas incluidas, y puede causar anafilaxia.
- La intolerancia a la lactosa son síntomas digestivos (hinchazón, dolor, diarrea) por lactosa no digerida; depende de la dosis y no es peligrosa.

## Qué concluyó el consenso de los NIH

- La mayoría de las personas con intolerancia o malabsorción de lactosa tolera unos 12 g de lactosa (aproximadamente un vaso de leche) de una vez sin síntomas o con síntomas leves, y más si se reparte a lo largo del día con otros alimentos.
- Evitar por completo los lácteos puede reducir la ingesta de calcio y vitamina D.

## En la práctica

- Mantén lácteos con poca lactosa: quesos curados, yogur con cultivos vivos, leche sin lactosa.
- Reparte la leche a lo largo del día y tómala con las comidas.
- Si se limitan los lácteos, planifica otras fuentes de calcio (bebidas vegetales enriquecidas, tofu cuajado con calcio, pescado en conserva con espinas) y revisa la vitamina D.

En este producto, «intolerancia a la lactosa» en la ficha del paciente hace que el planificador sugiera limitar los lácteos, sin excluirlos.', '[{"citation":"Suchy FJ, Brannon PM, Carpenter TO, et al. NIH Consensus Development Conference Statement: Lactose Intolerance and Health. NIH Consens State Sci Statements 2010;27(2):1–27.","url":"https://consensus.nih.gov/2010/lactosestatement.htm"},{"citation":"Boyce JA, Assa''ad A, Burks AW, et al. Guidelines for the Diagnosis and Management of Food Allergy in the United States: Report of the NIAID-Sponsored Expert Panel. J Allergy Clin Immunol 2010;126(6 Suppl):S1–S58.","url":"https://doi.org/10.1016/j.jaci.2010.10.007"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('malnutrition-glim', 'article', 'practice', ARRAY['malnutrition','screening','weight loss','muscle mass','protocol']::text[], 'Diagnosing malnutrition with the GLIM criteria', 'The Global Leadership Initiative on Malnutrition: after a positive screening, malnutrition is diagnosed with at least one phenotypic and one aetiologic criterion.', '## Two steps

1. Screen for risk with a validated tool (for example MUST, NRS-2002 or MNA-SF).
2. Assess: diagnose malnutrition when at least one phenotypic and one aetiologic criterion are present.

## Phenotypic criteria

- Unintended weight loss: more than 5% within the past 6 months, or more than 10% beyond 6 months.
- Low BMI: below 20 kg/m² if younger than 70, below 22 kg/m² if 70 or older (lower cut-offs, below 18.5 and below 20, for Asian populations).
- Reduced muscle mass, measured with a validated body-composition method (BIA, DXA, CT) or, where unavailable, physical examination or anthropometry such as calf circumference.

## Aetiologic criteria

- Reduced food intake or assimilation: 50% or less of energy requirement for more than a week, any reduction for more than 2 weeks, or a chronic condition that impairs absorption.
- Inflammation: acute disease or injury, or chronic disease-related.

## Severity

GLIM grades severity from the phenotypic criteria (stage 2, severe: for example, weight loss above 10% in 6 months or above 20% beyond 6 months).

## In this product

Weight history, BMI and BIA measurements are already on the patient''s record: use them to document the criteria in the consultation''s assessment.', 'Diagnóstico de la desnutrición con los criterios GLIM', 'La Global Leadership Initiative on Malnutrition: tras un cribado positivo, la desnutrición se diagnostica con al menos un criterio fenotípico y uno etiológico.', '## Dos pasos

1. Cribado del riesgo con una herramienta validada (por ejemplo MUST, NRS-2002 o MNA-SF).
2. Valoración: se diagnostica desnutrición cuando hay al menos un criterio fenotípico y uno etiológico.

## Criterios fenotípicos

- Pérdida de peso no intencionada: más del 5 % en los últimos 6 meses, o más del 10 % en más de 6 meses.
- IMC bajo: menos de 20 kg/m² en menores de 70 años, menos de 22 kg/m² a partir de los 70 (puntos de corte menores, 18,5 y 20, en población asiática).
- Masa muscular reducida, medida con un método validado de composición corporal (BIA, DXA, TC) o, si no hay, con exploración física o antropometría como el perímetro de pantorrilla.

## Criterios etiológicos

- Ingesta o asimilación reducida: el 50 % o menos de las necesidades de energía durante más de una semana, cualquier reducción durante más de 2 semanas, o una enfermedad crónica que dificulte la absorción.
- Inflamación: enfermedad o lesión aguda, o relacionada con enfermedad crónica.

## Gravedad

GLIM gradúa la gravedad según los criterios fenotípicos (estadio 2, grave: por ejemplo, pérdida de peso superior al 10 % en 6 meses o al 20 % en más de 6 meses).

## En este producto

La evolución del peso, el IMC y las mediciones de BIA ya están en la ficha del paciente: úsalos para documentar los criterios en la valoración de la consulta.', '[{"citation":"Cederholm T, Jensen GL, Correia MITD, et al. GLIM criteria for the diagnosis of malnutrition – A consensus report from the global clinical nutrition community. Clin Nutr 2019;38(1):1–9.","url":"https://doi.org/10.1016/j.clnu.2018.08.002"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('mediterranean-diet', 'article', 'cardiovascular', ARRAY['mediterranean diet','olive oil','nuts','cardiovascular risk','prevention']::text[], 'The Mediterranean diet and cardiovascular prevention', 'In PREDIMED, a Mediterranean diet supplemented with extra-virgin olive oil or nuts reduced major cardiovascular events compared with advice on a reduced-fat diet.', '## The evidence

PREDIMED enrolled Spanish adults at high cardiovascular risk without cardiovascular disease. Compared with a control group advised to reduce dietary fat, both Mediterranean-diet groups (one given extra-virgin olive oil, one given mixed nuts) had a lower incidence of the combined end point of myocardial infarction, stroke or cardiovascular death (hazard ratios around 0.7). The 2018 publication re-analysed the trial after irregularities in randomisation at some sites were corrected; the conclusions held.

## The pattern

- Olive oil as the main culinary fat.
- Abundant vegetables, fruit, legumes, whole grains and nuts.
- Fish and seafood regularly; poultry rather than red or processed meat.
- Fewer sweets, pastries and sugary drinks.
- Traditional sofrito (tomato, onion, garlic, olive oil) as a base for cooking.

## In practice

The pattern suits people who like it: it is an eating style, not an energy prescription. Combine with energy control when weight loss is a goal.', 'La dieta mediterránea y la prevención cardiovascular', 'En PREDIMED, una dieta mediterránea suplementada con aceite de oliva virgen extra o frutos secos redujo los eventos cardiovasculares mayores frente al consejo de una dieta baja en grasa.', '## La evidencia

PREDIMED incluyó a adultos españoles con alto riesgo cardiovascular sin enfermedad cardiovascular. Frente a un grupo control al que se aconsejó reducir la grasa, los dos grupos de dieta mediterránea (uno con aceite de oliva virgen extra, otro con frutos secos) tuvieron menos casos del objetivo combinado de infarto de miocardio, ictus o muerte cardiovascular (hazard ratios en torno a 0,7). La publicación de 2018 volvió a analizar el ensayo tras corregir irregularidades en la aleatorización de algunos centros; las conclusiones se mantuvieron.

## El patrón

- Aceite de oliva como grasa principal para cocinar.
- Abundantes verduras, fruta, legumbres, cereales integrales y frutos secos.
- Pescado y marisco con regularidad; aves mejor que carne roja o procesada.
- Menos dulces, bollería y bebidas azucaradas.
- El sofrito tradicional (tomate, cebolla, ajo y aceite de oliva) como base de la cocina.

## En la práctica

El patrón conviene a quien le gusta: es un estilo de alimentación, no una prescripción de energía. Combínalo con control de la energía cuando el objetivo sea perder peso.', '[{"citation":"Estruch R, Ros E, Salas-Salvadó J, et al. Primary Prevention of Cardiovascular Disease with a Mediterranean Diet Supplemented with Extra-Virgin Olive Oil or Nuts. N Engl J Med 2018;378(25):e34.","url":"https://doi.org/10.1056/NEJMoa1800389"},{"citation":"Lichtenstein AH, Appel LJ, Vadiveloo M, et al. 2021 Dietary Guidance to Improve Cardiovascular Health: A Scientific Statement From the American Heart Association. Circulation 2021;144:e472–e487.","url":"https://doi.org/10.1161/CIR.0000000000001031"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('obesity-management', 'article', 'weight', ARRAY['obesity','weight loss','bmi','behaviour change','protocol']::text[], 'Overweight and obesity in adults: lifestyle treatment', 'The 2013 AHA/ACC/TOS guideline''s comprehensive lifestyle intervention: a 500–750 kcal/day deficit, increased activity and behavioural strategies, with at least 14 sessions in 6 months.', '## Key points

- Calculate BMI at least yearly; measure waist circumference too (see the equations in this knowledge base).
- A sustained weight loss of 3–5% produces clinically meaningful improvements in triglycerides, glucose and HbA1c; greater losses bring greater benefits, including blood pressure and LDL.
- Any of several diets can produce weight loss when they reduce energy intake: choose based on the person''s preferences and health status.

## Energy prescription

- A deficit of about 500–750 kcal a day, or
- 1200–1500 kcal a day for women and 1500–1800 kcal a day for men (adjusted for body weight), or
- an evidence-based diet that restricts certain food types to create a deficit.

## Programme

- High-intensity, comprehensive lifestyle intervention: 14 or more sessions in 6 months, then a long-term maintenance programme with at least monthly contact for a year or more.
- Aerobic activity of 150 minutes or more a week initially; 200–300 minutes a week to maintain weight loss.
- Behavioural strategies: self-monitoring of intake, activity and weight; goal setting; feedback.

## In this product

Record weight at each consultation (anthropometrics) so the change since the first visit can be followed as a percentage of the starting weight.', 'Sobrepeso y obesidad en adultos: tratamiento del estilo de vida', 'La intervención integral del estilo de vida de la guía AHA/ACC/TOS de 2013: un déficit de 500–750 kcal/día, más actividad y estrategias conductuales, con al menos 14 sesiones en 6 meses.', '## Puntos clave

- Calcula el IMC al menos una vez al año; mide también el perímetro de cintura (consulta las ecuaciones de esta base de conocimiento).
- Una pérdida de peso mantenida del 3–5 % produce mejoras clínicamente relevantes en triglicéridos, glucosa y HbA1c; pérdidas mayores dan más beneficios, también en presión arterial y LDL.
- Varias dietas distintas logran perder peso si reducen la energía: elige según las preferencias y el estado de salud de la persona.

## Prescripción de energía

- Un déficit de unas 500–750 kcal al día, o
- 1200–1500 kcal al día en mujeres y 1500–1800 kcal al día en hombres (ajustadas al peso), o
- una dieta con evidencia que restrinja ciertos tipos de alimentos para crear un déficit.

## Programa

- Intervención integral de alta intensidad: 14 sesiones o más en 6 meses y después un programa de mantenimiento con contacto al menos mensual durante un año o más.
- Actividad aeróbica de 150 minutos o más a la semana al principio; 200–300 minutos semanales para mantener el peso perdido.
- Estrategias conductuales: autorregistro de ingesta, actividad y peso; fijación de objetivos; retroalimentación.

## En este producto

Registra el peso en cada consulta (antropometría) para seguir el cambio desde la primera visita como porcentaje del peso inicial.', '[{"citation":"Jensen MD, Ryan DH, Apovian CM, et al. 2013 AHA/ACC/TOS Guideline for the Management of Overweight and Obesity in Adults. Circulation 2014;129(25 Suppl 2):S102–S138.","url":"https://doi.org/10.1161/01.cir.0000437739.71477.ee"},{"citation":"US Preventive Services Task Force. Behavioral Weight Loss Interventions to Prevent Obesity-Related Morbidity and Mortality in Adults: US Preventive Services Task Force Recommendation Statement. JAMA 2018;320(11):1163–1171.","url":"https://doi.org/10.1001/jama.2018.13022"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('older-adults-protein', 'article', 'life_stages', ARRAY['older adults','protein','sarcopenia','malnutrition','physical activity']::text[], 'Older adults: protein and sarcopenia prevention', 'The PROT-AGE group and ESPEN recommend more protein for older adults than the adult RDA: at least 1.0–1.2 g/kg/day, with resistance exercise.', '## Key points

- PROT-AGE: healthy older people (over 65) should eat on average 1.0–1.2 g protein/kg body weight a day; those with acute or chronic disease 1.2–1.5 g/kg/day, and more with severe illness or malnutrition. People with severe kidney disease (eGFR below 30 not on dialysis) are an exception.
- ESPEN 2019: older adults should receive at least 1 g protein/kg/day, adjusted to nutritional status, activity, disease and tolerance; energy around 30 kcal/kg/day as a guiding value.
- Protein spread over the day, with 25–30 g at each main meal, and combined with exercise (resistance and balance training; WHO 2020) supports muscle mass and function.

## In the consultation

1. Screen for malnutrition and unintended weight loss; ask about appetite, chewing, swallowing and who cooks.
2. Check usual protein intake per meal: breakfast is often the lowest.
3. Add protein-rich foods the person likes (dairy, eggs, fish, legumes, meat) and, if needed, fortified foods or oral supplements.
4. Recommend strength and balance training, in coordination with a fitness professional where possible.', 'Personas mayores: proteína y prevención de la sarcopenia', 'El grupo PROT-AGE y la ESPEN recomiendan más proteína en las personas mayores que la ingesta recomendada del adulto: al menos 1,0–1,2 g/kg/día, junto con ejercicio de fuerza.', '## Puntos clave

- PROT-AGE: las personas mayores sanas (más de 65 años) deberían tomar de media 1,0–1,2 g de proteína/kg de peso al día; con enfermedad aguda o crónica, 1,2–1,5 g/kg/día, y más con enfermedad grave o desnutrición. Las personas con enfermedad renal grave (FGe inferior a 30 sin diálisis) son una excepción.
- ESPEN 2019: las personas mayores deberían recibir al menos 1 g de proteína/kg/día, ajustado al estado nutricional, la actividad, la enfermedad y la tolerancia; la energía, alrededor de 30 kcal/kg/día como valor orientativo.
- Repartir la proteína a lo largo del día, con 25–30 g en cada comida principal, y combinarla con ejercicio (fuerza y equilibrio; OMS 2020) favorece la masa y la función musculares.

## En la consulta

1. Haz cribado de desnutrición y pérdida de peso no intencionada; pregunta por el apetito, la masticación, la deglución y quién cocina.
2. Revisa la proteína habitual por comida: el desayuno suele ser la más baja.
3. Añade alimentos proteicos que le gusten (lácteos, huevos, pescado, legumbres, carne) y, si hace falta, alimentos enriquecidos o suplementos orales.
4. Recomienda entrenamiento de fuerza y equilibrio, coordinado con un profesional del ejercicio cuando sea posible.', '[{"citation":"Bauer J, Biolo G, Cederholm T, et al. Evidence-based recommendations for optimal dietary protein intake in older people: a position paper from the PROT-AGE Study Group. J Am Med Dir Assoc 2013;14(8):542–559.","url":"https://doi.org/10.1016/j.jamda.2013.05.021"},{"citation":"Volkert D, Beck AM, Cederholm T, et al. ESPEN guideline on clinical nutrition and hydration in geriatrics. Clin Nutr 2019;38(1):10–47.","url":"https://doi.org/10.1016/j.clnu.2018.05.024"},{"citation":"Bull FC, Al-Ansari SS, Biddle S, et al. World Health Organization 2020 guidelines on physical activity and sedentary behaviour. Br J Sports Med 2020;54(24):1451–1462.","url":"https://doi.org/10.1136/bjsports-2020-102955"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('peanut-allergy-prevention', 'article', 'allergy', ARRAY['food allergy','peanut','infants','complementary feeding','prevention']::text[], 'Preventing peanut allergy: early introduction in infants', 'Since the LEAP trial, guidelines recommend introducing peanut early, from around 4–6 months, with the approach depending on the infant''s risk.', '## The evidence

In the LEAP trial, infants at high risk (severe eczema, egg allergy or both) who ate peanut regularly from 4–11 months of age had a much lower prevalence of peanut allergy at 5 years than those who avoided it.

## NIAID 2017 addendum

| Infant | Recommendation |
|---|---|
| Severe eczema, egg allergy or both | Strongly consider evaluation (specific IgE or skin prick test) and, if appropriate, introduce peanut-containing foods as early as 4–6 months |
| Mild to moderate eczema | Introduce peanut-containing foods around 6 months |
| No eczema or food allergy | Introduce peanut-containing foods with other solid foods, according to family and cultural practice |

## Practical points

- Whole peanuts and peanut butter by the spoonful are choking hazards for infants: use smooth peanut butter thinned with water or purée, or peanut puffs softened.
- Once introduced, keep peanut in the diet regularly.
- Introduce it at home when the infant is well, after the first other solids have been tolerated.', 'Prevención de la alergia al cacahuete: introducción temprana en lactantes', 'Desde el ensayo LEAP, las guías recomiendan introducir el cacahuete pronto, hacia los 4–6 meses, con un enfoque según el riesgo del lactante.', '## La evidencia

En el ensayo LEAP, los lactantes de alto riesgo (eccema grave, alergia al huevo o ambos) que comieron cacahuete con regularidad desde los 4–11 meses tuvieron una prevalencia de alergia al cacahuete a los 5 años mucho menor que quienes lo evitaron.

## Anexo del NIAID de 2017

| Lactante | Recomendación |
|---|---|
| Eccema grave, alergia al huevo o ambos | Valorar seriamente un estudio (IgE específica o prick test) y, si procede, introducir alimentos con cacahuete desde los 4–6 meses |
| Eccema leve o moderado | Introducir alimentos con cacahuete hacia los 6 meses |
| Sin eccema ni alergia alimentaria | Introducir alimentos con cacahuete junto con otros sólidos, según las costumbres familiares y culturales |

## Aspectos prácticos

- Los cacahuetes enteros y la crema de cacahuete a cucharadas son un riesgo de atragantamiento en lactantes: usa crema de cacahuete fina diluida con agua o puré, o aperitivos de cacahuete reblandecidos.
- Una vez introducido, mantén el cacahuete en la dieta con regularidad.
- Introdúcelo en casa, con el lactante sano, después de que haya tolerado los primeros sólidos.', '[{"citation":"Du Toit G, Roberts G, Sayre PH, et al. Randomized Trial of Peanut Consumption in Infants at Risk for Peanut Allergy. N Engl J Med 2015;372(9):803–813.","url":"https://doi.org/10.1056/NEJMoa1414850"},{"citation":"Togias A, Cooper SF, Acebal ML, et al. Addendum guidelines for the prevention of peanut allergy in the United States: Report of the National Institute of Allergy and Infectious Diseases-sponsored expert panel. J Allergy Clin Immunol 2017;139(1):29–44.","url":"https://doi.org/10.1016/j.jaci.2016.10.010"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('physical-activity-who', 'article', 'weight', ARRAY['physical activity','sedentary behaviour','weight management','older adults']::text[], 'Physical activity recommendations (WHO 2020)', 'How much activity adults, older adults and people with chronic conditions need each week, according to the WHO 2020 guidelines on physical activity and sedentary behaviour.', '## Adults (18–64) and people with chronic conditions

- At least 150–300 minutes of moderate-intensity aerobic activity a week, or at least 75–150 minutes of vigorous activity, or an equivalent combination.
- Muscle-strengthening activities of moderate or greater intensity involving all major muscle groups on 2 or more days a week.
- More than 300 minutes of moderate activity a week brings additional benefits.
- Limit sedentary time and replace it with activity of any intensity, including light.

## Older adults (65 and over)

The same, plus varied multicomponent activity emphasising functional balance and strength training on 3 or more days a week, to enhance capacity and prevent falls.

## Children and adolescents (5–17)

An average of 60 minutes a day of moderate-to-vigorous, mostly aerobic activity, with vigorous and muscle- and bone-strengthening activities at least 3 days a week.

## Pregnancy and postpartum

Without contraindications: at least 150 minutes of moderate aerobic activity a week.

## In practice

"Some physical activity is better than none": start low, increase gradually, and record the agreed weekly minutes in the plan.', 'Recomendaciones de actividad física (OMS 2020)', 'Cuánta actividad necesitan cada semana los adultos, los mayores y las personas con enfermedades crónicas, según las directrices de la OMS de 2020 sobre actividad física y comportamiento sedentario.', '## Adultos (18–64) y personas con enfermedades crónicas

- Al menos 150–300 minutos semanales de actividad aeróbica moderada, o al menos 75–150 minutos de actividad vigorosa, o una combinación equivalente.
- Actividades de fortalecimiento muscular de intensidad moderada o mayor que trabajen los grandes grupos musculares 2 o más días a la semana.
- Más de 300 minutos semanales de actividad moderada aportan beneficios adicionales.
- Limita el tiempo sedentario y sustitúyelo por actividad de cualquier intensidad, también ligera.

## Personas mayores (65 años o más)

Lo mismo, más actividad variada multicomponente que priorice el equilibrio funcional y el entrenamiento de fuerza 3 o más días a la semana, para mejorar la capacidad funcional y prevenir caídas.

## Niños y adolescentes (5–17)

Una media de 60 minutos al día de actividad moderada a vigorosa, sobre todo aeróbica, con actividades vigorosas y de fortalecimiento muscular y óseo al menos 3 días a la semana.

## Embarazo y posparto

Sin contraindicaciones: al menos 150 minutos semanales de actividad aeróbica moderada.

## En la práctica

«Algo de actividad física es mejor que nada»: empieza poco a poco, aumenta de forma gradual y anota en el plan los minutos semanales acordados.', '[{"citation":"Bull FC, Al-Ansari SS, Biddle S, et al. World Health Organization 2020 guidelines on physical activity and sedentary behaviour. Br J Sports Med 2020;54(24):1451–1462.","url":"https://doi.org/10.1136/bjsports-2020-102955"},{"citation":"World Health Organization. WHO guidelines on physical activity and sedentary behaviour. Geneva: WHO; 2020.","url":"https://www.who.int/publications/i/item/9789240015128"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('prediabetes-lifestyle', 'article', 'diabetes', ARRAY['prediabetes','weight loss','physical activity','prevention']::text[], 'Prediabetes: lifestyle intervention to prevent type 2 diabetes', 'The Diabetes Prevention Program showed that a structured lifestyle programme aiming at 7% weight loss and 150 minutes of activity a week lowers the incidence of type 2 diabetes.', '## The evidence

In the Diabetes Prevention Program, adults with impaired glucose tolerance and overweight who followed an intensive lifestyle programme (goals: at least 7% weight loss and at least 150 minutes a week of moderate activity such as brisk walking) developed type 2 diabetes 58% less often than those on placebo over about three years; metformin reduced it by 31%.

## In practice

- Refer people with prediabetes and overweight to an intensive lifestyle programme (the ADA Standards recommend one modelled on the DPP).
- Set the 7% weight goal from the current weight and record it in the plan.
- Combine a reduced-energy eating pattern the person likes with a walking plan reaching 150 minutes a week.
- Re-test glycaemia at least yearly.

## Talking points

Small steps count: the programme''s goals are moderate, and the benefit was seen in people of all ethnic groups studied.', 'Prediabetes: intervención en el estilo de vida para prevenir la diabetes tipo 2', 'El Diabetes Prevention Program mostró que un programa estructurado con el objetivo de perder un 7 % del peso y 150 minutos de actividad a la semana reduce la aparición de diabetes tipo 2.', '## La evidencia

En el Diabetes Prevention Program, los adultos con intolerancia a la glucosa y sobrepeso que siguieron un programa intensivo de estilo de vida (objetivos: perder al menos un 7 % del peso y al menos 150 minutos semanales de actividad moderada, como caminar a paso ligero) desarrollaron diabetes tipo 2 un 58 % menos que el grupo placebo en unos tres años; la metformina la redujo un 31 %.

## En la práctica

- Deriva a las personas con prediabetes y sobrepeso a un programa intensivo de estilo de vida (los Standards de la ADA recomiendan uno basado en el DPP).
- Calcula el objetivo del 7 % a partir del peso actual y anótalo en el plan.
- Combina un patrón alimentario con menos energía que a la persona le guste con un plan de paseos hasta llegar a 150 minutos semanales.
- Repite la glucemia al menos una vez al año.

## Mensajes para la persona

Los pasos pequeños cuentan: los objetivos del programa son moderados y el beneficio se observó en todos los grupos étnicos estudiados.', '[{"citation":"Diabetes Prevention Program Research Group (Knowler WC, Barrett-Connor E, Fowler SE, et al.). Reduction in the incidence of type 2 diabetes with lifestyle intervention or metformin. N Engl J Med 2002;346(6):393–403.","url":"https://doi.org/10.1056/NEJMoa012512"},{"citation":"American Diabetes Association Professional Practice Committee. 3. Prevention or Delay of Diabetes and Associated Comorbidities: Standards of Care in Diabetes—2024. Diabetes Care 2024;47(Suppl 1):S43–S51.","url":"https://doi.org/10.2337/dc24-S003"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('pregnancy-nutrients', 'article', 'pregnancy', ARRAY['pregnancy','folic acid','iron','iodine','food safety','fish']::text[], 'Pregnancy: key nutrients and food safety', 'Folic acid, iron, iodine and choline needs in pregnancy, extra energy by trimester, fish advice and the foods to avoid because of listeria and toxoplasma.', '## Nutrients

- Folic acid: the USPSTF recommends a daily supplement of 0.4–0.8 mg (400–800 µg) for everyone planning or capable of pregnancy, to prevent neural tube defects.
- Iron: the RDA in pregnancy is 27 mg a day.
- Iodine: the RDA in pregnancy is 220 µg a day.
- Energy: the IOM estimates no extra energy in the first trimester, about 340 kcal a day more in the second and about 452 kcal more in the third.

## Fish

Fish provides protein, omega-3 fats and iodine. The FDA/EPA advice is 8–12 ounces (about 225–340 g) a week of a variety of fish lower in mercury, avoiding the high-mercury species (such as king mackerel, shark, swordfish, tilefish from the Gulf of Mexico, bigeye tuna, marlin and orange roughy).

## Food safety

Avoid unpasteurised milk and cheeses made from it, refrigerated smoked fish and pâtés, undercooked meat, poultry, eggs and seafood, and unwashed produce (risk of listeria, toxoplasma and salmonella). Reheat ready-to-eat deli meats until steaming hot.

## Alcohol

No amount of alcohol is known to be safe in pregnancy.', 'Embarazo: nutrientes clave y seguridad alimentaria', 'Necesidades de ácido fólico, hierro, yodo y colina en el embarazo, energía extra por trimestre, consejo sobre el pescado y los alimentos que deben evitarse por la listeria y el toxoplasma.', '## Nutrientes

- Ácido fólico: el USPSTF recomienda un suplemento diario de 0,4–0,8 mg (400–800 µg) a toda persona que planee o pueda quedarse embarazada, para prevenir defectos del tubo neural.
- Hierro: la ingesta recomendada en el embarazo es de 27 mg al día.
- Yodo: la ingesta recomendada en el embarazo es de 220 µg al día.
- Energía: el IOM estima que no hace falta energía extra en el primer trimestre, unas 340 kcal más al día en el segundo y unas 452 kcal más en el tercero.

## Pescado

El pescado aporta proteína, grasas omega-3 y yodo. La FDA y la EPA aconsejan 225–340 g a la semana de pescados variados con poco mercurio, evitando las especies con mucho mercurio (como la caballa real, el tiburón, el pez espada, el blanquillo del golfo de México, el atún patudo, el marlín y el reloj anaranjado).

## Seguridad alimentaria

Evita la leche sin pasteurizar y los quesos elaborados con ella, el pescado ahumado refrigerado y los patés, la carne, las aves, los huevos y el marisco poco cocinados, y las frutas y verduras sin lavar (riesgo de listeria, toxoplasma y salmonela). Recalienta los fiambres listos para comer hasta que humeen.

## Alcohol

No se conoce ninguna cantidad de alcohol segura en el embarazo.', '[{"citation":"US Preventive Services Task Force. Folic Acid Supplementation to Prevent Neural Tube Defects: US Preventive Services Task Force Reaffirmation Recommendation Statement. JAMA 2023;330(5):454–459.","url":"https://doi.org/10.1001/jama.2023.12876"},{"citation":"Institute of Medicine. Dietary Reference Intakes for Vitamin A, Vitamin K, Arsenic, Boron, Chromium, Copper, Iodine, Iron, Manganese, Molybdenum, Nickel, Silicon, Vanadium, and Zinc. Washington, DC: National Academies Press; 2001.","url":"https://doi.org/10.17226/10026"},{"citation":"Institute of Medicine. Dietary Reference Intakes for Energy, Carbohydrate, Fiber, Fat, Fatty Acids, Cholesterol, Protein, and Amino Acids. Washington, DC: National Academies Press; 2005.","url":"https://doi.org/10.17226/10490"},{"citation":"US Food and Drug Administration and US Environmental Protection Agency. Advice about Eating Fish: For Those Who Might Become or Are Pregnant or Breastfeeding. 2021.","url":"https://www.fda.gov/food/consumers/advice-about-eating-fish"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('pregnancy-weight-gain', 'article', 'pregnancy', ARRAY['pregnancy','weight gain','bmi','protocol']::text[], 'Weight gain in pregnancy', 'The IOM 2009 ranges of total gestational weight gain by pre-pregnancy BMI, endorsed by ACOG, and how to use them in follow-up visits.', '## Recommended total gain (singleton pregnancy)

| Pre-pregnancy BMI (kg/m²) | Total gain |
|---|---|
| Underweight, below 18.5 | 12.5–18 kg (28–40 lb) |
| Normal weight, 18.5–24.9 | 11.5–16 kg (25–35 lb) |
| Overweight, 25.0–29.9 | 7–11.5 kg (15–25 lb) |
| Obesity, 30.0 or more | 5–9 kg (11–20 lb) |

The IOM also gives provisional ranges for twin pregnancies.

## In the consultation

1. Calculate BMI from the pre-pregnancy weight (not the current one) and record the target range.
2. Weigh at each visit and chart the gain against the range.
3. Discuss diet and activity early: ACOG recommends that obstetric care providers discuss the IOM recommendations with every pregnant woman.
4. Postpartum: encourage return to the pre-pregnancy weight, which lowers the risk in a later pregnancy.

## Note

Weight loss is not recommended during pregnancy; in obesity the goal is limited gain with good diet quality.', 'Ganancia de peso en el embarazo', 'Los rangos del IOM 2009 de ganancia de peso total en el embarazo según el IMC previo, respaldados por el ACOG, y cómo usarlos en las visitas de seguimiento.', '## Ganancia total recomendada (embarazo único)

| IMC previo al embarazo (kg/m²) | Ganancia total |
|---|---|
| Bajo peso, menos de 18,5 | 12,5–18 kg |
| Peso normal, 18,5–24,9 | 11,5–16 kg |
| Sobrepeso, 25,0–29,9 | 7–11,5 kg |
| Obesidad, 30,0 o más | 5–9 kg |

El IOM también propone rangos provisionales para embarazos gemelares.

## En la consulta

1. Calcula el IMC con el peso previo al embarazo (no el actual) y anota el rango objetivo.
2. Pesa en cada visita y representa la ganancia frente al rango.
3. Habla pronto de alimentación y actividad: el ACOG recomienda que quienes atienden el embarazo comenten las recomendaciones del IOM con todas las embarazadas.
4. Posparto: anima a recuperar el peso previo, lo que reduce el riesgo en un embarazo posterior.

## Nota

No se recomienda perder peso durante el embarazo; en la obesidad el objetivo es una ganancia limitada con una dieta de buena calidad.', '[{"citation":"Institute of Medicine and National Research Council. Weight Gain During Pregnancy: Reexamining the Guidelines. Washington, DC: The National Academies Press; 2009.","url":"https://doi.org/10.17226/12584"},{"citation":"American College of Obstetricians and Gynecologists. Weight gain during pregnancy. Committee Opinion No. 548. Obstet Gynecol 2013;121:210–212 (reaffirmed).","url":"https://doi.org/10.1097/01.AOG.0000425668.87506.4c"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('sodium-reduction', 'article', 'cardiovascular', ARRAY['sodium','hypertension','blood pressure','potassium','salt']::text[], 'Sodium reduction in high blood pressure', 'What the ACC/AHA 2017 guideline recommends on sodium and potassium for adults with elevated blood pressure or hypertension, and how to turn it into food choices.', '## The recommendation

The 2017 ACC/AHA guideline recommends sodium reduction for adults with elevated blood pressure or hypertension. Its table of non-pharmacological interventions gives an optimal goal of less than 1500 mg of sodium a day, and aims for at least a 1000 mg/day reduction for most adults. It also recommends potassium supplementation, preferably in dietary modification (a goal of 3500–5000 mg a day), unless contraindicated by chronic kidney disease or drugs that reduce potassium excretion.

## Where the sodium is

Most dietary sodium comes from processed, packaged and restaurant foods rather than the salt shaker: bread, cured meats, cheese, soups, sauces, ready meals and snacks.

## In practice

- Read labels: compare the sodium per serving of similar products and choose the lower.
- Cook more from fresh ingredients; season with herbs, spices, citrus and vinegar.
- Taste adapts: preference for less salty food grows over a few weeks.
- The food browser shows the sodium of each food per 100 g and per portion.

## Watch for

Salt substitutes are usually potassium chloride: not for people with advanced kidney disease or on potassium-sparing medication without medical advice.', 'Reducción de sodio en la hipertensión arterial', 'Qué recomienda la guía ACC/AHA 2017 sobre sodio y potasio en adultos con presión arterial elevada o hipertensión, y cómo llevarlo a la elección de alimentos.', '## La recomendación

La guía ACC/AHA 2017 recomienda reducir el sodio en adultos con presión arterial elevada o hipertensión. Su tabla de intervenciones no farmacológicas da como objetivo óptimo menos de 1500 mg de sodio al día y busca una reducción de al menos 1000 mg/día en la mayoría de los adultos. También recomienda aumentar el potasio, preferiblemente con la alimentación (un objetivo de 3500–5000 mg al día), salvo contraindicación por enfermedad renal crónica o fármacos que reducen la excreción de potasio.

## Dónde está el sodio

La mayor parte del sodio procede de alimentos procesados, envasados y de restauración, no del salero: pan, embutidos, queso, sopas, salsas, platos preparados y aperitivos.

## En la práctica

- Lee las etiquetas: compara el sodio por ración de productos similares y elige el menor.
- Cocina más con ingredientes frescos; condimenta con hierbas, especias, cítricos y vinagre.
- El gusto se adapta: la preferencia por comida menos salada aumenta en unas semanas.
- El buscador de alimentos muestra el sodio de cada alimento por 100 g y por porción.

## Precauciones

Los sustitutos de la sal suelen ser cloruro potásico: no para personas con enfermedad renal avanzada o con fármacos ahorradores de potasio sin consejo médico.', '[{"citation":"Whelton PK, Carey RM, Aronow WS, et al. 2017 ACC/AHA Guideline for the Prevention, Detection, Evaluation, and Management of High Blood Pressure in Adults. Hypertension 2018;71:e13–e115.","url":"https://doi.org/10.1161/HYP.0000000000000065"},{"citation":"Sacks FM, Svetkey LP, Vollmer WM, et al. Effects on blood pressure of reduced dietary sodium and the Dietary Approaches to Stop Hypertension (DASH) diet. N Engl J Med 2001;344(1):3–10.","url":"https://doi.org/10.1056/NEJM200101043440101"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('sports-carbohydrate-hydration', 'article', 'sports', ARRAY['sports nutrition','carbohydrate','hydration','endurance']::text[], 'Carbohydrate and fluid for training and competition', 'Daily carbohydrate by training load, fuelling during exercise and hydration, from the 2016 ACSM / Academy of Nutrition and Dietetics / Dietitians of Canada position statement.', '## Daily carbohydrate by training load

| Load | Carbohydrate |
|---|---|
| Light (low intensity or skill-based) | 3–5 g/kg/day |
| Moderate (about 1 h a day) | 5–7 g/kg/day |
| High (1–3 h a day, moderate to high intensity) | 6–10 g/kg/day |
| Very high (more than 4–5 h a day) | 8–12 g/kg/day |

## Around exercise

- Before: 1–4 g/kg in the 1–4 hours before exercise lasting more than an hour.
- During: 30–60 g/hour in sessions of 1–2.5 hours; up to 90 g/hour in events over 2.5–3 hours, using multiple transportable carbohydrates (glucose and fructose).
- After: for fast refuelling between sessions, 1.0–1.2 g/kg/hour for the first 4 hours.

## Hydration

- Aim to prevent a body-mass loss of more than 2% from water deficit during exercise.
- Weigh before and after training to estimate sweat loss; drink about 1.25–1.5 L of fluid for every kilogram lost.
- Include sodium when sweat losses are large or sessions are long.', 'Hidratos de carbono y líquidos para entrenar y competir', 'Hidratos de carbono diarios según la carga de entrenamiento, aporte durante el ejercicio e hidratación, según la posición conjunta de 2016 del ACSM, la Academy of Nutrition and Dietetics y Dietitians of Canada.', '## Hidratos de carbono diarios según la carga

| Carga | Hidratos de carbono |
|---|---|
| Ligera (baja intensidad o técnica) | 3–5 g/kg/día |
| Moderada (alrededor de 1 h al día) | 5–7 g/kg/día |
| Alta (1–3 h al día, intensidad moderada a alta) | 6–10 g/kg/día |
| Muy alta (más de 4–5 h al día) | 8–12 g/kg/día |

## Alrededor del ejercicio

- Antes: 1–4 g/kg en las 1–4 horas previas a un ejercicio de más de una hora.
- Durante: 30–60 g/hora en sesiones de 1–2,5 horas; hasta 90 g/hora en pruebas de más de 2,5–3 horas, con varios hidratos transportables (glucosa y fructosa).
- Después: para recargar rápido entre sesiones, 1,0–1,2 g/kg/hora durante las primeras 4 horas.

## Hidratación

- Evita perder más del 2 % de la masa corporal por déficit de agua durante el ejercicio.
- Pésate antes y después del entrenamiento para estimar la pérdida por sudor; bebe unos 1,25–1,5 L de líquido por cada kilo perdido.
- Incluye sodio cuando las pérdidas de sudor son grandes o las sesiones largas.', '[{"citation":"Thomas DT, Erdman KA, Burke LM. American College of Sports Medicine Joint Position Statement. Nutrition and Athletic Performance. Med Sci Sports Exerc 2016;48(3):543–568.","url":"https://doi.org/10.1249/MSS.0000000000000852"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('sports-protein', 'article', 'sports', ARRAY['sports nutrition','protein','muscle','resistance training']::text[], 'Protein for exercise and sport', 'The ISSN position stand on protein: 1.4–2.0 g/kg/day for most exercising people, spread in doses of about 0.25 g/kg every 3–4 hours.', '## Key points (ISSN 2017)

- An overall daily protein intake of 1.4–2.0 g/kg body weight is sufficient for most exercising individuals to build and maintain muscle.
- Higher intakes (2.3–3.1 g/kg of fat-free mass) may help resistance-trained people keep lean mass during an energy deficit.
- Optimal doses per meal are about 0.25 g/kg body weight (roughly 20–40 g), ideally spread evenly every 3–4 hours.
- Each dose should provide about 700–3000 mg of leucine; whole foods can meet needs, and supplements are a practical option.
- Protein before sleep (30–40 g of casein) may support overnight muscle protein synthesis.

## In the consultation

1. Record body weight, training type and volume, and goals (strength, endurance, body composition).
2. Set the daily protein target in the diet plan and distribute it across 4–5 eating occasions.
3. Check total energy first: protein cannot make up for insufficient energy intake.

## Watch for

People with chronic kidney disease: protein targets are set by the renal guideline, not by sport advice.', 'Proteína para el ejercicio y el deporte', 'La posición de la ISSN sobre la proteína: 1,4–2,0 g/kg/día para la mayoría de las personas que entrenan, repartidos en tomas de unos 0,25 g/kg cada 3–4 horas.', '## Puntos clave (ISSN 2017)

- Una ingesta diaria de proteína de 1,4–2,0 g/kg de peso basta a la mayoría de las personas que hacen ejercicio para ganar y mantener músculo.
- Ingestas más altas (2,3–3,1 g/kg de masa libre de grasa) pueden ayudar a quien entrena fuerza a conservar masa magra en déficit energético.
- La dosis óptima por comida es de unos 0,25 g/kg de peso (aproximadamente 20–40 g), idealmente repartida cada 3–4 horas.
- Cada toma debería aportar unos 700–3000 mg de leucina; los alimentos pueden cubrir las necesidades y los suplementos son una opción práctica.
- La proteína antes de dormir (30–40 g de caseína) puede favorecer la síntesis proteica muscular nocturna.

## En la consulta

1. Anota el peso, el tipo y el volumen de entrenamiento y los objetivos (fuerza, resistencia, composición corporal).
2. Fija el objetivo diario de proteína en el plan de alimentación y repártelo en 4–5 tomas.
3. Comprueba primero la energía total: la proteína no compensa una ingesta energética insuficiente.

## Precauciones

Personas con enfermedad renal crónica: los objetivos de proteína los fija la guía renal, no el consejo deportivo.', '[{"citation":"Jäger R, Kerksick CM, Campbell BI, et al. International Society of Sports Nutrition Position Stand: protein and exercise. J Int Soc Sports Nutr 2017;14:20.","url":"https://doi.org/10.1186/s12970-017-0177-8"},{"citation":"Thomas DT, Erdman KA, Burke LM. American College of Sports Medicine Joint Position Statement. Nutrition and Athletic Performance. Med Sci Sports Exerc 2016;48(3):543–568.","url":"https://doi.org/10.1249/MSS.0000000000000852"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('type-2-diabetes-nutrition-therapy', 'article', 'diabetes', ARRAY['type 2 diabetes','hba1c','carbohydrate','weight loss','protocol']::text[], 'Type 2 diabetes: medical nutrition therapy', 'How to structure nutrition care for adults with type 2 diabetes: individual eating patterns, carbohydrate quality, weight management and follow-up.', '## Key points

- Medical nutrition therapy (MNT) delivered by a registered dietitian nutritionist is recommended for everyone with type 2 diabetes, as part of diabetes self-management education and support.
- There is no single ideal percentage of calories from carbohydrate, protein and fat. Several eating patterns are acceptable (Mediterranean-style, DASH, vegetarian or plant-based, lower-carbohydrate); choose the one the person can keep.
- Emphasise non-starchy vegetables, minimally processed foods and whole grains; reduce added sugars and refined grains; prefer water over sugar-sweetened beverages.
- For people with overweight or obesity, a modest, sustained weight loss improves glycaemia, blood pressure and lipids; larger losses give larger benefits.

## In the consultation

1. Review HbA1c, medication (insulin or sulfonylureas raise the risk of hypoglycaemia when intake changes), weight history and usual intake.
2. Agree on one or two concrete goals (for example, replacing sugary drinks, a vegetable at two meals a day).
3. Teach a method matched to the person''s therapy: the plate method for most, carbohydrate counting for flexible insulin regimens.
4. Plan follow-up: MNT works best as a series of visits, with the plan adjusted to glucose data and weight.

## Watch for

- Hypoglycaemia when carbohydrate is reduced in someone on insulin or sulfonylureas: coordinate with the prescriber.
- Disordered eating, food insecurity and cost: ask, and adapt the plan.', 'Diabetes tipo 2: tratamiento médico nutricional', 'Cómo estructurar la atención nutricional de adultos con diabetes tipo 2: patrones alimentarios individuales, calidad de los hidratos de carbono, control del peso y seguimiento.', '## Puntos clave

- Se recomienda tratamiento médico nutricional (TMN) por un dietista-nutricionista para toda persona con diabetes tipo 2, como parte de la educación y el apoyo para el autocuidado.
- No existe un porcentaje ideal único de energía procedente de hidratos de carbono, proteínas y grasas. Varios patrones son aceptables (mediterráneo, DASH, vegetariano o basado en plantas, bajo en hidratos de carbono); elige el que la persona pueda mantener.
- Prioriza verduras no feculentas, alimentos mínimamente procesados y cereales integrales; reduce azúcares añadidos y cereales refinados; prefiere el agua a las bebidas azucaradas.
- En personas con sobrepeso u obesidad, una pérdida de peso moderada y sostenida mejora la glucemia, la presión arterial y los lípidos; pérdidas mayores dan beneficios mayores.

## En la consulta

1. Revisa la HbA1c, la medicación (la insulina y las sulfonilureas aumentan el riesgo de hipoglucemia cuando cambia la ingesta), la evolución del peso y la ingesta habitual.
2. Acordad una o dos metas concretas (por ejemplo, sustituir las bebidas azucaradas, verdura en dos comidas al día).
3. Enseña un método adaptado al tratamiento: el método del plato para la mayoría, el recuento de hidratos de carbono para pautas de insulina flexibles.
4. Planifica el seguimiento: el TMN funciona mejor como una serie de visitas, ajustando el plan a los datos de glucosa y al peso.

## Precauciones

- Hipoglucemia al reducir hidratos de carbono en quien usa insulina o sulfonilureas: coordina con quien prescribe.
- Trastornos de la conducta alimentaria, inseguridad alimentaria y coste: pregunta y adapta el plan.', '[{"citation":"American Diabetes Association Professional Practice Committee. 5. Facilitating Positive Health Behaviors and Well-being to Improve Health Outcomes: Standards of Care in Diabetes—2024. Diabetes Care 2024;47(Suppl 1):S77–S110.","url":"https://doi.org/10.2337/dc24-S005"},{"citation":"Evert AB, Dennison M, Gardner CD, et al. Nutrition Therapy for Adults With Diabetes or Prediabetes: A Consensus Report. Diabetes Care 2019;42(5):731–754.","url":"https://doi.org/10.2337/dci19-0014"}]'::jsonb);--> statement-breakpoint
INSERT INTO "kb_article" ("slug", "kind", "category", "tags", "title_en", "summary_en", "body_en", "title_es", "summary_es", "body_es", "sources") VALUES ('vitamin-d', 'article', 'micronutrients', ARRAY['vitamin d','calcium','bone health','supplements','labs']::text[], 'Vitamin D: intake, testing and supplements', 'IOM 2011 intakes (600–800 IU a day), the 20 ng/mL serum threshold the IOM used, the Endocrine Society''s views, and when testing is useful.', '## Intakes (IOM 2011)

- RDA: 600 IU (15 µg) a day for ages 1–70, including pregnancy and lactation; 800 IU (20 µg) a day over 70.
- Tolerable upper intake level: 4000 IU (100 µg) a day for ages 9 and over.
- The IOM considered a serum 25-hydroxyvitamin D of 20 ng/mL (50 nmol/L) sufficient for the bone health of practically everyone.

## Different thresholds

The Endocrine Society''s 2011 guideline, written for people at risk of deficiency, defined deficiency as below 20 ng/mL and insufficiency as 21–29 ng/mL. Its 2024 guideline on prevention of disease suggests against routine 25(OH)D testing in the general population and does not set a target level.

## In practice

- Food sources are few (oily fish, egg yolk, fortified milk and plant drinks); sun exposure varies with latitude, season and skin.
- Consider supplementation for people with limited sun exposure, darker skin, older age, malabsorption (including coeliac disease) or obesity, and follow the prescriber''s plan when treating deficiency.
- In this product, 25-hydroxyvitamin D results are shown with the reference range of the lab catalogue.', 'Vitamina D: ingesta, análisis y suplementos', 'Las ingestas del IOM 2011 (600–800 UI al día), el umbral sérico de 20 ng/mL que usó el IOM, la postura de la Endocrine Society y cuándo es útil medirla.', '## Ingestas (IOM 2011)

- Ingesta recomendada: 600 UI (15 µg) al día de 1 a 70 años, incluidos embarazo y lactancia; 800 UI (20 µg) al día a partir de los 70.
- Nivel máximo tolerable: 4000 UI (100 µg) al día a partir de los 9 años.
- El IOM consideró que una 25-hidroxivitamina D sérica de 20 ng/mL (50 nmol/L) basta para la salud ósea de prácticamente toda la población.

## Umbrales distintos

La guía de 2011 de la Endocrine Society, escrita para personas con riesgo de déficit, definió el déficit como menos de 20 ng/mL y la insuficiencia como 21–29 ng/mL. Su guía de 2024 sobre prevención de enfermedades desaconseja medir la 25(OH)D de forma rutinaria en la población general y no fija un nivel objetivo.

## En la práctica

- Hay pocas fuentes alimentarias (pescado azul, yema de huevo, leche y bebidas vegetales enriquecidas); la exposición solar varía con la latitud, la estación y la piel.
- Valora suplementar a personas con poca exposición solar, piel oscura, edad avanzada, malabsorción (incluida la celiaquía) u obesidad, y sigue el plan de quien prescribe cuando se trate un déficit.
- En este producto, los resultados de 25-hidroxivitamina D se muestran con el rango de referencia del catálogo de analíticas.', '[{"citation":"Institute of Medicine. Dietary Reference Intakes for Calcium and Vitamin D. Washington, DC: The National Academies Press; 2011.","url":"https://doi.org/10.17226/13050"},{"citation":"Holick MF, Binkley NC, Bischoff-Ferrari HA, et al. Evaluation, treatment, and prevention of vitamin D deficiency: an Endocrine Society clinical practice guideline. J Clin Endocrinol Metab 2011;96(7):1911–1930.","url":"https://doi.org/10.1210/jc.2011-0385"},{"citation":"Demay MB, Pittas AG, Bikle DD, et al. Vitamin D for the Prevention of Disease: An Endocrine Society Clinical Practice Guideline. J Clin Endocrinol Metab 2024;109(8):1907–1947.","url":"https://doi.org/10.1210/clinem/dgae290"}]'::jsonb);--> statement-breakpoint
-- END PLATFORM ARTICLES
