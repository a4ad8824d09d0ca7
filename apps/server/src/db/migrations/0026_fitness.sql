-- Fitness: the exercise library (the 872 wger exercises, CC-BY-SA: each row keeps its
-- licence and authors; a practice's own exercises carry its organization), routines (a template
-- when patient_id is null, else a client's copy with a start date; days and sets as one validated
-- JSON document, edited and read whole), the sessions a client logs, BIA measurements (the inputs;
-- the figures are computed on read by @verdant/clinical), logged activities and each client's heart
-- rates for the Karvonen zones.
CREATE TABLE "exercise" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid REFERENCES "organization"("id") ON DELETE CASCADE,
  "wger_id" integer UNIQUE,
  "wger_uuid" uuid,
  "name" text NOT NULL,
  "aliases" text[] DEFAULT '{}'::text[] NOT NULL,
  "category" text NOT NULL,
  "primary_muscles" text[] DEFAULT '{}'::text[] NOT NULL,
  "secondary_muscles" text[] DEFAULT '{}'::text[] NOT NULL,
  "equipment" text[] DEFAULT '{}'::text[] NOT NULL,
  "description" text DEFAULT '' NOT NULL,
  "license" text,
  "license_author" text DEFAULT '' NOT NULL,
  "search_text" text NOT NULL,
  "created_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "exercise_library_or_own_check" CHECK (("wger_id" IS NULL) <> ("organization_id" IS NULL))
);--> statement-breakpoint
CREATE INDEX "exercise_search_trgm_idx" ON "exercise" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exercise_org_name_idx" ON "exercise" ("organization_id", "name");--> statement-breakpoint
CREATE INDEX "exercise_muscles_idx" ON "exercise" USING gin ("primary_muscles");--> statement-breakpoint
CREATE INDEX "exercise_equipment_idx" ON "exercise" USING gin ("equipment");--> statement-breakpoint
CREATE TABLE "routine" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid REFERENCES "patient"("id") ON DELETE CASCADE,
  "template_id" uuid REFERENCES "routine"("id") ON DELETE SET NULL,
  "name" text NOT NULL,
  "goal" text DEFAULT '' NOT NULL,
  "start_date" date,
  "days" jsonb NOT NULL,
  "progression" jsonb NOT NULL,
  "created_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  "version" integer DEFAULT 1 NOT NULL,
  CONSTRAINT "routine_client_start_check" CHECK (("patient_id" IS NULL) = ("start_date" IS NULL))
);--> statement-breakpoint
CREATE INDEX "routine_org_updated_idx" ON "routine" ("organization_id", "updated_at");--> statement-breakpoint
CREATE INDEX "routine_patient_idx" ON "routine" ("patient_id", "start_date");--> statement-breakpoint
CREATE TABLE "workout_session" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "routine_id" uuid NOT NULL REFERENCES "routine"("id") ON DELETE CASCADE,
  "day_index" smallint NOT NULL,
  "performed_on" date NOT NULL,
  "feeling" smallint,
  "notes" text DEFAULT '' NOT NULL,
  "sets" jsonb NOT NULL,
  "logged_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "workout_session_day_check" CHECK ("day_index" BETWEEN 0 AND 6),
  CONSTRAINT "workout_session_feeling_check" CHECK ("feeling" BETWEEN 1 AND 5)
);--> statement-breakpoint
CREATE INDEX "workout_session_routine_idx" ON "workout_session" ("routine_id", "performed_on");--> statement-breakpoint
CREATE INDEX "workout_session_patient_idx" ON "workout_session" ("patient_id", "performed_on");--> statement-breakpoint
CREATE TABLE "bia_measurement" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "measured_at" timestamp with time zone NOT NULL,
  "sex" text NOT NULL,
  "height_cm" numeric(5, 1) NOT NULL,
  "weight_kg" numeric(5, 1) NOT NULL,
  "age_years" smallint NOT NULL,
  "resistance_ohm" numeric(6, 1) NOT NULL,
  "reactance_ohm" numeric(6, 1) NOT NULL,
  "frequency_khz" numeric(6, 1) DEFAULT 50 NOT NULL,
  "device" text DEFAULT '' NOT NULL,
  "recorded_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "bia_measurement_sex_check" CHECK ("sex" IN ('M', 'F'))
);--> statement-breakpoint
CREATE INDEX "bia_measurement_patient_idx" ON "bia_measurement" ("patient_id", "measured_at");--> statement-breakpoint
CREATE TABLE "activity_log" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "patient_id" uuid NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "performed_on" date NOT NULL,
  "compendium_code" text NOT NULL,
  "met" numeric(4, 1) NOT NULL,
  "minutes" smallint NOT NULL,
  "weight_kg" numeric(5, 1) NOT NULL,
  "average_hr" smallint,
  "notes" text DEFAULT '' NOT NULL,
  "logged_by_user_id" text REFERENCES "user"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "activity_log_minutes_check" CHECK ("minutes" BETWEEN 1 AND 1440)
);--> statement-breakpoint
CREATE INDEX "activity_log_patient_idx" ON "activity_log" ("patient_id", "performed_on");--> statement-breakpoint
CREATE TABLE "heart_rate_profile" (
  "patient_id" uuid PRIMARY KEY NOT NULL REFERENCES "patient"("id") ON DELETE CASCADE,
  "organization_id" uuid NOT NULL REFERENCES "organization"("id") ON DELETE CASCADE,
  "resting_hr" smallint NOT NULL,
  "max_hr" smallint NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- The wger library (https://wger.de, CC-BY-SA 3.0/4.0 and CC0 per row; generated by
-- src/db/exercise-library-sql.ts from the shared data folder's wger_exercises_en.json).
INSERT INTO "exercise" ("wger_id", "wger_uuid", "name", "aliases", "category", "primary_muscles", "secondary_muscles", "equipment", "description", "license", "license_author", "search_text") VALUES
(1470, 'a8a4ea81-9531-48e1-b6dc-f7621c7b9283', '1-Arm Half-Kneeling Lat Pulldown', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Attach a D-Handle to a high pully. And use your lat muscles to pull the weight single handedly.', 'CC-BY-SA-4.0', 'Expenses7000', '1-arm half-kneeling lat pulldown'),
(9, '1b020b3a-3732-4c7e-92fd-a0cec90ed69b', '2 Handed Kettlebell Swing', '{}'::text[], 'Abs', '{}'::text[], '{}'::text[], ARRAY['Kettlebell']::text[], 'Two Handed Russian Style Kettlebell swing', 'CC-BY-SA-4.0', 'deusinvictus', '2 handed kettlebell swing'),
(1924, '7870ad8d-a0c1-4e3a-a4fe-a237908eba9b', '3008 Abdominal Crunch', ARRAY['3008 Klappsitz']::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], '{}'::text[], 'This is especially for the gym80 device 3008 Abdominal Crunch.', 'CC-BY-SA-4.0', '', '3008 abdominal crunch 3008 klappsitz'),
(1115, '7c2a70bc-ed97-440c-afd6-ed27daf63f25', '3D lunge warmup', '{}'::text[], 'Cardio', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'As a warmup, use light dumbbells, one in each hand. Lunge in alternating directions, forward, sideways, backwards and 45 degree angles.', 'CC-BY-SA-4.0', 'philip', '3d lunge warmup'),
(997, '18d277a0-7222-46e7-b2bf-47c8ed169c30', '4-count burpees', '{}'::text[], 'Chest', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Stand straight, feet hip-width apart.
Steps:
Squat low and support yourself on the floor with your hands between the knees and in front of your feet, your back straight.
Keeping your hands on the floor, jump your legs backward into high plank position.
Jump your feet forward to return to the squat position.
Repeat.', 'CC-BY-SA-4.0', '', '4-count burpees'),
(1754, '1f2ba913-3b2e-4621-a70b-b7f0ce649032', '45° lateral raises', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'dumbbell raise in the space between front and side raises', 'CC-BY-SA-4.0', '', '45° lateral raises'),
(1573, '203a6fee-7436-4313-858f-c1e364136793', 'Ab wheel', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis','Serratus anterior']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting Position: Kneel on the floor with the ab wheel in front of you.
Grip the Wheel: Hold the handles firmly.
Roll Out: Slowly roll the wheel forward, extending your body while keeping your core tight.
Return: Pull the wheel back towards your knees, maintaining tension in your core.', 'CC-BY-SA-4.0', 'lhegedus', 'ab wheel'),
(1933, '2ac901e6-f0c2-416f-998f-e01e00fe0aa1', 'Abdominal Crunch', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis','Serratus anterior']::text[], ARRAY['Gym mat']::text[], 'The Abdominal Crunch is a classic core isolation exercise performed on the floor or a mat. Unlike a full sit-up, it involves a smaller range of motion where you only lift your shoulders and upper back off the ground, keeping your lower back pressed firmly against the floor.', 'CC-BY-SA-4.0', 'amaesc', 'abdominal crunch'),
(1828, '793b0e5f-8dea-48a6-84c8-9123b59c2721', 'Abdominal Draw-In', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Lie
on your back with knees bent. Gently pull your belly button toward your
spine without moving your hips or holding your breath.', 'CC-BY-SA-4.0', 'beagle', 'abdominal draw-in'),
(56, '03db11cc-8079-463c-9399-6f346b100ce6', 'Abdominal Stabilization', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis']::text[], ARRAY['Gym mat']::text[], '', 'CC-BY-SA-3.0', 'andikeller', 'abdominal stabilization'),
(1096, 'd015a276-02ad-4c28-9d36-aedfbb431f53', 'Abduction while standing', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Training a stable stance, predominantly on one leg, is crucial for both sides. On the one hand, it prevents discomfort and, on the other, it establishes a stable foundation. The practitioner assumes the usual standing position and, with a stable upper body, attempts to repeatedly lift the unloaded leg, bend it at the hip and knee, and then lower it again. The movement is also repeated on the other side. The exercise trains the stability of the hip-surrounding muscles.', 'CC-BY-SA-4.0', 'tregga', 'abduction while standing'),
(1102, '5831bcbb-28a7-4bd5-930d-a740acccf747', 'Alternate back lunges', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'The posterior muscles of the buttocks, hamstrings, soleus and gastrocnemius are trained more', 'CC-BY-SA-4.0', 'clafal', 'alternate back lunges'),
(1012, 'a136959c-b0c8-49d3-99b9-0a5f41abf00e', 'Alternating bicep curls', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Starting position:
Start standing up with dumbbells in each hand, your back straight and feet hip-width apart. Your arms should be relaxed, pointing down. Your knees should be slightly bent, your abs contracted, and your shoulders down.
Steps:
Bend one arm at the elbow, bringing the dumbbell up to your shoulder. Your upper arm should remain motionless during this movement.
Bring the dumbbell back down until your arm is in its original relaxed position.
Repeat, switching arms.', 'CC-BY-SA-4.0', '', 'alternating bicep curls'),
(1192, '94238bef-15ee-42b6-8035-79854b3c6e65', 'Alternating Biceps Curls With Dumbbell', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Hold two barbells, the arms are streched, the hands are on your
side, the palms face inwards. Bend one arm at a time and bring the weight with a
fast movement up. At the same time, rotate your arms by 90 degrees at
the very beginning of the movement. At the highest point, rotate a
little the weights further outwards. Without a pause, bring the arm back down, slowly, and do the same with the other arm.
Don''t allow your body to swing during the exercise, all work is done
by the biceps, which are the only mucles that should move (pay attention
to the elbows).', 'CC-BY-SA-4.0', 'Franpol', 'alternating biceps curls with dumbbell'),
(1567, 'eb9476ac-2c00-4f49-a40f-f81682161a75', 'Alternating dumbbell hammer curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Stand with your knees slightly bent and your back straight. Hold a dumbbell in each hand, using a neutral grip at your sides.', 'CC-BY-SA-4.0', 'Mariano_O', 'alternating dumbbell hammer curl'),
(1486, '45251627-5f89-4858-bf0c-8884a21cbb1f', 'Alternating High Cable Row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Start
by putting the attachment in a high position on the cable station and step back about 1m from the attachment. Grab
the cable pulley handle in your left hand at about head height with your elbow slightly bent. Step back with your left foot.
Pull
your elbow joint in toward the torso twisting slightly and perform a
single-arm row. Engage the lats as you twist.
Return
to the starting position with cable pulley and left foot and grab the cable pulley handle in the right
hand. Repeat this motion on the opposite side with your right foot stepped back.', 'CC-BY-SA-4.0', 'Moffi', 'alternating high cable row'),
(1501, '81015468-545f-4170-9b46-701afe77848e', 'Alternative DB Gorilla rows', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Slightly bent down and knees to mimic a gorilla position and pull/row up the DBs to the chest. DB stay straight (thumbs pointing up)', 'CC-BY-SA-4.0', 'JohnPreston', 'alternative db gorilla rows'),
(1804, 'fa5252d3-973c-4b35-9324-a02460545283', 'ankle dorsiflexion rocks', '{}'::text[], 'Legs', ARRAY['Gastrocnemius (Calves)','Soleus']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Move your knee forward, keeping your heel on the ground. Hold the position for a couple of seconds and return to the starting position.', 'CC-BY-SA-4.0', 'Davidgj32', 'ankle dorsiflexion rocks'),
(1864, '979e3433-4db8-4f37-a5e0-f43c86756690', 'Ankle Roll', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'View the video to undestand the exercise', 'CC-BY-SA-4.0', 'Davidgj32', 'ankle roll'),
(1141, '7dd7a735-c1fe-4ca0-a6e8-e825d897b065', 'Arabesque', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Take all your weight onto one leg and you''re going to maintain that position, keeping your hips and pelvis level the whole time. With your back in a neutral position you want to tilt yourself forward kicking your leg back up and then slowly with your glutes bring yourself back up to neutral.', 'CC-BY-SA-4.0', 'cleen', 'arabesque'),
(1545, '56808c52-050e-4c24-9f27-2657f0462499', 'Archer Pull Up', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Biceps brachii (Biceps)','Trapezius']::text[], '{}'::text[], 'An archer pull-up is an advanced bodyweight exercise that strengthens your back and biceps, serving as a progression towards a one-arm pull-up. It gets its name from the "bow-drawing" position your body takes at the top.Here''s how to do it:1. Grip: Grasp a pull-up bar with a wider-than-shoulder-width overhand grip.2. Starting Position: Hang with arms fully extended, engaging your core and keeping your shoulder blades pulled down.3. The Pull: Pull your body up towards one hand, similar to a regular pull-up. At the same time, extend the other arm out to the side, keeping it as straight as possible. Your chin should come towards the hand that is pulling.4. Hold & Lower: Briefly hold the top position where one arm is bent and pulling, and the other is extended. Slowly lower yourself back to the starting position with control.5. Alternate: Repeat the movement, pulling up towards the opposite hand.The key to this exercise is to keep the assisting arm as straight as possible to maximise the load on the working arm. This makes it a challenging but effective exercise for unilateral pulling strength.', 'CC-BY-SA-4.0', 'Antsy6277', 'archer pull up'),
(1294, 'caccd791-ff30-452a-816e-790edadb78cd', 'Arco femorale una gamba', '{}'::text[], 'Back', ARRAY['Gluteus maximus (Glutes)','Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Nello specifico i muscoli coinvolti sono: bicipite femorale. muscolo semimembranoso. muscolo semitendinoso.', 'CC-BY-SA-4.0', 'clafal', 'arco femorale una gamba'),
(1606, 'e62d52fa-32f9-4747-9005-f88f05dc8334', 'Arm Raises (T/Y/I)', '{}'::text[], 'Arms', ARRAY['Anterior deltoid (Shoulders)','Latissimus dorsi (Lats)','Serratus anterior','Trapezius']::text[], ARRAY['Obliquus externus abdominis']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand upright with feet hip-width apart, core engaged, and arms relaxed at your sides. From this position, perform three different arm raises to target the shoulders and upper back:
T Raise: Lift your arms straight out to the sides until they are parallel to the floor, forming a “T” shape.
Y Raise: Lift your arms upward at about a 45° angle from your body to form a “Y” shape.
I Raise: Raise your arms straight overhead, close together, forming an “I” shape.
Maintain a neutral spine, avoid arching your lower back, and move slowly with control. Focus on squeezing your shoulder blades together and keeping your shoulders down away from your ears.', 'CC-BY-SA-4.0', 'WiNNiE', 'arm raises (t/y/i)'),
(20, 'f24cb758-9c0d-42d4-ad9e-6025c527dd13', 'Arnold Shoulder Press', ARRAY['Dumbbell Corkscrew Press','Palm-to-Palm Overhead Press','Rotational Dumbbell Press','Schwarzenegger Press']::text[], 'Shoulders', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Very common shoulder exercise.
As shown here: https://www.youtube.com/watch?v=vj2w851ZHRM', 'CC-BY-SA-3.0', 'trzr23', 'arnold shoulder press dumbbell corkscrew press palm-to-palm overhead press rotational dumbbell press schwarzenegger press'),
(1737, 'e4bbd8d8-20e1-4174-b785-2590d2a1a7ad', 'Assisted chin-ups', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], '{}'::text[], 'Chin-ups with machine assistance (counterweights)', 'CC-BY-SA-4.0', '', 'assisted chin-ups'),
(1929, '8bc4c616-e76b-4291-9074-186ecbbb3cfd', 'Assisted Pull-Up', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)','Trapezius']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Rectus abdominis (Abs)','Serratus anterior']::text[], ARRAY['Resistance band']::text[], 'The Assisted Pull-Up is a compound vertical pulling exercise performed on a machine with a counterweight platform or by using resistance bands. It mimics the mechanics of a standard pull-up but reduces the total weight you have to lift, making it an excellent tool for building functional strength and perfecting your technique.', 'CC-BY-SA-4.0', 'amaesc', 'assisted pull-up'),
(1219, '4037fc14-d7a9-4901-8341-6538e415adc4', 'Australian pull-ups', '{}'::text[], 'Arms', ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Latissimus dorsi (Lats)']::text[], ARRAY['Trapezius']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Lie down under a high bar or suspension bar, positioned at an appropriate height.
Position yourself on your back under the bar, gripping the bar with a supinated grip (palms facing you).
Adjust your position so that your body is aligned straight from head to toe. Arms should be fully extended, shoulders stabilized, and legs aligned with the rest of the body.
Bend your elbows and pull your chest towards the bar, contracting your back muscles. Imagine you''re trying to bring your shoulder blades together.
Hold the contraction at the top of the movement for a moment to maximize muscle activation.
Slowly return to the starting position, extending your elbows.', 'CC-BY-SA-4.0', 'PaukOne', 'australian pull-ups'),
(31, 'f2733700-aa5d-4df7-bc52-1876ab4fb479', 'Axe Hold', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Grab dumbbells and extend arms to side and hold as long as you can', 'CC-BY-SA-3.0', 'GrosseHund', 'axe hold'),
(1263, '17593b54-1e4e-49d7-8f9f-3a706823a4c5', 'Back bridge', '{}'::text[], 'Back', '{}'::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Latissimus dorsi (Lats)','Trapezius','Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Lie on the floor with your back resting on the floor and your legs bent, feet flat on the floor, leaving about 20 cm between your feet and your buttocks. Your hands remain flat on the floor, pressed against your ears, with your fingers pointing toward your toes. Your elbows are bent and pointing toward the ceiling. This is the starting position. Now push your hips as high as you can, raising your body off the floor, and continue pushing through your hands, extending your elbows and knees, until your back is fully arched (lumbar bridge). Your head also comes off the floor and should be level with your elbows, looking back. This is the final position. The descent should be slow and controlled. Your spine should be in a convex curve. It''s not good to lift your back off the floor; it should remain straight. It should be well rounded. You''ll also notice a feeling of increased oxygenation in your back. After lifting off the floor, your hips should be very high, even above the level of your head. Your arms and legs should remain straight. It seems easy, but it requires a good level of flexibility. Breathing should be deep. This posture stretches the rib cage and puts pressure on the diaphragm. If the posture is performed correctly, breathing will be perfect. Never hold your breath during the exercise.', 'CC-BY-SA-4.0', 'cynomops', 'back bridge'),
(1143, 'deebd257-f84d-4879-9dc4-353ee0ea534f', 'Back extensión', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)','Serratus anterior']::text[], '{}'::text[], '{}'::text[], 'Espalda en maquina de extensión con peso', 'CC-BY-SA-4.0', 'Franpol', 'back extension'),
(1742, '8e1cda15-542b-4714-8cc5-c1fe5089ee27', 'Back Lever', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['Pull-up bar','none (bodyweight exercise)']::text[], 'Hanging from a pull-up bar facing downwards with your arms extended', 'CC-BY-SA-4.0', 'Happy', 'back lever'),
(1010, 'b646e62d-c616-4460-b4d1-23cc6a6ddb51', 'Back neck stretch', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Sit upright on a chair or a firm pillow.
Steps:
Breathe out and tilt your head forward, chin to chest, putting hands behind your head.
Use your hands to pull your head down lightly and press against your hands with your head to balance out the force.
Hold for a bit.
Relax your arms and head, opening up a bit with your shoulders.
Keep repeating this from step 2 onward.', 'CC-BY-SA-4.0', '', 'back neck stretch'),
(995, '69b3da17-11cc-41fe-bbc1-ee6c45ced41c', 'Backward arm circles', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Stand tall with your back straight.
Steps:
Keeping your arms straight, bring them in front of you, raise them over your head, then continue the motion behind your back and down to the initial position.
Keep circling your arms as described in step 1.', 'CC-BY-SA-4.0', '', 'backward arm circles'),
(1005, '1a40cc23-4609-4951-9b76-237715ae85ed', 'Backward shoulder rotation', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Sit or stand with your back straight.
Steps:
Place your hands on your shoulders.
Repeatedly rotate both shoulder joints in a circular motion at a moderate pace.', 'CC-BY-SA-4.0', '', 'backward shoulder rotation'),
(1092, 'd301d901-a2c6-4916-b09e-07ab7a3c8519', 'Bag training', '{}'::text[], 'Cardio', ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)','Trapezius']::text[], ARRAY['Biceps brachii (Biceps)','Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Latissimus dorsi (Lats)','Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Bag training improves muscle definition of: deltoids; rear deltoids; triceps; biceps, as well as being a great cardio exercise', 'CC-BY-SA-4.0', 'clafal', 'bag training'),
(165, '36391719-d4ad-4e0f-991f-8eafd5947108', 'Ball crunches', '{}'::text[], 'Abs', '{}'::text[], '{}'::text[], '{}'::text[], '', 'CC-BY-SA-4.0', 'Konsumopfer', 'ball crunches'),
(1525, 'a1e8759d-72b9-422f-87a8-9d316fa18498', 'Ball Slams', '{}'::text[], 'Cardio', ARRAY['Latissimus dorsi (Lats)','Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], ARRAY['Anterior deltoid (Shoulders)','Gluteus maximus (Glutes)']::text[], '{}'::text[], 'Stand with your feet about shoulder-width apart, your knees and hips slightly bent, holding the ball in both hands at chest height. Engage your core, and keep a good posture.
Extend your knees and drive your hips forward while simultaneously lifting the ball. Aim for being as tall as possible, the ball overhead, arms up, hips slightly forward, and on your toes from the force of your drive.
Use your core and arms to slam the medicine ball straight down between your feet with as much force as possible. Press your hips back and bend your knees to further power the slam. Exhale as you slam the ball down.
Squat down to pick up the ball from the floor, then immediately move into the next slam by repeating the movement. Repeat for reps or time.', 'CC-BY-SA-4.0', 'flanny', 'ball slams'),
(1826, '83650b79-add8-4846-b114-b4f28d96495a', 'Band pull-apart with external rotation', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Resistance band']::text[], 'Stand tall with your feet shoulder-width apart, chest out, and shoulders back.
Hold the resistance band with both hands, palms facing up or facing each other, depending on the band type.
Bend your elbows at a 90-degree angle and glue your upper arms to your sides.
The band should have some tension in the starting position, with your hands closer together in front of your stomach.
Rotate Outward: While keeping your elbows tucked into your sides, slowly move your hands away from each other, stretching the band.
Squeeze: Squeeze your shoulder blades together and down as you rotate your hands outward.
Range of Motion: Rotate your hands as far outward as you comfortably can without allowing your elbows to leave your sides.
Hold: Hold the end position for 1–2 seconds to maximize muscle engagement.
Return: Slowly and with control, bring your hands back to the starting position.', 'CC-BY-SA-4.0', 'beagle', 'band pull-apart with external rotation'),
(1380, 'f18eb684-9a9b-4566-9771-e22a87d536b1', 'Band pull-aparts', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], '{}'::text[], 'Hold the band with your arms extended in front of you at shoulder height.
Keep your elbows slightly bent but fixed throughout the movement.
Pull the band apart by spreading your arms until the band touches or comes close to your chest.
Slowly bring your arms back to the starting position, controlling the tension on the band.', 'CC-BY-SA-4.0', 'schwolfar', 'band pull-aparts'),
(1865, 'fcdc26c0-a20d-4b93-a629-2a3a15eae426', 'Banded Ankle Mobility', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'View the video to undestand the exercise', 'CC-BY-SA-4.0', 'Davidgj32', 'banded ankle mobility'),
(1842, '8cc84753-e638-4c43-91c6-51c097813ca4', 'Banded Clamshell', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Rectus abdominis (Abs)']::text[], ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Resistance band']::text[], 'Position
Side plank with the elbow and the forearm on the ground and the legs slightly bent. Stretch a doubled-up resistance band between your thighs, just above the knee.
Execution
Lift
your upper knee while keeping your feet close together, like a “shell
opening,” then slowly return to the starting position. Keep your core
stable and your hips aligned.', 'CC-BY-SA-4.0', 'Croak6728', 'banded clamshell'),
(1877, 'add364ed-4444-4752-9a22-d85d58199fe5', 'Banded Scapular Retraction', '{}'::text[], 'Back', ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], '{}'::text[], ARRAY['Resistance band']::text[], 'Attach one end of resistance band to wall/upright/... at shoulder height. Insert arm into the loop, at the tricep. Step back until band is pulled straight. Pull back elbow and shoulder against the resistance of the band.', 'CC-BY-SA-4.0', 'hurr99', 'banded scapular retraction'),
(1838, '4c317795-c301-4081-9f96-6036682f80c1', 'Banded Shoulder Drills', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)','Trapezius']::text[], '{}'::text[], ARRAY['Resistance band']::text[], 'Attach a resistance band to something solid behind you. Stand away from it, holding it in your hand so it is taut.
See the attached youtube video: https://www.youtube.com/watch?v=zdwEWchSjrI .', 'CC-BY-SA-4.0', 'Croak6728', 'banded shoulder drills'),
(41, 'a6bced3c-72f5-42a3-9438-5569d46f49fd', 'Barbell Ab Rollout', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Place a barbell on the floor at your feet.
Bending at the waist, grip the barbell with a shoulder with overhand grip.
With a slow controlled motion, roll the bar out so that your back is straight.
Roll back up raising your hips and butt as you return to the starting position.', 'CC-BY-SA-4.0', 'sevae', 'barbell ab rollout'),
(1295, 'dced5f1b-3c6e-4cd8-a7f5-4246e56f12c9', 'Barbell Bench Press - NB', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], ARRAY['Barbell']::text[], 'The bench press is a compound exercise that builds strength and muscle in the chest and triceps. When many people think of listing, the bench press is often the first exercise that comes to mind', 'CC-BY-SA-4.0', 'JackSparrow', 'barbell bench press - nb'),
(1638, 'e9e7372c-b5c1-45d9-ae5c-b1aa0fc2e2ce', 'Barbell Clean and press', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'This exercise involves lifting a barbell from the ground to the shoulders, then pressing it overhead. It is a compound movement that targets multiple muscle groups, including the legs, back, shoulders, and arms. It is often used in strength and conditioning programs to improve overall power and athleticism.', 'CC-BY-SA-4.0', 'Rottekongen', 'barbell clean and press'),
(1801, '5d0e0a8b-1940-4034-b4ae-b965859f1ff0', 'Barbell Full Squat', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Gastrocnemius (Calves)','Rectus abdominis (Abs)']::text[], ARRAY['Barbell']::text[], 'The barbell full squat is a compound exercise that targets multiple muscle groups in the lower body, including the quadriceps, hamstrings, and glutes.
Proper form is crucial for maximizing results and preventing injuries during the barbell full squat. This includes maintaining a shoulder-width stance, creating whole body tension, controlling your descent, and maintaining proper depth and knee positioning.
Assistance moves such as the front squat, goblet squat, split squat, and Bulgarian split squat can help improve your performance in the barbell full squat by targeting specific muscle groups and improving overall technique.
To achieve new personal records in your back squat, gradually increase weight over time, vary rep ranges and sets to stimulate muscle growth, and prioritize rest and recovery between training sessions.', 'CC-BY-SA-4.0', 'fabrice', 'barbell full squat'),
(43, 'dae6f6ed-9408-4e62-a59a-1a33f4e8ab36', 'Barbell Hack Squats', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Perform leg squats with barbell behind your legs', 'CC-BY-SA-4.0', 'BePieToday', 'barbell hack squats'),
(901, '7b6460b2-49d2-40b0-a4f6-4780c79f7e25', 'Barbell Hip Thrust', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Sit on the ground with a bench behind you, bending your knees so your feet are planted on the ground and holding a barbell resting below your hips. If you have a padded bar, or anything you can slip in between the bar and your body, it will go a long way to making the exercise more comfortable.', 'CC-BY-SA-4.0', 'enros7500', 'barbell hip thrust'),
(46, '04e7d7e4-f8d2-406d-97df-3df3bceec22c', 'Barbell Lunges Standing', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Barbell']::text[], 'Put barbell on the back of your shoulders. Stand upright, then take the first step forward. Step should bring you forward so that your supporting legs knee can touch the floor. Then stand back up and repeat with the other leg.
Remember to keep good posture.', 'CC-BY-SA-4.0', 'Mikko Ruohola', 'barbell lunges standing'),
(802, '072a9fa8-1028-47b3-b958-d8052c6b8661', 'Barbell Lunges Walking', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['Barbell']::text[], '', 'CC-BY-SA-4.0', '', 'barbell lunges walking'),
(48, '67c26c9b-32f3-4b8b-b13a-4d8be4803975', 'Barbell Reverse Wrist Curl', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['Barbell','Bench']::text[], 'Sitting on a bench, grab a barbell with your palms facing down and your hands shoulder-width apart. Rest your forearms on your thighs and allow your wrists to hang over your knees.
Curl your knuckles towards your face, lifting the barbell. Pause for a moment in the top position, then slowly return the barbell to the starting position.', 'CC-BY-SA-4.0', 'burenl', 'barbell reverse wrist curl'),
(1700, '72129e4f-df97-4869-9561-33a1ba3c9186', 'Barbell Romanian Deadlift (RDL)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Execution
Hinge at the hips:
Push your hips backward, keeping a slight bend in the knees (soft knees).
Lower the barbell along the front of your thighs/shins while maintaining a neutral spine.
Keep the bar close to your body.', 'CC-BY-SA-4.0', 'daiben', 'barbell romanian deadlift (rdl)'),
(1698, '6ce25688-ae91-4dc7-9b17-0b66a47151fa', 'Barbell Row (Overhand)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Execution
Starting position:
Hold the barbell with arms fully extended toward the floor.
Maintain tension in your lats and back muscles.', 'CC-BY-SA-4.0', 'daiben', 'barbell row (overhand)'),
(1699, '3c2b5e2d-bd9d-43e8-8b5f-e6363331faa1', 'Barbell Row (Underhand)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Execution
Starting position:
Hold the barbell with arms fully extended toward the floor.
Maintain tension in your lats and back muscles.', 'CC-BY-SA-4.0', 'daiben', 'barbell row (underhand)'),
(1925, '64b50772-c73d-4833-8518-947a648fa623', 'Barbell Silverback Shrug', '{}'::text[], 'Shoulders', ARRAY['Trapezius']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Stand with your feet shoulder width apart holding the barbell with both hands in front just past shoulder width.
Bend forward at the hips with a slight bend in your knees, keeping your back straight.
Engage your shoulder blades, as if you are trying to touch them together.
Release the shrug.
Description taken from MuscleWiki', 'CC-BY-SA-4.0', '', 'barbell silverback shrug'),
(1627, '40d071cd-d142-426b-8fe3-ca184985d86b', 'Barbell squat', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)']::text[], ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], ARRAY['Barbell']::text[], 'Stand with your feet shoulder-width apart and the barbell resting securely on your upper back (not your neck), gripping it slightly wider than shoulder-width. Keep your chest up, back straight, and core engaged.
Begin the movement by bending at your hips and knees, lowering your body as if sitting back into a chair. Continue descending until your thighs are at least parallel to the ground (or slightly below if mobility allows). Keep your knees aligned with your toes and your weight evenly distributed through your heels.
Push through your heels to return to the starting position, extending your hips and knees until you are standing tall again.', 'CC-BY-SA-4.0', 'clafal', 'barbell squat'),
(1805, '057e6fe8-a78b-4d8e-8438-d394be5f134a', 'Barbell Squat', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['Barbell']::text[], 'A barbell squat is a fundamental strength exercise where you lower your body as if sitting in a chair while holding a weighted barbell, primarily targeting leg and core muscles, requiring proper form (chest up, back straight, knees over toes) for safety and effectiveness, engaging quads, hamstrings, glutes, and core for strength, muscle, and fat reduction.', 'CC-BY-SA-4.0', 'Yiannis', 'barbell squat'),
(1830, '928eeae3-d849-4605-a470-048ca259a8c5', 'Barbell Step Back Lunge', ARRAY['Barbell Reverse Lunge']::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Step 1: Stand with your feet hip-width apart, holding a barbell on your upper back.
Step 2: Keep your back straight, chest up, and core engaged.
Step 3: Take a step back with one leg and lower your body by bending both knees. Ensure that your back knee nearly touches the ground.
Step 4: Push off your back foot to return to the starting position.
Step 5: Repeat the movement with the other leg.
Continue alternating between legs for the desired repetitions.', 'CC-BY-SA-4.0', '', 'barbell step back lunge barbell reverse lunge'),
(50, '13234b53-ea0c-41f1-9069-776865ea8eff', 'Barbell Triceps Extension', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)']::text[], ARRAY['Barbell']::text[], 'Position barbell overhead with narrow overhand grip.
Lower forearm behind upper arm with elbows remaining overhead. Extend forearm overhead. Lower and repeat.', 'CC-BY-SA-4.0', 'sevae', 'barbell triceps extension'),
(51, 'cfb6a754-57be-431b-b8d0-d9963120bd5a', 'Barbell Wrist Curl', ARRAY['Forearm Curls']::text[], 'Arms', ARRAY['Anterior deltoid (Shoulders)','Biceps femoris (Hamstrings)']::text[], ARRAY['Biceps brachii (Biceps)','Obliquus externus abdominis']::text[], ARRAY['Barbell','Bench']::text[], 'Sitting on a bench, grab a barbell with your palms facing up and your hands shoulder-width apart. Rest your forearms on your thighs and allow your wrists to hang over your knees. Perform the movement by curling your palms and wrists towards your face.
Pause for a moment in the top position, then slowly return the barbell to the starting position.', 'CC-BY-SA-4.0', 'burenl', 'barbell wrist curl forearm curls'),
(1524, 'a5d1f45b-ff07-45d7-a699-a654f9328934', 'Battle Ropes', '{}'::text[], 'Cardio', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)','Latissimus dorsi (Lats)','Obliquus externus abdominis','Quadriceps femoris (Quads)','Rectus abdominis (Abs)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Pectoralis major (Chest)','Trapezius','Triceps brachii (Triceps)']::text[], '{}'::text[], 'Hold the ends of the rope at arm''s length in front of your hips with your hands shoulder-width apart.
Brace your core and begin alternately raising and lowering each arm explosively.
Keep alternating arms for three to four sets of 1 to 2 minutes.', 'CC-BY-SA-4.0', 'flanny', 'battle ropes'),
(1493, '06968051-a818-489c-9fbb-ddb94a001245', 'Bayesian Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], '{}'::text[], 'Cable curl with stretched shoulder (backwards)', 'CC-BY-SA-4.0', 'aahuja', 'bayesian curl'),
(1687, 'b4dc15da-4d4d-4a93-a30a-74aaf99192ff', 'Bear crawl pull through', '{}'::text[], 'Abs', ARRAY['Anterior deltoid (Shoulders)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)','Rectus abdominis (Abs)']::text[], ARRAY['Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Trapezius']::text[], ARRAY['Dumbbell']::text[], 'Place a dumbbell at around hip level and assume a bear crawl position. Push the knees off the floor and hold.
With the opposite hand reach for the dumbbell and pull it to the other side. Place your hand back on the floor and repeat with your other hand.', 'CC-BY-SA-4.0', 'meldun', 'bear crawl pull through'),
(57, 'b7267f90-8706-442b-b918-507e16092b8e', 'Bear Walk 2', '{}'::text[], 'Chest', ARRAY['Anterior deltoid (Shoulders)','Gastrocnemius (Calves)','Pectoralis major (Chest)','Rectus abdominis (Abs)','Serratus anterior','Soleus','Triceps brachii (Triceps)']::text[], ARRAY['Gluteus maximus (Glutes)','Latissimus dorsi (Lats)','Obliquus externus abdominis','Quadriceps femoris (Quads)','Trapezius']::text[], ARRAY['none (bodyweight exercise)']::text[], '-Rest your weight on your palms and the balls of your feet, not dissimilar to normal pushup position
-Move by stepping with your R palm and L foot, then your L palm and R foot.  Basically, walk like a lumbering bear.
-Move as fast as you can.  Measure your reps/sets in either distance (i.e. 40 yards) or time (i.e. 45 seconds)
-Works your Pecs, Deltoids, Triceps, Traps, Lats, Abs and Lower Back, Hip Flexors, Quads, Glutes and Calves', 'CC-BY-SA-4.0', 'nate303303', 'bear walk 2'),
(1807, '57018827-f344-4627-88e5-03e4f2f49859', 'Behind the Back Cable Lateral Raise', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Trapezius']::text[], '{}'::text[], 'Lateral raises have long been a staple for building capped delts, and lifters use everything from dumbbells and bands to machines and single-arm variations to make them grow.', 'CC-BY-SA-4.0', 'LEBRERO', 'behind the back cable lateral raise'),
(1935, 'e9f3446f-ca98-4bf2-817c-0dacd123cecd', 'Belt Squat', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], 'Belt Squat: a squat variation done with a belt attached to a loading machine or platform so the weight is supported at the hips instead of on the spine. It mainly trains the quads and glutes, with much less lower-back fatigue than a barbell squat. Use a full range of motion, keep the torso upright, and drive through the mid-foot.', 'CC-BY-SA-4.0', '', 'belt squat'),
(1320, 'fbeb1fd5-d259-4a85-a993-03569d8146dc', 'Bench Dips On Floor HD', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)','Brachialis','Triceps brachii (Triceps)']::text[], ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)','Soleus','Trapezius']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Triceps dips on floor are a compound exercise as they worked multiple muscle groups simultaneously. Although this bodyweight exercise mainly targets the triceps, it also hits your chest and front of your shoulder.
Triceps dips on floor are one of the most effective exercises to increase arm strength and also build lean muscle in your upper arms.
Triceps dips on floor are a closed kinetic chain exercise and express that you do the movements around a fixed point. It increases compression force on your joints thereby improving stability.', 'CC-BY-SA-4.0', 'hektkaso', 'bench dips on floor hd'),
(73, '3717d144-7815-4a97-9a56-956fb889c996', 'Bench Press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], ARRAY['Barbell','Bench']::text[], 'Lay down on a bench, the bar should be directly above your eyes, the knees are somewhat angled and the feet are firmly on the floor. Concentrate, breath deeply and grab the bar more than shoulder wide. Bring it slowly down till it briefly touches your chest at the height of your nipples. Push the bar up.
If you train with a high weight it is advisable to have a spotter that can help you up if you can''t lift the weight on your own.
With the width of the grip you can also control which part of the chest is trained more:
wide grip: outer chest muscles
narrow grip: inner chest muscles and triceps', 'CC-BY-SA-3.0', 'sistab2', 'bench press'),
(76, '3db63138-a047-4a4d-b616-1a0b7dfca105', 'Bench Press Narrow Grip', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)']::text[], ARRAY['Barbell','Bench']::text[], 'Lay down on a bench, the bar is directly over your eyes, the knees form a slight angle and the feet are firmly on the ground. Hold the bar with a narrow grip (around 20cm.). Lead the weight slowly down till the arms are parallel to the floor (elbow: right angle), press then the bar up. When bringing the bar down, don''t let it down on your nipples as with the regular bench pressing, but somewhat lower.', 'CC-BY-SA-3.0', 'wger.de', 'bench press narrow grip'),
(75, '28321cf3-70e6-48a4-ade1-d11382180cb3', 'Benchpress Dumbbells', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], ARRAY['Bench','Dumbbell']::text[], 'The movement is very similar to benchpressing with a barbell, however, the weight is brought down to the chest at a lower point.
Hold two dumbbells and lay down on a bench. Hold the weights next to the chest, at the height of your nipples and press them up till the arms are stretched. Let the weight slowly and controlled down.', 'CC-BY-SA-3.0', 'wger.de', 'benchpress dumbbells'),
(79, '01271ea0-088c-4e2b-95ad-876af7127057', 'Bent High Pulls', '{}'::text[], 'Shoulders', ARRAY['Trapezius']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Bend over slightly while holding two dumbbells.  Pull the dumbbells up to your chest, keeping your elbows as high as you can.', 'CC-BY-SA-3.0', 'lakerbeezel', 'bent high pulls'),
(1469, '7ef2e00e-067c-48e0-9b42-3d622e0df8a4', 'Bent over Cable Flye', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], '{}'::text[], 'Holding your upper body at an approximate 105° angle.', 'CC-BY-SA-4.0', 'Expenses7000', 'bent over cable flye'),
(81, '94a5c406-7bcd-47f3-9687-bdf92a763932', 'Bent Over Dumbbell Rows', ARRAY['One Arm DB Rows |']::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Bench','Dumbbell']::text[], 'With dumbbells in hand, bend at the hip until hands hang just below the knees (similar to straight-legged-deadlift starting position). Keep upper body angle constant while contracting your lats to pull you ellbows back pinching the shoulder blades at the top. Try not to stand up with every rep, check hands go below knees on every rep.', 'CC-BY-SA-4.0', 'sebk', 'bent over dumbbell rows one arm db rows |'),
(1082, 'f3f4e9c5-9bf6-43f6-a2cf-798507a50293', 'Bent over row to external rotation', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], '{}'::text[], 'Starting position:
Stand behind a chair or in front of a table. Bend at the waist to put your forehead on the chair''s headrest or table, keeping your back straight. Your arms should be hanging straight down, pointed at the floor.
Steps:
Bring your elbows up to shoulder height. Your forearms should be pointing down, perpendicular to your biceps. Your biceps should be at the same height as your back and perpendicular to your spine.
Hold for a bit.
Rotate at your elbows to bring your hands as far up as you can.
Hold for a bit.
Rotate at your elbows back to the previous position.
Bring your arms down to the original position.
Repeat.', 'CC-BY-SA-4.0', 'tinman', 'bent over row to external rotation'),
(83, '4af6dbd9-8991-484b-9810-68f117c21edf', 'Bent Over Rowing', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)']::text[], ARRAY['Barbell']::text[], 'Holding a barbell with a pronated grip (palms facing down), bend your knees slightly and bring your torso forward, by bending at the waist, while keeping the back straight until it is almost parallel to the floor. Tip: Make sure that you keep the head up. The barbell should hang directly in front of you as your arms hang perpendicular to the floor and your torso. This is your starting position.
Now, while keeping the torso stationary, breathe out and lift the barbell to you. Keep the elbows close to the body and only use the forearms to hold the weight. At the top contracted position, squeeze the back muscles and hold for a brief pause.
Then inhale and slowly lower the barbell back to the starting position.
Repeat for the recommended amount of repetitions.', 'CC-BY-SA-3.0', 'wger.de', 'bent over rowing'),
(84, '2f0ddf9a-f520-4c55-8883-f0d4a789f481', 'Bent Over Rowing Reverse', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)']::text[], ARRAY['Barbell']::text[], 'The same as regular rowing, but holding a reversed grip (your palms pointing forwards):
Grab the barbell with a wide grIp (slightly more than shoulder wide) and lean forward. Your upper body is not quite parallel to the floor, but forms a slight angle. The chest''s out during the whole exercise.
Pull now the barbell with a fast movement towards your belly button, not further up. Go slowly down to the initial position. Don''t swing with your body and keep your arms next to your body.', 'CC-BY-SA-3.0', 'wger.de', 'bent over rowing reverse'),
(525, 'd9e306b6-d6ff-4e61-b283-4b085d8edaaf', 'Bent Over Rowing Reverse', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)']::text[], ARRAY['Barbell']::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'bent over rowing reverse'),
(1840, 'abdd2b41-0c30-4ec1-8d14-f6dc5deb3561', 'Bent-Leg Hamstring Stretch', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'See this instructional video from Stretch Therapy: https://www.youtube.com/watch?v=CrF2iMnn09w .', 'CC-BY-SA-4.0', 'Croak6728', 'bent-leg hamstring stretch'),
(82, '6f79b381-98a4-40d5-8a45-3bb0558be6fe', 'Bent-over Lateral Raises', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], ARRAY['Bench','Dumbbell']::text[], 'Sit on bench while holding weights. Bend forward as far as possible, with arms slightly bent at the elbow. Perform a lateral raise while maintaining the bend in your elbow.', 'CC-BY-SA-4.0', 'apeschel', 'bent-over lateral raises'),
(1768, 'f263ddc9-2418-4bb3-a22c-f79abea18d00', 'bicep', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], '{}'::text[], 'Não se encontra uma descrição disponível', 'CC-BY-SA-4.0', '', 'bicep'),
(1280, '8bb42000-834f-48ab-af5c-0c31d94e0181', 'Biceps Close Grip Pull Down', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['Anterior deltoid (Shoulders)','Latissimus dorsi (Lats)']::text[], '{}'::text[], 'On a lat pull down machine, hold the bar keeping your hands relatively close. Use an underhand grip (I.E.: the back of your hand must be facing the machine). Then pull down the bar in a straight line towards the ground. Make sure your biceps are the main drivers of the motion. You will probably feel your shoulders and lats working, but make sure your biceps are working more.', 'CC-BY-SA-4.0', 'daniel.escada', 'biceps close grip pull down'),
(1424, 'e68f6d51-fe02-4175-b277-dec0c1521f36', 'Biceps Curl Machine', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['Brachialis']::text[], '{}'::text[], 'The biceps curl machine is designed to isolate the biceps muscles and provide a controlled range of motion. Sit on the machine with your back against the pad and adjust the seat so your arms are aligned with the machine''s handles or pads. Grip the handles firmly, keeping your elbows fixed in place, and curl the handles upward by contracting your biceps. Slowly lower the handles to the starting position, maintaining control throughout the movement.', 'CC-BY-SA-4.0', 'hpmbala@gmail.com', 'biceps curl machine'),
(95, 'bcb7020c-8678-496d-8f4d-aad0e233a5bd', 'Biceps Curl With Cable', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], '{}'::text[], 'Stand around 30 - 40cm away from the cable, the feet are firmly on the floor. Take the bar and lift the weight with a fast movements. Lower the weight as with the dumbbell curls slowly and controlled.', 'CC-BY-SA-3.0', 'wger.de', 'biceps curl with cable'),
(91, '7b99a081-6b1a-4aa5-b86a-5a935d083a35', 'Biceps Curls With Barbell', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['Brachialis']::text[], ARRAY['Barbell']::text[], 'Hold the Barbell shoulder-wide, the back is straight, the shoulders slightly back, the arms are streched. Bend the arms, bringing the weight up, with a fast movement. Without pausing, let down the bar with a slow and controlled movement.
Don''t allow your body to swing during the exercise, all work is done by the biceps, which are the only mucles that should move (pay attention to the elbows).', 'CC-BY-SA-3.0', 'wger.de', 'biceps curls with barbell'),
(92, '1ae6a28d-10e7-4ecf-af4f-905f8193e2c6', 'Biceps Curls With Dumbbell', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['Brachialis']::text[], ARRAY['Dumbbell']::text[], 'Hold two barbells, the arms are streched, the hands are on your side, the palms face inwards. Bend the arms and bring the weight with a fast movement up. At the same time, rotate your arms by 90 degrees at the very beginning of the movement. At the highest point, rotate a little the weights further outwards. Without a pause, bring them down, slowly.
Don''t allow your body to swing during the exercise, all work is done by the biceps, which are the only mucles that should move (pay attention to the elbows).', 'CC-BY-SA-3.0', 'wger.de', 'biceps curls with dumbbell'),
(94, '42227131-9b1e-4220-b082-c523f0651057', 'Biceps Curls With SZ-bar', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['Brachialis']::text[], ARRAY['SZ-Bar']::text[], 'Hold the SZ-bar shoulder-wide, the back is straight, the shoulders slightly back, the arms are streched. Bend the arms, bringing the weight up, with a fast movement. Without pausing, let down the bar with a slow and controlled movement.
Don''t allow your body to swing during the exercise, all work is done by the biceps, which are the only mucles that should move (pay attention to the elbows).', 'CC-BY-SA-3.0', 'wger.de', 'biceps curls with sz-bar'),
(958, '596b9d2d-0f01-41a0-97e1-1839ffdb824d', 'Biceps with TRX', '{}'::text[], 'Abs', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Grab the handles of the TRX straps, lean your body back, arms and legs extended, with your body positioned in a single straight line. (This is an arm exercise, not an abdominal one.)', 'CC-BY-SA-4.0', 'clafal', 'biceps with trx'),
(1412, 'fcf5039b-7784-4f82-830a-b213b597a646', 'bicycle crunches', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Bicycle crunches are a core exercise performed on the floor. Lie on your back with your hands behind your head and legs extended. Lift your shoulders off the ground, bring one knee toward your chest, and twist your torso so your opposite elbow meets the knee. Alternate sides in a pedaling motion, ensuring controlled movements and engaging your core throughout the exercise.', 'CC-BY-SA-4.0', 'hpmbala@gmail.com', 'bicycle crunches'),
(1572, '6349365e-e901-4280-a1b7-65734986f47d', 'Bird Dog', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Anterior deltoid (Shoulders)','Gluteus maximus (Glutes)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'The Bird Dog is a core stability exercise that enhances balance, coordination, and spinal alignment. It’s a low-impact movement ideal for strengthening the posterior chain and improving overall functional control.
Begin on all fours with hands under shoulders and knees under hips, keeping your spine neutral.
Extend your right arm forward and left leg backward simultaneously, keeping hips square.
Pause briefly at full extension while engaging your core and glutes.
Return to the starting position and repeat on the opposite side', 'CC-BY-SA-4.0', 'Settebello', 'bird dog'),
(1483, 'da6ab4d8-edd2-428d-b194-fb15948d3fd5', 'Bizeps Curls Trifecta', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'This exercise is a mixture of three different curls: the Supinated Cross Body Curl, the Pronated Cross Body Curl and the No Money Curl. You
alternate between three curl variations that each accomplish different goals,
and you’ll keep the set going beyond the usual 8-12 rep range which gives
us that intensity.
For the Supinated Cross Body
Curl, supinate the forearm with palms facing toward the ceiling and
forearms coming across the body. Lift the inner-facing weight of the dumbbell towards your shoulder.
For the Pronated Cross Body
Curl, pronate the forearm with palms facing toward the floor (pronated
grip or overhand grip) and forearms coming across the body. Lift the inner-facing weight of the dumbbell towards your shoulder.
For the No Money Curl, you’ll
curl the dumbbell as you outwardly rotate the shoulder. Lift the inner-facing weight of the dumbbell towards your outer side of the shoulder.', 'CC-BY-SA-4.0', 'Moffi', 'bizeps curls trifecta'),
(1475, '64ebb7a5-15ec-48dd-8f82-47cdb022f215', 'Black Widow Knee Slides', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], '{}'::text[], 'In
this bottom-up rotation exercise movement, you’ll cross your knee over and
drive it into that opposite elbow. Start in high plank position (or tabletop
position) with hands directly beneath your shoulders. Lift the left knee toward
the right arm and slide it up the forearm to get more of that posterior pelvic
tilt and engagement of the abdominal muscles. Then do the opposite side,
bringing your right knee toward your left hand.', 'CC-BY-SA-4.0', 'Moffi', 'black widow knee slides'),
(1363, '1fe103e2-1def-41de-8eab-e2e11296446d', 'Blackroll', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], '{}'::text[], 'Kontrollierte Bewegungen
Langsame Bewegungen
Kein Schwung holen', 'CC-BY-SA-4.0', 'Anastasious', 'blackroll'),
(1630, '24f988e7-51eb-44f5-92f2-d4e0199c2269', 'Blaze', '{}'::text[], 'Cardio', ARRAY['Anterior deltoid (Shoulders)','Gluteus maximus (Glutes)','Pectoralis major (Chest)','Quadriceps femoris (Quads)']::text[], ARRAY['Biceps brachii (Biceps)','Biceps femoris (Hamstrings)','Latissimus dorsi (Lats)','Rectus abdominis (Abs)']::text[], ARRAY['Bench','Dumbbell','Kettlebell','none (bodyweight exercise)']::text[], 'BLAZE is a full-body HIIT workout. Designed to supercharge your cardio fitness and strength. Delivered in its own purpose-built studio, BLAZE is a unique mix of martial arts, intense cardio and strength training.', 'CC-BY-SA-4.0', 'ricwheatley', 'blaze'),
(112, 'd551f24d-44fe-4761-9448-edf14d627827', 'Body-Ups', ARRAY['Body up']::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Assume a plank position on the ground. You should be supporting your bodyweight on your toes and forearms, keeping your torso straight. Your forearms should be shoulder-width apart. This will be your starting position.
Pressing your palms firmly into the ground, extend through the elbows to raise your body from the ground. Keep your torso rigid as you perform the movement.
Slowly lower your forearms back to the ground by allowing the elbows to flex.
Repeat as needed.', 'CC-BY-SA-4.0', 'cal.zabel', 'body-ups body up'),
(1608, 'a94623fc-518f-4a74-947b-febd086264bf', 'Bodyweight Biceps Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Set up under a straight bar (around waist or chest height). Grip the bar with your palms facing you (supinated grip), hands about shoulder-width apart. Lean back with straight arms so that your body is at an angle to the ground. Keeping your elbows high and close to the bar, pull your upper body toward the bar by flexing your elbows, similar to a biceps curl. Lower yourself back down in a controlled manner. Keep your core tight and movement slow to maximize tension on the biceps.', 'CC-BY-SA-4.0', 'tenebrizz', 'bodyweight biceps curl'),
(1324, 'f9a0a918-3c0c-464e-bbba-1bd309d4a519', 'Bodyweight lunge HD', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gluteus maximus (Glutes)','Soleus']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Bodyweight lunges are an effective calisthenic exercise for
strengthening the lower body, improving balance and stability, and
developing functional strength. They are a popular choice for bodyweight workouts, home workouts, and can also be included as part of a larger strength training routine.', 'CC-BY-SA-4.0', 'hektkaso', 'bodyweight lunge hd'),
(1312, 'edc3f6b7-96b0-4967-90d7-bba9d7d442cb', 'Bodyweight Squat HD', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gastrocnemius (Calves)','Gluteus maximus (Glutes)','Obliquus externus abdominis','Rectus abdominis (Abs)','Soleus']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Squat is a type of bodyweight exercise. It is one of the most popular exercises for strength and muscle growth. Squat is particularly effective for focusing on the muscles of the leg and hips.
Squat are an easy exercise for beginners to do. It can help strengthen leg muscles, tighten hip muscles and burn calories to lose weight.
It tightens the butt and legs. Squats are very effective for firming and strengthening your legs by acting on the gluteus,hip flexors, quadriceps, hamstrings and inner thigh muscles. Also, bodyweight squats can help shape your glutes and butt.', 'CC-BY-SA-4.0', 'admin, hektkaso', 'bodyweight squat hd'),
(1315, '56d524fe-bec0-4165-8305-b0fe7fad89dd', 'Bodyweight Squat HD', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)','Soleus']::text[], ARRAY['Gastrocnemius (Calves)','Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Squat is a type of bodyweight exercise. It is one of the most popular exercises for strength and muscle growth.
Squat is particularly effective for focusing on the muscles of the leg and hips.
Squat are an easy exercise for beginners to do. It can help strengthen leg muscles, tighten hip muscles and burn calories to lose weight.
It tightens the butt and legs. Squats are very effective for firming and strengthening your legs by acting on the gluteus,hip flexors, quadriceps, hamstrings and inner thigh muscles.
Also, bodyweight squats can help shape your glutes and butt.', 'CC-BY-SA-4.0', 'hektkaso', 'bodyweight squat hd'),
(1373, '002c6a4f-28ac-4b07-8e94-053e5b05d52b', 'box jumps', '{}'::text[], 'Cardio', ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Gastrocnemius (Calves)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Jump from a standing position onto the box, stretch your body, then step down again (do not jump)', 'CC-BY-SA-4.0', 'tekknokrat@gmx.de', 'box jumps'),
(977, '151434a5-c046-459f-a3a9-c3125075856f', 'Box squat', '{}'::text[], 'Abs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)','Soleus']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Set up the box: Position the box behind you, about 3 feet from a squat rack if you''re using a barbell. Choose a height that allows you to squat down and gently tap your glutes on the box with your back straight.
Stand with proper form: Stand with your feet shoulder-width apart, toes pointed slightly outward. Engage your core and keep your back neutral. If using a barbell, rack it at shoulder height.
Lower down: Sit back as if going to sit on a chair, bending your knees and lowering your hips towards the box. Keep your core tight and back straight throughout the movement.
Controlled descent: Descend in a controlled manner until your glutes gently touch the box. Don''t plop down.
Pause and press up: Briefly pause at the bottom with your back straight and core engaged. Then, press through your heels to drive yourself back up to the starting position.
Improvements in coordination, balance and endurance, toning of the leg and buttock muscles and an overall increase in bone density eliminating the risk of osteoporosis.', 'CC-BY-SA-4.0', 'clafal', 'box squat'),
(124, '8c6428f3-d41d-4ffc-8444-bb9b823bc42b', 'Braced Squat', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], 'Stand with feet slightly wider than shoulder-width apart, while standing as tall as you can.
Grab a weight plate and hold it out in front of your body with arms straight out. Keep your core tight and stand with a natural arch in your back.
Now, push hips back and bend knees down into a squat as far as you can. Hold for a few moments and bring yourself back up to the starting position.', 'CC-BY-SA-4.0', 'sevae', 'braced squat'),
(1577, 'a94c635d-096c-45a8-a68c-64941d0b6ba4', 'Bretzel stretch', '{}'::text[], 'Back', ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Biceps femoris (Hamstrings)','Latissimus dorsi (Lats)','Pectoralis major (Chest)']::text[], '{}'::text[], 'How to Perform the Bretzel Stretch    Starting Position:        Lie on your back on a flat surface, such as a mat.        Bend your knees and place your feet flat on the ground.    Leg Positioning:        Lift your right leg and cross it over your left leg, placing your right foot on the outside of your left knee.        Your left leg should remain flat on the ground.    Arm Positioning:        Extend your left arm out to the side at shoulder height, keeping it straight.        Use your right hand to gently pull your right knee towards the floor on the left side of your body.    Stretching:        As you pull your knee down, try to keep your left shoulder flat on the ground.        You should feel a stretch in your hip, lower back, and possibly your chest.    Hold the Position:        Maintain this position for 20-30 seconds, breathing deeply and relaxing into the stretch.        Switch sides and repeat the process.', 'CC-BY-SA-4.0', 'mountain.potato', 'bretzel stretch'),
(1579, 'a6d880e5-bdbe-408f-b762-3b41c7fff834', 'Bronco', '{}'::text[], 'Cardio', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Finess test for rugby.5 x shuttle runs of 20m, 40m, and 60m (20yd, 45yd, 65yd/far 45yd mark)
Complete as fast as possible', 'CC-BY-SA-4.0', 'MU5H', 'bronco'),
(988, '7ce489d2-1948-46de-aa80-277b2ca737aa', 'Bulgarian split squats left', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand tall in front of a chair and take a large step. Put the upper part of one of your feet on the chair.
Bend the front knee, balancing with arms until the back knee almost touches the ground.
Push back to the starting position and repeat.', 'CC-BY-SA-4.0', '', 'bulgarian split squats left'),
(989, '44afe80f-1ab2-4149-adbf-d8e0ece990ce', 'Bulgarian split squats right', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand tall in front of a chair and take a large step. Put the upper part of one of your feet on the chair.
Bend the front knee, balancing with arms until the back knee almost touches the ground.
Push back to the starting position and repeat.', 'CC-BY-SA-4.0', '', 'bulgarian split squats right'),
(1706, '60d2c34b-43a1-48a3-b43b-160e4c0157f2', 'Bulgarian Squat with Dumbbells', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Biceps femoris (Hamstrings)']::text[], ARRAY['Dumbbell']::text[], 'The Bulgarian split squat consists of performing a squat on one leg with the rear foot resting on a raised platform. Elevating your back leg on a bench creates instability and increases the range of motion of the exercise.', 'CC-BY-SA-4.0', 'AlucardEvil40', 'bulgarian squat with dumbbells'),
(132, '48ee1385-47c5-4821-8b6a-57fac6130776', 'Burpees', '{}'::text[], 'Chest', '{}'::text[], '{}'::text[], '{}'::text[], 'Jump, lay down on your chest, do a pushup then jump, repeat', 'CC-BY-SA-4.0', 'er0355', 'burpees'),
(915, '3d85bdce-e1a9-48a2-b14d-8032820ebf25', 'BUS DRIVERS', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'Sitting with a Weight Plate, used as wheel, in both hands; raised slightly below eye level', 'CC-BY-SA-4.0', 'novadani', 'bus drivers'),
(1710, '4885c051-154b-4a9b-a0fe-ccb70a652fa4', 'Butchers Block Stretch', '{}'::text[], 'Shoulders', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Trapezius']::text[], ARRAY['Bench']::text[], 'Kneel down with the hands together
Rest the elbows on a bench in front of you and lower the chest down
Keep the elbows bent with good posture and hold', 'CC-BY-SA-4.0', 'Croak6728', 'butchers block stretch'),
(135, '99449eae-0eae-44ab-a57f-fc094bbdda13', 'Butterfly', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], 'Sit on the butterfly machine, the feet have a good contact with the floor, the upper arms are parallel to the floor. Press your arms together till the handles are practically together (but aren''t!). Go slowly back. The weights should stay all the time in the air.', 'CC-BY-SA-3.0', 'wger.de', 'butterfly'),
(137, '80ff0a3a-ae45-497d-8c27-2b12e3b6e1b8', 'Butterfly Narrow Grip', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], '{}'::text[], 'The movement is the same as with a regular butterfly, only that the grip is narrow:
Sit on the butterfly machine, the feet have a good contact with the floor, the upper arms are parallel to the floor. Press your arms together till the handles are practically together (but aren''t!). Go slowly back. The weights should stay all the time in the air.', 'CC-BY-SA-3.0', 'wger.de', 'butterfly narrow grip'),
(139, 'a6605e9c-887d-45e0-8282-617a8ec5fea2', 'Butterfly Reverse', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'butterfly reverse'),
(1476, '1bb3bbaf-2dc2-4651-95db-71faf5304075', 'Butterfly Sit Up', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'In
this midrange exercise your arm muscles provide you with a little bit of
momentum to help to get you off the ground. You also open them up in overhead
position which engages the upper back. Start
lying with feet flat on the ground, knees at an angle, arms crossed in towards your chest. Using
your ab muscles, bring your upper body off the ground as you open your arms
into goal post position, then slowly lower yourself back down to return to
starting position.', 'CC-BY-SA-4.0', 'Moffi', 'butterfly sit up'),
(1843, 'df3a6900-55c1-435b-bcde-7510dc229b20', 'Butterfly Stretch', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Sit in a prayer position with the soles of your feet gently pressed together.
Use your hands to slowly pull your feet inwards towards your groin. Hold for as long as required.', 'CC-BY-SA-4.0', 'Croak6728', 'butterfly stretch'),
(1908, 'de06856d-109d-4bef-acab-0918028cea36', 'Butterfly Superman', '{}'::text[], 'Back', ARRAY['Trapezius']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Lie on stomach, intertwine fingers behind the head and start raising your head and raise elbows as far as they go.', 'CC-BY-SA-4.0', 'cybro', 'butterfly superman'),
(1769, 'd1a37666-9b59-4834-a4ec-80706b34cd49', 'cabel', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'Não se encontra uma descrição disponível', 'CC-BY-SA-4.0', '', 'cabel'),
(1656, 'b2865908-b93e-4507-ada4-a5bb9317566c', 'Cable Chest Press - Decline', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], 'Single arm chest press done with the cable machine. Use the other arm to brace bodyweight to focus on strength of the press, rather than balancing of the body. Start with the hand as close to the chest as possible, and then press against the cable at a slight decline and aiming towards the center of your chest.', 'CC-BY-SA-4.0', 'Shiladree', 'cable chest press - decline'),
(1660, 'e22c4320-7753-49c6-b7f7-4be21b025fb6', 'Cable Chest Press - Incline', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], 'Single arm chest press done with the cable machine. Use the other arm to brace bodyweight to focus on strength of the press, rather than balancing of the body. Start with the hand as close to the chest as possible, and then press against the cable at a slight incline and aiming towards the center of your chest.', 'CC-BY-SA-4.0', 'Shiladree', 'cable chest press - incline'),
(1109, 'b1bf02cf-17b2-4bfc-a5b0-4ff7a2768dbb', 'Cable Concentration Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)','Brachialis']::text[], '{}'::text[], '{}'::text[], 'The concentration curl is a classic exercise for building the biceps one arm at a time. It can be performed bent over or kneeling, but is more often performed seated on a bench. It''s great for emphasizing the biceps peak and is often used to finish a biceps workout', 'CC-BY-SA-4.0', 'cshep442', 'cable concentration curl'),
(323, 'b16e3e5d-8401-4d2b-919c-15b536f9ec5e', 'Cable Cross-over', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], 'Begin with cables at about shoulder height, one in each hand. Take a step forward so that one foot is in front of the other, for stability, and so that there is tension on the cables. Bring hands together in front of you. Try to make your hands overlap (so that the cables cross) a few inches.', 'CC-BY-SA-3.0', 'wger.de', 'cable cross-over'),
(1531, '479ef6f0-5274-4da7-b5ad-67528ff3c8fd', 'Cable Curls', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Bicep Curls using cables. Can be seated or standing', 'CC-BY-SA-4.0', 'Brigade7938', 'cable curls'),
(142, 'dc3a2072-abc3-4ef9-b8e6-f5ae6b11bc7f', 'Cable External Rotation', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'Steps:
Start off placing an extension band around a post or in a secure position where it will not release and is at elbow level.
Position yourself to the side of the band and with your hand that is opposite of the band, reach out and grab the handle.
Bring the band to your chest keeping your elbow bent in a 90 degree angle then slowly rotate your arm in a backhand motion so that the band externally rotates out
Continue out as far as possible so that you feel a stretch in your shoulders, hold for a count and then return back to the starting position.
Repeat for as many reps and sets as desired.', 'CC-BY-SA-3.0', 'lauroernesto', 'cable external rotation'),
(924, '40d35363-0579-4f0f-aac6-a32a6de3f08a', 'Cable Fly', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], '{}'::text[], 'cable machine, two steps forward, straight back', 'CC-BY-SA-4.0', 'novadani', 'cable fly'),
(1691, 'ae695660-7cee-4601-8241-edd3e2a6d896', 'Cable Fly Lower Chest', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], '{}'::text[], 'Execution
Start position:
Arms extended out to your sides in a “Y” shape.
Feel a stretch in your chest (slight bend in elbows — don’t lock them).
Movement:
Bring your hands downward and together in front of your lower chest or upper abs, in a smooth arc motion.
Squeeze your chest hard at the bottom for 1–2 seconds.
Return:
Slowly raise your arms back up along the same path until you feel a good stretch in your chest.
Maintain control — don’t let the weights pull you back too quickly.', 'CC-BY-SA-4.0', 'daiben', 'cable fly lower chest'),
(1689, '5b4fb3ec-53a1-4525-a58a-c070798ea86e', 'Cable Fly Middle Chest', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], '{}'::text[], 'Execution
Start position: Arms extended out to your sides (a big “T” shape), feeling a stretch in your chest.
Movement: Bring your hands together in front of your chest in a wide hugging motion.
Focus on squeezing your chest at the center.
Do not lock your elbows or turn it into a press.
Return: Slowly open your arms back to the start, maintaining tension on the chest.', 'CC-BY-SA-4.0', 'daiben', 'cable fly middle chest'),
(1690, 'b16a28c4-40bf-42d4-94b3-bf3f56fab743', 'Cable Fly Upper Chest', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], '{}'::text[], 'Execution
Start position:
Arms down and slightly behind your body, elbows slightly bent.
Feel a light stretch across your chest.
Movement:
Bring your hands upward and together in front of your upper chest — roughly at chin to collarbone level.
Use a smooth, controlled motion (avoid jerking).
Squeeze your chest at the top for 1–2 seconds.
Return:
Slowly let your arms move back down and out to the sides, keeping control and tension.', 'CC-BY-SA-4.0', 'daiben', 'cable fly upper chest'),
(1745, '6e03ecb3-6bfe-4b34-be9d-e5c33e820cc6', 'Cable Front Raise with a small bar', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'The Cable Front Raise with a small bar isolates your anterior deltoids (front shoulders) by providing constant tension, requiring you to stand facing away from a low pulley, grab the bar with an overhand grip, and lift it in front of you to shoulder height with slightly bent arms, avoiding swinging and keeping your core tight for controlled movement up and down. Use a light-to-moderate weight, focusing on slow, controlled reps to feel the muscle work, not momentum.
How to Perform the Cable Front Raise (Bar)
Setup: Attach a small straight bar to a low cable pulley. Set the weight to a light or moderate setting.
Starting Position: Stand with your back to the machine, holding the bar with an overhand grip (palms facing down) at hip level, arms extended but not locked. Feet shoulder-width apart, core braced, shoulders back and down.
The Lift: Exhale and slowly raise the bar straight up in front of you, keeping a slight bend in your elbows, until your hands reach shoulder height (or slightly below).
The Hold: Pause briefly at the top, squeezing your front delts.
The Lower: Inhale as you slowly and controllably lower the bar back to the starting position, maintaining tension.', 'CC-BY-SA-4.0', 'Tierrasverdes', 'cable front raise with a small bar'),
(1378, '81942f3d-d92c-431c-b9d0-0da12918d1e4', 'Cable Lateral Raises (Single Arm)', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'The single arm cable lateral raise is a variation of the lateral raise and an exercise used to build the muscles of the shoulders.
Position a cable at the lowest position possible and attach a single handle.
Reach across your body and grab the handle with a neutral grip.
Keep the elbow slightly bent and pull the handle across your body and raise laterally.
Slowly lower the handle back to the starting position under control.', 'CC-BY-SA-4.0', 'carlos3c', 'cable lateral raises (single arm)'),
(1457, '70479b75-0df4-4ac2-a324-4a44b148304c', 'Cable Press Around', '{}'::text[], 'Chest', ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)','Triceps brachii (Triceps)']::text[], ARRAY['Biceps brachii (Biceps)','Serratus anterior']::text[], '{}'::text[], 'Set the cable pulley at chest height and attach a D-handle bar. Grab
the handle with a neutral grip and hold it next to your chest with your
elbow fully flexed and tight to your side. Turn away from the pulley so
your torso is at 45 degrees.
Hold the other side of the functional trainer with your corresponding hand. Assume a staggered stance for better balance.
While keeping your chest proud, extend your elbow at 45 degrees
across your midline while keeping your arm parallel to the floor. Stop
shy of lockout and contract your chest at the top of the range of motion
(ROM).', 'CC-BY-SA-4.0', 'Expenses7000', 'cable press around'),
(1751, '821e289e-bd39-4410-b436-6f2a43bc3649', 'Cable pull through', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Quadriceps femoris (Quads)','Soleus']::text[], '{}'::text[], 'The Cable Pull Through is a lower-body exercise that targets the glutes and hamstrings using a "hip hinge" motion. To perform it, attach a rope to the lowest pulley setting, face away from the machine with the rope between your legs, and step forward to create tension. Keeping your back flat and knees slightly soft, push your hips backward as if trying to close a door behind you until you feel a deep stretch in your hamstrings.
To finish the rep, explosively drive your hips forward to return to a standing position, squeezing your glutes hard at the top. It is vital to remember that this is not a squat; your knees should not bend deeply, and your arms should remain straight and relaxed, acting only as hooks for the rope. This movement provides constant tension on the glutes while placing less stress on the lower back than a traditional deadlift.', 'CC-BY-SA-4.0', 'manuher89', 'cable pull through'),
(822, '5d244235-cd56-472a-876e-6e530a899ef2', 'Cable Rear Delt Fly', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], 'The reverse cable fly, also known as the cable rear delt fly, is a deltoid muscle strengthening and definition exercise. It’s one of the best isolation exercises for your back and posterior deltoid.This workout targets your posterior (back) deltoids while using a range of upper body muscles.
Adjust the weight and the pulleys to the right height. You should be able to see the pulleys because they should be above your head.
With your right hand, grab the left pulley, and with your left hand, grab the right pulley, crossing them in front of you. This is where you’ll begin your journey.
Start the movement by moving your arms back and forth while keeping your arms straight.
Pause at the finish of the move for a brief moment before returning the handles to their starting positions.', 'CC-BY-SA-4.0', 'cshep442', 'cable rear delt fly'),
(1936, '0285f198-36d5-4a77-bb76-5f72e1a4d6c9', 'Cable Rear-Delt Fly (single arm)', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], '{}'::text[], 'Cable rear delt fly (single arm):
Stand sideways to a cable machine with the handle set around shoulder height. With a slight bend in the elbow, pull the handle out and back in a wide arc so the upper arm moves away from the body. Keep your torso still and focus on the rear delt doing the work. Use light to moderate weight and controlled reps.', 'CC-BY-SA-4.0', 'Dulive', 'cable rear-delt fly (single arm)'),
(1472, '05853a58-4426-450c-9b06-bfa461a767bf', 'Cable Shrug-In', '{}'::text[], 'Shoulders', ARRAY['Trapezius']::text[], '{}'::text[], '{}'::text[], 'Attach two D-Handles to two low cables and shrug in using your upper traps.', 'CC-BY-SA-4.0', 'Expenses7000', 'cable shrug-in'),
(1665, '4c8cf398-b400-46dc-89b4-94bb478f4ea9', 'Cable Tri Extension - External Rotation', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'single arm exercise with cable held at opposite shoulder with elbow bent. Turn away from the cable, and the straighten the elbow across the body.', 'CC-BY-SA-4.0', 'Shiladree', 'cable tri extension - external rotation'),
(1662, '07ded945-de5d-4e77-b13c-17d51a2f0007', 'Cable Tri Extension - Internal Rotation', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'single arm exercise with cable held at opposite shoulder with elbow bent. Turn towards the cable, and the straighten the elbow across the body.', 'CC-BY-SA-4.0', 'Shiladree', 'cable tri extension - internal rotation'),
(1509, '1ea73578-08a5-4f3e-9255-3c58b29b170d', 'Cable Tricep Kickback', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'Grab onto the handle, and pull your elbow up and back slightly above
your torso. Keep your upper arm to be parallel to the ground for the
duration of the set', 'CC-BY-SA-4.0', 'Expenses7000', 'cable tricep kickback'),
(1661, '5aee8ae1-2752-4868-af62-e3c79954d811', 'Cable Triceps Press', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'A single arm exercise that starts with the hand close to the chest with with the elbows bent, and the elbow flared out. Press forward and down against the cable straightening the elbow.', 'CC-BY-SA-4.0', 'Shiladree', 'cable triceps press'),
(145, 'c867836d-2929-4977-b23c-014bc21ec08d', 'Cable Woodchoppers', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis']::text[], '{}'::text[], '{}'::text[], 'Set cable pulley slightly lower than chest height. Keep body facing forward with hips stable.  Grab the pulley handle, fully extend your arms and bring your arms forward and across your body. Hold for 1 second at the end of the movement and slowly return to starting position.', 'CC-BY-SA-3.0', 'robhoyt', 'cable woodchoppers'),
(146, '0d79f259-3b28-4258-8a08-cffec062a710', 'Calf Press Using Leg Press Machine', '{}'::text[], 'Calves', ARRAY['Gastrocnemius (Calves)','Soleus']::text[], '{}'::text[], '{}'::text[], 'Put  the balls of your feet on an extended leg press pad.  Use your calves to press the weight by flexing your feet/toes into a pointed position, and releasing back into a relaxed position.
This exercise builds mass and strength in the Gastrocnemius and Soleus muscles as well, if not better, than any calf exercise.', 'CC-BY-SA-4.0', 'nate303303', 'calf press using leg press machine'),
(1466, 'efeccb1b-73c0-4303-8542-bb4f45ef831a', 'Calf Raise using Hack Squat Machine', '{}'::text[], 'Legs', ARRAY['Gastrocnemius (Calves)','Soleus']::text[], '{}'::text[], '{}'::text[], 'Ideally using a trapeze addon, Lift the weight up using your calves by getting on your toes.', 'CC-BY-SA-4.0', 'Expenses7000', 'calf raise using hack squat machine'),
(1365, 'ac939153-217e-4dbd-a5e1-ffabff7a607e', 'Calf Raise with machine (seated)', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'slow and controlled movement
do not bounce on lower position
Kontrollierte Ausführung
Kein Schwung holen
Langsame Ausführung', 'CC-BY-SA-4.0', 'Anastasious', 'calf raise with machine (seated)'),
(148, '95a9cc46-270e-45f2-8a17-5665a23ff70b', 'Calf Raises on Hackenschmitt Machine', '{}'::text[], 'Calves', ARRAY['Gastrocnemius (Calves)']::text[], ARRAY['Soleus']::text[], '{}'::text[], 'Place yourself on the machine with your back firmly against the backrest, the feet are on the platform for calf raises. Check that the feet are half free and that you can completely stretch the calf muscles down.
With straight knees pull up your weight as much as you can. Go with a fluid movement down till the calves are completely stretched. Repeat.', 'CC-BY-SA-3.0', 'wger.de', 'calf raises on hackenschmitt machine'),
(1203, 'db4eaf0f-f4d4-4e63-b9fb-258985bc2858', 'Calf raises, left leg', '{}'::text[], 'Calves', ARRAY['Gastrocnemius (Calves)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand on the floor or on the edge of a step to increase the range of movement.
Raise one foot.
Lift your heel until you''re standing on your toes.
(variable) Stay in this position for three seconds
Slowly lower your foot until you almost touch the ground with your heel - don''t slam your foot!', 'CC-BY-SA-4.0', 'wakanda90', 'calf raises, left leg'),
(702, '4e752292-051a-4043-8f80-a390c23875e6', 'Calf raises, one legged', '{}'::text[], 'Calves', ARRAY['Gastrocnemius (Calves)']::text[], '{}'::text[], '{}'::text[], '', 'CC-BY-SA-4.0', 'McMarcel13', 'calf raises, one legged'),
(1021, '04ba9a37-4725-43f0-a0b6-767cdab9a79e', 'Calf raises, right leg', '{}'::text[], 'Calves', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand on the floor or on the edge of a step to increase the range of movement.
Raise one foot.
Lift your heel until you''re standing on your toes.
(variable) Stay in this position for three seconds
Slowly lower your foot until you almost touch the ground with your heel - don''t slam your foot!', 'CC-BY-SA-4.0', '', 'calf raises, right leg'),
(1854, '05b36227-a331-45b8-b1d5-5c7293c2df17', 'Calves foam roller', '{}'::text[], 'Legs', ARRAY['Gastrocnemius (Calves)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Move your calves slowly over the foam roller', 'CC-BY-SA-4.0', 'Davidgj32', 'calves foam roller'),
(1618, '5da3d393-0c4e-4ac8-96b4-aab51f6ab3d1', 'Cardio en bicicleta estática', '{}'::text[], 'Cardio', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Beneficios del Cardio en Bicicleta Estática
El cardio en bicicleta estática es una excelente forma de ejercicio que ofrece múltiples beneficios para la salud y el bienestar. Aquí te detallo algunos de los más destacados:
Mejora de la Salud Cardiovascular
Fortalece el corazón: El ejercicio regular ayuda a mejorar la eficiencia del corazón y a reducir el riesgo de enfermedades cardiovasculares.
Aumenta la circulación: Mejora el flujo sanguíneo, lo que puede ayudar a reducir la presión arterial.
Quema de Calorías y Pérdida de Peso
Eficiente para quemar calorías: Dependiendo de la intensidad, puedes quemar entre 400 y 600 calorías por hora.
Ayuda en la pérdida de peso: Combinado con una dieta equilibrada, el cardio en bicicleta estática puede ser efectivo para perder peso.
Fortalecimiento Muscular
Tonifica las piernas: Trabaja principalmente los músculos de las piernas, incluyendo cuádriceps, isquiotibiales y pantorrillas.
Mejora la resistencia muscular: Con el tiempo, puedes aumentar la resistencia y la fuerza en las piernas.
Beneficios para la Salud Mental
Reduce el estrés: El ejercicio libera endorfinas, que pueden mejorar tu estado de ánimo y reducir el estrés.
Aumenta la energía: La actividad física regular puede aumentar tus niveles de energía y mejorar la calidad del sueño.', 'CC-BY-SA-4.0', 'Tierrasverdes', 'cardio en bicicleta estatica'),
(1911, 'b02825ca-bbe4-4a07-a162-2b7a6c0a662b', 'Cat Plank', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)','Rectus abdominis (Abs)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'On your fours and raise the knees of the floor ever so slightly.
Curl your back out and push back from your shoulders as to resemble a cat making itself look large.', 'CC-BY-SA-4.0', 'cybro', 'cat plank'),
(1774, 'aa22b0b7-795d-47a6-8c0b-fdd0f6b9c8fc', 'Chair dips', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Sit down on the front edge of a chair, back straight, hands holding the front edge. Still holding the edge of the chair, arms extended, lift your butt and walk forward slightly so that it is a few inches from the chair.
Steps:
Slowly lower your body, keeping the back straight, until your arms are at a right angle.
Raise your body again to the initial position, arms extended.
Repeat.', 'CC-BY-SA-4.0', 'tinman', 'chair dips'),
(129, '5c414175-fe72-455a-ba8f-a0575cf792bd', 'Chest Press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'chest press'),
(1825, '25cbc266-aa84-44f5-989b-53c9cc8fdc77', 'Chest-Supported Rear Delt Raise', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Trapezius']::text[], ARRAY['Bench','Dumbbell']::text[], '"The Y"Position: Set an incline bench to 30-45 degrees. Lie face-down with your chest supported, keeping your head neutral or looking slightly down to avoid neck strain.Grip: Hold light dumbbells with a neutral or thumbs-up grip (thumb pointing to the ceiling).Movement: With straight or slightly bent elbows, raise the dumbbells up and out in a "Y" shape. Focus on moving the shoulders and shoulder blades rather than just lifting the arms.Top Position: Squeeze the shoulder blades together and reach high, ensuring the arms are angled to form a "Y".Control: Lower the dumbbells slowly to the starting position.', 'CC-BY-SA-4.0', 'beagle', 'chest-supported rear delt raise'),
(1002, '6e1af72c-f9f5-490d-8977-564df4f24b6f', 'Child''s pose', ARRAY['Prayer pose']::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Start on all fours, knees, toes, and hands touching the ground. Your two big toes should be touching.
Steps:
Move your knees so that they''re about hip-width apart.
On an exhale, move your pelvis back to sit on your heels. Your hands should still be touching the ground.
Relax your upper body, lowering your forehead to the floor and letting your hands move forward naturally.
Stay in this pose.
Tips:
To leave the pose, walk your arms back under your shoulders and move your upper body up into a seated position.', 'CC-BY-SA-4.0', '', 'child''s pose prayer pose'),
(1006, '04e7fd92-e2e5-4212-ad7c-7542e98f7d83', 'Chin tuck', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Sit or stand with your back straight.
Steps:
Use fingers on your chin to slowly tuck your chin in, moving your head back to align it with your spine.
Hold for 5 seconds.
Go back to normal head position and repeat.', 'CC-BY-SA-4.0', '', 'chin tuck'),
(152, '87e6abc5-a701-442a-b4fb-bb2a7598a754', 'Chin Up', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['Pull-up bar']::text[], 'The chin-up (also known as a chin or chinup) is a strength training exercise. People frequently do this exercise with the intention of strengthening muscles such as the latissimus dorsi and biceps, which extend the shoulder and flex the elbow, respectively. In this maneuver, the palms are faced towards the body. It is a form of pull-up in which the range of motion is established in relation to a person''s chin.', 'CC0-1.0', 'BFad07', 'chin up'),
(154, '424da49e-d155-4247-bbb2-161a5c797789', 'Chin-ups', ARRAY['Chin up','Chinup']::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Pull-up bar']::text[], 'The chin-up (also known as a chin or chinup) is a strength training exercise. People frequently do this exercise with the intention of strengthening muscles such as the latissimus dorsi and biceps, which extend the shoulder and flex the elbow, respectively. In this maneuver, the palms are faced towards the body. It is a form of pull-up in which the range of motion is established in relation to a person''s chin.', 'CC-BY-SA-3.0', 'oliser67', 'chin-ups chin up chinup'),
(1823, 'ca3ca5d0-5231-4420-ad06-fa3d32693a1b', 'Clamshell', '{}'::text[], 'Abs', ARRAY['Gluteus maximus (Glutes)','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Position
Side plank with the elbow and the forearm on the ground and the legs slightly bent.
Execution
Lift your upper knee while keeping your feet close together, like a “shell opening,” then slowly return to the starting position. Keep your core stable and your hips aligned.', 'CC-BY-SA-4.0', 'teus_ergaster', 'clamshell'),
(1554, 'fdeb0973-121f-494d-8b94-54f1d7ba003f', 'Clap Push-UP', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Rectus abdominis (Abs)','Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'The clap push-up is an explosive upper body movement that builds power and fast-twitch muscle strength. It adds a plyometric challenge to the traditional push-up by requiring the hands to leave the ground mid-rep.
Start in a strong push-up position with your hands slightly wider than shoulder-width and core engaged
Lower your body explosively and push off the ground with enough force to lift your hands.
Quickly clap your hands together at chest level before returning them to the floor.
Land with soft elbows to absorb the impact and immediately move into the next rep', 'CC-BY-SA-4.0', 'Settebello', 'clap push-up'),
(1223, 'ecf9c0e2-a1d0-4e6e-90e9-5c029e98f2c9', 'Claps over the head', '{}'::text[], 'Arms', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand with your feet shoulder width apart. Raise your arms and clap over your head', 'CC-BY-SA-4.0', 'Lynn_McIntyre', 'claps over the head'),
(1438, 'a8f76beb-b6d8-430b-8e45-cc03d4959043', 'Clean', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Biceps femoris (Hamstrings)','Latissimus dorsi (Lats)','Rectus abdominis (Abs)']::text[], ARRAY['Barbell']::text[], 'Regular olympic lift clean.
Pull bar from ground, catch on shoulders performing a front squat.', 'CC-BY-SA-4.0', 'M9', 'clean'),
(1446, '8c509754-c86f-4c1b-bfa9-29c906ffc409', 'Clean and Jerk OL', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Latissimus dorsi (Lats)','Rectus abdominis (Abs)','Trapezius','Triceps brachii (Triceps)']::text[], ARRAY['Barbell']::text[], 'Olympic lift clean and jerk.
Combination of clean and jerk in one motion.', 'CC-BY-SA-4.0', 'M9', 'clean and jerk ol'),
(1901, '2a125f64-1d10-4926-95ad-33a48e61b3d6', 'Clean and Press', ARRAY['Barbell Clean and Press','Clean & Press','Olympic Clean and Press']::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Barbell']::text[], 'The First Pull: Lift the bar from the floor to knee-height by driving with the legs, keeping the angle of your back constant.
The "Power" Position: As the bar reaches mid-thigh, explosively shrug and extend your hips to create vertical momentum.
The Quick Elbow Turnover: In the catch phase, rotate your elbows rapidly under the bar to create a "shelf" on your front deltoids.
The Vertical Press: Press the bar in a straight line; your head should shift slightly forward once the bar clears your forehead to reach full lockout.', 'CC-BY-SA-4.0', 'nishant0712', 'clean and press barbell clean and press clean & press olympic clean and press'),
(1449, '2536b8cd-a287-48ee-b8da-58d8bd595f43', 'ClimbMill', '{}'::text[], 'Cardio', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)']::text[], '{}'::text[], 'The ClimbMill, also known as a stair climber, is a cardio-focused machine that simulates climbing stairs. It provides an effective way to improve endurance while strengthening the lower body. To use the machine, step onto the moving stairs, maintain an upright posture, and use the handrails for balance if needed. Adjust the speed and intensity to match your fitness level. This exercise helps improve cardiovascular health, burns calories, and enhances lower body muscle endurance.', 'CC-BY-SA-4.0', 'hpmbala@gmail.com', 'climbmill'),
(1015, 'b50a3d3e-cf75-42de-8729-80e163748fb1', 'Clockwise neck circles', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Start sitting or standing. Drop your head down, bringing your chin toward your chest, but not pushing.
Steps:
In a slower fluid motion and with your head relaxed and not pushing in any direction:
lean toward your right shoulder.
then bring your head back, facing up.
then lean toward your left shoulder.4.and back toward the starting position.
Keep repeating this as part of one slower fluid motion.', 'CC-BY-SA-4.0', '', 'clockwise neck circles'),
(1897, '145a9e7d-d25f-4687-9eb6-5b35878e87b4', 'Close-Grip Bench Press', '{}'::text[], 'Chest', ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Barbell']::text[], 'Setup: Lie flat on the bench and grip the bar at shoulder-width (closer than a standard bench press).
Descent: Lower the bar with control to your lower chest.
Form: Keep your elbows tucked in tight against your torso—do not let them flare out.
Ascent: Press the bar straight back up, squeezing your triceps at the top.', 'CC-BY-SA-4.0', 'nishant0712', 'close-grip bench press'),
(158, '63fbb8e5-6ebc-4def-8844-3e65e097213b', 'Close-grip Lat Pull Down', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Grip the pull-down bar with your hands closer than shoulder width apart, with your palms facing away from you. Lean back slightly. Pull the bar down towards your chest, keeping your elbows close to your sides as you come down. Pull your shoulders back at the end of the motion.', 'CC-BY-SA-3.0', 'tuckerm', 'close-grip lat pull down'),
(1086, '44cfa56c-d8c2-4f2c-8b5a-f29810fd60e7', 'Close-grip Press-ups', '{}'::text[], 'Chest', ARRAY['Brachialis','Latissimus dorsi (Lats)','Pectoralis major (Chest)','Trapezius']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Drop into a strong plank position, bringing your hands close together until they''re almost touching. (picture 1)Bend your elbows to slowly bring your chest to the floor (picture 2). Keep your elbows close to your body as you push back up explosively. Repeat. Ensure you take your time lowering on each rep, keeping your form sharp.', 'CC-BY-SA-4.0', 'philip', 'close-grip press-ups'),
(1450, 'd8d1b919-94e1-4e91-b37e-29bb8a479740', 'Cobra Stretch', '{}'::text[], 'Back', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Pectoralis major (Chest)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'The Cobra Stretch is a back extension exercise that helps improve spinal flexibility and relieve lower back tension. To perform, lie face down on the floor with your hands placed under your shoulders. Press your palms into the floor and lift your chest while keeping your hips on the ground. Keep your elbows slightly bent and your shoulders relaxed. Hold the stretch for a few seconds, then slowly lower yourself back down. This exercise is beneficial for improving posture and reducing lower back stiffness.', 'CC-BY-SA-4.0', 'hpmbala@gmail.com', 'cobra stretch'),
(980, 'e872658a-3bac-4d9e-bcf2-15919ebea43a', 'commando pull-ups', '{}'::text[], 'Abs', ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Latissimus dorsi (Lats)','Trapezius']::text[], '{}'::text[], ARRAY['Pull-up bar']::text[], 'variation of the pull-up exercise, it is performed with a grip of one hand supine and one hand prone, do not twist the torso to get back to the front, the head passes once to one side, once to the other.', 'CC-BY-SA-4.0', 'clafal', 'commando pull-ups'),
(1649, '7adca809-0fbb-4785-bcd3-d512e2c49888', 'Concentration Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'This exercise involves holding a dumbbell in one hand and curling it towards the shoulder while keeping the upper arm stationary. It primarily targets the biceps muscle.', 'CC-BY-SA-4.0', 'AlucardEvil40', 'concentration curl'),
(1605, 'dbed4613-e1d5-483f-90ae-6db5d593911e', 'Copenhagen Adduction Exercise', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Obliquus externus abdominis','Serratus anterior','Trapezius']::text[], ARRAY['Bench']::text[], 'Lie on your side with the elbow placed directly under the shoulder, similar to a side plank position. Place the upper leg on a bench with the inside of the foot or ankle resting on it. Lift your hips and hold your body in a straight line while keeping the lower leg off the floor. The exercise strongly activates the adductors of the upper leg while also challenging the core and hip stabilizers.', 'CC-BY-SA-4.0', 'RiccaBaro', 'copenhagen adduction exercise'),
(1912, '1b140999-e1fa-49b5-9f2b-690bac959db3', 'Core Rotation', '{}'::text[], 'Abs', ARRAY['Quadriceps femoris (Quads)','Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis','Serratus anterior']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Sit back, raise feet above the ground with knees bent and start rotating left and right with hands touching the ground every move.', 'CC-BY-SA-4.0', 'cybro', 'core rotation'),
(1407, '96a899ee-16a4-457d-8f66-efdd39fd38a0', 'Cossack squat', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Gastrocnemius (Calves)','Rectus abdominis (Abs)']::text[], '{}'::text[], 'The Cossack Squat is a multi-joint exercise that works mainly on the legs and buttocks, but also involves stabilizing muscles. It is an excellent exercise for improving strength, mobility and stability in a functional way.', 'CC-BY-SA-4.0', 'clafal', 'cossack squat'),
(1016, '00ecb956-9483-4d08-a9b1-6a236d4d8ff3', 'Counterclockwise neck circles', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Start sitting or standing. Drop your head down, bringing your chin toward your chest, but not pushing.
Steps:
In a slower fluid motion and with your head relaxed and not pushing in any direction:
lean toward your left shoulder.
then bring your head back, facing up.
then lean toward your right shoulder.4.and back toward the starting position.
Keep repeating this as part of one slower fluid motion.', 'CC-BY-SA-4.0', '', 'counterclockwise neck circles'),
(161, '6e00afb6-272d-44a2-8ae3-e7fa41b50f06', 'Cross-Bench Dumbbell Pullovers', '{}'::text[], 'Chest', ARRAY['Latissimus dorsi (Lats)','Pectoralis major (Chest)','Serratus anterior']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Grasp a moderately weighted dumbbell so your palms are flat against the underside of the top plates and your thumbs are around the bar. Lie on your back across a flat bench so only your upper back and shoulders are in contact with the bench. Your feet should be set about shoulder-width apart and your head should hang slightly downward. With the dumbbell supported at arm''s length directly about your chest, bend your arms about 15 degrees and keep them bent throughout the movement. Slowly lower the dumbbell backward and downward in a semicircle arc to as low a position as is comfortably possible. Raise it slowly back along the same arc to the starting point, and repeat for the required number of repetitions.', 'CC-BY-SA-3.0', 'powerade69', 'cross-bench dumbbell pullovers'),
(1458, '37314b67-1aad-4405-aa88-70846d5f035d', 'Cross-Body Cable Y-Raise', '{}'::text[], 'Back', ARRAY['Anterior deltoid (Shoulders)','Latissimus dorsi (Lats)','Trapezius']::text[], '{}'::text[], '{}'::text[], 'Attach a D-Bar to the cable machine. Perform a motion akin to drawing a sword from across your body.', 'CC-BY-SA-4.0', 'Expenses7000', 'cross-body cable y-raise'),
(1400, '4f38cc2e-5904-4ef5-b811-e729105cfd3b', 'Crossbody Hamstring Stretch', ARRAY['Standing Cross-Leg Hamstring Stretch']::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'While standing, cross one leg behind the other (keep this leg straight). Reach downward and try to touch the toes of that leg. Slightly bend the other leg so that you can bend down.', 'CC-BY-SA-4.0', 'captive0592', 'crossbody hamstring stretch standing cross-leg hamstring stretch'),
(1395, 'bb948d34-8948-4995-9e59-003d7b6fc1b2', 'Crossbody Leg Swings', ARRAY['Lateral Leg Swings']::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Hold onto a wall or something near you for support. Swing one leg across the front of your body, then back and out to the side. Repeat while slowly increasing your range of motion.', 'CC-BY-SA-4.0', 'captive0592', 'crossbody leg swings lateral leg swings'),
(167, 'b186f1f8-4957-44dc-bf30-d0b00064ce6f', 'Crunches', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Serratus anterior']::text[], ARRAY['Gym mat']::text[], 'Lay down on your back a soft surface, the feet are on the floor. Ask a partner or use some other help (barbell, etc.) to keep them fixed, your hands are behind your head. From this position move your upper body up till your head or elbows touch your knees. Do this movement by rolling up your back.', 'CC-BY-SA-3.0', 'wger.de', 'crunches'),
(1319, '2e6298ce-c8ef-406b-989a-0d42801e211f', 'Crunches HD', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Crunch movement is one of the most basic exercises designed to strengthen the core muscles of the body. Exercise helps to strengthen core muscles, improve posture, and increase muscle mobility and flexibility.
Improves six pack muscles: When crunch exercise is done, the rectus abdominus and oblique muscles are tightened, so the upper abdominal muscles and six pack muscles develop.
Increases the strength of the abdominal muscles: The primary role of your abdominal muscles is to stabilize your mid-section. It supports you while lifting heavy objects, allowing you to twist and rotate your body. These are all day long actions that you do not notice, so it is important that your abdominal muscles can sustain long hours of work. Crunch exercise helps build this important endurance in the abdominal muscles. Muscular endurance is the ability of these fibers to resist resistance for a long time.', 'CC-BY-SA-4.0', 'hektkaso', 'crunches hd'),
(172, '401989e0-64c3-459d-bc47-2c171ab4f41d', 'Crunches on Machine', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], '{}'::text[], 'The procedure is very similar as for regular crunches, only with the additional weight of the machine. Sit on the machine, put both feet firmly on the ground. Grab the to the weights, cables, etc. and do a rolling motion forwards (the spine should ideally lose touch vertebra by vertebra). Slowly return to the starting position.', 'CC-BY-SA-3.0', 'wger.de', 'crunches on machine'),
(173, '29175281-afaf-4ffd-85e8-cfc38493e304', 'Crunches With Cable', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], '{}'::text[], 'Take the cable on your hands and hold it next to your temples. Knee down and hold your upper body straight and bend forward. Go down with a fast movement, rolling your back in (your ellbows point to your knees). Once down, go slowly back to the initial position.', 'CC-BY-SA-3.0', 'wger.de', 'crunches with cable'),
(174, 'b7ff64bc-7a7c-4dbc-af6f-fabc20425f5f', 'Crunches With Legs Up', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis']::text[], '{}'::text[], 'On your back, legs extended straight up, reach toward your toes with your hands and lift your shoulder blades off the ground and back.', 'CC-BY-SA-4.0', 'krisbbb', 'crunches with legs up'),
(1666, '9828f705-350b-4afd-86c4-fcc0e8a0fb4b', 'Curl  - With Shoulder Elevated', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Place elbow so that it is about level with the shoulder. Curl the wieght to your shoulder. Focus on the stretch in the eccentric part of the curl', 'CC-BY-SA-4.0', 'Shiladree', 'curl  - with shoulder elevated'),
(1190, '9ce236dc-7704-4f3e-a3d0-4fea382a950b', 'Curl de biceps con agarre prono', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'POSICIÓN INICIAL:
Seleccione el peso adecuado en una barra. Colóquese de pie con la barra usando un agarre prono y las manos a la anchura de los hombros. Contraiga el suelo pelvico y el core mientras mantiene su pecho levantado.
EJECUCIÓN:
Contrayendo los bíceps, doble los codos totalmente mientras exhala. Vuelva a la posición inicial con un suave movimiento mientras inhala.', 'CC-BY-SA-4.0', 'Franpol', 'curl de biceps con agarre prono'),
(974, '3de523ee-d359-4044-a792-6de22eef0495', 'Curl with kettlebell two hands', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Kettlebell']::text[], 'Stand upright and grip the kettlebell with both hands. Perform the elbow flexion motion, starting from a fully extended position until your hand reaches shoulder height. Spread your legs a little for stability and, to perform the exercise correctly, try not to push with your back or body in general. Change the weight of the kettlebell to adjust the difficulty.', 'CC-BY-SA-4.0', '', 'curl with kettlebell two hands'),
(177, '8dedde58-a5dc-4a23-ad20-fd7cf524f8b5', 'Cycling', '{}'::text[], 'Cardio', ARRAY['Obliquus externus abdominis','Trapezius']::text[], ARRAY['Biceps femoris (Hamstrings)','Brachialis','Gluteus maximus (Glutes)','Latissimus dorsi (Lats)','Quadriceps femoris (Quads)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Cycling, also called bicycling or biking, is the use of bicycles for transport, recreation, exercise or sport. People engaged in cycling are referred to as cyclists, bicyclists, or bikers. Apart from two-wheeled bicycles, cycling also includes the riding of unicycles, tricycles, quadracycles, recumbent and similar human-powered vehicles.', 'CC0-1.0', 'BFad07', 'cycling'),
(1204, '517265a2-e4f7-4b33-979f-9be1efd86343', 'Cycling cardio session', '{}'::text[], 'Cardio', '{}'::text[], '{}'::text[], '{}'::text[], 'Sessió de càrdio en bicicleta estàtica Technogym Bike Excite 1000', 'CC-BY-SA-4.0', '', 'cycling cardio session'),
(1502, '038f7cb1-6aa3-4c48-a19d-a31993f7b0d8', 'DB Cross Body Hammer Curls', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Dumbbell cross body biceps curls, works on the braccialis', 'CC-BY-SA-4.0', 'JohnPreston', 'db cross body hammer curls'),
(1499, '0cbe304f-0b5f-4153-aed1-024e654dee90', 'DB Skull Crushers', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Alike tricpes extensions, DBs fall down near the head and pushed back up. Unlike for the triceps extension tring to extend the arms as far back', 'CC-BY-SA-4.0', 'JohnPreston', 'db skull crushers'),
(1500, '5efffab3-53dd-4c2a-9558-31e3b5cebbcc', 'DB UCV', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Dumbbell']::text[], 'Dumbbell upper chest variance. Curl like movement up above at head level, activating chest and front delts', 'CC-BY-SA-4.0', 'JohnPreston', 'db ucv'),
(1497, '7b40813b-80a3-42cc-8938-0c5199ef7620', 'DB Underhand bench press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Bench','Dumbbell']::text[], 'Underhand grip DB, perform a normal bench press movement, keeping the elbows close to the chest', 'CC-BY-SA-4.0', 'JohnPreston', 'db underhand bench press'),
(1496, '4b23738a-67a8-41af-996d-abc53a7c3f97', 'DB Upper Chest Variation', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Dumbbell']::text[], 'Dumbbell in hand in a curl fashion, lean body into the arm to help the dumbbell up above the chest, next to the head, to activate chest and delt combo', 'CC-BY-SA-4.0', 'JohnPreston', 'db upper chest variation'),
(1881, '73646b21-62e3-493b-8d75-4179326cd404', 'DB Wrist Extension', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], ':   Grab two dumbbells with an overhand grip and lay your forearms across your knees.
:   Let your wrists flex fully, then extend your wrists.', 'CC-BY-SA-4.0', 'Deflation', 'db wrist extension'),
(178, 'd4db2355-4c99-4d80-a179-6aeced7c7fed', 'Deadbug', '{}'::text[], 'Abs', '{}'::text[], '{}'::text[], '{}'::text[], 'Lie on your back, with your hips and knees bent to 90°. Raise both arms toward the ceiling. Pull your lower back to the floor to eliminate the gap. Start by pressing one leg out, and tapping the heel to the floor. "As you extend one leg, exhale as much as you can, keeping your lower back glued to the floor," Dunham says. When you can’t exhale any more, pull your knee back to the starting position. Make this more difficult by holding weight in your hands, or by lowering opposite arm and leg.', 'CC-BY-SA-4.0', 'Metin', 'deadbug'),
(182, '74d4697d-8a97-4ea2-9d05-fa4d2bd7221e', 'Deadhang', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], '{}'::text[], 'Deadhang performed on an edge either with or without added weight (adujst edge or weight to adjust difficulty)', 'CC-BY-SA-4.0', '2dPREtEZP221u68Akf0JImv5L48', 'deadhang'),
(184, 'ee8e8db4-2d82-49e1-ab7f-891e9a354934', 'Deadlifts', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Barbell']::text[], 'Stand firmly, with your feet slightly more than shoulder wide apart. Stand directly behind the bar where it should barely touch your shin, your feet pointing a bit out. Bend down with a straight back, the knees also pointing somewhat out. Grab the bar with a shoulder wide grip, one underhand, one reverse grip.
Pull the weight up. At the highest point make a slight hollow back and pull the bar back. Hold 1 or 2 seconds that position. Go down, making sure the back is not bent. Once down you can either go back again as soon as the weights touch the floor, or make a pause, depending on the weight.', 'CC-BY-SA-3.0', 'wger.de', 'deadlifts'),
(1889, '9ac4813e-79a6-4a4d-ab93-9cfa5bf7b8fa', 'Decline Bench Leg Raise', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['Incline bench']::text[], 'Setup: Lie on a decline bench with your head at the top and grip the handles.
The Start: Extend legs fully, keeping them slightly elevated to engage your core.
The Lift: Raise your legs toward the ceiling using your abs, not momentum.
The Squeeze: Pause and contract your lower abdominals at the top.
The Return: Lower your legs slowly to the starting position with control.', 'CC-BY-SA-4.0', 'nishant0712', 'decline bench leg raise'),
(185, 'bcd801f0-9a38-4615-a91c-900153c8c234', 'Decline Bench Press Barbell', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Lay down on a decline bench, the bar should be directly above your eyes, the knees are somewhat angled and the feet are firmly on the floor. Concentrate, breath deeply and grab the bar more than shoulder wide. Bring it slowly down till it briefly touches your chest at the height of your nipples. Push the bar up.', 'CC-BY-SA-3.0', 'wger.de', 'decline bench press barbell'),
(186, 'dda69c96-62d4-4690-aa07-a4a0f6ceb63a', 'Decline Bench Press Dumbbell', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Take two dumbbells and sit on a decline bench, the feet are firmly on the floor, the head is resting the bench. Hold the weights next to the chest, at the height of your nipples and press them up till the arms are stretched. Let the weight slowly and controlled down.', 'CC-BY-SA-3.0', 'wger.de', 'decline bench press dumbbell'),
(188, 'b99c91be-8805-4e15-9cb6-486b55b81ae1', 'Decline Pushups', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'With your feet raised approximately 30cm on a platform, align your shoulders, elbows and hands, then perform regular pushups. This emphasises the clavicular fibers of the pectoralis major.', 'CC-BY-SA-3.0', 'aszc', 'decline pushups'),
(189, 'e7a964cd-e68e-4926-bc7c-577065137e18', 'Deficit Deadlift', '{}'::text[], 'Back', '{}'::text[], ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)','Latissimus dorsi (Lats)','Rectus abdominis (Abs)','Soleus']::text[], ARRAY['Barbell']::text[], 'Preparation
Stand on weight plate, bumper plate, or shallow elevated platform with loaded bar above feet. Squat down and grasp bar with shoulder width or slightly wider overhand or mixed grip.
Execution
Lift bar by extending hips and knees to full extension. Pull shoulders back at top of lift if rounded. Return weights to floor by bending hips back while allowing knees to bend forward, keeping back straight and knees pointed same direction as feet. Repeat.
Comments
Throughout lift, keep hips low, shoulders high, arms and back straight. Knees should point same direction as feet throughout movement. Keep bar close to body to improve mechanical leverage. Grip strength and strength endurance often limit ability to perform multiple reps at heavy resistances. Gym chalk, wrist straps, grip work, and mixed grip can be used to enhance grip. Mixed grip indicates one hand holding with overhand grip and other hand holding with underhand grip. Lever barbell jack can be used to lift barbell from floor for easier loading and unloading of weight plates.
Barbell Deficit Deadlift emphasizes building strength through lowest portion of Deadlift. Target muscle is exercised isometrically. Heavy barbell deadlifts significantly engages Latissmus Dorsi. See Barbell Deficit Deadlift under Gluteus Maximus. Also see Deadlift Analysis.', 'CC-BY-SA-4.0', 'bobbyprince89', 'deficit deadlift'),
(1777, 'b7dd3766-f660-45dc-bbe1-10e15e2f7cee', 'Deficit Push ups', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Pushup on blocks or grips, so you can dip lower than the hands in the decent.', 'CC-BY-SA-4.0', 'Rottekongen', 'deficit push ups'),
(1536, '6a448382-0ea9-4f41-8a83-0b7cd7d8a2bf', 'Delt Stretch', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'Stretch your deltoids for a certain period of time.', 'CC-BY-SA-4.0', 'Expenses7000', 'delt stretch'),
(1556, 'bb9b994e-426f-4693-9d16-3f8d5a9c72b8', 'Devil’s Press', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Gluteus maximus (Glutes)','Pectoralis major (Chest)']::text[], ARRAY['Biceps femoris (Hamstrings)','Latissimus dorsi (Lats)','Obliquus externus abdominis','Triceps brachii (Triceps)']::text[], ARRAY['Dumbbell']::text[], 'The Devil’s Press is a hybrid movement combining a dumbbell burpee and a double dumbbell snatch. It’s a full-body, high-intensity exercise that develops strength, power, and metabolic conditioning.
Start with a dumbbell in each hand and perform a burpee, letting your chest touch the ground while holding the dumbbells.
Explosively jump your feet forward and swing the dumbbells between your legs.
Drive the dumbbells overhead in one continuous motion, locking out your arms.
Lower the dumbbells with control to return to the starting position and repeat', 'CC-BY-SA-4.0', 'Settebello', 'devil’s press'),
(193, '14d5cdbc-9b17-4296-a282-0a81cd3c4c4e', 'Diagonal Shoulder Press', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], ARRAY['Bench']::text[], 'You sit at the bench press device, back slightly tilted to the back. The bar should be about 20 cm in front of you. Then you push the bar and take it back again, as you would with a bench press.
In this position you strain your chest muscles a lot less, which is nice if you want to train, but your chest hasn''t recovered yet.
Here''s a link to a girl on a machine specialized for this exercise, to give a better description than my failing words above.
http://www.schnell-online.de/db_imgs/products/img/t-80400.jpg', 'CC-BY-SA-4.0', 'oboema', 'diagonal shoulder press'),
(386, 'de22963a-5d42-4999-860e-377f64359432', 'Diamond push ups', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], '', 'CC-BY-SA-4.0', 'notdefine', 'diamond push ups'),
(194, '09dd3e3c-e53a-4e2c-a2e3-645d334f53e2', 'Dips', ARRAY['Weighted Dips']::text[], 'Chest', ARRAY['Pectoralis major (Chest)','Triceps brachii (Triceps)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'A dip is an upper-body strength exercise. Narrow, shoulder-width dips primarily train the triceps, with major synergists being the anterior deltoid, the pectoralis muscles (sternal, clavicular, and minor), and the rhomboid muscles of the back (in that order).[1] Wide arm training places additional emphasis on the pectoral muscles, similar in respect to the way a wide grip bench press would focus more on the pectorals and less on the triceps.', 'CC0-1.0', 'BFad07', 'dips weighted dips'),
(197, '7c8eb1ac-2d7e-4ca7-919a-1848ba38e0f4', 'Dips Between Two Benches', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Bench']::text[], 'Put two benches so far appart, that you can hold onto one with your hands and are just able to reach the other with your feet. The legs stay during the exercise completely stretched. With your elbows facing back, bend them as much as you can. Push yourself up, but don''t stretch out the arms.', 'CC-BY-SA-3.0', 'wger.de', 'dips between two benches'),
(1713, 'adbb1d4c-962b-4a26-a353-9c47a2b37a93', 'Doorway Pectoral Stretch', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Place the forearm vertically on a door frame or stationary object at head height
Step forward past the arm, keeping it still against the object to stretch the chest', 'CC-BY-SA-4.0', 'Croak6728', 'doorway pectoral stretch'),
(1360, 'fe249e2f-5856-420f-8a34-1b02c7fde141', 'Double Kettlebell Clean and Press', '{}'::text[], 'Arms', ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Brachialis','Quadriceps femoris (Quads)','Trapezius','Triceps brachii (Triceps)']::text[], ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)','Latissimus dorsi (Lats)','Rectus abdominis (Abs)']::text[], ARRAY['Kettlebell']::text[], 'Full-body muscles building exercise. This exercise provides a huge range of benefits in terms of strength & size and is extremely functional.', 'CC-BY-SA-4.0', 'm4k3r', 'double kettlebell clean and press'),
(1361, 'a030a4e9-970c-4442-b0b3-e49b42143de0', 'Double Kettlebell Front Squat', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Rectus abdominis (Abs)']::text[], ARRAY['Kettlebell']::text[], 'The kettlebell front squat is a compound, multi-joint exercise that works several muscle groups.', 'CC-BY-SA-4.0', 'm4k3r', 'double kettlebell front squat'),
(1243, '58ca3e51-ea64-4771-a74a-a74d29f5c40c', 'Double Leg Calf Raise', '{}'::text[], 'Legs', ARRAY['Gastrocnemius (Calves)','Soleus']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'The double leg heel raise is important to strengthen and create control and stability around the ankle and knee, and provide balance and control for the hip and pelvis.', 'CC-BY-SA-4.0', 'erikocobra', 'double leg calf raise'),
(1827, 'f0823bb5-3f18-48d4-98de-cbe38f9fd8ff', 'Double-Leg Abdominal Press', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['Gym mat','none (bodyweight exercise)']::text[], 'Lie on your back with knees and hips bent at 90 degrees (tabletop).
Place your hands on your thighs just above your knees. Push your hands against your knees as hard as possible while using your abs to pull your knees toward your hands.
Hold for 10 seconds of maximum effort. Your abs should be shaking.', 'CC-BY-SA-4.0', 'beagle', 'double-leg abdominal press'),
(1481, '02b96dc1-d1d9-4fc7-b54c-82dda1691485', 'Drag Pushdown', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['SZ-Bar']::text[], 'Starting
position for this rope pushdown is standing facing a cable machine with
the handles of a rope attachment in both hands and feet shoulder width
apart.
Hinge
forward slightly at the hips maintaining an upright chest and bring the
shoulders and elbows behind the body so that when you push down on the
cable attachments, you can get a fully contracted triceps long head.
Drag
the cable machine rope attachment as close to the body as possible and
straighten your elbows until lockout.', 'CC-BY-SA-4.0', 'Moffi', 'drag pushdown'),
(1201, '8c132ea0-7885-474f-8514-0909ae22bdf6', 'Dragon squat', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Gluteus maximus (Glutes)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Start standing with your feet hip-width apart. Cross your right foot behind you to the left corner and back of the room while bending both knees. Return and repeat, alternating sides. Keep your hips and shoulders forward as you cross your feet and bend your knees.', 'CC-BY-SA-4.0', 'cynomops', 'dragon squat'),
(1409, 'f5ad82a8-adf8-4795-9874-1f6d183c56ed', 'Dragon-flag', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], ARRAY['Anterior deltoid (Shoulders)','Gluteus maximus (Glutes)','Latissimus dorsi (Lats)','Triceps brachii (Triceps)']::text[], '{}'::text[], 'Keep your body completely rigid throughout the movement, avoiding sagging in your lower back.
Use a firm grip to stabilize your upper body.
Start with simpler versions (such as with bent knees) to build strength and control.', 'CC-BY-SA-4.0', 'clafal', 'dragon-flag'),
(1512, '15ee508d-fbd7-4acf-ab44-e35525582693', 'Drop Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Drop curls in a modified position at a slow pace effectively engage the brachialis for arm width.
Starting position is with both arms in a slight angle towards each other at chest height with a dumbbell in each hand. Lower one dumbbell close to full extended arm position slowly and in a controlled manner during the first half of the curl, then curl it back up to starting position, while the other dumbbell stays at its starting position. Now lower the other dumbbell down. This keeps tension on the brachialis. As we pass the 90deg mark on our way down, the biceps will take over the work.', 'CC-BY-SA-4.0', 'Moffi', 'drop curl'),
(1676, '0fed3cd1-f6ef-4306-8c63-28246a931bf0', 'Dumbbell Bench Press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], ARRAY['Dumbbell']::text[], 'Lie on a flat bench and press dumbbells upward until arms are fully extended, then lower them slowly.', 'CC-BY-SA-4.0', 'Jhonatan', 'dumbbell bench press'),
(1639, '51ab6376-eb3e-42dc-ad48-46166c94adac', 'Dumbbell Bent Over Face Pull', '{}'::text[], 'Back', ARRAY['Anterior deltoid (Shoulders)','Latissimus dorsi (Lats)']::text[], ARRAY['Trapezius']::text[], ARRAY['Dumbbell']::text[], 'This exercise involves using dumbbells to perform a bent over face pull, which targets the upper back and shoulders. The movement involves pulling the weights towards the face while keeping the elbows high and squeezing the shoulder blades together.', 'CC-BY-SA-4.0', 'AlucardEvil40', 'dumbbell bent over face pull'),
(1085, '927b0e58-c57c-4234-8079-2548f8e35687', 'Dumbbell Bent Over Row', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Latissimus dorsi (Lats)','Serratus anterior','Trapezius','Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Hold your dumbbells at your sides and hinge at the hips until your chest is parallel to the floor, dumbbells hanging below your knees (picture 1). Keeping your elbows close to your body, row both dumbbells towards your hips (oicture 2). Squeeze your shoulder blades down and together and lower under control to the start before repeating. Avoid using momentum from your torso and focus on squeezing your back, hard.', 'CC-BY-SA-4.0', 'philip', 'dumbbell bent over row'),
(1226, '8675ea3b-0e8b-4a08-9e82-4525ec91dd23', 'Dumbbell bicep curl to press', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Bend your elbows and lift the dumbbells to your shoulders.
Push the dumbbells over your head while rotating your arms to make your palms face forward. Reverse it to lower down. Repeat the exercise.', 'CC-BY-SA-4.0', 'Lynn_McIntyre', 'dumbbell bicep curl to press'),
(1504, '82f19d1c-f12b-49f0-bfdd-24239f93eabc', 'Dumbbell Bradford press', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'From a front hold of the DBs in a OHP, press above the head, bring back towards the rear of the shoulders, down, and press back forward.', 'CC-BY-SA-4.0', 'JohnPreston', 'dumbbell bradford press'),
(1482, '31a58615-d3ae-4233-9c50-9143c899ce8c', 'Dumbbell Cheat Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Starting position is standing
with feet shoulder width apart.
Hands should take an underhand
or supinated grip on the dumbbells holding them with hands shoulder
width apart.
Keeping elbows tucked into your
sides throughout the entire movement, use momentum to curl the dumbbells,
squeezing your biceps at the top of the movement.
Slowly lower to return to the
starting position. Keep the core tight throughout the exercise.
Cheating
through the concentric curling portion of this challenging exercise gives us a
great opportunity to increase time under tension and create eccentric overload
with heavier weight when we lower.', 'CC-BY-SA-4.0', 'Moffi', 'dumbbell cheat curl'),
(1278, '544c0559-f547-4016-8cd0-b38f18685df7', 'Dumbbell Chest Press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], '{}'::text[], 'The dumbbell chest press is a pressing exercise similar to the barbell bench press, except that it is performed with dumbbells.', 'CC-BY-SA-4.0', 'erikocobra', 'dumbbell chest press'),
(1228, '428112f3-3918-45ba-870a-dc58cf3959cf', 'Dumbbell close grip bench press', '{}'::text[], 'Arms', ARRAY['Pectoralis major (Chest)','Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Lie down with your back on a flat bench. Hold a dumbbell in each hand. Raise your arms towards the ceiling with your palms facing each other and dumbbells pressed together.
Slowly lower the dumbbells to your chest, then slowly push them back. Repeat the exercise.', 'CC-BY-SA-4.0', 'Lynn_McIntyre', 'dumbbell close grip bench press'),
(202, '46e0f60c-fdc0-489a-82e4-a5b7476a5c21', 'Dumbbell Concentration Curl', '{}'::text[], 'Arms', ARRAY['Brachialis']::text[], ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['Dumbbell']::text[], 'Sit on bench. Grasp dumbbell between feet. Place back of upper arm to inner thigh. Lean into leg to raise elbow slightly.', 'CC-BY-SA-3.0', 'http://www.exrx.net/WeightExercises/Brachialis/DBC', 'dumbbell concentration curl'),
(1415, 'b48e4d9d-f7fc-4619-85fb-6dabe5d7c999', 'Dumbbell Crunches', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis']::text[], ARRAY['Dumbbell']::text[], 'Dumbbell crunches are a weighted variation of traditional crunches designed to target the abdominal muscles more intensely. Lie flat on your back with your knees bent and feet flat on the floor. Hold a dumbbell with both hands close to your chest or above your head. Lift your shoulders and upper back off the ground in a crunching motion, engaging your core. Slowly lower yourself back to the starting position. Ensure controlled movements throughout the exercise to prevent strain.', 'CC-BY-SA-4.0', 'hpmbala@gmail.com', 'dumbbell crunches'),
(1931, '99846da5-5dc8-4de1-ba55-ae2b4c03c30d', 'Dumbbell Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)','Brachialis']::text[], ARRAY['Anterior deltoid (Shoulders)','Rectus abdominis (Abs)']::text[], ARRAY['Dumbbell']::text[], 'The Dumbbell Curl is a classic isolation exercise for the arms. Unlike the Hammer Curl, it involves rotating your wrists (supination) as you lift the weights, which allows for a full contraction of the biceps.', 'CC-BY-SA-4.0', 'amaesc', 'dumbbell curl'),
(1370, 'b199baca-7353-4dee-bbcf-620f96dba5b4', 'Dumbbell Deadlift', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Kontrollierte Ausführung
Kein Schwung holen
Langsame Ausführung', 'CC-BY-SA-4.0', 'Anastasious', 'dumbbell deadlift'),
(1224, '2418b290-801c-45fd-a990-fc9f234ab1e5', 'Dumbbell drag curls', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Hold a dumbbell in each hand with your palms facing forward. Pull your elbows back and lift the dumbbells to your chest height. Slowly lower the dumbbell and repeat the exercise.', 'CC-BY-SA-4.0', 'Lynn_McIntyre', 'dumbbell drag curls'),
(1116, '3393db0b-98b7-4d53-a0d4-985f97875295', 'Dumbbell farmer''s carry', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Grab half your body weight in each hand and walk.', 'CC-BY-SA-4.0', 'philip', 'dumbbell farmer''s carry'),
(1084, 'e4966cb8-9089-4595-9c78-99a27821e6ff', 'Dumbbell Floor Press', '{}'::text[], 'Arms', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Triceps brachii (Triceps)']::text[], ARRAY['Dumbbell']::text[], 'Grab your dumbbells and lay flat on your back with your knees bent and your feet flat on the ground (use a bench if you have one). Press the weights up, locking out your elbows (A). Lower them slowly until your upper arms are resting on the floor (B) close to your body. Pause here before explosively pressing back up. Squeeze your chest hard and repeat.', 'CC-BY-SA-4.0', '', 'dumbbell floor press'),
(1674, '674b9b84-32bd-4aca-bf74-6909249444d5', 'Dumbbell Floor Press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], ARRAY['Dumbbell']::text[], 'Sit on the floor holding a dumbbell in each hand, knees bent and feet flat.
Roll back and plant your upper back and head on the floor; keep hips on the ground.
Hold dumbbells at chest level with palms facing each other (neutral)
or facing forward; elbows tucked at about 45–75° to the torso.
Brace your core and press both dumbbells upward until arms are nearly extended but not locked.
Pause briefly at the top, then lower the dumbbells under control
until your upper arms contact the floor (or just above it) — this
shortens the range of motion.
Repeat for desired reps.
Coaching notes: keep shoulders packed, avoid arching hips, use a spotter
or lighter weight if needed. The floor press reduces shoulder stress
and emphasizes lockout strength.', 'CC-BY-SA-4.0', 'FoyrhzMarin789', 'dumbbell floor press'),
(1503, 'b407768d-d519-47b8-818a-44c9761a8be6', 'Dumbbell Frog Press', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Similar to hip thrust, but with feet put up together, lifting the butt off the ground in a frog like position.', 'CC-BY-SA-4.0', 'JohnPreston', 'dumbbell frog press'),
(1640, '4621b41f-0d32-4033-acff-dc079c792606', 'Dumbbell Front Squat', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Anterior deltoid (Shoulders)','Rectus abdominis (Abs)']::text[], ARRAY['Dumbbell']::text[], 'This exercise involves holding a dumbbell in each hand at shoulder height and performing a squat. It targets the lower body muscles, including the quads, hamstrings, and glutes, while also engaging the core and upper body.', 'CC-BY-SA-4.0', 'AlucardEvil40', 'dumbbell front squat'),
(203, 'b7c6a444-90ea-4f5b-9fea-748311606eaa', 'Dumbbell Goblet Squat', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Grasp dumbbell with both hands at the sides of the upper plates. Hold dumbbell in front of chest, close to torso. Place feet about shoulderwide apart, keep knees slightly bent.
Squat down until thighs are parallel to floor. Keep back straight, bend and move hips backward to keep knees above feet. Return, keep knees slightly flexed. Repeat.
Keep bodyweight on heels and look ahead or slightly above to keep back straight.', 'CC-BY-SA-4.0', 'ataraxie67', 'dumbbell goblet squat'),
(1087, 'f0f53b8e-0136-4195-baf3-781903651359', 'Dumbbell Hang Power Cleans', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'On your feet, stand tall with your dumbbells, holding them at your sides. Hinge at the hips to lower them to your knees (picture 1). Stand back up with a slight jump, using the momentum to pull the dumbbells up on to your shoulders (picture 2). Stand up straight, then lower under control to your sides and repeat. Keep this fast and explosive; if your heart rate doesn’t hit the roof, you’re doing them wrong.', 'CC-BY-SA-4.0', 'philip', 'dumbbell hang power cleans'),
(1353, '587af8f1-516b-44c3-8660-70f262e1bef8', 'Dumbbell Hex Press', '{}'::text[], 'Chest', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Muskulatur anspannen
Füße Breitpositionieren
Kontrollierte Bewegung
Langsame Bewegung
Gewichte zur unteren Brust/ Bauch führen', 'CC-BY-SA-4.0', 'Anastasious', 'dumbbell hex press'),
(1614, 'e5ccfcaf-d93c-4924-9042-24037f3f0499', 'Dumbbell Hip Thrust', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['Bench']::text[], 'Dumbbell hip thrust
Begin seated on the ground with a bench placed horizontally behind you and your knees bent. Lay a dumbbell across your hips, holding either end with both hands. You may wish to place a pad or towel on your hips to increase comfort. With knees bent and feet firmly planted on the floor, lean back onto the bench so that it is gently pressing into your upper back. This is your starting position.
Inhale. Exhale. Holding onto the dumbbell, press your heels into the mat and raise your hips off the floor until your body forms one straight line from chin to knee, resting your shoulders on the bench and ensuring that your head is an extension of your spine.
Inhale. Lower your hips to return to the starting position but without resting your glutes on the mat. Repeat for the specified number of repetitions.', 'CC-BY-SA-4.0', 'Tierrasverdes', 'dumbbell hip thrust'),
(1642, 'af77220c-098c-47c2-9f8c-92a651998903', 'Dumbbell Hip Thrust', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'This exercise involves sitting on the ground with a dumbbell resting on the hips, then thrusting the hips upward while squeezing the glutes. It is a great exercise for strengthening the glutes and improving hip mobility.', 'CC-BY-SA-4.0', 'AlucardEvil40', 'dumbbell hip thrust'),
(204, '43e85cb8-51d0-4892-b1bf-80a3cb111ff6', 'Dumbbell Incline Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['Brachialis']::text[], ARRAY['Dumbbell']::text[], 'Setup: Set an adjustable bench to an incline of approximately 45 to 60 degrees.
Starting Position: Sit back against the bench with a dumbbell in each hand. Let your arms hang straight down toward the floor with your palms facing forward (supinated grip).
The Curl: Keeping your upper arms stationary and shoulders pinned back against the bench, exhale and curl the weights upward toward your shoulders.
Peak Contraction: Squeeze your biceps hard at the top of the movement, ensuring your elbows do not swing forward.
The Descent: Inhale and slowly lower the dumbbells back to the starting position, maintaining full control and feeling the stretch in the biceps.', 'CC-BY-SA-4.0', 'ExRx', 'dumbbell incline curl'),
(1643, '965eb23f-761c-45cd-bb7b-07d4d77040f1', 'Dumbbell Incline Fly', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['Dumbbell','Incline bench']::text[], 'This exercise involves lying on an incline bench and holding dumbbells in each hand. The arms are then extended out to the sides, parallel to the ground, and then brought back together in a hugging motion. This exercise primarily targets the chest muscles.', 'CC-BY-SA-4.0', 'AlucardEvil40', 'dumbbell incline fly'),
(205, '2f1a2707-e7ff-46ac-9112-3e31e6e961ee', 'Dumbbell Lunges Standing', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Dumbbell']::text[], '.', 'CC-BY-SA-3.0', 'wger.de', 'dumbbell lunges standing'),
(206, 'dcc6e237-a8bb-4eca-bbc5-7fb852636f6a', 'Dumbbell Lunges Walking', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Dumbbell']::text[], 'Take two dumbbells in your hands, stand straight, feet about shoulder wide. Take one long step so that the front knee is approximately forming a right angle. The back leg is streched, the knee is low but doesn''t touch the ground. "Complete" the step by standing up and repeat the movement with the other leg.', 'CC-BY-SA-3.0', 'wger.de', 'dumbbell lunges walking'),
(1488, 'c395ad8d-164c-4031-9136-b4116d354451', 'Dumbbell Pullover', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Starting
position is lying across a flat bench perpendicularly with your feet flat
on the ground, holding a dumbbell overhead with both hands.
With
a slight bend in the elbow, begin lowering the dumbbell over and behind
the head with the arm muscles in extended position.
Then
reverse the movement bringing the dumbbell back up and over the head.
Keep
your abdominal muscles tight and spine stable throughout allow repetitions
and don’t allow your back to arch up away from the flat bench.', 'CC-BY-SA-4.0', 'Moffi', 'dumbbell pullover'),
(801, '68e5eae7-7fd0-4d69-9b50-d0df15feac91', 'Dumbbell Push-Up', '{}'::text[], 'Chest', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Normal Push-ups on Dumbbells, this brings a further range of movement', 'CC-BY-SA-4.0', '', 'dumbbell push-up'),
(1227, 'adb6067f-fd48-4a25-a9b4-0793c5f158fa', 'Dumbbell rear delt row', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Brachialis','Trapezius']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Hold a dumbbell in each hand. Bend at your hips to make your back almost parallel to the floor. Let your arms hang down. Keep your arms in line with your shoulders. bend and lift your elbows out to the sides until your upper arms are parallel to the floor. Slowly return and repeat', 'CC-BY-SA-4.0', 'Lynn_McIntyre', 'dumbbell rear delt row'),
(1651, '75e34967-b0ec-40d5-811e-b474b234a7a9', 'Dumbbell Rear Lunge', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Soleus']::text[], ARRAY['Dumbbell']::text[], 'This exercise involves holding a dumbbell in each hand and stepping back into a lunge position, then returning to standing. It primarily targets the glutes, hamstrings, and quadriceps.', 'CC-BY-SA-4.0', 'AlucardEvil40', 'dumbbell rear lunge'),
(1652, '65d12ecf-54b8-466d-a412-e55c396cad69', 'Dumbbell Romanian Deadlift', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'This exercise involves holding a dumbbell in each hand and bending forward at the hips while keeping the back straight, then returning to a standing position. It primarily targets the hamstrings and glutes.', 'CC-BY-SA-4.0', 'AlucardEvil40', 'dumbbell romanian deadlift'),
(1602, 'd420baf8-977b-499e-8f91-416374227b91', 'Dumbbell Scaption', '{}'::text[], 'Shoulders', ARRAY['Trapezius']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Dumbbell']::text[], 'Starting position:
Stand upright with your feet shoulder-width apart.
Hold a dumbbell in each hand with a neutral grip (palms facing each other).
Keep a slight bend in your elbows, shoulders relaxed and shoulder blades pulled back.
Execution:
Slowly raise the dumbbells forward and slightly to the side, at about a 30–45° angle from your body (between a front raise and a lateral raise).
Lift until your arms are about shoulder height (do not go overhead).
Pause for a second at the top and feel the activation in your shoulders and scapular stabilizers.
Lower the dumbbells back down under control to the starting position.
Breathing:
Inhale as you lower the dumbbells.
Exhale as you lift them.
Common mistakes:
Using dumbbells that are too heavy (causing jerky movements).
Lifting above shoulder height (puts unnecessary stress on the shoulder joint).
Arching the lower back instead of keeping the movement controlled at the shoulders.
Purpose of the exercise:
Activates the lower trapezius, serratus anterior, and scapular stabilizers.
Helps correct posture and improve shoulder balance.', 'CC-BY-SA-4.0', 'zdelko', 'dumbbell scaption'),
(1429, '5a9f4fa4-6b71-4bc7-a284-e76e43e3106a', 'Dumbbell Shoulder Rotations', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Dumbbell shoulder rotations are designed to strengthen the rotator cuff muscles and improve shoulder stability and mobility.
External Rotation: Hold a dumbbell in one hand, keeping your elbow bent at 90 degrees and close to your body. Rotate your forearm outward, away from your body, keeping your elbow stationary. Slowly return to the starting position.
Internal Rotation: Hold a dumbbell in one hand, keeping your elbow bent at 90 degrees and close to your body. Rotate your forearm inward, toward your body, and slowly return to the starting position. Perform the exercise with controlled movements to avoid strain.', 'CC-BY-SA-4.0', 'hpmbala@gmail.com', 'dumbbell shoulder rotations'),
(1645, '41213cc0-f8d7-4b20-998a-f22deacfc83a', 'Dumbbell Shrug', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'This exercise involves holding a dumbbell in each hand and shrugging your shoulders up towards your ears, then lowering them back down. It primarily targets the trapezius muscles in the upper back and can help improve posture and shoulder stability.', 'CC-BY-SA-4.0', 'AlucardEvil40', 'dumbbell shrug'),
(1650, '3e9b3bb0-7958-4836-89a5-ed0c5f7eeb03', 'Dumbbell Side Bend', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'This exercise involves holding a dumbbell in one hand and bending sideways to work the oblique muscles on the side of the body. It can be done standing or seated and is often used as a core strengthening exercise.', 'CC-BY-SA-4.0', 'AlucardEvil40', 'dumbbell side bend'),
(1653, '412ba9ab-ae29-4411-9bbc-74af1263494c', 'Dumbbell Side Squat', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], 'This exercise involves holding a dumbbell in one hand and performing a squat while stepping to the side. It targets the legs, glutes, and core muscles.', 'CC-BY-SA-4.0', 'AlucardEvil40', 'dumbbell side squat'),
(1234, '7cc24acf-3fc9-4d14-a461-cd00d1d18f0e', 'Dumbbell Single-leg Hip Thrust', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Biceps femoris (Hamstrings)','Quadriceps femoris (Quads)']::text[], ARRAY['Barbell']::text[], 'The single-leg hip thrust is performed by placing your upper back on a weight bench, raising one leg, and extending the hip of the other leg to achieve an isolated contraction of the glute.
By working each side separately, you can fully isolate your glutes unilaterally, providing maximal training stimulus.', 'CC-BY-SA-4.0', 'carlos3c', 'dumbbell single-leg hip thrust'),
(1366, '8a3e08ab-4e97-4aee-897a-60d8693b9b43', 'Dumbbell Split Squat', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Controlled execution
No momentum
Execute slowly', 'CC-BY-SA-4.0', 'Anastasious', 'dumbbell split squat'),
(1088, '0c30c543-e2cc-499b-bc31-8c28db445ed2', 'Dumbbell sumo deadlift', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Lower your dumbbell to the ground between your legs. Assume a wide stance and with a straight back squat down. With the dumbbell standing upright, grip it by the top of the ‘head’ (picture 1).Keeping your chest up and core braced, push the floor away, driving back upwards to a standing position (picture 2). Repeat. If you can easily achieve 20-30 reps, use two dumbbells.', 'CC-BY-SA-4.0', 'philip', 'dumbbell sumo deadlift'),
(1684, 'ae6a522e-db10-45ba-9642-987468d8a4de', 'Dumbbell Thruster', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Dumbbell']::text[], 'Start with the dumbbells resting on your shoulders and squat down. Push
into standing and raise the dumbbells into an overhead position. Bring
the dumbbells back to your shoulders and repeat.', 'CC-BY-SA-4.0', 'meldun', 'dumbbell thruster'),
(211, 'd8bddb58-91b0-4d7b-8ec1-cd742584b607', 'Dumbbell Triceps Extension', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)']::text[], ARRAY['Dumbbell']::text[], 'Position one dumbbell over head with both hands under inner plate (heart shaped grip).
With elbows over head, lower forearm behind upper arm by flexing elbows. Flex wrists at bottom to avoid hitting dumbbell on back of neck. Raise dumbbell over head by extending elbows while hyperextending wrists. Return and repeat.', 'CC-BY-SA-3.0', 'tuninx', 'dumbbell triceps extension'),
(1463, '1dca10f9-a976-4a09-ab85-b95fafaa1a28', 'Dumbbell Underhand Dead Row', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Dumbbell']::text[], 'The Dumbbell Underhand Dead Row will involve the back, which means you can try a bit heavier weight. The catch is that you need to be able to control the weight for all the reps.
Start by holding a pair of dumbbells with your feet shoulder-wide apart and your knees slightly bent.
Hinge at your hips to lower your torse forward until it''s almost parallel to the floor, keeping your back flat and maintaining a slight bend in your knees.
Exhale as you row the dumbbells to your sides up to chest height, leading with your elbows until your upper arms are just past parallel to the floor and the dumbbells are at ribcage level.
Slowly lower to the starting position and repeat. Keep your back flat all the time.', 'CC-BY-SA-4.0', 'Moffi', 'dumbbell underhand dead row'),
(1229, 'e9ada9fc-94d0-4131-b5c0-7df1b0fd2ce8', 'Dumbbell upright-row', '{}'::text[], 'Arms', ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Serratus anterior']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Hold a dumbbell in each hand in front of your body. Keep your palms towards your body. Lift you hands straight up until your hands are under your chin, then lower them. Repeat the exercise.', 'CC-BY-SA-4.0', 'Lynn_McIntyre', 'dumbbell upright-row'),
(1225, 'fd38d854-a244-4646-842b-ef1e0fbfede8', 'Dumbbell wide bicep curls', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Hold a dumbbell in each hand with your hands slightly wider than shoulder-width apart and palms facing forward.
Bend your elbows and lift the dumbbells to your shoulders. Slowly return and repeat.', 'CC-BY-SA-4.0', 'Lynn_McIntyre', 'dumbbell wide bicep curls'),
(208, 'fe328b2b-cc6d-4f12-a2c6-85ce374217c7', 'Dumbbells on Scott Machine', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'dumbbells on scott machine'),
(1824, '2affa71f-7308-4448-af57-dc44b424090e', 'Dumbell Tate Press', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)']::text[], ARRAY['Bench','Dumbbell']::text[], 'Set Up: Lie flat with a dumbbell in each hand. Extend your arms straight up over your chest as if you were at the top of a dumbbell bench press
Starting Position: Position the dumbbells so they are touching or very close together with a pronated grip (palms facing your feet and thumbs facing each other)
Lowering: Without moving your upper arms or shoulders, bend your elbows and flare them outward to the sides. Lower the inner ends of the dumbbells toward the center of your chest
Touch and Pause: Gently touch the dumbbells to your chest. Do not rest the weight on your body; maintain constant tension in your triceps
Press: Forcefully extend your elbows to return the dumbbells to the starting position. Focus on "pushing your pinkies toward the sky" to maximize triceps engagement
https://www.youtube.com/watch?v=IgSjoXbpy1M&t=2', 'CC-BY-SA-4.0', 'beagle', 'dumbell tate press'),
(1286, '73dbe7a5-e8f3-48fd-814e-bc3378c15be2', 'Dynamic Planche', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Start in a plank position, with your hands directly under your shoulders and your feet hip-width apart.
Engage your core to keep your body in a straight line from head to toe.
From this position, bend your knees slightly and jump with both feet inward, bringing them as close to your core as possible
As soon as your feet touch the ground, push off forcefully to jump again and return to the starting plank position.
Continue repeating this jumping motion, maintaining control and core stability throughout the exercise.
Make sure to keep your breathing steady while jumping, breathing deeply and controlling your breathing.
Keep your gaze fixed on the ground to maintain proper spinal alignment.
Repeat the jumps for the desired length of time or the number of repetitions recommended for your workout program.
To finish the exercise, rest by releasing the plank position, then stretch if necessary to loosen your muscles.', 'CC-BY-SA-4.0', 'painDpice', 'dynamic planche'),
(1099, '45d89ca5-f5c7-4e56-9833-fd160cd2666d', 'Dynamic side hold', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis']::text[], ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Kettlebell']::text[], 'Sling a rubber band on a kettlebell and lift the kettlebell by the rubber band. Let it hang by your side and stand on one leg, switch leg while continuing hold. Repeat with other hand', 'CC-BY-SA-4.0', 'philip', 'dynamic side hold'),
(1498, '732a9a7f-fb45-41ea-94a3-6a7246a699f6', 'Elbows Tucked DB Bench Press', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Bench','Dumbbell']::text[], 'Elbows Tucked DB Bench Press, chest press movement focusing on the triceps. DB stays parallel with body', 'CC-BY-SA-4.0', 'JohnPreston', 'elbows tucked db bench press'),
(1391, '34cce09a-edb3-4140-892a-1cf70da8d98b', 'Elephant Walks', ARRAY['Walking Hamstring Stretch']::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], ARRAY['Gastrocnemius (Calves)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Hinge at your hips until you feel a stretch behind your knees. Bend one leg while the other is straight then fluidly bend the other knee while straightening the first knee.', 'CC-BY-SA-4.0', 'captive0592', 'elephant walks walking hamstring stretch'),
(1707, 'a2fa24ba-597f-4746-b9b0-fbabae6396e6', 'Elevación lateral polea', '{}'::text[], 'Back', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Incline bench']::text[], 'Lateral elevation unilateral using a polea', 'CC-BY-SA-4.0', 'polloperro', 'elevacion lateral polea'),
(1027, '302e02df-4270-4a0b-8c5d-b743cdb06fc9', 'Elevated prayer stretch', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Bench']::text[], 'Starting position:
Kneel in front of a bench, far enough so that your torso can fit between your knees and the bench. With your back straight, place your elbows on the bench, with palms together, hands pointing up.
Steps:
On exhale, stretch your chest down toward the floor without moving your lower back. At the same time, bring your hands toward your shoulders, keeping palms together and elbows on the bench.
Hold for a few seconds.
On inhale, relax your back to return to the starting position.
Repeat.', 'CC-BY-SA-4.0', 'tinman', 'elevated prayer stretch'),
(962, '95a300de-2ad8-492e-9364-13766d9e7618', 'Elliptical', '{}'::text[], 'Cardio', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)','Trapezius']::text[], ARRAY['Biceps brachii (Biceps)','Rectus abdominis (Abs)','Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'It improves muscle toning, strengthens the leg muscles (quads, glutes, calves), helps vascularisation and increases resistance. The elliptical is also very useful if you aim to lose weight. Teste', 'CC-BY-SA-4.0', 'clafal', 'elliptical'),
(1590, 'b48cd640-dd9f-4557-a4db-8cd33d5655a6', 'Estiramiento de brazos y cuello', '{}'::text[], 'Abs', ARRAY['Anterior deltoid (Shoulders)','Trapezius','Triceps brachii (Triceps)']::text[], ARRAY['Latissimus dorsi (Lats)','Serratus anterior']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Alivia tensiones en la parte superior del cuerpo, especialmente útil para personas con trabajo de oficina o posturas prolongadas.', 'CC-BY-SA-4.0', 'MrAlfaRobot', 'estiramiento de brazos y cuello'),
(1589, '505d6a28-1e24-4349-ab2b-49af3300e08e', 'Estiramiento de piernas y cadera', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Movimientos suaves para mejorar la flexibilidad de la parte inferior del cuerpo y liberar tensión en la cadera.', 'CC-BY-SA-4.0', 'MrAlfaRobot', 'estiramiento de piernas y cadera'),
(1241, '29a361d5-1300-4fb4-90d6-d6350bec9cb9', 'Exercise Band Dorsiflexion', '{}'::text[], 'Legs', ARRAY['Soleus']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'This exercise uses an exercise band. It targets the Soleus and Tibialis anterior.', 'CC-BY-SA-4.0', 'erikocobra', 'exercise band dorsiflexion'),
(1242, '70c97a79-5e88-4549-a74c-0e5190a5c048', 'Exercise Band Plantarflexion', '{}'::text[], 'Legs', ARRAY['Gastrocnemius (Calves)']::text[], ARRAY['Soleus']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Banded plantarflexion is a great way to bridge the gap between plantarflexion range of motion and the more strenuous calf raises in weight bearing. This can help strengthen the calf muscles, load the Achilles tendon, and improve plantarflexion range of motion.', 'CC-BY-SA-4.0', 'erikocobra', 'exercise band plantarflexion'),
(1132, 'ab872d04-ca20-4341-b3c9-76763b25ef42', 'Extensión de gluteo en  máquina', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], '{}'::text[], 'Un ejercicio de extensión de cadera GHD es uno de los mejores ejercicios para glúteos. Si bien el ejercicio se enfoca principalmente en los glúteos, también es excelente para la zona lumbar, las pantorrillas y los isquiotibiales.', 'CC-BY-SA-4.0', 'Franpol', 'extension de gluteo en  maquina'),
(1131, '19a9f67b-60f5-4367-9134-b805f3e73956', 'Extensión de gluteos en polea', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], '{}'::text[], 'Esta actividad te permitirá ejercitar la zona del glúteo superior o mayor. Por ello, nunca puede faltar en tu rutina de ejercicios aislados para trabajar los glúteos.
Colócate en frente de una máquina de poleo y localiza el gancho inferior. Luego, sujétalo en las tobilleras para trabajar en polea baja. En relación a la postura, debes estar recto en todo momento. Presta especial atención a tu espalda para mantenerla derecha y no lastimarte.
Es recomendable que te sujetes a la máquina para tener más equilibrio. Con la pierna que estás sosteniendo el peso de la polea, realiza un estiramiento lento para atrás sin flexionar la rodilla.', 'CC-BY-SA-4.0', 'Franpol', 'extension de gluteos en polea'),
(1835, 'a4413bcc-dcd1-4332-a09a-fee94a265e22', 'External Rotation Stretch', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Sit with your feet pressed against each other, and one knee raised all the way out to the side of your body.
Place your elbow on your raised knee, bend it at 90 degrees, and point your hand directly forward, holding your barbell/dumbbell.
Keep your shoulder depressed and retracted, raise your hand until your forearm is vertical, as if you were about to wave at someone like a robot.
Lower your hand to the original position and repeat.', 'CC-BY-SA-4.0', 'Croak6728', 'external rotation stretch'),
(1921, 'ab808c2c-2e84-42bb-a65d-287a06ca7aa2', 'Extreme Lat Stretch', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], '{}'::text[], 'Deep loaded stretch for latissimus dorsi, performed after pulling movements.', 'CC-BY-SA-4.0', '', 'extreme lat stretch'),
(1919, '3c33c9fd-20cc-4dff-ac88-c992bb9b2e33', 'Extreme Pec Stretch', '{}'::text[], 'Chest', '{}'::text[], '{}'::text[], '{}'::text[], 'Deep loaded stretch for pectorals, typically performed at end of chest work.', 'CC-BY-SA-4.0', '', 'extreme pec stretch'),
(1920, '4925b6c0-bbe6-4864-a649-23ec18d49985', 'Extreme Shoulder Stretch', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], '{}'::text[], 'Deep loaded stretch for deltoids, performed after pressing movements.', 'CC-BY-SA-4.0', '', 'extreme shoulder stretch'),
(1297, '31df980c-a493-418f-ab49-a986c3c23bc4', 'EZ-Bar Skullcrusher - NB', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['SZ-Bar']::text[], 'The EZ-bar skullcrusher is a popular exercise targeting the triceps muscles. The EZ-bar is used more often than a straight bar. As for the name, that’s worst-case scenario. The bar should actually come down behind the head. It is usually performed for moderate to high reps as part of an upper body or arms-focused workout. No need to chase a 1RM on this move!', 'CC-BY-SA-4.0', 'JackSparrow', 'ez-bar skullcrusher - nb'),
(1732, '7bf4e131-d4a3-44c0-8fca-9e10002492e7', 'Face pulls with yellow/green band', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Trapezius']::text[], ARRAY['Resistance band']::text[], 'Face pulls with band – standing horizontal pull. Grab the band at face height, pull elbows high and wide towards your face while squeezing shoulder blades together. Trains upper back, rear shoulders and improves posture.', 'CC-BY-SA-4.0', '54str', 'face pulls with yellow/green band'),
(222, 'd7a418d4-d0cb-4f85-8a7c-1e9d97152cbd', 'Facepull', ARRAY['Face pull']::text[], 'Shoulders', ARRAY['Trapezius']::text[], '{}'::text[], '{}'::text[], 'Attach a rope to a pulley station set at about chest level.
Step back so you''re supporting the weight with arms completely outstretched and assume a staggered (one foot forward) stance. Bend the knees slightly for a stable base.
Retract the scapulae (squeeze your partner''s finger with your shoulder blades) and pull the center of the rope slightly up towards the face. A good cue is to think about pulling the ends of the rope apart, not just pulling back.
As you near your face, externally rotate so your knuckles are facing the ceiling.
Hold for one second at the top position and slowly lower.', 'CC-BY-SA-4.0', 'abeworld', 'facepull face pull'),
(1217, '676e8149-863e-4174-a09a-a327b247c00d', 'Finger Pushup', ARRAY['Flexão de dedo']::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Hand Positioning:
Start in a plank position with your hands directly beneath your shoulders.
Spread your fingers wide apart, placing them firmly on the ground.
Finger Placement:
Gradually lift your palms off the ground, shifting the weight onto your fingers.
Focus on distributing the load evenly across your fingertips and thumbs.
Body Alignment:
Maintain a straight line from head to heels to engage your core.
Keep your body in a controlled and stable position throughout the exercise.
Lowering Phase:
Slowly bend your elbows, lowering your chest towards the ground.
Ensure controlled movement, maintaining stability on your fingertips.
Pushing Up:
Press through your fingertips to straighten your arms, returning to the starting position.
Emphasize the engagement of your fingers and thumbs throughout the push-up.', 'CC-BY-SA-4.0', '', 'finger pushup flexao de dedo'),
(820, '0ecd5f3a-f156-4f1b-b29e-16fb80802a50', 'Fingerboard 20 mm edge', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], '{}'::text[], 'Hang for 10 seconds on a fingerboard with a 20 mm edge', 'CC-BY-SA-4.0', 'marcelbader', 'fingerboard 20 mm edge'),
(1694, '03f7fc27-e64f-4417-ab0c-a52adac60fda', 'Flat Machine Press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['Bench']::text[], 'Execution
Start position:
Elbows bent at roughly 90°, hands just outside your chest.
Keep wrists straight and aligned with your forearms.
Pressing phase (concentric):
Push the handles forward until your arms are almost fully extended — don’t lock out.
Focus on squeezing your chest at the end of the movement.
Returning phase (eccentric):
Slowly bring the handles back toward your chest, feeling the stretch in your pecs.
Maintain tension — don’t let the weight stack touch down between reps.', 'CC-BY-SA-4.0', 'daiben', 'flat machine press'),
(1188, 'd36fdd3c-9a35-4643-a3fd-57db78c866d6', 'Flexión lateral', '{}'::text[], 'Abs', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'con una pesa en una mano, estiramos el brazo hacia abajo, flexionamos el otro brazo apoyando la mano en la cabeza. Ahora llevamos la mano con la pesa girando el torso arriba y abajo', 'CC-BY-SA-4.0', '', 'flexion lateral'),
(1000, 'cf79d9fb-ffce-4648-a64f-27e4274e4c20', 'Floor dips', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Sit with your arms behind you, supporting your back.Your fingers should point forward.Your knees should be bent, feet together.
Steps:
Raise your hips off the ground, straightening your arms.
Bend your elbows, bringing your hips down.
Straighten your arms, returning to the previous position.
Repeat steps 2 and 3.
Notes:
The exercise''s difficulty depends on how high you bring your hips.', 'CC-BY-SA-4.0', '', 'floor dips'),
(1746, '47ee9fc4-d226-44c8-926b-f52c675b79e2', 'Floor dumbbell bench press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Dumbbell']::text[], 'This exercise involves lying on your back with a dumbbell in each hand, and pressing them up towards the ceiling, targeting the chest muscles. The dumbbells are then lowered back down to the starting position on the floor.', 'CC-BY-SA-4.0', '54str', 'floor dumbbell bench press'),
(1833, 'd6b2ac1d-4363-45e9-8fdb-9fba0a47b27d', 'Floor Glider Hamstring Curls', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], '{}'::text[], 'Lie on back with heels on floor gliders or towels. Lift hips into a bridge, then slide heels toward glutes while keeping hips elevated. Slowly return to the starting position while maintaining the hip bridge.', 'CC-BY-SA-4.0', '', 'floor glider hamstring curls'),
(1468, '6b68043c-a900-41f4-89fb-ea5c8193f216', 'Floor Skull Crusher', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['SZ-Bar']::text[], 'Allowing you to safely load more weight than a regular skull crusher, lie on the floor and rest the weight on the floor in between each repetition.', 'CC-BY-SA-4.0', 'Expenses7000', 'floor skull crusher'),
(235, 'fdc550b6-ec58-4023-ba62-b54045e9a10d', 'Flutter Kicks', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], '{}'::text[], '-Laying on the back, lift your straightened legs from the ground at a 45 degree angle.
-As your Left foot travels downward and nearly touches the floor, your Right foot should seek to reach a 90 degree angle, or as close to one as possible.
-Bring your R foot down until it nearly touches the floor, and bring your L foot upwards.  Maintain leg rigidity throughout the exercise.  Your head should stay off the ground, supported by tightened upper abdominals.
-(L up R down, L down R up, x2)  ^v, v^, ^v, v^ = 1 rep
-Primarily works the Rectus Abdominus, the hip flexors and the lower back. Secondarily works the Obliques.  Emphasis placed on the lower quadrant of the abs.', 'CC-BY-SA-4.0', 'nate303303', 'flutter kicks'),
(237, '07c5b9f4-2be5-4a3d-b6d2-16235da1ae3a', 'Fly With Cable', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'fly with cable'),
(238, '95d226ad-3bf7-4cd6-aa64-2f26b526d8b6', 'Fly With Dumbbells', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Take two dumbbells and lay on a bench, make sure the feet are firmly on the ground and your back is not arched, but has good contact with the bench. The arms are stretched in front of you, about shoulder wide. Bend now the arms a bit and let them down with a half-circle movement to the side. Without changing the angle of the elbow bring them in a fluid movement back up.', 'CC-BY-SA-3.0', 'wger.de', 'fly with dumbbells'),
(239, '55d0a5ec-b147-40c3-aa77-314e61c93689', 'Fly With Dumbbells, Decline Bench', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'The exercise is the same as with a regular bench:
Take two dumbbells and lay on a bench, make sure the feet are firmly on the ground and your back is not arched, but has good contact with the bench. The arms are stretched in front of you, about shoulder wide. Bend now the arms a bit and let them down with a half-circle movement to the side. Without changing the angle of the elbow bring them in a fluid movement back up.', 'CC-BY-SA-3.0', 'wger.de', 'fly with dumbbells, decline bench'),
(1860, '165a79bc-f4bc-4439-a0ed-6a77cd71f5e6', 'Foam Roller Adductors', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Slide the Foam Roller over your Adductors. Is english please', 'CC-BY-SA-4.0', 'Davidgj32', 'foam roller adductors'),
(1856, '8a9fff1e-0908-4706-8baa-7f400e2dac19', 'Foam Roller Anterior tibialis', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Use the foam roller slowly in the tibial anterioris. This is english, please', 'CC-BY-SA-4.0', 'Davidgj32', 'foam roller anterior tibialis'),
(1859, '164a31e9-ce70-4339-aee5-4ea7a3bdd246', 'Foam Roller Gluteus', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Slide on the Foam Roller over your gluteus. Is english please', 'CC-BY-SA-4.0', 'Davidgj32', 'foam roller gluteus'),
(1857, '4d96e62c-e4ac-45be-9428-b97f18ca26d9', 'Foam Roller Iliotibial band', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Slide on the Foam Roller over your iliotibial band. Is english terrible checker', 'CC-BY-SA-4.0', 'Davidgj32', 'foam roller iliotibial band'),
(1858, 'b8ffa641-55e7-4761-ad5d-8336bb3ab3d4', 'Foam Roller quadriceps', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Slide the Foam Roller over your quadriceps. Is english, please', 'CC-BY-SA-4.0', 'Davidgj32', 'foam roller quadriceps'),
(1333, '17947bd2-db2d-4ba6-998c-1bbf31cf228a', 'Forearm Curls (underhand grip)', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Muskulatur anspannen
Kein Schwung holen
Kontrollierte Bewegung
Langsame Bewegung', 'CC-BY-SA-4.0', 'Anastasious', 'forearm curls (underhand grip)'),
(994, '9d9c4c9f-045f-4af5-adf2-8bb07c3516dc', 'Forward arm circles', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Stand tall with your back straight.
Steps:
Keeping your arms straight, bring them in front of you, move them down, behind your back, then over your head, and back to the initial position.
Keep circling your arms as described in step 1.', 'CC-BY-SA-4.0', '', 'forward arm circles'),
(1004, '4b278f57-4505-419a-8b34-172b53eb4adc', 'Forward shoulder rotation', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Sit or stand with your back straight.
Steps:
Place your hands on your shoulders.
Repeatedly rotate both shoulder joints in a circular motion at a moderate pace.', 'CC-BY-SA-4.0', '', 'forward shoulder rotation'),
(1238, '00eae665-ff78-4373-9c43-f44a4a1b43e0', 'Frog stand', '{}'::text[], 'Abs', ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Brachialis','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Stand with your feet shoulder-width apart and your toes pointing forward, facing a wall or bench for support if needed.
Bend your knees into a squat position.
Place your hands on the ground in front of you, shoulder-width apart, with your fingers spread wide.
Make sure your elbows are under your shoulders and your body forms a straight line from your head to your heels.
Upward phase:
Push with your feet and hands to lift your body off the ground.
Straighten your legs and arms, keeping your body aligned.
Engage your core and glutes to maintain the position.
If needed, rest your knees on the wall or bench for assistance.', 'CC-BY-SA-4.0', 'clafal', 'frog stand'),
(1844, 'a37001e9-b4b3-45db-8ee3-046f40350efa', 'Frog Stretch', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Get on your hands and knees.
Widen your knees outwards, and drop to your elbows.
Without moving your elbows or knees, start to rock forwards and backwards, trying to get your bum closer to your feet.', 'CC-BY-SA-4.0', 'Croak6728', 'frog stretch'),
(1245, 'f41ac754-45a0-443b-afe5-e624e215229f', 'Front Lever', '{}'::text[], 'Abs', ARRAY['Latissimus dorsi (Lats)','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'The front lever is a figure where the body is kept in a horizontal position parallel to the floor.', 'CC-BY-SA-4.0', 'clafal', 'front lever'),
(1252, 'b61dff58-6e47-4671-853b-208e7cd0ced4', 'Front lever pull-up', '{}'::text[], 'Abs', ARRAY['Biceps brachii (Biceps)','Latissimus dorsi (Lats)','Rectus abdominis (Abs)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Pull-up bar']::text[], 'in the front lever position, with legs extended or easier if collected, pull by bringing the chest closer to the bar.', 'CC-BY-SA-4.0', 'clafal', 'front lever pull-up'),
(1214, 'e79616cb-f5fb-4b10-b99d-09d43774e142', 'Front lever tuck', '{}'::text[], 'Back', ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Latissimus dorsi (Lats)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Pull-up bar']::text[], 'The muscles involved in the Front Lever, most subjected to stress, are mainly the extensors such as: the latissimus dorsi, the teres major, the posterior deltoid and the long head of the biceps.', 'CC-BY-SA-4.0', 'clafal', 'front lever tuck'),
(1011, 'dcbfa3f0-ba88-4633-a30d-c188dccc5d3f', 'Front neck stretch', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Sit or stand with your back straight.
Steps:
Open mouth wide.
Slowly tilt head back with mouth opened. If you feel the need for support, clasp your hands behind your head.
Very slowly close and open your mouth.
At the end, slowly return to starting position and close mouth.', 'CC-BY-SA-4.0', '', 'front neck stretch'),
(1307, 'dd9dcfd2-879f-422a-ad06-d2c187c58d1f', 'Front Plank', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis','Pectoralis major (Chest)','Quadriceps femoris (Quads)','Serratus anterior']::text[], ARRAY['none (bodyweight exercise)']::text[], 'The plank is a bodyweight exercise. As a multi-functional movement, the plank not only targets your abdominal muscles but also the spine and hip. Plank strengthens and tightens your entire body, improves your posture and balance, reduces body fat, and can help boost your metabolism.
Exercises such as the “plank pose” help strengthen the stamina of stabilizing abdominal muscles. It can also help relieve back pain associated with a weakening of the function of the stabilizing muscles of the body.
Planks are a versatile exercise that targets many of the most important muscle groups in the body, so they can be applied by anyone to improve endurance and overall body strength.', 'CC-BY-SA-4.0', 'hektkaso', 'front plank'),
(827, 'd3b21677-7311-40f8-a321-0ad4f7dfc3a9', 'Front Plate Raise', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'The plate front raise is a variation of the dumbbell front raise where the lifter holds a weight plate between two hands, rather than using a dumbbell, barbell, or other weight. It can provide variety in a shoulder-focused muscle-building workout, or as part of an upper body or full-body circuit.
While standing straight, hold a barbell plate in both hands at the 3 and 9 o''clock positions. Your palms should be facing each other and your arms should be extended and locked with a slight bend at the elbows and the plate should be down near your waist in front of you as far as you can go. Tip: The arms will remain in this position throughout the exercise. This will be your starting position.
Slowly raise the plate as you exhale until it is a little above shoulder level. Hold the contraction for a second. As you inhale, slowly lower the plate back down to the starting position.
Repeat for the recommended amount of repetitions.', 'CC-BY-SA-4.0', 'cshep442', 'front plate raise'),
(259, '5b4b94ca-f429-4394-9477-c00be8f2bb04', 'Front Pull narrow', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Biceps brachii (Biceps)','Brachialis']::text[], ARRAY['Barbell','SZ-Bar']::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'front pull narrow'),
(258, '6260e3aa-e46b-4b4b-8ada-58bfd0922d3a', 'Front pull wide', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Brachialis']::text[], ARRAY['Barbell','SZ-Bar']::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'front pull wide'),
(1731, 'be9dfe16-9fc3-463d-a9cd-7aade27ef571', 'Front Raise (Cable)', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'Raise the handle in a slight arc with controlled movement.
Don’t swing your torso to start the rep.', 'CC-BY-SA-4.0', 'barry', 'front raise (cable)'),
(256, '9c35594c-bbcc-4656-bdcb-376814c90e96', 'Front Raises', ARRAY['DB Front Raises','dumbbell front raises']::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Barbell','Dumbbell']::text[], 'To execute the exercise, the lifter stands with their feet shoulder width apart and weights or resistance handles held by their side with a pronated (overhand) grip.
The movement is to bring the arms up in front of the body to eye level and with only a slight bend in the elbow. This isolates the anterior deltoid muscle (front of the shoulder) and uses the anterior deltoid to lift the weight.
When lifting it is important to keep the body still so the anterior deltoid is fully utilised; if the weight cannot be lifted by standing still then it is too heavy and a lower weight is needed. It is important to keep a slight bend in the elbow when lifting as keeping the elbow locked will add stress to the elbow joint and could cause injury.
A neutral grip, similar to that used in the hammer curl, can also be used. With this variation the weight is again raised to eye level, but out to a 45 degree angle from the front of the body. This may be beneficial for those with shoulder injuries, particularly those related to the rotator cuff.', 'CC-BY-SA-3.0', 'Manu, wikipedia', 'front raises db front raises dumbbell front raises'),
(254, '68e0dbba-2d1e-4a56-8378-8824c1de3342', 'Front Raises with Plates', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], '{}'::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'Marius', 'front raises with plates'),
(257, 'd677de4c-5bd9-412a-91f1-857116a666a2', 'Front Squats', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Barbell']::text[], 'This variation of the squat trains the hamstrings and gluteus maximus. It also works the back extensors and abductors.', 'CC-BY-SA-3.0', 'sistab2', 'front squats'),
(516, '58416166-7a3a-470d-b493-27332799dcdf', 'Front Wood Chop', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], '{}'::text[], '', 'CC-BY-SA-4.0', 'Konsumopfer', 'front wood chop'),
(260, 'e5a62151-5350-4c86-8a19-3e9ca7bf0f38', 'Full Sit Outs', '{}'::text[], 'Abs', ARRAY['Gluteus maximus (Glutes)','Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], '(A) Get in high plank position on your hands and toes.(B) Shift your weight to your left hand as you turn your body to the right; bend your right leg behind you and extend your right arm up. Return to the center and repeat on the opposite side. Continue, alternating sides.Make it easier: Don’t raise your arm after you bend your leg behind you.Make it harder: Balance with your arm and leg extended for two counts.', 'CC-BY-SA-4.0', 'http://www.realsimple.com/health/fitness-exercise/', 'full sit outs'),
(265, 'ceb0c2d0-06ac-4a49-89e7-8d7b1c1e5672', 'Glute Bridge', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], 'Lie on you back with your hips and knees flexed, feet on the ground. From this position, raise your butt off of the ground to a height where your body makes a straight line from your knees to your shoulders. To make the exercise more intense, you can add weight by letting a barbell rest on your hips as you complete the motion, or you can put your feet on a slightly higher surface such as a step or a bench.', 'CC-BY-SA-4.0', 'tdprice12', 'glute bridge'),
(1686, '8c4a9c16-294b-40e5-ba6d-50ae523704ba', 'Glute Bridge Single-Arm Press', '{}'::text[], 'Arms', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)','Triceps brachii (Triceps)']::text[], ARRAY['Dumbbell']::text[], 'With one dumbbell in hand, perform a glute bridge. Now hold the dumbbell above your chest, this is the rep starting position. Lower the dumbbell so that your elbow touches the floor or is roughly 45 degrees below your shoulder if using a bench. Push the dumbbell back into the starting position.', 'CC-BY-SA-4.0', 'meldun', 'glute bridge single-arm press'),
(1528, 'ce21d3a2-cdc5-410c-9970-c25029ca3769', 'Glute Drive', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Biceps femoris (Hamstrings)','Quadriceps femoris (Quads)']::text[], '{}'::text[], 'Lie down on the back pad and strap yourself in with the waistband. Position yout feet shoulder-length apart. They should be slightly splayed.', 'CC-BY-SA-4.0', 'schweezer', 'glute drive'),
(1723, '66ed6788-a1d8-49a2-af4d-397107fbf5fb', 'Glute Kickback (Machine)', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], '{}'::text[], 'Drive through your heel, not your toes, to hit the glute.
Don’t hyperextend your lower back at the top.', 'CC-BY-SA-4.0', 'barry', 'glute kickback (machine)'),
(1392, '77a56810-d050-4083-9501-d648f773376a', 'Good Morning', ARRAY['Hip Hinge']::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand with your feet more than shoulder-width apart (wider stance) and place your hands on your hips. Hinge at your hips and lower your upper body towards the ground while keeping your back straight then come back up.', 'CC-BY-SA-4.0', 'captive0592', 'good morning hip hinge'),
(268, 'fb928a58-9e24-4e7b-b714-71a5f759e8d6', 'Good Mornings', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'good mornings'),
(1414, 'f462df26-3264-48c2-b5aa-2374d0670c24', 'Hack Squats', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Gluteus maximus (Glutes)']::text[], '{}'::text[], 'Hack squats target the lower body and are performed on a hack squat machine or with a barbell. For the machine variation, position yourself on the platform with your shoulders under the pads and feet slightly forward. Push through your heels to lift the weight, then bend your knees to lower the platform in a controlled motion until your thighs are parallel to the ground. Push back up to the starting position. For the barbell variation, hold the bar behind your legs with your arms extended and perform a squat-like motion.', 'CC-BY-SA-4.0', 'hpmbala@gmail.com', 'hack squats'),
(1932, '422a48aa-a41e-46e7-b84f-0bd99ccb0737', 'Hammer Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)','Brachialis']::text[], ARRAY['Anterior deltoid (Shoulders)','Rectus abdominis (Abs)']::text[], ARRAY['Dumbbell']::text[], 'The Hammer Curl is a
popular isolation exercise for the arms, typically performed with
dumbbells. Instead of rotating your wrists like a standard bicep curl,
you keep a neutral grip (palms facing each other) throughout the entire
movement, as if you were holding a hammer.', 'CC-BY-SA-4.0', 'amaesc', 'hammer curl'),
(272, 'c0d9fe98-f4fe-49f3-8037-05e1984e7d2d', 'Hammer Curls', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Start: Hold dumbbells at your sides with palms facing your torso.
Curl: Lift the weights toward your shoulders while maintaining the neutral grip (like holding a hammer).
Squeeze: Contract the biceps at the top without moving your elbows forward.
Lower: Slowly return to the starting position with full control.', 'CC-BY-SA-3.0', 'wger.de', 'hammer curls'),
(275, '04365177-e078-489b-983a-8ac61b7346f1', 'Hammercurls on Cable', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['Brachialis']::text[], '{}'::text[], 'Take a cable in your hands (palms parallel, point to each other), the body is straight. Bend the arms and bring the weight up with a fast movement. Without any pause bring it back down with a slow, controlled movement, but don''t stretch completely your arms.
Don''t swing your body during the exercise, the biceps should do all the work here. The elbows are at your side and don''t move.', 'CC-BY-SA-3.0', 'wger.de', 'hammercurls on cable'),
(1831, '920692b2-0842-428a-b925-ba0daf6b41db', 'Hammerstrength Decline Chest Press', ARRAY['Hammerstrength Decline Press']::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], '{}'::text[], 'Sit upright in a hammerstrength decline chest press machine while squeezing your shoulder blades together and placing your heels firmly on the ground underneath your knees.
The back pad should be contact with your head, shoulders, and butt at all times.
Grab ahold of the handles with an overhand grip just outside shoulder-width apart just below your chest.
Keeping your core braced by breathing into your stomach and flexing the abdominal muscles, push through your palms to extend your elbows while keeping them at a 45 degree angle from your torso.
Once your arms are fully extended, return to the starting position.', 'CC-BY-SA-4.0', '', 'hammerstrength decline chest press hammerstrength decline press'),
(1398, '638756b5-a957-48f4-93ca-8994cead818f', 'Hamstring Chokes', ARRAY['Dynamic Hamstring Stretch']::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Sit on the ground and bend one leg, bringing your knee toward you. Place your hand behind your hamstring and gently pull your leg toward your chest, feeling a stretch in the back of your thigh. Straighten your leg, extending up toward the ceiling.', 'CC-BY-SA-4.0', 'captive0592', 'hamstring chokes dynamic hamstring stretch'),
(1855, 'fae5378b-db4b-4ab5-9207-07a6abab917f', 'Hamstring Foam roller', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Move your hamstrings slowly over the foam roller', 'CC-BY-SA-4.0', 'Davidgj32', 'hamstring foam roller'),
(1387, '66aef559-02e8-4f35-91f6-600f103e9cbf', 'Hamstring Kicks', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand with your feet hip-width apart and extend one arm in front of you. Swing that leg up in front of you and back down while keeping your leg as straight as possible and your toes pointed up.Repeat with the other leg.', 'CC-BY-SA-4.0', 'captive0592', 'hamstring kicks'),
(279, '4e238360-a4c1-4509-85c1-f96d01e69cf9', 'Hand Grip', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], '{}'::text[], 'chrome Hand Flex Grip to build up forearms muscles', 'CC-BY-SA-4.0', 'vince63', 'hand grip'),
(1516, '35008ce6-74ca-40db-b965-44a1eccfa061', 'Handstand', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'Handstand free standing by pressing arms into the ground and contracting core and glutes', 'CC-BY-SA-4.0', 'Fittness69', 'handstand'),
(907, 'ed00a43f-f761-41f2-94d4-056120bc5f6d', 'Handstand Push Up', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], 'Handstands Push Up which demand high level of skill', 'CC-BY-SA-4.0', 'karly', 'handstand push up'),
(282, '7704e810-c05d-47cc-a384-265e0231a497', 'Handstand Pushup', '{}'::text[], 'Shoulders', ARRAY['Trapezius','Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'The handstand push-up (press-up) - also called the vertical push-up (press-up) or the inverted push-up (press-up) also called commandos- is a type of push-up exercise where the body is positioned in a handstand. For a true handstand, the exercise is performed free-standing, held in the air. To prepare the strength until one has built adequate balance, the feet are often placed against a wall, held by a partner, or secured in some other way from falling. Handstand pushups require significant strength, as well as balance and control if performed free-standing.', 'CC0-1.0', 'BFad07', 'handstand pushup'),
(283, '9b993e99-8701-43f0-84d6-689123183880', 'Hanging Leg Raises', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['Pull-up bar']::text[], 'Hanging from bar or straps, bring legs up with knees extended or flexed', 'CC-BY-SA-3.0', 'robhoyt', 'hanging leg raises'),
(1018, '36eaf240-db34-4d83-bba9-94d0e989c9e2', 'Head tilts', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Sit or stand with your back straight.
Steps:
Tilt your head to one side and hold for a bit.2.Return your head to neutral position and hold for a bit.
Tilt your head to the other side and hold for a bit.
Return your head to neutral position yet again and hold for a bit.
Repeat.', 'CC-BY-SA-4.0', '', 'head tilts'),
(1007, '336e224a-a7a1-4808-9871-1ad8cfc3fee7', 'Head turns', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Sit or stand with your back straight and shoulders down.
Steps:
Sit or stand up straight, shoulders dropped.
Turn your head to the side as far as possible. Stop when you hit a barrier and hold for 5 seconds.
Return to center position and repeat, changing sides.', 'CC-BY-SA-4.0', '', 'head turns'),
(1411, 'cfe3f20e-d078-4e6c-91fc-37da62f5ac0a', 'Heel Touches', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis']::text[], ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting Position:
Lie on your back on an exercise mat.
Bend your knees, keeping your feet flat on the floor and hip-width apart.
Place your arms along your sides, palms facing inward, just off the floor.
Engage Core:
Lift your head, shoulders, and upper back slightly off the ground.
Keep your neck neutral and chin slightly tucked.
Perform the Movement:
Side-bend to the right, reaching your right hand toward your right heel.
Return to the center, then side-bend to the left, reaching your left hand toward your left heel.
Continue alternating sides in a controlled manner.
Breathing:
Exhale as you reach toward your heel and inhale as you return to the center.', 'CC-BY-SA-4.0', 'hpmbala@gmail.com', 'heel touches'),
(1303, 'e781dae5-90b8-4105-8aa6-82d278ac5ff5', 'Helms Row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Trapezius']::text[], ARRAY['Dumbbell']::text[], 'Setup: Place your chest on the end of a bench, using a towel or anything soft to keep your chest protected. You want your chest to be in contact with the bench around the nipple line. Your back should be almost parallel to the floor
Execution: When you’re starting the exercise, focus on pulling your elbows back until you feel maximum tightness in the lats.
If you want to get some trap activation with the exercise, relax your shoulder blades when the weights are hanging down and then retract them as you start the rep.', 'CC-BY-SA-4.0', 'carlos3c', 'helms row'),
(284, '8381f40c-3168-4d98-af60-6a89800dd308', 'Hercules Pillars', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)','Brachialis','Triceps brachii (Triceps)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], 'Grab two cables stand in the middle so both have tension and hold', 'CC-BY-SA-3.0', 'GrosseHund', 'hercules pillars'),
(285, '3edbb63e-f326-4bd0-8af3-2d5deabb864f', 'High Knee Jumps', '{}'::text[], 'Cardio', ARRAY['Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Quadriceps femoris (Quads)','Soleus']::text[], ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)','Serratus anterior']::text[], '{}'::text[], '-Start with legs slightly wider than shoulder width
-Drop into a bodyweight squat
-As you hit the bottom of the squat, explode upwards into a jump while simultaneously tucking your knees into your chest midflight.  Remain tucked until the apex of your jump.
-Land on both feet, making sure your knees are not locked so as to avoid excessive strain upon your joints.  Collect yourself into the next rep as quickly but under control as possible.', 'CC-BY-SA-4.0', 'nate303303', 'high knee jumps'),
(1318, '32942c8c-0572-4d8b-9aec-48cb026fda1f', 'High Knee Skips HD', '{}'::text[], 'Cardio', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], ARRAY['Biceps brachii (Biceps)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)','Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'You can use this exercise both as a dynamic warm-up before training and add it to your cardio training routine to burn fat.
High knee skips are a plyometric exercise. Plyometrics are explosive aerobic moves that increase speed, quickness, and power and they work your whole body.
High knee skips target the oblique, leg muscles, hip muscles and hip flexors and also work on the thighs, knee tendons, quadriceps and shoulders.
Jumps are beneficial to your health because they combine cardiovascular conditioning with strength work. Since jumps elevate your heart rate, they can also improve your cardiovascular fitness.', 'CC-BY-SA-4.0', 'hektkaso', 'high knee skips hd'),
(983, 'db5bd076-2f1d-4b72-9be9-610e5c3f5724', 'High knees', ARRAY['Running in place']::text[], 'Cardio', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting positionStand straight.
Steps:
Run in place, putting knees as high up as is comfortable and switching legs at a quick pace.', 'CC-BY-SA-4.0', '', 'high knees running in place'),
(1001, 'b2b40a54-e42b-49ec-97da-4c929ae41d42', 'High plank', '{}'::text[], 'Chest', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Get into the high plank position:your hands and toes should be touching the ground, your back, arms and legs should be straight.To get to this position, you can lie down on your stomach, place your hands facing down next to your head, and lifting your arms up until they are straight.
Steps:
Maintain the starting position for the entire duration of the exercise.', 'CC-BY-SA-4.0', '', 'high plank'),
(289, 'b526b17b-408d-4da2-8940-ceaf9dae9d93', 'High Pull', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], 'Use a light barbell, perform explosive lift up starting from underneath knee cap level. Lift/raise explosively using hips, at shoulder level. Tempo: 2111', 'CC-BY-SA-3.0', 'Mahoney', 'high pull'),
(1187, 'cd4c5295-4265-4bc9-8f4f-b0ec5b7483ad', 'High Pull', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'High pull down on cable on machine..', 'CC-BY-SA-4.0', 'anto.kreegyr', 'high pull'),
(1492, 'f80468f2-7c5d-45c5-9470-46a88c1a75c2', 'High Row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Kneeling down on one leg and pulling cable down while driving elbow into the lats.', 'CC-BY-SA-4.0', 'aahuja', 'high row'),
(1298, '4ef75e13-c058-4410-91c0-2f2d2df98130', 'High-Cable Cross Tricep Extention - NB', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'The high-cable cross tricep extension is an isolation exercise for targeting the triceps,
particularly the long head. It utilizes cables and handles grasped with opposite hands, allowing for a unique pressing motion that can be effective for building tricep strength. Unlike exercises that use a straight bar or rope, this variation can be more comfortable on your wrists and elbows', 'CC-BY-SA-4.0', 'JackSparrow', 'high-cable cross tricep extention - nb'),
(1882, '47b244f0-ebc6-4498-9d9f-7e7bff47322e', 'High-Cable Lateral Raise', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Latissimus dorsi (Lats)','Serratus anterior']::text[], '{}'::text[], 'Stand next to a cable machine with the pulley set to waist height.
Grab the opposite-side handle with the hand farthest from the
pulley, keeping your palm facing in.
Keep your core engaged, chest lifted, and shoulders relaxed. Maintain a slight bend in the elbow throughout the lift.
Lift your arm out to the side until your elbow reaches shoulder height, keeping your wrist aligned with your elbow.
Briefly pause at the top, then slowly lower the handle back to your side with control. Repeat for the desired reps.', 'CC-BY-SA-4.0', 'Deflation', 'high-cable lateral raise'),
(1508, 'ecba2395-f364-4e5f-a34c-04f178c8b822', 'High-Incline Smith Machine Press', '{}'::text[], 'Chest', ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)','Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'Set the bench to a 45-60° incline. Touch the upper chest with the bar.', 'CC-BY-SA-4.0', 'Expenses7000', 'high-incline smith machine press'),
(1080, '476c1d96-6590-4f86-98f0-3f12808fab53', 'Hindu Pushups', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], 'Exercise to strengthen the shoulders and pectorals. Its name is due to the fact that it begins in the Yoga position "Dog Facing Down", passing to "Cobra" but without resting the legs or torso on the ground to finally end with a normal flexion. The exercise can also be performed backwards (back to the starting position). As a variation, after doing the push-up, the hip can be raised to return to downward facing dog.', 'CC-BY-SA-4.0', 'Imobard', 'hindu pushups'),
(291, '1d610575-eed0-42cf-8737-29788a372af6', 'Hindu Squats', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], 'Start with your feet shoulder width apart and arms slightly behind your back.
As you descend towards the floor, raise your heels off the ground, while keeping your back as vertical  as possible.
Upon attaining the bottom position, touch the hands to the heels.
Then stand up ending with the heels on the ground, arms extended in front of the chest then rowing into the start position.', 'CC-BY-SA-4.0', 'Vilhelmo', 'hindu squats'),
(1906, '6b127132-cc0b-4b40-ac8c-177a28ccb6e2', 'Hip Bridge', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Get into bridge position, balance yourself on heels and start extending legs unilaterally.
Keep hip extended as much as possible.', 'CC-BY-SA-4.0', 'cybro', 'hip bridge'),
(1862, '477e2c23-880b-472f-b8e2-6c9423c82fac', 'Hip Circles', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'View the video to undestand the exercise', 'CC-BY-SA-4.0', 'Davidgj32', 'hip circles'),
(1863, 'c8571691-f970-4486-9009-fafb77cf01b8', 'Hip Crossover', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'View the video to undestand the exercise', 'CC-BY-SA-4.0', 'Davidgj32', 'hip crossover'),
(1867, '0cf08c73-6af3-4852-97a5-1dff53531971', 'Hip Flexor Stretch', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'View the video to undestand the exercise', 'CC-BY-SA-4.0', 'Davidgj32', 'hip flexor stretch'),
(1578, 'e4c9bfde-cf06-4c24-9c56-c0bbc13c49b5', 'Hip hinge', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)']::text[], ARRAY['Gastrocnemius (Calves)','Quadriceps femoris (Quads)','Rectus abdominis (Abs)']::text[], ARRAY['Barbell']::text[], 'Hip Hinge Exercise DescriptionThe hip hinge is a fundamental movement pattern that involves bending at the hips while keeping the spine neutral. It is commonly used in exercises like deadlifts, kettlebell swings, and good mornings. To perform a hip hinge:    Starting Position: Stand with your feet hip-width apart and a slight bend in your knees.    Hinge at the Hips: Push your hips back while maintaining a straight back. Your torso should lean forward, and your chest should stay up.    Lowering Phase: Continue to hinge until your torso is nearly parallel to the ground, or until you feel a stretch in your hamstrings.    Return to Standing: Drive through your heels and thrust your hips forward to return to the starting position.', 'CC-BY-SA-4.0', 'mountain.potato', 'hip hinge'),
(292, '541941e0-0fa5-4474-a382-9baf04948f8d', 'Hip Raise, Lying', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Lying down on your back, with your feet flat on the floor. Raise your hips up evenly as high as you can and hold for as long as you can.', 'CC-BY-SA-4.0', 'James Mackay', 'hip raise, lying'),
(294, '19a289c0-33af-4055-bb34-3570c2975d3d', 'Hip Thrust', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['Barbell','Bench']::text[], 'The bar should go directly on your upper thigh, directly below your crotch. Your feet should be directly under your knees. Push your hips up so that you form a straight line from your knees to your shoulders. Use a pad for comfort.', 'CC-BY-SA-4.0', 'Bret Contreras', 'hip thrust'),
(297, 'd059c63d-0a81-48a3-912a-44070c0def2e', 'Hollow Hold', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['Gym mat','none (bodyweight exercise)']::text[], 'Get on a mat and lie on your back. Contract your abs, stretch your raise and legs and raise them (your head and shoulders are also be raised). Make sure your lower back remains in contact with the mat.', 'CC0-1.0', 'Behrooz', 'hollow hold'),
(1712, 'ca4c8872-e53c-47ca-bc33-448b9ba9360f', 'Horizontal Shoulder Flexion Stretch', '{}'::text[], 'Shoulders', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Raise your arm out to the side, placing your hand on a wall or doorway beside you at shoulder height
Turn your body away from your arm to stretch the chest, as far as is comfortable', 'CC-BY-SA-4.0', 'Croak6728', 'horizontal shoulder flexion stretch'),
(1101, '8ccd5844-4b46-475d-b36f-5f58ca496840', 'Horizontal traction isometry', '{}'::text[], 'Abs', ARRAY['Latissimus dorsi (Lats)','Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)']::text[], ARRAY['Pull-up bar']::text[], 'Perform a timed isometric pull-up on the bar', 'CC-BY-SA-4.0', 'clafal', 'horizontal traction isometry'),
(1846, '36411665-4a87-4ab5-b5d3-e4eaa2802a62', 'Horse Stance (Side Splits)', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand as for a squat, with your feet wide and your toes pointed slightly outwards.
Gently squat into a deep, wide squat - your hips should be below your knees.
Hold for 3 to 5 seconds.
Come up under control, and repeat as needed.', 'CC-BY-SA-4.0', 'Croak6728', 'horse stance (side splits)'),
(1487, 'ebe7d74b-78a8-4757-9310-6fb22b23aa58', 'Hyper Y W Combo', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Use a glute-ham raise or a
stability ball for this exercise and a light weight plate in each hand.
Raise your torso to form a straight line with your legs and raise the
arms outward slightly beyond a 90-degree angle into a W position to hit
the rotator cuff muscles, and then lower back to the starting position.
Then raise up again with arms
in a Y position to activate the lower traps.', 'CC-BY-SA-4.0', 'Moffi', 'hyper y w combo'),
(301, '37f6bd56-815a-4975-99af-05e749fae4b2', 'Hyperextensions', '{}'::text[], 'Back', ARRAY['Trapezius']::text[], '{}'::text[], '{}'::text[], 'Lie on the hyperextension pillow with your navel at the front edge, allowing your upper body to hang freely. Tighten all your back muscles and raise your torso until you''re horizontal, but no higher. Lower yourself slowly, maintaining a steady flow of muscles.', 'CC-BY-SA-3.0', 'wger.de', 'hyperextensions'),
(1248, '662b9911-fa55-4564-b830-fdb6a046b162', 'Ice Scream maker', '{}'::text[], 'Abs', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'From the final phase of a pull-up, we push ourselves back with our shoulders until we reach the front lever position. From there, we pull ourselves back up to the starting position.', 'CC-BY-SA-4.0', 'clafal', 'ice scream maker'),
(538, '275fb49f-975c-4d6e-9d63-2c86ed740f40', 'Incline Bench Press - Barbell', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], ARRAY['Barbell','Incline bench']::text[], 'To do slowly, tempo is 4010', 'CC-BY-SA-3.0', 'wger.de', 'incline bench press - barbell'),
(537, '57e17672-52b9-43cf-8d0d-4b3f06a0c0d0', 'Incline Bench Press - Dumbbell', ARRAY['Incline Dumbbell Press']::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], ARRAY['Dumbbell','Incline bench']::text[], 'Bench should be angled anywhere from 30 to 45 degrees
Be sure to press dumbbells straight upward (perpendicular to the floor)', 'CC-BY-SA-3.0', 'wger.de', 'incline bench press - dumbbell incline dumbbell press'),
(539, '60e9a0c0-5458-46cd-ab41-7d7b85225cf8', 'Incline Bench Press - MP', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'incline bench press - mp'),
(828, '70c99a4e-3340-4993-a7f1-2d2709dada1a', 'Incline Bench Reverse Fly', '{}'::text[], 'Back', ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'The incline dumbbell reverse fly is an upper-body exercise targeting the posterior or rear deltoids, as well as the postural muscles of the upper back. Because it targets such small muscles, this exercise is usually performed with light weight for high reps, such as 10-15 reps per set or more.', 'CC-BY-SA-4.0', 'cshep442', 'incline bench reverse fly'),
(1444, 'e5e17c42-3c34-410b-84ab-81fde378778f', 'Incline Chest Press DB', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Dumbbell']::text[], 'Bench 45° incline
Hold dumbbells parallel on your chest
Press up until arms extended', 'CC-BY-SA-4.0', 'M9', 'incline chest press db'),
(1283, '51a2d520-b510-4b6e-bd65-9fc40365e8de', 'Incline Chest-Supported Dumbbell Row', '{}'::text[], 'Back', ARRAY['Biceps brachii (Biceps)','Latissimus dorsi (Lats)','Trapezius']::text[], '{}'::text[], ARRAY['Bench','Dumbbell']::text[], 'Set up an adjustable bench at a 45-degree angle.
Lay on your stomach with your head hanging just above the edge of the bench.
Grab a dumbbell in each hand and set up with a good posture – core and lats engaged and shoulders neutral.
Row the dumbbells toward the top of the stomach and squeeze the back at the top of the rep.
Finally, lower the dumbbells back to the starting position and repeat until all reps are completed.', 'CC-BY-SA-4.0', 'carlos3c', 'incline chest-supported dumbbell row'),
(1467, 'fca05168-7212-42ec-8927-efb1e8dd0971', 'Incline Close Grip Barbell Bench Press', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)']::text[], ARRAY['Barbell']::text[], 'Narrower grip than regular bench press, just outside shoulder width.', 'CC-BY-SA-4.0', 'Expenses7000', 'incline close grip barbell bench press'),
(171, '7de7b8a8-313d-465f-bb22-8527ae45110a', 'Incline Crunches', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['Incline bench']::text[], 'Lay down on your back on a inclined bench, feet are on one end of the bench. Ask a partner or use some other help (barbell, etc.) to keep them fixed, your hands are behind your head. From this position move your upper body up till your head or elbows touch your knees. Do this movement by rolling up your back.', 'CC-BY-SA-3.0', 'wger.de', 'incline crunches'),
(1879, '16bd91ca-a9fe-47fc-b3a8-a9d70549e929', 'Incline DB Y-Raise', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Trapezius']::text[], ARRAY['Dumbbell']::text[], 'Set
an incline bench to a 45-degree angle and sit facing the bench, chest
against the pad, with a dumbbell in each hand, palms facing each other.
Position your feet firmly on the ground for stability and let your arms hang down naturally with a slight bend in your elbows.
Engage your core and keep your back straight throughout the movement.
Raise your arms forward and out to form a Y shape, keeping the movement controlled and your elbows slightly bent.
Lift until your arms are roughly parallel to the floor and in line with your ears.
Pause
briefly at the top of the movement to engage your shoulder muscles
fully, then slowly lower your arms back down to the starting position.
Ensure
the movement is slow and controlled during both the ascent and descent
to maximize engagement of the deltoids and supporting muscles.
Repeat for the desired number of repetitions, maintaining proper form throughout.', 'CC-BY-SA-4.0', 'Deflation', 'incline db y-raise'),
(1276, '504230cb-4ac7-4b6c-b655-0800603081c1', 'Incline Dumbbell Bench Press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Dumbbell']::text[], 'The incline dumbbell press is a mixture of the dumbbell chest press and the shoulder press, and both the front deltoids and the upper portions of the chest muscles are worked in this exercise', 'CC-BY-SA-4.0', 'erikocobra', 'incline dumbbell bench press'),
(308, '55ff32e6-24ab-4303-9b50-176d60d48796', 'Incline Dumbbell Fly', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['Dumbbell','Incline bench']::text[], 'Use inclined bench. Hold dumbbells straight out to your sides, elbows slightly bent. Bring arms together above you, keeping angle of elbows fixed.', 'CC-BY-SA-3.0', 'tuckerm', 'incline dumbbell fly'),
(1277, '11f5de05-7709-484f-b7d9-d9a8af57b5b7', 'Incline Dumbbell Press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], ARRAY['Dumbbell']::text[], 'The incline dumbbell press is a mixture of the dumbbell chest press and the shoulder press, and both the front deltoids and the upper portions of the chest muscles are worked in this exercise.', 'CC-BY-SA-4.0', 'erikocobra', 'incline dumbbell press'),
(310, '27eb3d4a-8677-4c1f-bf34-251e2b4741cb', 'Incline Dumbbell Row', '{}'::text[], 'Back', '{}'::text[], ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Dumbbell','Incline bench']::text[], 'Using a neutral grip, lean into an incline bench.
Take a dumbbell in each hand with a neutral grip, beginning with the arms straight. This will be your starting position.
Retract the shoulder blades and flex the elbows to row the dumbbells to your side.
Pause at the top of the motion, and then return to the starting position.', 'CC-BY-SA-4.0', 'cal.zabel', 'incline dumbbell row'),
(1441, 'f89b3662-f911-4aab-9402-cfa6d47cea2b', 'Incline OHP DB', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Dumbbell']::text[], 'Sit on a bench with 45° incline
Ellbows 45° out
Move dumbbells down until upper arms are parallel to shoulders
Move dumbbells up, meeting overhead', 'CC-BY-SA-4.0', 'M9', 'incline ohp db'),
(312, 'aae91ecf-ffa4-4730-812c-cb00e423f91c', 'Incline Plank With Alternate Floor Touch', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis']::text[], '{}'::text[], 'Perform the plank with legs elevated, feet on a gymball. Once stabilised, slowly move one foot sideways off the ball, then make it touch the floor, then come back to starting position. Alternate with the other foot.
This is a core exercise.', 'CC-BY-SA-3.0', 'Mahoney', 'incline plank with alternate floor touch'),
(313, '312017c4-c431-46b2-86dd-b9f480617d6f', 'Incline Push up', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], 'Regular push with a 30 degree incline.', 'CC-BY-SA-3.0', 'kwrindy', 'incline push up'),
(1716, '743690d3-dbfb-417a-a049-8b77fd5df31b', 'Incline Shoulder Press Up', '{}'::text[], 'Chest', ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['Bench']::text[], 'Place your hands on the bench in a press up position
Push your chest away from the bench to separate your shoulder blades
Keeping your elbows straight, lower your chest towards the bench so your shoulder blades move closer together
Push your chest away from the bench again', 'CC-BY-SA-4.0', 'Croak6728', 'incline shoulder press up'),
(911, '76a2f8a6-374b-42c8-b8ac-e8d64612f046', 'Incline Skull Crush', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'Siting in a 45 Degree Angle, using DB to do Incline Skull Crush', 'CC-BY-SA-4.0', 'novadani', 'incline skull crush'),
(1692, 'e2724724-b3d4-44d6-b832-95b80e314537', 'Incline Smith Press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['Incline bench']::text[], '* Execution * Start position:
Unrack the bar and hold it above your upper chest with arms fully extended.
Keep your shoulder blades retracted and pressed into the bench.
Lowering phase (eccentric):
Slowly bring the bar down to just below your collarbone or upper chest.
Maintain control — don’t bounce the bar.
Pressing phase (concentric):
Push the bar upward in a straight line until your arms are fully extended.
Focus on squeezing your upper chest at the top.
Lock and repeat:
Complete your reps, then safely rack the bar back into the hooks.', 'CC-BY-SA-4.0', 'daiben', 'incline smith press'),
(1693, '88afb956-8d4a-45b3-8c7c-c23719316bfe', 'Incline Static Hold', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Execution
Hold Position:
Lower the dumbbells a few inches above your chest — about the midpoint of a normal incline press.
This is where your upper chest is under maximum tension.
Static Hold:
Hold the position for 20–45 seconds while keeping the chest tight.
Breathe slowly but stay tense — do not relax your chest or shoulders.
End the set:
After the hold, carefully bring the dumbbells down and rest.', 'CC-BY-SA-4.0', 'daiben', 'incline static hold'),
(1927, '1639425c-7dc6-4776-b039-47ef14a328ee', 'Inverted Lat Pull Down', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)','Trapezius']::text[], ARRAY['Biceps brachii (Biceps)','Brachialis','Obliquus externus abdominis','Rectus abdominis (Abs)','Serratus anterior']::text[], ARRAY['Pull-up bar']::text[], 'The Inverted Lat Pull Down (most commonly known as the Reverse Grip Lat Pull Down) is a variation of the standard exercise that uses an underhand (supinated) grip with hands at shoulder-width. This position shifts more emphasis to the lower lats and increases biceps involvement, often allowing for a greater range of motion and a deeper squeeze at the bottom of the movement.', 'CC-BY-SA-4.0', 'amaesc', 'inverted lat pull down'),
(1198, '8d56eb18-b000-41ff-8b31-c74df3a4b34b', 'Inverted Rows', ARRAY['horizontal pull-ups']::text[], 'Chest', ARRAY['Biceps brachii (Biceps)','Latissimus dorsi (Lats)']::text[], ARRAY['Pectoralis major (Chest)','Rectus abdominis (Abs)','Trapezius']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Maintain a straight body, retract your shoulder blades, and pull your
chest to the bar for an effective back and upper body workout.', 'CC-BY-SA-4.0', 'Gavru', 'inverted rows horizontal pull-ups'),
(1914, '7a1e0cd7-0076-4d4d-b05f-1d114235f199', 'Isometria alle parallele', '{}'::text[], 'Shoulders', ARRAY['Pectoralis major (Chest)','Trapezius']::text[], '{}'::text[], '{}'::text[], 'The parallel bars isometric hold is a static upper-body exercise performed on dip bars (parallel bars). Instead of moving up and down like in a traditional dip, you hold a fixed position under tension.', 'CC-BY-SA-4.0', '', 'isometria alle parallele'),
(1282, '5fd01c23-6c54-40cb-9a67-87c7a325baee', 'Isometria trazioni impugnatura inversa', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Biceps brachii (Biceps)','Trapezius']::text[], ARRAY['Pull-up bar']::text[], 'Trazioni in isometria con impugnatura inversa', 'CC-BY-SA-4.0', 'clafal', 'isometria trazioni impugnatura inversa'),
(1733, '06cb77ba-e56d-4422-bc14-77cc367c9fd8', 'Isometric Squat to Failure', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'sometric Squat to Failure: A Strength Training Technique
Definition
The isometric squat to failure is a variation of the squat exercise where you hold a static squat position at a specific angle, maintaining the position until your muscles can no longer sustain the contraction.', 'CC-BY-SA-4.0', 'Tierrasverdes', 'isometric squat to failure'),
(314, '2f5032de-df6d-406b-b709-9223ef5c3e24', 'Isometric Wipers', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Assume push-up position, with hands slightly wider than shoulder width.
Shift body weight as far as possible to one side, allowing the elbow on that side to flex.
Reverse the motion, moving completely over to the other side.
Return to the starting position, and repeat for the desired number of repetitions.', 'CC-BY-SA-4.0', 'cal.zabel', 'isometric wipers'),
(1719, 'dcd81ab4-1e6f-4123-b4a5-3364195faf7b', 'Jalon caballero unialteral', '{}'::text[], 'Back', ARRAY['Brachialis','Obliquus externus abdominis']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Pull performed in knight''s stance', 'CC-BY-SA-4.0', 'polloperro', 'jalon caballero unialteral'),
(1138, '4e941b0d-4b2f-4393-89cf-6a5e9b69252e', 'JALON EN BANCO INCLINADO', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Sobre el banco inclinado frete a la maquina de polea, con el cuerpo boca bajo sobre el banco, se realiza el jalón.', 'CC-BY-SA-4.0', 'Franpol', 'jalon en banco inclinado'),
(1136, 'eaa7927e-6ea0-4fd5-bbcd-525fe90a184b', 'JALONES PECHO NEUTRO', '{}'::text[], 'Back', ARRAY['Biceps brachii (Biceps)','Latissimus dorsi (Lats)','Serratus anterior']::text[], '{}'::text[], '{}'::text[], 'El Jalón al pecho es un ejercicio importante para fortalecer la espalda y mejorar la postura, lo que puede contribuir a una vida más saludable. Para realizar este ejercicio correctamente y evitar lesiones, es importante seguir algunos pasos clave:
Colóquese frente a la máquina de poleas con las rodillas ligeramente dobladas y los pies en el suelo.
Agarre el mango de la polea con las palmas hacia abajo y las manos separadas a la anchura de los hombros.
Tire hacia abajo del mango hasta que toque o se acerque al pecho, manteniendo la posición durante uno o dos segundos.
Vuelva a subir el mango lentamente a la posición inicial, asegurándose de mantener los brazos y las manos rectos y la espalda recta durante todo el movimiento.', 'CC-BY-SA-4.0', 'Franpol', 'jalones pecho neutro'),
(1124, '62350da8-b589-4022-a94a-3341f79295a4', 'Jalón abierto', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Movimiento  descendente
•  Tire  de  la  barra  hacia  abajo  para  que  pase  cerca  de  su  barbilla  y  toque  la  parte  superior
de  su  pecho.
•  Mantenga  el  resto  de  su  cuerpo  inmóvil.
Movimiento  hacia  arriba
•  Permita  que  sus  codos  se  extiendan  para  permitir  que  la  barra  suba  hasta  la  posición  inicial.
posición.
•  Mantenga  el  resto  de  su  cuerpo  inmóvil.', 'CC-BY-SA-4.0', 'Franpol', 'jalon abierto'),
(1125, 'd33f3b19-436f-48a2-aff6-946582c94bdb', 'Jalón abierto supino', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Movimiento  descendente
•  Tire  de  la  barra  hacia  abajo  para  que  pase  cerca  de  su  barbilla  y  toque  la  parte  superior
de  su  pecho.
•  Mantenga  el  resto  de  su  cuerpo  inmóvil.', 'CC-BY-SA-4.0', 'Franpol', 'jalon abierto supino'),
(1702, 'c9de4551-f1bc-4490-98f4-c9f87c2a2cac', 'Jalón al pecho con agarre ancho', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)','Trapezius']::text[], ARRAY['Biceps brachii (Biceps)','Brachialis']::text[], '{}'::text[], 'The lat pulldown is a pulling exercise that primarily targets the latissimus dorsi muscles (commonly known as “lats”) in your back. It involves pulling a cable bar or handle down towards your chest while seated on a machine specifically designed for this exercise. The lat pulldown is typically performed with a wide grip, but can also be done with a narrow grip or underhand grip to target different muscle groups in the back and arms. It is a popular exercise for building upper body strength and improving posture.', 'CC-BY-SA-4.0', 'Mariano_O', 'jalon al pecho con agarre ancho'),
(1126, 'f1bbbc07-d7ed-44c4-a4e3-9af126fc7c33', 'Jalón cerrado', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Movimiento  descendente
•  Tire  de  la  barra  hacia  abajo  para  que  pase  cerca  de  su  barbilla  y  toque  la  parte  superior
de  su  pecho.
•  Mantenga  el  resto  de  su  cuerpo  inmóvil.', 'CC-BY-SA-4.0', 'Franpol', 'jalon cerrado'),
(1127, '4eb41bfb-cbeb-4683-b9c6-902ee7e028e0', 'Jalón cerrado supino', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Movimiento  descendente
•  Tire  de  la  barra  hacia  abajo  para  que  pase  cerca  de  su  barbilla  y  toque  la  parte  superior
de  su  pecho.
•  Mantenga  el  resto  de  su  cuerpo  inmóvil.', 'CC-BY-SA-4.0', 'Franpol', 'jalon cerrado supino'),
(1445, '85c28424-ab47-40d4-9a27-e1b9bfb01e7c', 'Jerk OL', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)','Triceps brachii (Triceps)']::text[], ARRAY['Barbell']::text[], 'Olympic lift jerk
Hold bar in front on shoulders like push press
Bend and extend knees pushing bar up while diving under the bar
Catch bar overhead with straight arms using lunge
Move feet parallel while holding bar in lockout', 'CC-BY-SA-4.0', 'M9', 'jerk ol'),
(1302, '67c2fe41-f1e9-4f75-b2cb-72d1f2e092f7', 'JM Press', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Biceps brachii (Biceps)','Pectoralis major (Chest)']::text[], ARRAY['Barbell']::text[], 'The JM press keeps your shoulders stationary, relying on the elbow flexion and extension to move the weight using your triceps strength. That means you get all the benefits of the best triceps-strengthening exercises without overtaxing that delicate shoulder joint. Classic win-win!', 'CC-BY-SA-4.0', 'Epiphany8424', 'jm press'),
(319, 'eeeb42ae-6a41-4127-b2ec-72376119531b', 'Jogging', '{}'::text[], 'Cardio', '{}'::text[], '{}'::text[], '{}'::text[], 'Get your shoes on, go outside and start running at a moderate pace.', 'CC-BY-SA-4.0', 'Papazit', 'jogging'),
(993, 'cd51aa2a-52b3-43df-8011-0c8ef4b7ed11', 'Jump rope: basic jumps', '{}'::text[], 'Cardio', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Put your feet close together, bend the knees a bit, keep your head and body straight, keep elbows in, open your arms.
Steps:
Spin only your wrists with enough force to make the rope spin.
Jump just high enough to pass the rope below your feet.
Repeat.
Notes:
This exercise requires a jump rope. Make sure the rope length is adjusted to your height. One way to check is to grab both handles with one hand and stand on the middle of the rope hanging on the ground with one foot. If the rope (excluding the handles) reaches just below your chest, its length is right. A shorter rope would be hazardous, as you might hit yourself, and a longer rope would make for bad form.', 'CC-BY-SA-4.0', '', 'jump rope: basic jumps'),
(1314, '89443e49-e5be-4b67-a5f6-e3f5ff80f6ea', 'Jumping Jack HD', '{}'::text[], 'Cardio', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gluteus maximus (Glutes)','Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Jumping jack are a plyometric exercise. Plyometrics are explosive aerobic moves that increase speed, quickness, and power and they work your whole body.
Jumping jack target the arm, shoulder, abdominal muscles, hip muscles and hip flexors and also work on the thighs, knee tendons and quadriceps.
Jumps are beneficial to your health because they combine cardiovascular conditioning with strength work. Since jumps elevate your heart rate, they can also improve your cardiovascular fitness.', 'CC-BY-SA-4.0', 'hektkaso', 'jumping jack hd'),
(1316, '0a73ac01-7a00-43fe-aadc-2a185cc9aae8', 'Jumping Jack HD', '{}'::text[], 'Cardio', ARRAY['Gastrocnemius (Calves)','Quadriceps femoris (Quads)']::text[], ARRAY['Gluteus maximus (Glutes)','Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Jumping jack are a plyometric exercise. Plyometrics are explosive aerobic moves that increase speed, quickness, and power and they work your whole body.
Jumping jack target the arm, shoulder, abdominal muscles, hip muscles and hip flexors and also work on the thighs, knee tendons and quadriceps.
Jumps are beneficial to your health because they combine cardiovascular conditioning with strength work. Since jumps elevate your heart rate, they can also improve your cardiovascular fitness.', 'CC-BY-SA-4.0', 'hektkaso', 'jumping jack hd'),
(320, '4d255f25-f199-401a-bc81-7ffab1d0ed24', 'Jumping Jacks', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], '{}'::text[], '{}'::text[], 'A jumping jack or star jump, also called side-straddle hop in the US military, is a physical jumping exercise performed by jumping to a position with the legs spread wide and the hands going overhead, sometimes in a clap, and then returning to a position with the feet together and the arms at the sides', 'CC-BY-SA-4.0', 'student1234', 'jumping jacks'),
(1669, 'bb080cd6-bf24-42ce-8258-f38cf8e9e71c', 'Jumping Jacks', '{}'::text[], 'Cardio', ARRAY['Gastrocnemius (Calves)','Quadriceps femoris (Quads)']::text[], ARRAY['Anterior deltoid (Shoulders)','Rectus abdominis (Abs)','Trapezius']::text[], ARRAY['none (bodyweight exercise)']::text[], 'A full-body exercise where you jump while spreading your legs and raising your arms overhead.', 'CC-BY-SA-4.0', 'Jhonatan', 'jumping jacks'),
(1003, '9b5f8c6e-2436-4ded-aea9-8c698b0c8768', 'Kettlebell deadlifts', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['Kettlebell']::text[], 'Starting position:
Stand hip-width apart, with your kettlebell centered between your ankles. Your back should be straight, your head facing forward.
Steps:
Hinge at the hips and slightly bend at the knees to put your hands on the kettlebell handles. Your back should be straight as you perform the movement.
Grab the kettlebell handles, with your hands pushing in opposite directions as if to pull the handle apart.
While contacting your abs and glutes, stand straight up.
Hinge at the hips again to bring the kettlebell back down, similarly to step 1.
Repeat from step 3.
Tips:
Be sure you''re performing the movements correctly, as doing otherwise can lead to injury. For example, do not squat instead of hinging at the hips, do not round your back while reaching for the kettlebell, and do not lean back while standing up.', 'CC-BY-SA-4.0', '', 'kettlebell deadlifts'),
(1641, '20b17b71-6d91-4b56-978a-04b7f94c04cc', 'Kettlebell One Legged Deadlift', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['Dumbbell','Kettlebell']::text[], 'This exercise involves holding a kettlebell in one hand and standing on one leg while bending forward to touch the kettlebell to the ground. It targets the hamstrings, glutes, and lower back while also improving balance and stability.', 'CC-BY-SA-4.0', 'AlucardEvil40', 'kettlebell one legged deadlift'),
(1612, '5cbaa028-114d-4a15-9a95-70d9b3146f30', 'kettlebell sumo deadlift', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['Kettlebell']::text[], 'Place your feet wider than shoulder-width apart, pointing your toes outward.
Keep your back straight, shoulders back, and chest up.
The knees must follow the same direction as the toes and not move forward.
When going up, it is advisable to contract your glutes to maximize the effectiveness of the exercise.', 'CC-BY-SA-4.0', 'Tierrasverdes', 'kettlebell sumo deadlift'),
(960, 'd813ef7c-b10a-4c5c-ba55-6b9518e7ff4c', 'Kettlebell Swing', '{}'::text[], 'Abs', ARRAY['Anterior deltoid (Shoulders)','Gluteus maximus (Glutes)']::text[], ARRAY['Quadriceps femoris (Quads)','Rectus abdominis (Abs)','Trapezius']::text[], ARRAY['Kettlebell']::text[], 'While kettlebell swings are a full-body workout, they mostly target the muscles along the posterior chain (back of the body). The main muscles used are the glutes, hamstrings, spinal erectors, and muscles of the upper back.', 'CC-BY-SA-4.0', 'clafal', 'kettlebell swing'),
(331, '8b311259-4f67-4dbf-9574-8c38faa92160', 'Kettlebell Swings', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Biceps femoris (Hamstrings)']::text[], ARRAY['Kettlebell']::text[], 'Hold the kettlebell securely in both hands. Keep your back flat throughout the move, avoiding any rounding of the spine.Keeping your knees "soft", hinge your hips backwards, letting the kettlebell swing between your knees.
You want to bend from the hips as far as you can without letting your back round forwards. Then, snap your hips forwards quickly and standing up straight, locking your body in an upright posture.
The speed you do this will cause your arms and the kettlebell to swing up in front of you. Don''t try to lift the kettlebell with your arms. The snapping forwards of your hips will cause the kettlebell to swing forwards through momentum. Depending on the weight of the kettlebell and the speed of your hip movement, your arms will swing up to about shoulder height. At the top of this swing, let your hips hinge backwards again as the kettlebell swings back down to between your legs and the start of the next repetition.', 'CC-BY-SA-3.0', 'J120290, cerin', 'kettlebell swings'),
(1688, '107ea68a-d976-49ed-be75-3b0cf253c36a', 'Kickstand RDL', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'use non-working leg''s toes to help with balance and perform an RDL.', 'CC-BY-SA-4.0', 'eriktrinkle', 'kickstand rdl'),
(1218, '2b61df61-f71e-4b8f-9f95-6a565238a8ae', 'knee push-ups', '{}'::text[], 'Arms', ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)']::text[], ARRAY['Serratus anterior','Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Start by kneeling on the floor, keeping your knees together. Place your hands on the floor in front of you, slightly wider than shoulder-width apart.
Make sure your body forms a straight line from head to knees. Hands should be positioned below shoulders.
Lower your torso towards the ground, bending your elbows while keeping your trunk stable. Keep your knees in contact with the floor.
Push through your hands to return to the starting position. Be sure to maintain contraction of chest, shoulder and arm muscles at the top of the movement.
Perform the desired number of repetitions, controlling the movement and maintaining good form.', 'CC-BY-SA-4.0', 'PaukOne', 'knee push-ups'),
(978, 'f4991a98-6422-4884-8ad3-43412f91fac1', 'Knee Raises', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis']::text[], ARRAY['Pull-up bar']::text[], 'The 90° leg raise on the bar is a very intense exercise that involves all the abdominal muscles.', 'CC-BY-SA-4.0', 'clafal', 'knee raises'),
(1452, '492e90a5-1ecb-4a06-8e9d-26a00042560e', 'Knee to Chest Stretch', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Biceps femoris (Hamstrings)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'The knee to chest stretch is a simple yet effective exercise for relieving lower back tension and improving hip mobility. To perform, lie flat on your back with your legs extended. Bring one knee toward your chest, wrapping your hands around your shin or behind your thigh. Gently pull the knee closer to your chest while keeping the other leg straight on the floor. Hold the stretch for 15–30 seconds, then switch sides. For a deeper stretch, both knees can be pulled toward the chest simultaneously.', 'CC-BY-SA-4.0', 'hpmbala@gmail.com', 'knee to chest stretch'),
(990, '6ddea666-5a57-4ac0-926f-01f8cfdaa4fd', 'Kneeling kickbacks', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Get down on all fours.
Steps:
Push one foot back until fully extended, concentrating on the gluteus muscles.
Stay for one second, then return to the initial position.
Repeat, alternating feet.', 'CC-BY-SA-4.0', '', 'kneeling kickbacks'),
(1910, '00f4a2b1-b1ac-49e6-a657-1d27e46522fd', 'Kneeling Superman', '{}'::text[], 'Back', ARRAY['Biceps femoris (Hamstrings)','Trapezius']::text[], ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Push one foot back until leg fully extended, concentrating on the having the foot high and pushed back as if pulled.
Extend arm forward with focus having the shoulder high up.
Unilateral and static hold.', 'CC-BY-SA-4.0', 'cybro', 'kneeling superman'),
(1511, '329d2adc-4b2c-4bb2-95d7-f5f6fedb9b96', 'Kong Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'This exercise is somewhat similar to a cable curl and a cable crossover. But instead of a chest/biceps exercise, this exercise targets the brachialis muscle, responsible for that broad arm when viewed from a front view.
During the exercise, maintain a pronated forearm position with starting position of approx. 45 degree pronated. Start with slightly bend elbows and alternately curl until your hands (your thumb first) meet your upper middle chest (similar to how Kong hits his chest, thus the name of this exercise).', 'CC-BY-SA-4.0', 'Moffi', 'kong curl'),
(1322, '5edf07a8-cca2-4199-96a5-9988369be985', 'Kopfüber Gewichtaufheben', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['Kettlebell']::text[], 'Diese Maschine neben Beinheben.
Kopf nach vorne, mit dem gesicht zum boden und das Gewicht aufheben', 'CC-BY-SA-4.0', 'Pete', 'kopfuber gewichtaufheben'),
(1442, 'b4e78b5a-6141-4fc9-a6f7-cba13ce6559b', 'Kreis Press DB', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Biceps brachii (Biceps)','Pectoralis major (Chest)','Rectus abdominis (Abs)','Triceps brachii (Triceps)']::text[], ARRAY['Dumbbell']::text[], 'Sit on a bench with 45° incline
Hold dumbbells overhead
Move dumbbells down as if doing overhead press
Rotate dumbbells palms facing up and extend your arms in front of your body
Move hands together until dumbbells meet, keep arms extended
Reverse the motion until dumbbells are overhead again
This is one repetition', 'CC-BY-SA-4.0', 'M9', 'kreis press db'),
(1471, '84b38ac6-9628-4f80-8940-204047fa2544', 'Kroc Row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)','Trapezius']::text[], '{}'::text[], '{}'::text[], 'Dumbbell rows with looser technique but heavier weight.', 'CC-BY-SA-4.0', 'Expenses7000', 'kroc row'),
(382, '16089e03-5afc-4a18-a40a-beb337806ac0', 'L Hold', '{}'::text[], 'Abs', '{}'::text[], '{}'::text[], '{}'::text[], 'Hold the L position for as long as possible', 'CC-BY-SA-3.0', 'bizyguy', 'l hold'),
(1852, '16202754-f567-4d23-a866-2c9cc8eba71d', 'L-sit', '{}'::text[], 'Abs', ARRAY['Latissimus dorsi (Lats)','Pectoralis major (Chest)','Rectus abdominis (Abs)']::text[], ARRAY['Quadriceps femoris (Quads)','Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Sit on the ground with your legs together and your arms by your sides. Push your body off the ground using your hands, maintaining the same sitting position so that your legs are straight and your feet do not touch the floor.
Hold for as long as required.', 'CC-BY-SA-4.0', 'Croak6728', 'l-sit'),
(1853, 'a092afaf-aa5a-4384-b407-a6b52cf1c008', 'L-Sit (Foot Supported)', '{}'::text[], 'Abs', ARRAY['Latissimus dorsi (Lats)','Pectoralis major (Chest)','Rectus abdominis (Abs)','Serratus anterior']::text[], ARRAY['Quadriceps femoris (Quads)','Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'As with an L-sit, but allow your feet to touch the floor to support the some of the weight of your legs.', 'CC-BY-SA-4.0', 'Croak6728', 'l-sit (foot supported)'),
(1741, '547217ec-cb9e-4713-8bab-2d8bfb160667', 'L-Sit Pull-ups', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'L-Sit Pull-ups train both upper body and core muscles.', 'CC-BY-SA-4.0', 'Happy', 'l-sit pull-ups'),
(346, '91c47c8b-6290-4885-8921-df9aa7958c00', 'Landmine press', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Pectoralis major (Chest)','Triceps brachii (Triceps)']::text[], ARRAY['Barbell']::text[], '', 'CC-BY-SA-4.0', 'Torsten Linnecke', 'landmine press'),
(1779, '73c1e130-fba9-473b-a093-a5712e2ae34d', 'Landmine Rotation', '{}'::text[], 'Abs', '{}'::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Start with landmine barbell straight up by using your shoulders to push it up above you. Then, from that position, bring it your side to target your abdominals and return to starting position.', 'CC-BY-SA-4.0', 'aboksz', 'landmine rotation'),
(1829, '67bca611-d9f1-4855-9e02-ecc8d7d688e9', 'Landmine Squat to Press', '{}'::text[], 'Legs', ARRAY['Anterior deltoid (Shoulders)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Biceps femoris (Hamstrings)','Rectus abdominis (Abs)']::text[], ARRAY['Barbell']::text[], 'Bar Position: Anchor one end of a barbell in a landmine attachment or a secure corner.
Stance: Stand facing the barbell with feet slightly wider than shoulder-width. Turn your toes out 10–35 degrees to allow for better pelvic movement and depth.
Grip: Cup the free end of the barbell with both hands (fingers interlaced or overlapping) and hold it at mid-chest level, just below the collarbone.
Descent: Brace your core and sit back into a squat, keeping your chest up and weight on your heels.
Depth: Lower until your thighs are at least parallel to the floor. A good reference is when your elbows touch the tops of your thighs or just inside your knees.
Posture: Ensure your back remains flat and your spine neutral throughout the movement.
Drive: Powerfully drive through your heels to stand up. Use the momentum from your legs to "thrust" the weight upward.
Extension: In one fluid motion, press the bar overhead until your arms are fully extended. At the top, your biceps should be near your ears.
The "Lean": As you reach the top of the press, lean slightly forward into the bar to encourage proper upward rotation of the shoulder blades and avoid lower back arching.
Slowly lower the barbell back to chest height in a controlled manner before immediately beginning the next repetition.', 'CC-BY-SA-4.0', 'beagle', 'landmine squat to press'),
(1546, '87f30f6d-dc8a-4b26-8c4f-640b66ecacf0', 'Larsen Press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Barbell']::text[], 'Put your legs up on a separate Bench and press with no leg drive', 'CC-BY-SA-4.0', 'Expenses7000', 'larsen press'),
(1434, '90dea8b9-4cf8-430e-8633-e08df1dd900b', 'Lat Pull DB', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Dumbbell']::text[], 'Bend upper body forward
Move dumbbells near your body with slightly bent arms towards your back', 'CC-BY-SA-4.0', 'M9', 'lat pull db'),
(1806, '3021ccf2-36b2-48ec-90aa-9ad8ce2ab57a', 'Lat Pull Down', ARRAY['Pulldown','lat Pulldown']::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Anterior deltoid (Shoulders)','Brachialis','Serratus anterior','Trapezius']::text[], '{}'::text[], 'The lat pull down is an exercise used to build the muscles of the back. While the exercise will primarily target the lats, you will also notice a fair amount of bicep and middle back activation.', 'CC-BY-SA-4.0', '', 'lat pull down pulldown lat pulldown'),
(354, '8c496646-baa8-4ed3-97b1-702e213fdeca', 'Lat Pull Down (Leaning Back)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Lean Back, Pull into chest', 'CC-BY-SA-3.0', 'drthurlow', 'lat pull down (leaning back)'),
(355, 'fff05d7a-f374-4c8a-9885-39f49076918f', 'Lat Pull Down (Straight Back)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Pull bar down to strenum and keep straight back.', 'CC-BY-SA-3.0', 'drthurlow', 'lat pull down (straight back)'),
(1697, 'c6daf781-02ba-4b73-8e88-530165afd32d', 'Lat Pulldown (Wide Grip)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Execution
Starting position:
Arms extended overhead, feeling a stretch in your lats.
Keep your shoulders depressed (don’t shrug upward).
Pulling phase (concentric):
Pull the bar down to your upper chest or collarbone area by driving your elbows down and back.
Keep your chest lifted and squeeze your shoulder blades together at the bottom.', 'CC-BY-SA-4.0', 'daiben', 'lat pulldown (wide grip)'),
(1659, '5a096571-4eae-472e-8849-fe5647035e2c', 'Lat Pulldown - Cross Body Single Arm', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Sit at lat pulldown machine with body at a diagonal angle so that only one leg is under the pad. Pull the cable down with the opposite arm. this will force the cable to across your body while pulling down. Emphasises the stretch of the lat.', 'CC-BY-SA-4.0', 'Shiladree', 'lat pulldown - cross body single arm'),
(1325, '45e44940-d4a0-4c66-8cbb-7afe785d5610', 'Lateral Push Off', '{}'::text[], 'Legs', ARRAY['Gastrocnemius (Calves)']::text[], ARRAY['Biceps femoris (Hamstrings)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Push off the ground and land on one leg and regain balance before jumping to the other leg', 'CC-BY-SA-4.0', 'cleen', 'lateral push off'),
(348, '63375f5b-2d81-471c-bea4-fc3d207e96cb', 'Lateral Raises', ARRAY['Shoulder fly','Side raises']::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'This exercise works the deltoid muscle of the shoulder. The movement starts with the arms straight, and the hands holding weights at the sides or in front of the body. Body is in a slight forward-leaning position with hips and knees bent a little. Arms are kept straight or slightly bent, and raised through an arc of movement in the coronal plane that terminates when the hands are at approximately shoulder height. Weights are lowered to the starting position, completing one rep. When using a cable machine the individual stands with the coronal plane in line with the pulley, which is at or near the ground.[9] The exercise can be completed one shoulder at a time (with the other hand used to stabilize the body against the weight moved), or with both hands simultaneously if two parallel pulleys are available.', 'CC-BY-SA-3.0', 'wger.de', 'lateral raises shoulder fly side raises'),
(349, '57263316-6f34-4539-952b-b07e09bac3ba', 'Lateral Rows on Cable, One Armed', ARRAY['Side raises on Cable']::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'Set cable at waist height, start with arm across your belly and move han over and out too other side, one arm at the time.', 'CC-BY-SA-3.0', 'wger.de', 'lateral rows on cable, one armed side raises on cable'),
(1514, 'c5015ed9-042b-42d3-9dac-13759ea9571e', 'Lateral Walk', '{}'::text[], 'Back', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], '{}'::text[], 'Lateral walks, also known as side steps or squat walks, are a type of exercise where you move sideways in a squatting position. They can be performed with or without resistance bands. These exercises strengthen the hip abductors, glutes, and other stabilizing muscles.', 'CC-BY-SA-4.0', 'cozyGalvinism', 'lateral walk'),
(351, 'dac3c714-f0c6-4d97-8283-17be7dd77b65', 'Lateral-to-Front Raises', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], '-(1) Perform a lateral raise, pausing at the top of the lift (2).
-Instead of lowering the weight, bring it to the front of your body so that you appear to be at the top position of a front raise.  You will do this by using a Pec Fly motion, maintaining straight arms. (3)
-Now lower the weight to your quadriceps, or, in other words, lower the dumbbells as though you are completing a Front Raise repetition. (4)
-Reverse the motion:  Perform a front raise (5), at the apex of the lift use a Reverse Fly motion to position the weights at the top of a Lateral Raise (6), and finally, lower the weights until your palms are essentially touching the sides of your thighs (7).  THIS IS ONE REP.
(1) l  front view(2) -l-  FV  (3) l-  side view   (4) l  SV/FV   (5) l-  SV (6) -l-  FV  (7)  l  FV/SV', 'CC-BY-SA-4.0', 'nate303303', 'lateral-to-front raises'),
(1013, '7f8997d2-e21f-492f-a470-b9f0c5e54f1d', 'Left levator scapulae stretch', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Start standing up or sitting down. Turn your head to the left, around 45 degrees or just above your nipple. Place your right hand behind your back or sit on it. Take your left hand and use it to hold the back of your head. Lean your head down slightly.
Steps:
After assuming the starting position, press your head against your left hand with slight force. Your hand should press back with equal force, so that your head doesn''t move. Hold this position.', 'CC-BY-SA-4.0', '', 'left levator scapulae stretch'),
(1008, '2ecf2e55-c1f3-40ac-b20e-0954f41a2021', 'Left neck stretch', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Sit or stand with your back straight.
Steps:
Tilt your head to the side.
Take the hand closer to your head and use it to grab your head from the other side.
Push with your hand against your head and with your head against your hand so that the forces balance out and your head stays still.
Maintain this tension until the end of the exercise.', 'CC-BY-SA-4.0', '', 'left neck stretch'),
(364, '48836f44-efcd-4471-a456-5f024936025a', 'Leg Curl', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)']::text[], '{}'::text[], '{}'::text[], 'The leg curl, also known as the hamstring curl, is an isolation exercise that targets the hamstring muscles. The exercise involves flexing the lower leg against resistance towards the buttocks. Other exercises that can be used to strengthen the hamstrings are the glute-ham raise and the deadlift.', 'CC0-1.0', 'BFad07', 'leg curl'),
(1603, 'ca514fad-c6ce-47b0-93a0-dc73a3507099', 'Leg curl with elastic', '{}'::text[], 'Calves', ARRAY['Gastrocnemius (Calves)']::text[], ARRAY['Biceps femoris (Hamstrings)']::text[], ARRAY['Resistance band']::text[], 'Standing position: Place the band under your feet in the middle of your foot and grasp it with a hammer grip.', 'CC-BY-SA-4.0', 'clafal', 'leg curl with elastic'),
(365, '3bc8b411-a28d-4e1c-a6d1-769e18fe9881', 'Leg Curls (laying)', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], '{}'::text[], 'Lay on a bench and put your calves behind the leg holder (better if they are hold on around the lower calves). Hold a grip on the bars to make sure the body is firmly in place. Bend your legs bringing the weight up, go slowly back. During the exercise the body should not move, all work is done by the legs.', 'CC-BY-SA-3.0', 'wger.de', 'leg curls (laying)'),
(366, '440a5184-de58-4a86-a7ba-76ddeafaa855', 'Leg Curls (sitting)', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'leg curls (sitting)'),
(367, '49189e88-40b6-4c0d-a784-0cc3abbb8e75', 'Leg Curls (standing)', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'leg curls (standing)'),
(369, '62170477-90ec-463c-907e-9e523abc0a15', 'Leg Extension', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], '{}'::text[], '{}'::text[], 'The leg extension is a resistance weight training exercise that targets the quadriceps muscle in the legs. The exercise is done using a machine called the Leg Extension Machine. There are various manufacturers of these machines and each one is slightly different. Most gym and weight rooms will have the machine in their facility. The leg extension is an isolated exercise targeting one specific muscle group, the quadriceps. It should not be considered as a total leg workout, such as the squat or deadlift. The exercise consists of bending the leg at the knee and extending the legs, then lowering them back to the original position.', 'CC0-1.0', 'BFad07', 'leg extension'),
(851, '0b84816e-3d11-47f0-a043-2a3f20504a48', 'Leg Extension', ARRAY['Extension Leg']::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], 'Is an isolation exercise focused on the quadriceps, which are made up of four specific muscles on the front of your thigh—the rectus femoris, vastus lateralis, vastus medialis, and vastus intermedius.', 'CC-BY-SA-4.0', 'enros7500', 'leg extension extension leg'),
(371, '66a42396-c207-44da-bc75-758a89d32404', 'Leg Press', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Gastrocnemius (Calves)','Gluteus maximus (Glutes)']::text[], '{}'::text[], 'The leg press is a weight training exercise in which the individual pushes a weight or resistance away from them using their legs.', 'CC0-1.0', 'BFad07', 'leg press'),
(375, '18104387-4567-4c1e-8d03-db0b274646dd', 'Leg Press on Hackenschmidt Machine', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], '{}'::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'leg press on hackenschmidt machine'),
(1515, '0cc9c8ed-57f1-42c3-a4c4-6e57e6a1b878', 'Leg Press Toe Press', '{}'::text[], 'Legs', ARRAY['Gastrocnemius (Calves)']::text[], '{}'::text[], '{}'::text[], 'Move the leg press using your calves by placing your feet at the bottom of the platform.', 'CC-BY-SA-4.0', 'Expenses7000', 'leg press toe press'),
(373, '5f0b757c-0d6a-430b-9d5e-3bfba202878e', 'Leg Presses (narrow)', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], 'The exercise is very similar to the wide leg press:
Sit on the machine and put your feet on the platform so far apart  that you could just put another foot in between them. The feet are parallel and point up.
Lower the weight so much, that the knees form a right angle. Push immediately the platform up again, without any pause. When in the lower position, the knees point a bit outwards and the movement should be always fluid.', 'CC-BY-SA-3.0', 'wger.de', 'leg presses (narrow)'),
(374, '661287d4-d1dc-485c-896b-73f90b000536', 'Leg Presses (wide)', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], 'Sit on the machine and put your feet on the platform, a bit more than shoulder wide. The feet are turned outwards by a few degrees.
Lower the weight so much, that the knees form a right angle. Push immediately the platform up again, without any pause. When in the lower position, the knees point a bit outwards and the movement should be always fluid.', 'CC-BY-SA-3.0', 'wger.de', 'leg presses (wide)'),
(376, 'c2078aac-e4e2-4103-a845-6252a3eb795e', 'Leg Raise', '{}'::text[], 'Legs', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], '{}'::text[], 'The leg raise is a strength training exercise which targets the iliopsoas (the anterior hip flexors). Because the abdominal muscles are used isometrically to stabilize the body during the motion, leg raises are also often used to strengthen the rectus abdominis muscle and the internal and external oblique muscles.', 'CC0-1.0', 'BFad07', 'leg raise'),
(979, 'b2025776-2397-4de7-a49e-296321169481', 'Leg raises pull up bar', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis','Quadriceps femoris (Quads)']::text[], ARRAY['Pull-up bar']::text[], 'with a firm grip with both hands on the bar, raise your outstretched legs, until you reach a 90° angle with your torso.', 'CC-BY-SA-4.0', 'clafal', 'leg raises pull up bar'),
(377, '9e34bc01-9cec-4ee2-a9bb-9c937a471c24', 'Leg Raises, Lying', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Serratus anterior']::text[], ARRAY['Gym mat']::text[], 'Lay down on a bench and hold onto the recliner with your hands to keep you stable. Hold your legs straight and lift them till they make an angle of about 45°. Make a short pause of 1 sec. and go slowly down to the initial position. To increase the intensity you can make a longer pause of 7 sec. every 5th time.', 'CC-BY-SA-3.0', 'wger.de', 'leg raises, lying'),
(378, '5f514f9e-6bd9-408e-85b2-c25eb04af33b', 'Leg Raises, Standing', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Serratus anterior']::text[], '{}'::text[], 'Put your forearms on the pads on the leg raise machine, the body is hanging freely. Lift now your legs with a fast movement as high as you can, make a short pause of 1sec at the top, and bring them down again. Make sure that during the exercise your body does not swing, only the legs should move.', 'CC-BY-SA-3.0', 'wger.de', 'leg raises, standing'),
(1670, '1fae7d45-0731-4640-8809-94c76b836571', 'Leg Swings (Front–Back)', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand tall next to a wall or stable support. Swing one leg forward and backward in a controlled motion, keeping the torso upright and the core engaged. Alternate legs after completing the repetitions.', 'CC-BY-SA-4.0', 'Jhonatan', 'leg swings (front–back)'),
(1909, '19d10f51-3e53-4d8f-b283-1d8d9a7d3543', 'Leg Wheel', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Lay on the back and lift legs in perpendicular fashion, keeping the knees together.
Start making small circles in one direction with both of your knees with very small range of motion, focusing on abs and keeping your back in contact with the floor.', 'CC-BY-SA-4.0', 'cybro', 'leg wheel'),
(1918, '2e96e572-ddb4-4251-a812-ccf03ea677a6', 'Legend Chest Press', '{}'::text[], 'Chest', '{}'::text[], '{}'::text[], '{}'::text[], 'Plate-loaded chest press machine from Legend Fitness LeverEdge line.', 'CC-BY-SA-4.0', '', 'legend chest press'),
(1773, 'e4804b7c-50af-4947-821f-3750718ffe65', 'Legend Incline Bench Press', ARRAY['LeverEdge Machine Incline Press']::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], '{}'::text[], 'incline bench press on LeverEdge machine.', 'CC-BY-SA-4.0', '', 'legend incline bench press leveredge machine incline press'),
(379, '82aec7f9-ee03-4b24-8994-f6bde07c6a41', 'Leverage Machine Chest Press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], '{}'::text[], 'Be sure to adjust seat height so that the handles are towards the bottom of your pectorals.', 'CC-BY-SA-3.0', 'tuckerm', 'leverage machine chest press'),
(380, 'fd595232-b9ad-4216-bba1-92298f993ea9', 'Leverage Machine Iso Row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Adjust seat height so that the handles are at the bottom of your pectorals or just below.', 'CC-BY-SA-3.0', 'tuckerm', 'leverage machine iso row'),
(1478, '9816dc3a-9739-4c70-bce0-4131f889e4f2', 'Levitation Crunch', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'For
this top down movement, we’re trying to move the upper torso without moving the
lower torso. Start lying on the ground with feet flat on the floor and crossed
arms above your head with hands behind head. Lift upper body up and clear your
shoulder blades off the ground and then hold and pause at the top for a one or
two count. Try to make the upper abs work and hold that contraction for 10 good
quality reps.', 'CC-BY-SA-4.0', 'Moffi', 'levitation crunch'),
(394, 'a7e6c20a-6ddc-4401-9935-ace2d02e3995', 'Long-Pulley (low Row)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Biceps brachii (Biceps)','Brachialis']::text[], '{}'::text[], 'Sit down, put your feet on the supporting points and grab the bar with a wide grip. Pull the weight with a rapid movement towards your belly button, not upper. Keep your arms and elbows during the movement close to your body. Your shoulders are pulled together. Let the weight slowly down till your arms are completely stretched.', 'CC-BY-SA-3.0', 'wger.de', 'long-pulley (low row)'),
(395, '77c98954-b50d-46f0-9912-3981f856d5a6', 'Long-Pulley, Narrow', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Biceps brachii (Biceps)','Brachialis']::text[], '{}'::text[], 'The exercise is the same as the regular long pulley, but with a narrow grip:
Sit down, put your feet on the supporting points and grab the bar with a wide grip. Pull the weight with a rapid movement towards your belly button, not upper. Keep your arms and elbows during the movement close to your body. Your shoulders are pulled together. Let the weight slowly down till your arms are completely stretched.', 'CC-BY-SA-3.0', 'wger.de', 'long-pulley, narrow'),
(397, '183e7279-f052-4c70-8381-bbbda3bb9afe', 'Low Box Squat - Wide Stance', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Unrack the bar and set your stance wide, beyond your hips.  Push your hips back and sit down to a box that takes you below parallel.  Sit completely down, do not touch and go.  Then explosively stand up.  Stay tight in your upper back and torso throughout the movement.', 'CC-BY-SA-4.0', 'taylorbarbell', 'low box squat - wide stance'),
(1271, 'b8ccad95-897b-4fe3-a004-6f49e1c69b7a', 'Low Pulley Cable fFly', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], 'Adjust the cable machine: Set the pulley to the lowest setting possible.
Choose your handles: You can use neutral grip handles (palms facing each other) or straight handles depending on your preference. Neutral grip might be easier on your wrists.
Stand with proper form: Stand with your feet shoulder-width apart, knees slightly bent, and core engaged. Maintain a slight arch in your lower back throughout the exercise.
Grip the handles: Grab the handles with your chosen grip and step back a small step or two until there''s slight tension on the cables.
Initiate the movement: Keep your elbows slightly bent throughout the exercise. Imagine you''re giving someone a big hug. Squeeze your chest muscles as you bring your hands together in front of your chest.
Control the movement: Focus on squeezing your chest muscles rather than using your arms to pull the handles.
Peak contraction: Briefly hold the squeeze at the top of the movement with your hands together at chest level.
Return slowly: Slowly release the tension and return the handles back down to the starting position with your arms slightly extended but not locked out.', 'CC-BY-SA-4.0', 'FEFFO', 'low pulley cable ffly'),
(1272, '39cf073b-74cb-4d48-9fdf-40f6195482d0', 'Low Pulley Cable fFly', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], 'Adjust the cable machine: Set the pulley to the lowest setting possible.
Choose your handles: You can use neutral grip handles (palms facing each other) or straight handles depending on your preference. Neutral grip might be easier on your wrists.
Stand with proper form: Stand with your feet shoulder-width apart, knees slightly bent, and core engaged. Maintain a slight arch in your lower back throughout the exercise.
Grip the handles: Grab the handles with your chosen grip and step back a small step or two until there''s slight tension on the cables.
Initiate the movement: Keep your elbows slightly bent throughout the exercise. Imagine you''re giving someone a big hug. Squeeze your chest muscles as you bring your hands together in front of your chest.
Control the movement: Focus on squeezing your chest muscles rather than using your arms to pull the handles.
Peak contraction: Briefly hold the squeeze at the top of the movement with your hands together at chest level.
Return slowly: Slowly release the tension and return the handles back down to the starting position with your arms slightly extended but not locked out.', 'CC-BY-SA-4.0', 'FEFFO', 'low pulley cable ffly'),
(1270, 'd5116fbd-bf14-492a-86b3-140035cb48b2', 'Low Pulley Cable Fly', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], 'Adjust the cable machine: Set the pulley to the lowest setting possible.
Choose your handles: You can use neutral grip handles (palms facing each other) or straight handles depending on your preference. Neutral grip might be easier on your wrists.
Stand with proper form: Stand with your feet shoulder-width apart, knees slightly bent, and core engaged. Maintain a slight arch in your lower back throughout the exercise.
Grip the handles: Grab the handles with your chosen grip and step back a small step or two until there''s slight tension on the cables.
Initiate the movement: Keep your elbows slightly bent throughout the exercise. Imagine you''re giving someone a big hug. Squeeze your chest muscles as you bring your hands together in front of your chest.
Control the movement: Focus on squeezing your chest muscles rather than using your arms to pull the handles.
Peak contraction: Briefly hold the squeeze at the top of the movement with your hands together at chest level.
Return slowly: Slowly release the tension and return the handles back down to the starting position with your arms slightly extended but not locked out.', 'CC-BY-SA-4.0', 'FEFFO', 'low pulley cable fly'),
(1296, 'ac6e6a09-5175-4fea-9e56-e2ff3c00b0f2', 'Low-Cable Cross-Over - NB', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], 'The low-cable cross-over is an isolation movement that uses a cable stack to target the upper portion of the pectoral muscles. It is common in upper-body and chest-focused muscle-building workouts, often in combination with presses or flyes from other angles to target all portions of the chest.', 'CC-BY-SA-4.0', 'JackSparrow', 'low-cable cross-over - nb'),
(1348, '50a8f1f6-6772-4319-be9d-3bad1374dadf', 'Lower Back Extensions', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], '{}'::text[], 'Muskulatur anspannen
Hintern ein wenig anheben
Kontrollierte Bewegung
Langsame Bewegung
Kein Schwung holen
Oberkörper gerade halten', 'CC-BY-SA-4.0', 'Anastasious', 'lower back extensions'),
(1868, '558b3385-f1a2-47d2-8473-e1be2c7726aa', 'Lunge with Twist Stretch', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'View the video to undestand the exercise', 'CC-BY-SA-4.0', 'Davidgj32', 'lunge with twist stretch'),
(984, '3284fd27-5402-4821-9c32-29066d4e2667', 'Lunges', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Stand with back straight.
Steps:
Take a large step forward with your left leg.
Bring your pelvis down until you almost touch the floor with your right knee.
Bring your pelvis back up.
Return to the starting position by stepping back.
Repeat, switching legs each time.', 'CC-BY-SA-4.0', '', 'lunges'),
(1535, '9b68c3c4-fbe5-4c69-af0d-319e8fb5390d', 'lying bicep curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Bench','Dumbbell']::text[], 'RP fitness bicept curle variant to get a good streach on bicept', 'CC-BY-SA-4.0', 'wget@pytt.io', 'lying bicep curl'),
(1530, '861f7396-f34e-486c-a903-3c326086f920', 'Lying Dumbbell Curls', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Bench','Dumbbell']::text[], 'Take a
dumbbell in each hand and lie backwards on a bench, similar to a classic chest press.
Let your arms hang down at your sides, with the dumbbells possibly touching the
floor. Now start to lift the dumbbells upwards until your forearms are
perpendicular to the ceiling. Slowly lower the dumbbells until they almost
touch the floor again. Keep your ellbows in place to minimize cheating.', 'CC-BY-SA-4.0', 'Moffi', 'lying dumbbell curls'),
(923, 'dab7400b-e86e-4224-bcea-4a915dc928e0', 'LYING DUMBBELL ROW SS SEATED SHRUG', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'laying on the stomach on a bench with slight angle', 'CC-BY-SA-4.0', 'novadani', 'lying dumbbell row ss seated shrug'),
(1869, '76b6e798-e484-4606-aa64-8421aea51e88', 'Lying Figure Four Stretch', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'View the video to undestand the exercise', 'CC-BY-SA-4.0', 'Davidgj32', 'lying figure four stretch'),
(1870, 'b5529305-04a2-4ca2-af6a-4a67d3e4aca4', 'Lying Hamstring Stretch with Band', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'View the video to undestand the exercise', 'CC-BY-SA-4.0', 'Davidgj32', 'lying hamstring stretch with band'),
(1871, 'bbacfba6-26e4-45d6-a8c0-2804efa619da', 'Lying Knee to Chest Stretch', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'View the video to undestand the exercise', 'CC-BY-SA-4.0', 'Davidgj32', 'lying knee to chest stretch'),
(1313, 'd0ebbc8f-530f-4886-b0ee-f46d09b5780e', 'Lying Leg Raise', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Leg raise is one of the most effective exercises for the lower abdominal muscles. Although this exercise targets the rectus abdominus and oblique muscles, it is particularly useful for burning and tightening the lower fat.', 'CC-BY-SA-4.0', 'hektkaso', 'lying leg raise'),
(406, 'aa3b4ebe-6dee-45ad-a345-cf2acebf4159', 'Lying Rotator Cuff Exercise', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'This is an excercise for problems with the levator muscles. Primary  Infraspinatus, secondary Teres Minor.
Lying on side. Keep elbow on waist and in 90 dgr angle. Rotate towards stomach. Add weight as fit.', 'CC-BY-SA-4.0', 'Trix', 'lying rotator cuff exercise'),
(1480, '8a356e9a-0058-4f60-b8d7-89147c3c371f', 'Lying Triceps Extensions', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Barbell','Dumbbell']::text[], 'Starting position for this
practical triceps exercise is lying on a standard bench holding a barbell or two dumbbells in both hands with an overhand grip, hands at shoulder width apart.
Begin with arms over your upper
chest and elbows bent back at about a 45-degree angle.
First bend at the elbows and
then allow the upper arm to drop back, bringing the barbell/dumbbells behind your
head and down toward the floor. In terms of upper arm position, the barbell/dumbbells should never be fully above your head, but instead behind it, to
ensure that you’re targeting the triceps.
Keep the shoulder blades tucked
under, the elbows tight in toward your head and your core active during
this entire movement.', 'CC-BY-SA-4.0', 'Moffi', 'lying triceps extensions'),
(1490, '9c979645-78d1-44be-92a0-7940430a6a98', 'Lying Triceps Kickback', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Dumbbell','Incline bench']::text[], 'Set the bench to an 60deg angle. Stand still and rest your upper body on the inclined bench, ensuring a nearly straight line of your entire body. Squeeze your shoulder blades together, so that your elbows are located behind your torso with your upper arms nearly parallel to the floor. Lift the dumbbells until your arms form a straight line. Slowly lower the dumbbells back to the initial position. Initial position corresponds to an rectangular position of upper and lower arms.', 'CC-BY-SA-4.0', 'Moffi', 'lying triceps kickback'),
(926, '1e827ef8-0a01-4b26-9e26-eff9d200acca', 'Machine chest fly', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], '{}'::text[], 'seated machine, straight back, slow exercise', 'CC-BY-SA-4.0', 'novadani', 'machine chest fly'),
(1883, '9e7b6a15-1893-4e85-a500-66251dfc6326', 'Machine Chest Press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Brachialis','Triceps brachii (Triceps)']::text[], ARRAY['Bench']::text[], 'Adjust the seat height so that the grips are parallel to your chest.
Use your legs to push the foot forward pedal.
Bring the handles to the start position.
Keep your back and the cushion in contact with the handles, press outwards.
Press the handles away from your chest and exhale.
Allow the handles to come in gently until they reach your chest.
Allow the handles to return to your chest as you exhale.', 'CC-BY-SA-4.0', 'Deflation', 'machine chest press'),
(1655, 'c4aca20e-9591-425f-85a8-0ab04cd1515d', 'Machine Chest Press Exercise', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Gym mat']::text[], '. It provides an effective but straightforward way to work your upper body. With no weights to balance and no tricky techniques to master, the chest press leaves you free to focus on your training.', 'CC-BY-SA-4.0', 'roneydya', 'machine chest press exercise'),
(1748, 'b5726562-82ed-451a-89d8-8c8b13c5019a', 'Machine Hip Abduction', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], '{}'::text[], 'Technique and Execution
Starting Position
Seated Positioning: Sit in the machine with back against the pad
Leg Placement: Inner thighs against the machine''s padded resistance points
Adjust Machine: Set seat position to align your hip joint with the machine''s pivot point
Movement Technique
Start with legs together or slightly pressed against the inner pads
Slowly push legs outward, spreading them apart
Move until maximum comfortable lateral range is reached
Pause briefly at the outer point of the movement
Slowly return to the starting position with controlled movement
Biomechanical Breakdown
Muscle Engagement
Primary Activation: Gluteus Medius (side hip muscle)
Stabilization: Engages core and lower back muscles
Functional Movement: Mimics lateral leg movement used in walking, sports, and daily activities
Benefits
Strength and Stability
Improves Hip Stability
Reduces Risk of Knee Injuries
Enhances Lateral Movement Capabilities
Targets Often-Neglected Muscle Groups', 'CC-BY-SA-4.0', 'Tierrasverdes', 'machine hip abduction'),
(1654, '3d2adf99-8fe9-45cb-b669-c5b18242e282', 'Machine lateral wise', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Gym mat']::text[], 'The machine lateral raise is an isolation exercise that targets the medial (side) deltoid muscle to build wider, more defined shoulders. The machine''s fixed path of motion provides greater stability than dumbbells, making it ideal for beginners or those who want to focus solely on muscle activation.', 'CC-BY-SA-4.0', 'roneydya', 'machine lateral wise'),
(1744, 'dc87b735-016c-410b-915c-e3521fea4be7', 'Machine Side Lateral Raises', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'Machine side lateral raises are an isolation exercise for the side (lateral) deltoids, performed on a machine for stability, targeting the outer shoulder by lifting pads or handles out to the sides to shoulder height, then lowering slowly, keeping elbows slightly bent and traps down to focus on the delts. This exercise helps build shoulder width by preventing swinging and providing constant tension, making it great for beginners or as a finisher.
How to Perform Machine Lateral Raises
Setup: Adjust the seat so your shoulders align with the machine''s pivot point, your chest is against the pad (or back if facing out), and your arms are at a 90-degree angle with the pads/handles.
Starting Position: Grip the handles with a relaxed grip, elbows slightly bent, and shoulders down (depressed) away from your ears.
Lifting Phase: Exhale and lift your arms out to the sides, moving your upper arms laterally, until they are parallel to the floor.
Peak Contraction: Pause briefly at the top, squeezing the side delts, but don''t shrug your shoulders up.
Lowering Phase: Inhale and slowly lower the weight back down with control, resisting the weight on the way down.', 'CC-BY-SA-4.0', 'Tierrasverdes', 'machine side lateral raises'),
(1584, '564dc73e-e8d4-4fd1-85ab-64dce4dd3ea0', 'March or jog in place', '{}'::text[], 'Cardio', ARRAY['Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Obliquus externus abdominis','Rectus abdominis (Abs)','Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Low-impact cardiovascular exercise that simulates running without moving, ideal for warming up, improving endurance, or training in small spaces.', 'CC-BY-SA-4.0', 'MrAlfaRobot', 'march or jog in place'),
(1304, '28b65190-cae2-4d15-8f4e-dde0d9cc4d4b', 'Meadows Row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)','Trapezius']::text[], ARRAY['Biceps brachii (Biceps)','Rectus abdominis (Abs)']::text[], ARRAY['Barbell']::text[], 'The Meadows row is a unilateral row performed with a landmine setup, overhand grip, and staggered stance. Lean your torso forward and grip the barbell. Rest the other forearm on the forward leg. Start this movement by driving the elbow behind you while retracting the shoulder-blade. Keep the working shoulder down. Pull toward your back hip until the elbow is level with your torso.', 'CC-BY-SA-4.0', 'carlos3c', 'meadows row'),
(976, '346634cf-3896-4c10-bd66-28fb69d02573', 'Medicine ball booklet crunch', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Using a medicine ball as an overload will make the exercise heavier.', 'CC-BY-SA-4.0', 'clafal', 'medicine ball booklet crunch'),
(1089, '66c7eb38-77b5-4d2f-810f-cddd8d97d5a3', 'Medicine ball twist', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['Swiss Ball']::text[], 'In a seated position, the torso is rotated from side to side without forcing, approaching the knees and making the ball touch the ground from time to time', 'CC-BY-SA-4.0', 'clafal', 'medicine ball twist'),
(1592, '7f942691-2a01-4675-9e3a-409105d5f2bf', 'Meditación guiada o libre', '{}'::text[], 'Cardio', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Ejercicio mental de atención plena (mindfulness) que ayuda a reducir ansiedad, mejorar el enfoque y el bienestar general.', 'CC-BY-SA-4.0', 'MrAlfaRobot', 'meditacion guiada o libre'),
(418, '7b1e458f-1857-4c2f-8463-7d67d4b2db93', 'Military Press mit SZ-Bar', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], ARRAY['SZ-Bar']::text[], 'On an SZ-bar grip your hands on the outside of each bend and stand with your arms straight down, palms facing your legs. Pull the bar (bending your arms at the elbow) to your chest, and the push the bar above your head (arms as straight as possible). Return the bar to your chest by dropping your arms at the elbows. Return the bar to it''s origional position (stand with your arms straight down, palms facing your legs.)', 'CC-BY-SA-3.0', 'mbozi1', 'military press mit sz-bar'),
(1635, '5851e2b1-3a80-42ff-91da-530e6b143a34', 'Modified pulldown', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Incline bench']::text[], 'With an inclined bench in front of the pulldown machine, use a close-grip to do latfocused pulldowns.', 'CC-BY-SA-4.0', 'Rottekongen', 'modified pulldown'),
(996, '53324f8e-df38-456f-9b7d-8f3a43f45f31', 'Mountain climbers', '{}'::text[], 'Chest', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Start in the upright push-up position, aka. the high plank position.Hands should be directly under your shoulders.Keep your head in line with your back, facing the floor.Feet should be about hip-width apart.
Steps:
Move one knee toward the center of your body, towards your elbows, keeping the other leg extended.
In a quick jumping movement, straighten the bent leg out and pull the other knee toward your body.
Keep repeating step 2, alternating legs.
Notes:
Throughout the exercise, your back should remain as straight as possible – avoid a hump or a sagging back.', 'CC-BY-SA-4.0', '', 'mountain climbers'),
(423, '0027b172-a83e-4f79-af47-483302a22c02', 'Muscle up', '{}'::text[], 'Back', ARRAY['Biceps brachii (Biceps)','Biceps femoris (Hamstrings)']::text[], '{}'::text[], ARRAY['Pull-up bar']::text[], 'The body is then explosively pulled up by the arms in a radial pull-up, with greater speed than a regular pull-up. When the bar approaches the upper chest, the wrists are swiftly flexed to bring the forearms above the bar. The body is leaned forward, and the elbows are straightened by activating the triceps. The routine is considered complete when the bar is at the level of the waist and the arms are fully straight.
To dismount, the arms are bent at the elbow, and the body is lowered to the floor, and the exercise can be repeated.
As a relatively advanced exercise, muscle-ups are typically first learned with an assistive kip. The legs swing (kip) up and provide momentum to assist in the explosive upward force needed to ascend above the bar. More advanced athletes can perform a strict variation of the muscle-up which is done slowly, without any kip. This variation begins with a still dead hang and uses isometric muscle contraction to ascend above the bar in a slow, controlled fashion.', 'CC-BY-SA-4.0', 'arson', 'muscle up'),
(1717, 'd27a93fa-7066-477c-a475-c6b6170831db', 'Neck extension', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['SZ-Bar']::text[], 'Unilateral triceps exercise with your back to the pulley, with the pulley at the top', 'CC-BY-SA-4.0', 'polloperro', 'neck extension'),
(1017, '8bffd3b2-663a-4617-9d95-dce24e795470', 'Neck half circles', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Start sitting or standing. Lean your head against one of your shoulders, but don''t push.
Steps:
In one slower fluid motion and with your head relaxed and not pushing in any direction:
bring your head down toward your chest.
then lean back aganst your other shoulder.
then back toward the chest again.4.and finally toward the starting position.
Keep repeating this.', 'CC-BY-SA-4.0', '', 'neck half circles'),
(427, 'cbc5fbc9-9bca-4766-941d-4b6903d4a521', 'Negative Crunches', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], '{}'::text[], 'Sit yourself on the decline bench and fix your legs. Cross your arms over the chest and bring with a rolling movement your upper body up, go now without a pause and with a slow movement down again. Don''t let your head move during the exercise.', 'CC-BY-SA-3.0', 'wger.de', 'negative crunches'),
(1510, '3cad7b92-a16b-45dc-a53e-d6a01a158f8e', 'Neutral Grip Lat Pulldown', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Lat pull downs with a neutral grip on the bar.', 'CC-BY-SA-4.0', 'Expenses7000', 'neutral grip lat pulldown'),
(1738, '15fda45b-108b-4b28-bfe5-d0e55a0914bf', 'Neutral-grip pull-ups or TRX rows', '{}'::text[], 'Arms', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['Pull-up bar']::text[], 'Pull-Up: Vertical Pull — Focuses more on the Lats (back width).
TRX Row: Horizontal Pull — Focuses more on the Rhomboids/Traps (mid-back thickness and posture).', 'CC-BY-SA-4.0', '54str', 'neutral-grip pull-ups or trx rows'),
(1461, '10b0684c-1c48-4be6-913e-19bf1419107b', 'No Leg Drive Dumbbell Chest Press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], ARRAY['Bench','Dumbbell']::text[], 'Set up for a normal Dumbbell chest press but lift your leg ups straight or put them on another bench to remove the leg drive.', 'CC-BY-SA-4.0', 'Expenses7000', 'no leg drive dumbbell chest press'),
(998, '853e4429-da4a-492d-b042-5c124282c005', 'No push-up burpees', ARRAY['No push up burpees','No pushup burpees']::text[], 'Chest', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Stand straight, feet hip-width apart.
Steps:
Squat low and support yourself on the floor with your hands between the knees and in front of your feet, your back straight.
Keeping your hands on the floor, jump your legs backward into high plank position.
Jump your feet forward to return to the squat position.
Jump up.
Repeat.', 'CC-BY-SA-4.0', '', 'no push-up burpees no push up burpees no pushup burpees'),
(910, '9b0f7101-b78a-4c47-b680-fbef15469a8a', 'Nordic Curl', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], 'The Nordic hamstring curl is one of the best lower-body exercises to build posterior leg strength, improve knee health, and prevent injury.', 'CC-BY-SA-4.0', 'karly', 'nordic curl'),
(1484, 'ac00021c-12f9-4827-8003-ea07de980b76', 'Omni Cable Cross-over', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['SZ-Bar']::text[], 'Adjust the weights based on the
motion. When pulling from top to bottom, increase the weight by 20% to 40%
more than the bottom-to-top motion. This accounts for the fact that when
operating from top down, the upper chest muscles are naturally weaker than
the lower chest muscles. So, adjust your weight stack to
compensate.
Position one cable at a high
setting and the other at the lowest level setting. Get into a staggered
stance in between the cable towers.
For the cable set low, pull it
upward and across your body. This effectively targets the upper chest.
For the cable set high, draw it
downward and across your body. This will primarily engage the lower chest.
Once you’re done, swap the
positions of the cables. Change the previously high cable to the lowest
position and vice versa. Repeat the exercise sequence, ensuring you’re
targeting both chest regions effectively.', 'CC-BY-SA-4.0', 'Moffi', 'omni cable cross-over'),
(1186, '6b6c69bc-0b1e-4b2f-ab61-4945eb18047e', 'One Arm Bent Row', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], '{}'::text[], 'One arm bent over row on cable with a machine', 'CC-BY-SA-4.0', 'anto.kreegyr', 'one arm bent row'),
(1668, '5ed12527-c8be-4e86-8f2a-cf9dd4781f5b', 'One Arm Overhead Cable Tricep Extension', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Resistance band']::text[], 'Set the pulley at the bottom of the cable machine and grab onto it without using any attachments. Extend the cable directly overhead.
While keeping your back straight and upper arm stationary, lower the cable behind your head until you feel a good stretch in your triceps, and then extend it back upward until your elbow is locked out.', 'CC-BY-SA-4.0', 'AlucardEvil40', 'one arm overhead cable tricep extension'),
(803, 'f8d69dd4-3c35-49c7-8cbe-f0132eca4c52', 'One Arm Triceps Extensions on Cable', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], '{}'::text[], '', 'CC-BY-SA-4.0', '', 'one arm triceps extensions on cable'),
(1293, '8911c37d-8907-4077-b883-86a7c5fcb606', 'One armed push-ups', '{}'::text[], 'Abs', ARRAY['Pectoralis major (Chest)','Triceps brachii (Triceps)']::text[], ARRAY['Anterior deltoid (Shoulders)','Rectus abdominis (Abs)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Perform push-ups with one hand, alternating the sides', 'CC-BY-SA-4.0', 'clafal', 'one armed push-ups'),
(1701, 'd8ec22e5-8575-483f-bd66-5203fd4bfe84', 'One-Arm Heavy Row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Execution
Rowing phase (concentric):
Pull the dumbbell toward your lower chest or waist, leading with your elbow.
Keep your torso stable — avoid twisting or rotating your shoulders.
Pause at the top and squeeze your lats.', 'CC-BY-SA-4.0', 'daiben', 'one-arm heavy row'),
(975, 'd7d4fc16-08cd-4568-87e7-d9e4e2f77393', 'one-handed kettlebell curls', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Kettlebell']::text[], 'Standing with the kettlebell in one hand and bent at the elbow, start from a fully extended position until your hand reaches shoulder height. To perform the movement correctly, try not to push with your back or body.', 'CC-BY-SA-4.0', 'clafal', 'one-handed kettlebell curls'),
(1822, '164b83aa-195e-4eed-b820-b81df950d9bb', 'Open Book', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Basic exercise
Focus: enhances thoracic mobility and
spinal segmentation while opening the shoulders and chest.
**Position:**kneeling on the floor with your right side facing a wall. Hips are square and stable, with the right knee down and the left foot forward. Lengthen your spine and align your head comfortably.
Begin with your arms relaxed and open in front of your chest, palms
facing each other and hands apart.
Inhale
to initiate the movement, allowing your left arm —the one farther from
the wall— to open outward and backward. Lead the twist from your thoracic
spine, rotating your upper back progressively while keeping your pelvis
still.
Exhale as you complete the rotation, guiding your left hand
toward the wall as your gaze follows your hand.
Return by inhaling and
slowly bringing your arm forward, reversing the spinal rotation segment
by segment.
Repeat on the opposite side.
Progression
**Position:**kneeling on the floor with your right side facing a wall. Left knee down and right foot forward.
Before the basic exercise: inhale, exhalewhile moving the right arm along the wall with a circle upwards and backwards, inhalewhile bringing back the arm.
Basic exercise.
Repeat on the opposite side.', 'CC-BY-SA-4.0', 'teus_ergaster', 'open book'),
(439, 'c7058ff8-ca3b-4822-abdb-6341ce37c4d1', 'Overhand Cable Curl', '{}'::text[], 'Abs', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], '{}'::text[], 'Hands at shoulder height, curl arms in toward head, then back out.', 'CC-BY-SA-3.0', 'ThisGirl0819', 'overhand cable curl'),
(1893, '2500c212-6f14-4a8d-a997-04e9e7c04116', 'Overhead Barbell Press', ARRAY['Military Press']::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Setup: Stand with feet together and grip the bar slightly wider than shoulders.
Position: Rest the bar on your upper chest.
Press: Brace your core and push the bar straight up until your arms lock out.
Finish: Control the bar back down to your chest.
https://youtu.be/ZXpdJOLNoWw?si=u27cGyODoblXHBu1', 'CC-BY-SA-4.0', 'nishant0712', 'overhead barbell press military press'),
(1513, 'f2e17c8d-7285-4fd5-bfe8-26f407802850', 'Overhead Cable Tricep Extension', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'Use rope handle with your back against the cable machine. Straighten your arms until they are filly extended and reverse the motion resisting on the negative.', 'CC-BY-SA-4.0', 'Expenses7000', 'overhead cable tricep extension'),
(687, 'f4467e9a-9bb1-4e93-bec6-10a5d7738ffb', 'Overhead Press', '{}'::text[], 'Chest', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Barbell']::text[], '', 'CC-BY-SA-4.0', 'Vazco', 'overhead press'),
(441, 'bc45125b-58da-4ee9-8895-16a7b930b789', 'Overhead Squat', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'The barbell is held overhead in a wide-arm snatch grip; however, it is also possible to use a closer grip if balance allows.', 'CC-BY-SA-4.0', 'geraldbaeck', 'overhead squat'),
(1519, 'c5797bdf-1aa1-4d51-9775-c929ec5a2aaf', 'Overhead Triceps Extension', '{}'::text[], 'Arms', ARRAY['Trapezius']::text[], '{}'::text[], ARRAY['SZ-Bar']::text[], 'Overhead Triceps Extension with EZ Bar – Quick Guide
The overhead position emphasizes the long head of the triceps (because it''s stretched under load), the exercise does engage all three triceps heads (long, lateral, and medial) to some degree during extension.
Setup:
Sit on a bench (or stand) and hold an EZ bar with a narrow, overhand
grip. Lift the bar overhead, arms fully extended. Keep your core tight
and elbows close to your head.
Execution:
Slowly lower the bar behind your head by bending your elbows until they
reach ~90°. Keep elbows pointed forward (not flaring out).
Finish: Extend your arms back up to the starting position, squeezing your triceps at the top.
Tips:
Control the movement to avoid straining your shoulders.
Use a moderate weight for full range of motion.
Keep your back straight and avoid arching.', 'CC-BY-SA-4.0', 'benjamin.yildiz@proton.me', 'overhead triceps extension'),
(1194, 'e56f2970-e4c9-45eb-8e8c-52abb590e7a6', 'PALLOF PRESS', '{}'::text[], 'Abs', ARRAY['Anterior deltoid (Shoulders)','Gluteus maximus (Glutes)','Obliquus externus abdominis','Rectus abdominis (Abs)','Serratus anterior','Trapezius']::text[], ARRAY['Pectoralis major (Chest)','Triceps brachii (Triceps)']::text[], '{}'::text[], 'The Pallof press is an anti-rotation exercise that trains the larger and smaller muscles around the spine to resist rotation.
Stand parallel to the cable machine or to the anchor point to the
resistance band and clasp with the handle or band with both hands.
Make sure your torso is front on and bring your hands to the center of your chest and slowly press out.
Slowly return your hands to the chest and repeat.', 'CC-BY-SA-4.0', 'prevail90', 'pallof press'),
(1808, '934856f3-6eb3-4b37-9536-0ff67a6aa036', 'Parallel Bar Hold', '{}'::text[], 'Arms', ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)','Triceps brachii (Triceps)']::text[], ARRAY['Latissimus dorsi (Lats)','Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], 'Stand between a set of parallel bars.
Place your hands, knuckles outwards, on the bars.
Push down on your hands to lift yourself off the floor.
Hold yourself in this position with your arms straight for the required time.', 'CC-BY-SA-4.0', 'Croak6728', 'parallel bar hold'),
(1616, '2539f907-0c10-4af5-807c-48cd15fd0878', 'Patada de burro con mancuerna', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'La patada de burro con mancuerna es un ejercicio efectivo para trabajar los músculos de los glúteos y los isquiotibiales. Este ejercicio se realiza generalmente en una posición de cuatro patas, utilizando una mancuerna para aumentar la resistencia. A continuación, se describen los pasos para realizarlo correctamente.
Posición Inicial: Colócate en una posición de cuatro patas sobre una colchoneta, con las manos alineadas con los hombros y las rodillas alineadas con las caderas.
Colocación de la Mancuerna: Toma una mancuerna y colócala detrás de la rodilla de la pierna que vas a levantar. Asegúrate de que esté bien sujeta para evitar que se caiga durante el ejercicio.
Ejercicio:
Inhala y, al exhalar, levanta la pierna con la mancuerna hacia arriba, manteniendo la rodilla flexionada en un ángulo de 90 grados.
Eleva la pierna hasta que esté paralela al suelo, sintiendo la contracción en los glúteos.
Mantén la posición durante un segundo en la parte superior y luego baja lentamente la pierna a la posición inicial.
Repeticiones: Realiza de 10 a 15 repeticiones por cada pierna, asegurándote de mantener una buena forma durante todo el ejercicio.
Series: Completa de 2 a 3 series, dependiendo de tu nivel de condición física.', 'CC-BY-SA-4.0', 'Tierrasverdes', 'patada de burro con mancuerna'),
(1703, '17dd0986-5248-410d-89a4-9268282d103b', 'Patadas traseras', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Bench','Dumbbell']::text[], 'The dumbbell kickback is a popular strength training exercise that targets the triceps muscles in the back of your upper arms. It helps strengthen and tone the triceps, contributing to overall arm strength and aesthetics.
Among the exercises that work the arm muscles, kickback and its variations are very effective. You can easily apply these exercises with dumbbells, cables or resistance bands.', 'CC-BY-SA-4.0', 'Mariano_O', 'patadas traseras'),
(445, '6441ff9e-037e-48d9-8800-67b430dc8e37', 'Pause Bench', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Barbell','Bench']::text[], 'Lower the bar to your chest and pause (but do not rest) there for 2 seconds. Press back up. use the same weight you would on bench press, but perform only single reps. Total the number of reps you did in one set of bench press (if you did 3 sets of 8 do 8 sinlge pause bench reps.', 'CC0-1.0', 'Mens Fitness', 'pause bench'),
(1464, '1b329beb-fcda-4471-ba70-eea62da410dd', 'Pause Hack Squats', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Gluteus maximus (Glutes)']::text[], '{}'::text[], 'Hack Squats but with a 1-2s pause at the bottom of the movement. This makes sure that there is no more elastic energy stored in the muscles.', 'CC-BY-SA-4.0', 'Expenses7000', 'pause hack squats'),
(1904, '71b9da1a-ac07-49c8-8b2d-7179032181fd', 'Pec Deck', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], '{}'::text[], 'Pectoral issolation exercise - full range of motion is best with full contraction and slow negative', 'CC-BY-SA-4.0', '', 'pec deck'),
(1775, 'e797ca42-f9fc-480a-8f48-7f6905978c72', 'Pec deck rear delt fly', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], '{}'::text[], 'Seated rear delt fly on pec deck machine (facing the machine and extending arms backwards, the hands should be at the height of the shoulders)', 'CC-BY-SA-4.0', 'eufvksruh', 'pec deck rear delt fly'),
(448, '748e9635-7958-4a41-b1ed-93de74c7ef72', 'Pendelay Rows', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)','Trapezius']::text[], ARRAY['Biceps brachii (Biceps)','Triceps brachii (Triceps)']::text[], ARRAY['Barbell']::text[], 'Back excercise with a barbell with a starting position which is in a bent over position with the back paralell to the ground. The barbell is on the ground at chest level.For the movement grab the barbell at shoulder width grip and pull towards your chest without losing the bent over position and without moving anything but your arms', 'CC-BY-SA-3.0', 'Nallitnas', 'pendelay rows'),
(1521, 'daaf1459-e748-4c95-8990-ed3101b2e20d', 'Pendular hack', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'Pendulum hack, made on a pendulum machine', 'CC-BY-SA-4.0', 'polloperro', 'pendular hack'),
(1527, 'ffdb4806-d64e-474b-8ce5-8df9a57fb9c7', 'Pendulum Squat', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Place your feet in the middle of the plate at about shoulder width. Tense your torso. Keep your neck relaxed.', 'CC-BY-SA-4.0', 'schweezer', 'pendulum squat'),
(1580, '7ae1aca7-cdd4-4a81-b22c-f31778462b6b', 'Perpendicular Unilateral Landmine Row', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Using a landmine attachment with the barbell running at 90 degrees to either side, hinge slightly at the hips and grip the barbell by the plate sleeve. Raise the barbell to chest height, with your upper arm parallel to the floor at the top of the movement.', 'CC-BY-SA-4.0', 'CptnFatbeard', 'perpendicular unilateral landmine row'),
(1872, '91adc5c9-bdeb-4ed8-b261-b7fcd3157330', 'Pigeon Stretch', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'View the video to undestand the exercise', 'CC-BY-SA-4.0', 'Davidgj32', 'pigeon stretch'),
(454, '3b96a05b-9705-48da-b43e-6e098234bb35', 'Pike Push Ups', '{}'::text[], 'Arms', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Push Up performed from a pike position (optional to have feet elevated).', 'CC-BY-SA-4.0', 'Nash', 'pike push ups'),
(1436, 'abd2854b-114a-4584-8746-30bd40127863', 'Pin Bench Press BB', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)','Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Set security pins to about the height of your sticking point
Lower the bar, rest on the pins for 1s while holding tension
Move bar up with maximum force', 'CC-BY-SA-4.0', 'M9', 'pin bench press bb'),
(1439, 'a33ba0c7-1680-4e42-a84e-aecc18c5d75b', 'Pin OHP', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Set security pins to the height of your lower chin
Rest bar on pins keeping tension
Raise bar over head', 'CC-BY-SA-4.0', 'M9', 'pin ohp'),
(1437, '96f9d74a-7bf4-4ec1-9cd6-c62c13cf7b67', 'Pin Squat', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Barbell']::text[], 'Set security pins to about the height of your sticking point
Lower the bar, rest on the pins for 2s keeping tension
Stand up with maximum force', 'CC-BY-SA-4.0', 'M9', 'pin squat'),
(456, 'fe04cf35-1af5-4b51-89d4-c38d7eaa0db1', 'Pistol Squat', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Brachialis']::text[], '{}'::text[], 'Stand with feet hip-width apart, toes pointed forward, and chest tall.
Extend your leg straight out; extend both arms in front of you, at shoulder level. Brace your core and look straight ahead.
Slowly squat down.
(optional) pause at the bottom.
Keep your (free) leg and arms extended for the whole duration.', 'CC-BY-SA-3.0', 'minifigmaster125', 'pistol squat'),
(1020, 'ec9dca8d-1456-430a-abed-70b8bab4779a', 'Pistol squats right', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand on one leg, with your other leg straight and slightly forward.
Bend one knee slowly, descending into a squat and keeping your back and your other leg straight.
Slowly raise yourself from the squat, straightening the bent knee and keeping the other leg straight.
Repeat.', 'CC-BY-SA-4.0', '', 'pistol squats right'),
(1288, '81c6b9ef-7cb7-4328-8cb4-47ae8ecc42be', 'Planche de cote dynamique', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis']::text[], ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'La planche latérale dynamique implique de se placer sur le côté, en appui sur un coude et le côté du pied, puis de basculer les hanches de haut en bas tout en maintenant une ligne droite du corps.', 'CC-BY-SA-4.0', 'painDpice', 'planche de cote dynamique'),
(458, 'c9e57bbe-e839-44c6-861d-1c8dd2845e36', 'Plank', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], ARRAY['Biceps brachii (Biceps)','Quadriceps femoris (Quads)','Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Get into a position on the floor supporting your weight on your forearms and toes. Arms are bent and directly below the shoulder.
Keep your body straight at all times and hold this position as long as possible. To increase difficulty an arm or leg can be raised while performing this exercise.', 'CC-BY-SA-3.0', 'YYCfit / BFad07', 'plank'),
(1317, 'e05c5b24-a34c-4ca3-866e-1118ecbb63d5', 'Plank', '{}'::text[], 'Chest', ARRAY['Obliquus externus abdominis','Pectoralis major (Chest)','Quadriceps femoris (Quads)','Rectus abdominis (Abs)','Trapezius']::text[], ARRAY['Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Latissimus dorsi (Lats)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'A plank is an isometric core strength exercise that involves maintaining a position similar to a push-up for the maximum possible time. It can be effectively incorporated into general fitness regimens, high-performance athletic training programs, and even physical rehabilitation protocols.', 'CC-BY-SA-4.0', 'hektkaso', 'plank'),
(1489, '4f5de647-eb73-4394-84a7-469d02a96de8', 'Plank Jacks', '{}'::text[], 'Abs', ARRAY['Gluteus maximus (Glutes)','Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], ARRAY['Gastrocnemius (Calves)','Quadriceps femoris (Quads)']::text[], '{}'::text[], 'Jumping jacks from the plank position.', 'CC-BY-SA-4.0', 'jayninja', 'plank jacks'),
(1766, '12418067-6cb5-44db-8973-b5be25c0146b', 'Plank Reach', '{}'::text[], 'Abs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Position your body in plank position, keeping your eyes on the ground. Raise one arm in front of you and return it. Repeat with the other arm. Raise and return slowly while keeping your body as still as possible.', 'CC-BY-SA-4.0', '', 'plank reach'),
(1091, '75d730d0-3b26-4a25-8f1a-7119a98e02ef', 'Plank Shoulder Taps', '{}'::text[], 'Abs', ARRAY['Anterior deltoid (Shoulders)','Gluteus maximus (Glutes)','Rectus abdominis (Abs)']::text[], ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Gym mat']::text[], 'In the correct plank position, place your feet slightly wider than shoulder-width apart. alternately lift and touch the opposite shoulder with one hand.', 'CC-BY-SA-4.0', 'clafal', 'plank shoulder taps'),
(1410, '94f2dea6-b336-41b2-a438-3ab7b13adbf7', 'Plank with Alternating Leg Lift', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'In a plank position, lift one leg alternately.', 'CC-BY-SA-4.0', 'hpmbala@gmail.com', 'plank with alternating leg lift'),
(1406, 'e75629ed-4991-4a48-984c-b297f3f9fb58', 'Plank-to-Elbow Extension', '{}'::text[], 'Abs', ARRAY['Anterior deltoid (Shoulders)','Rectus abdominis (Abs)','Triceps brachii (Triceps)']::text[], ARRAY['Obliquus externus abdominis','Pectoralis major (Chest)']::text[], '{}'::text[], 'The Plank-to-Elbow Extension is a dynamic exercise that combines the plank with an elbow extension movement', 'CC-BY-SA-4.0', 'clafal', 'plank-to-elbow extension'),
(1275, 'f397656d-6f26-47c6-9e4c-221687f3f2fa', 'Plantarflexion Stretch with Band', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'This stretch is for the ankles, as well as Tibialis anterior.', 'CC-BY-SA-4.0', 'erikocobra', 'plantarflexion stretch with band'),
(1430, '493fb1ac-c45a-4b18-bcbb-58b809881e6f', 'Plate Pinch Hold', '{}'::text[], 'Arms', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'The plate pinch hold is a grip strength exercise designed to target the forearms and improve grip endurance. Select one or two weight plates (smooth-edged plates work best) and pinch them together between your thumb and fingers. Hold the plates with your arm straight down by your side or extended slightly in front of you. Maintain the hold for as long as you can, keeping your shoulders relaxed and your grip firm. This exercise can be done for time or repetitions.', 'CC-BY-SA-4.0', 'hpmbala@gmail.com', 'plate pinch hold'),
(1079, '431bb116-2833-4f28-b9e4-350fab6dc145', 'Plate twist', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['Gym mat']::text[], 'Step 1: Sit on an exercise mat with your legs extended in front of you.
Step 2: Grasp a plate in both hands as if holding a steering wheel, arms slightly bent, and hold it in front of your abdominals.
Step 3: With knees slightly bent, cross your ankles and slowly lift them a few inches off the floor.
Step 4: Keep your back straight but lean backward slightly to help maintain balance.
Step 5: Exhaling, rotate your torso (twist) to the right side and touch the end of the plate to the floor.
Step 6: Inhale and return to the forward facing start position.
Step 7: Exhaling, rotate your torso (twist) to the left side and touch the end of the plate to the floor.
Step 8: Inhale and return to the forward facing start position.
Step 9: Repeat for a full set.', 'CC-BY-SA-4.0', '', 'plate twist'),
(683, '52dec48d-25a4-4a78-b66b-ad6a773e143a', 'Power Clean', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Olympic weight lifting', 'CC-BY-SA-3.0', 'wger.de', 'power clean'),
(1658, '7cd76565-8a8f-4658-98f1-253af9d8bb39', 'Preacher Curl - Externally Rotated', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Single arm curl that can be done using a dumbbell and a preacher bench, or a preacher curl machine. Turn body away from the weight', 'CC-BY-SA-4.0', 'Shiladree', 'preacher curl - externally rotated'),
(1657, '4baa4962-64bd-434f-b2ed-0c3c88099841', 'Preacher Curl - Internally Rotated', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Single arm curl that can be done using a dumbbell and a preacher bench, or a preacher curl machine. Turn body towards the weight', 'CC-BY-SA-4.0', 'Shiladree', 'preacher curl - internally rotated'),
(465, 'dd52fb99-9426-4a78-b446-20a8e3e4ec47', 'Preacher Curls', '{}'::text[], 'Arms', ARRAY['Brachialis']::text[], ARRAY['Brachialis']::text[], ARRAY['SZ-Bar']::text[], 'Place the EZ curl bar on the rest handles in front of the preacher bench. Lean over the bench and grab the EZ curl bar with palms up. Sit down on the preacher bench seat so your upper arms rest on top of the pad and your chest is pressed against the pad. Lower the weight until your elbows are extended and arms are straight. Bring the weights back up to the starting point by contracting biceps. Repeat', 'CC-BY-SA-3.0', 'cgoob883', 'preacher curls'),
(1208, 'f9866335-e489-404b-84b5-248fb8512702', 'Prisoner Squat', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand upright with your chest slightly raised, your feet hip-width apart and your toes pointing straight ahead.
Bring your hands to the back of your head with your fingers slightly interlaced and your elbows pointing to the side. Push your hips back and bend your knees, keeping your upper body as upright as possible.
Push your knees outwards, they must never point towards each other. If your upper body moves slightly forward, make sure that it does not bend. Always keep your elbows level with your ears by tensing the muscles between your shoulder blades. If you are flexible enough, you can sink down until your buttocks touch your calves.
However, make sure that you do not bend your spine.
Before this happens, reverse the movement and use your heels and glutes to push yourself upwards with so much momentum that your feet lift off briefly and you do a little hop.
If necessary, correct the position of your feet, arms and upper body before you move on to the next repetition.
Translated with www.DeepL.com/Translator (free version)', 'CC-BY-SA-4.0', 'lxmx', 'prisoner squat'),
(468, '9cb69afc-7a44-4a22-b9a9-7bde8aca5b11', 'Prone Scapular Retraction - Arms at Side', '{}'::text[], 'Back', ARRAY['Trapezius']::text[], '{}'::text[], '{}'::text[], 'Lying on stomach with head on towel.
Stretch arms straight out to your sides.
Slowly lift your arms, pulling your shoulderblades together, hold for 3 seconds.', 'CC-BY-SA-4.0', 'donaddon', 'prone scapular retraction - arms at side'),
(1284, 'c38b0f69-7f01-4f0f-82cc-e33cdc658f9e', 'Pseudo Planche Push-up', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Pectoralis major (Chest)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'You should have the shoulder line in front of your wrists an perform a push-up, maintaining the shoulder in the same position', 'CC-BY-SA-4.0', 'vdrb', 'pseudo planche push-up'),
(1137, 'e87b76b8-2960-4225-9146-47f78bf8c630', 'PULL OVER POLEA ALTA', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)','Serratus anterior']::text[], '{}'::text[], '{}'::text[], 'De pie, de cara al aparato, pies ligeramente separados, barra cogida en pronación, brazos extendidos, manos separadas una distancia igual a Ia anchura de los hombros.
Espalda fija y la banda abdominal contraída, inspirar y llevar la barra hasta los muslos manteniendo los brazos extendidos. (o los codos ligeramente flexionados).
Espirar al final del movimiento.', 'CC-BY-SA-4.0', 'Franpol', 'pull over polea alta'),
(477, '7f834f07-fa7b-46b6-8ffa-45930b0602db', 'Pull Ups on Machine', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Trapezius']::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'pull ups on machine'),
(1537, '5e3a322b-98dd-4197-b16f-4ac72c42c223', 'Pull-up Isometric Hold', '{}'::text[], 'Back', ARRAY['Biceps brachii (Biceps)','Latissimus dorsi (Lats)','Trapezius']::text[], '{}'::text[], ARRAY['Pull-up bar']::text[], 'Hold the pull-up movement in any position', 'CC-BY-SA-4.0', 'DiscoCop', 'pull-up isometric hold'),
(475, '8e420408-0682-4ab6-89f5-2681e54c7ce0', 'Pull-ups', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Trapezius']::text[], ARRAY['Pull-up bar']::text[], 'Grab the pull up bar with a wide grip, the body is hanging freely. Keep your chest out and pull yourself up till your chin reaches the bar or it touches your neck, if you want to pull behind you. Go with a slow and controlled movement down, always keeping the chest out.', 'CC-BY-SA-3.0', 'wger.de', 'pull-ups'),
(1696, '1f490456-b426-4b89-b70c-e155c3571422', 'Pull-Ups (Neutral Grip)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Execution
Pulling phase (concentric):
Drive your elbows down and back, pulling your chest toward your hands.
Keep your shoulders depressed and retracted (avoid shrugging).
Focus on squeezing your lats and upper back at the top.
Top position:
Chin should clear or reach the level of your hands.
Pause briefly and contract your lats hard.', 'CC-BY-SA-4.0', 'daiben', 'pull-ups (neutral grip)'),
(1695, 'be4eb0b6-2c39-4ff5-b57d-419f1687c90f', 'Pull-Ups (Wide Grip)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Execution
Pulling phase (concentric):
Drive your elbows down and slightly back, pulling your chest toward the bar.
Focus on leading with your chest, not your chin.
Keep your shoulders depressed (avoid shrugging).
Top position:
Chin should clear the bar (or at least reach bar level).
Pause for a brief squeeze in your lats.', 'CC-BY-SA-4.0', 'daiben', 'pull-ups (wide grip)'),
(1765, '0bd78ef3-e31c-4c38-be0a-2f3af6fd5cd2', 'Pull-Ups (Wide Grip)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['Pull-up bar']::text[], 'The Pull-Up is a bodyweight exercise that builds strength in your back, shoulders, and biceps. It can be difficult at first, but you can make it easier by using bands or an assisted machine.
Instructions
Grab the bar: Place your hands on the bar with your palms facing away from you.
Get ready: Take a breath and tighten your stomach muscles.
Pull up: Pull your body up until your chest reaches the bar. Think about driving your elbows down.
Lower down: Slowly lower yourself back to the starting position.', 'CC-BY-SA-4.0', '54str', 'pull-ups (wide grip)'),
(1905, '289bd40b-e3dd-4217-8670-e475771a0ea7', 'Pullback', '{}'::text[], 'Back', ARRAY['Biceps brachii (Biceps)','Latissimus dorsi (Lats)']::text[], ARRAY['Brachialis']::text[], '{}'::text[], 'Set weight and grip for the cables in the cage. Take a few steps away, bend over, pull and extend the back at the same time.', 'CC-BY-SA-4.0', 'cybro', 'pullback'),
(1273, '9ccd53e0-8392-4e61-91aa-e4e5f4ea339c', 'Pullover', '{}'::text[], 'Back', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Dumbbell']::text[], 'Doubling as a back and chest exercise, the Dumbbell Pullover can train both your pecs and lats.', 'CC-BY-SA-4.0', '3leh', 'pullover'),
(1384, 'ad20ef5e-e360-4859-9110-668ee0c24721', 'Pullover Machine', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Pectoralis major (Chest)','Triceps brachii (Triceps)']::text[], '{}'::text[], 'Pullover machine, sitting, elbows on pads', 'CC-BY-SA-4.0', 'Paul@Chemistry', 'pullover machine'),
(821, 'a540925e-fe66-47cc-ae28-ecdce408fb6d', 'Pullup on fingerboard', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Pullup on a choosen edge of a fingerboard / hangboard', 'CC-BY-SA-4.0', 'marcelbader', 'pullup on fingerboard'),
(1462, 'adf81065-407c-4dd7-8ec5-920cc5944d58', 'punches', '{}'::text[], 'Arms', ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'stand stable and throw normal straight punches', 'CC-BY-SA-4.0', 'lh1701', 'punches'),
(1440, 'a535b8f1-2024-4c5c-b323-f711cbf9773c', 'Push OHP', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Barbell']::text[], 'Rest bar in front on your shoulders
Bend knees while keeping upper body straight
Extend legs pushing the bar overhead with force', 'CC-BY-SA-4.0', 'M9', 'push ohp'),
(478, '4284336c-6cfa-4c4d-a440-26b30db035d1', 'Push Press', '{}'::text[], 'Shoulders', ARRAY['Trapezius']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], 'Clean your dumbbells onto your shoulders, palms facing in. Take a breath and brace your core. (picture 1)Dip at the knees and use your legs to help (picture 2) press your dumbbells overhead. Lower under control with a slow tempo to your shoulders and repeat.', 'CC-BY-SA-3.0', 'sistab2', 'push press'),
(1551, 'f5b84269-18af-4464-a61f-b767cbcd81dc', 'Push-Up', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Rectus abdominis (Abs)','Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'The push-up is a fundamental bodyweight exercise that targets the chest, arms, and shoulders while engaging the core for stability. It requires no equipment and is excellent for building upper body strength.
Instructions:
Start in a plank position with hands placed slightly wider than shoulder-width, feet together, and body in a straight line from head to heels.
Engage your core and lower your body by bending your elbows, keeping them close to your body or flared slightly outward.
Lower until your chest nearly touches the ground while maintaining a neutral spine.
Push through your palms to return to the starting position, fully extending your arms.', 'CC-BY-SA-4.0', 'Settebello', 'push-up'),
(985, 'a9633731-1d86-4b4a-996f-33a1dee0b0e1', 'Push-up rotations', ARRAY['Push up rotations','Pushup rotations']::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Get into the starting push-up position, with your hands and toes touching the ground and back, arms and legs straight. To get to this position, you can lie down on your stomach, place your hands facing down next to your head, and lifting your arms up until they are straight.
Steps:
Perform a standard push-up:
1.a Bend arms until chest almost touches the ground, making sure the back is straight.1.b Use your arms to lift yourself back up to starting position.
Rotate your body to the side so that the back is straight, the bottom hand supporting the body is fully extended, and only the bottom hand and foot touch the floor.
Repeat, changing sides at step 2 each time.', 'CC-BY-SA-4.0', '', 'push-up rotations push up rotations pushup rotations'),
(1675, 'c50695b2-44f0-4a16-927d-238fe2e16049', 'Push-Ups', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Rectus abdominis (Abs)','Serratus anterior','Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], '1. Hands shoulder-width on the floor, fingers
forward; feet together or hip-width; body in a straight line from head
to heels; engage core and glutes.
2. Inhale and bend elbows, keeping them at ~45°
from the torso (or closer for triceps focus); lower chest toward the
floor until elbows reach ~90° or chest nearly touches.
Briefly hold at the bottom with tension in chest and core.
4. Exhale and push through palms to extend elbows, returning to the starting plank position without locking elbows.', 'CC-BY-SA-4.0', 'FoyrhzMarin789', 'push-ups'),
(1112, '50037aaf-34f1-4018-b504-206623b77c46', 'Push-Ups | Decline', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], ARRAY['Bench','Incline bench']::text[], 'Decline push-ups are another modified version of the traditional push-up that target the upper body muscles in a different way. To perform a decline push-up, elevate your feet on an elevated surface, such as a bench, chair, or step, while placing your hands on the ground in a push-up position. Lower your body towards the ground while maintaining a straight line from your shoulders to your ankles, and then push back up to the starting position.
Unlike the inclined push-up, the decline push-up places more emphasis on the shoulders and triceps, while still engaging the chest muscles to a lesser extent. By elevating your feet, you increase the difficulty of the exercise by placing more weight on your upper body, forcing your shoulders and triceps to work harder to push your body back up. The decline push-up can be a great way to challenge your upper body strength and improve your ability to perform other push-up variations. As with any exercise, be sure to use proper form and start with a height that is appropriate for your strength and fitness level.', 'CC-BY-SA-4.0', 'anon1337', 'push-ups | decline'),
(1111, '4aa7e2a7-86ad-4322-978f-ff8b391f556c', 'Push-Ups | Incline', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Bench','Incline bench']::text[], 'Inclined push-ups primarily target the chest muscles (pectoralis major and minor), but also work the triceps, shoulders, and core to a lesser extent. Because the upper body is elevated, the incline push-up places less emphasis on the triceps compared to regular push-ups, which may be beneficial for individuals looking to specifically target their chest muscles.', 'CC-BY-SA-4.0', 'anon1337', 'push-ups | incline'),
(1113, 'bd141adb-b9ad-4038-b11f-1db8665f72bc', 'Push-Ups | Parallettes', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Anterior deltoid (Shoulders)','Triceps brachii (Triceps)']::text[], '{}'::text[], 'Parallettes push-ups are a variation of the traditional push-up that are performed with the hands on parallel bars, known as parallettes. To perform a parallettes push-up, assume a push-up position with your hands on the parallettes and your feet on the ground. Lower your body towards the ground while keeping your elbows close to your sides, and then push back up to the starting position.
Parallettes push-ups place more emphasis on the chest and shoulders compared to traditional push-ups, as they allow for a greater range of motion in the shoulder joint. This increased range of motion can also help to improve shoulder stability and mobility. Additionally, parallettes push-ups engage the core muscles more than traditional push-ups, as the instability of the parallettes requires greater activation of the core muscles to maintain proper form.
The added challenge of balancing on the parallettes also requires greater upper body strength and control, making parallettes push-ups a more advanced variation of the traditional push-up. They can be a great way to challenge yourself and add variety to your upper body workout routine. As always, be sure to use proper form and start with a level that is appropriate for your strength and fitness level.', 'CC-BY-SA-4.0', 'anon1337', 'push-ups | parallettes'),
(1873, '6c6d7b02-20e1-49ac-b734-f5ee5f72f5a3', 'Quad Stretch', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'View the video to undestand the exercise', 'CC-BY-SA-4.0', 'Davidgj32', 'quad stretch'),
(957, '80c167b9-3749-48a1-8686-fc2163a1e7fb', 'Quadriped Arm and Leg Raise', '{}'::text[], 'Back', ARRAY['Anterior deltoid (Shoulders)','Gluteus maximus (Glutes)','Serratus anterior','Trapezius']::text[], ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'In this exercise, the back muscles and the muscles of the back of the leg and back of the arm are activated by lifting the crossed arm and leg at the same time in the crawling position. It also improves balance and proprioception. The movement is done symmetrically.
Get into a crawling posture.2. Draw your abdomen in, then raise your right leg and left arm.3. You should keep your abdomen in for 8 seconds.4. After 8 seconds, slowly lower your arm and leg.5. Then release your muscle.', 'CC-BY-SA-4.0', 'utkb', 'quadriped arm and leg raise'),
(1915, '2a1f7c0c-c63d-43f1-9934-a209ed405ff8', 'Quadruped Hip Abduction', '{}'::text[], 'Calves', '{}'::text[], '{}'::text[], ARRAY['Resistance band','none (bodyweight exercise)']::text[], 'Distribute your body weight evenly on all knees and arms.
Keep the torso stable, with the abdomen engaged and the lumbar spine
straight without twisting the back (imagine: a glass on your lower back
won''t fall off). Raise one leg outwards without twisting it.
Pay attention to the right angle at the hips and knees. Always train both sides of the body.
To increase resistance, a resistance band can be used.', 'CC-BY-SA-4.0', 'treder', 'quadruped hip abduction'),
(1028, '25854f7a-485a-4280-a0fa-f024655733b0', 'Quadruped thoracic rotation left', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Start kneeling on all fours, knees shoulder-width apart. Place your left hand behind your head while keeping your right hand outstretched and touching the floor.
Steps:
On inhale, move your left elbow toward your right hand, keeping your left hand behind your head.
On exhale, move your left elbow to point up toward the ceiling.
Repeat.', 'CC-BY-SA-4.0', 'tinman', 'quadruped thoracic rotation left'),
(1029, 'da588c5e-ab8b-42a7-a52c-1e680a484334', 'Quadruped thoracic rotation right', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Start kneeling on all fours, knees shoulder-width apart. Place your right hand behind your head while keeping your left hand outstretched and touching the floor.
Steps:
On inhale, move your right elbow toward your left hand, keeping your right hand behind your head.
On exhale, move your right elbow to point up toward the ceiling.
Repeat.', 'CC-BY-SA-4.0', 'tinman', 'quadruped thoracic rotation right'),
(484, 'a6c2a970-a621-4e03-be1d-4a29118b1687', 'Rack Deadlift', '{}'::text[], 'Back', ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], 'Deadlift to be done using a Smith machine or a free rack. Bar or barbell hould be just right under the knee cap level. Lift using the glutes and through the heels, then come back to starting postion with a control movement of 2 seconds.
This exercise targets mainly the lower back and glutes.', 'CC-BY-SA-3.0', 'Mahoney', 'rack deadlift'),
(1287, '6c21c09b-90c8-4e43-a43c-ed566f812784', 'Reach ups', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis']::text[], ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Pour effectuer cet exercice, allongez-vous sur le dos, bras étendus au-dessus de la tête. Ensuite, contractez vos abdominaux et soulevez votre torse du sol en tendant les bras vers le plafond pour "atteindre" le plus haut possible. Revenez lentement à la position de départ en contrôlant le mouvement. Les reach ups renforcent les muscles abdominaux et améliorent la flexibilité de la colonne vertébrale. Ils peuvent être intégrés à une variété de routines d''entraînement pour travailler la force et la stabilité du tronc.', 'CC-BY-SA-4.0', 'painDpice', 'reach ups'),
(829, 'dc400220-b483-4b60-8f52-c36c70a782b5', 'Rear Delt Raise', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Dumbbell']::text[], 'Seated on a bench with the dumbbells on the floor bend over at 45 Degrees and then slowly raise each dumbbell to shoulder height and hold for a couple seconds before lowering to the starting position.', 'CC-BY-SA-4.0', 'cshep442', 'rear delt raise'),
(487, '3f93459a-d06e-465c-85db-2137da759440', 'Rear Delt Raises', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Seated on a bench with the dumbbells on the floor bend over at 45 Degrees and then slowly raise each dumbbell to shoulder height and hold for a couple seconds before lowering to the starting position.', 'CC-BY-SA-3.0', 'YYCfit', 'rear delt raises'),
(1216, 'cf434716-f846-46d8-b267-8b33d311d8b5', 'Recruitment Pulls', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], '{}'::text[], 'Find a few specific edge sizes on a hangboard, get fixed underneath them with the board overhead, and pull with max effort, 1 arm at a time, for 3-5 seconds. When positioning for this get set up with a large elbow angle (120-150 degrees) and not in full extension.', 'CC-BY-SA-4.0', '', 'recruitment pulls'),
(1376, '12f88134-0f7a-4fb7-8bd9-436aa80d8b7c', 'Recumbent Bike', '{}'::text[], 'Cardio', ARRAY['Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], '{}'::text[], '{}'::text[], 'For this exercise Recumbent Bike is needed. You just sit on it, set level and time and start the workout', 'CC-BY-SA-4.0', 'pera_perkan', 'recumbent bike'),
(1491, 'dd0d5504-6204-4775-86f2-84b7c69fff5f', 'Remada unilateral no cabo', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Pull-up bar']::text[], 'pegada neutra A remada unilateral, também conhecida como remada serrote, é um exercício que fortalece as costas e os bíceps, além de melhorar a postura.', 'CC-BY-SA-4.0', 'technofer', 'remada unilateral no cabo'),
(1718, '9cfb8d32-579e-4e0a-945f-74e3788fbe43', 'Remo alto polea alta', '{}'::text[], 'Back', ARRAY['Obliquus externus abdominis','Serratus anterior','Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'High pulley row with support using a single grip', 'CC-BY-SA-4.0', 'polloperro', 'remo alto polea alta'),
(1119, 'ace5d444-6a41-44bc-a4b6-548bb18cfc9b', 'Remo maquina agarre estrecho', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], '{}'::text[], 'Remo en máquina con barra en agarre estrecho', 'CC-BY-SA-4.0', 'Franpol', 'remo maquina agarre estrecho'),
(1120, '443fec2e-dcca-46fe-ab4a-9a8beb50891e', 'Remo maquina agarre estrecho supino', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], '{}'::text[], 'Remo en máquina o polea con agarre cerrado supino', 'CC-BY-SA-4.0', 'Franpol', 'remo maquina agarre estrecho supino'),
(490, '2b6c09f7-dbf1-45ea-baf6-9a12e0b12396', 'Renegade Row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)','Trapezius']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Get into pushup position gripping some dumbbells. Perform one pushup, then drive your left elbo up, bringing the dumbell up to your body. Return the dumbell to starting position.
Perform another pushup and then row with the other arm to complete one rep.', 'CC0-1.0', 'fletchgraham', 'renegade row'),
(1591, 'fae44c34-2e85-4d22-8fb8-7b14faf14719', 'Respiración profunda (de pie o sentado)', '{}'::text[], 'Chest', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Técnica de respiración consciente para mejorar oxigenación, reducir el estrés y conectar con el momento presente.', 'CC-BY-SA-4.0', 'MrAlfaRobot', 'respiracion profunda (de pie o sentado)'),
(1114, 'af5a3520-25eb-4dd7-b802-a7382b8ce3ef', 'Rest (for timed workouts)', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], '{}'::text[], 'When creating a workout based on time, add this to add rest time in the program', 'CC-BY-SA-4.0', 'philip', 'rest (for timed workouts)'),
(493, '834c639f-4c82-404d-909f-4c75275465a0', 'Reverse Bar Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['SZ-Bar']::text[], 'Hold bar with reverse (or "overhand") grip, palms facing the floor.', 'CC-BY-SA-3.0', 'tuckerm', 'reverse bar curl'),
(1473, '39c13706-6a8c-4ab5-b605-b9b716665a20', 'Reverse Cable Flye', '{}'::text[], 'Back', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Trapezius']::text[], '{}'::text[], 'Attach D-Handles to two cable pulleys in the upper position. Grab the left on with your right hand and vice-versa.', 'CC-BY-SA-4.0', 'Expenses7000', 'reverse cable flye'),
(1772, '5d8d3581-bce5-4a28-868f-8b299eaedbdd', 'Reverse crunch', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Lay down
Place your hands near your butt (often slightly in front or under or both)
Raise your legs, but about 70% of the way you should be able to also raise your pelvis
(optional/variable) Hold 1/2 seconds at the top
Go back to starting position', 'CC-BY-SA-4.0', 'eufvksruh', 'reverse crunch'),
(495, '2cd5e3c6-a8c0-456a-ab47-5e7b3a435407', 'Reverse Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)','Brachialis']::text[], ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['Barbell','Dumbbell']::text[], 'The reverse-grip barbell curl is a variation on the biceps curl where the palms face downward. The switch from an underhand to an overhand grip brings the forearm and brachialis muscles more into the exercise.', 'CC0-1.0', 'BFad07', 'reverse curl'),
(914, '960697af-9a0e-4bfd-a8ba-989718b6b5c7', 'Reverse EZ Bar Cable Curls', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['SZ-Bar']::text[], 'Standing in front of cable tower using a SZ Bar', 'CC-BY-SA-4.0', 'novadani', 'reverse ez bar cable curls'),
(1709, '440cf10c-effb-4b63-a6e0-182fe47376f6', 'Reverse Fly Standing', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], '{}'::text[], ARRAY['Resistance band']::text[], 'Stand with a good posture holding a cable in each hand opposite the machine
Starting with the hands in front of your chest pull the arms out to
your side into the shape of a T with the elbows nearly straight
Slowly release the arms forward to the start
Repeat with the arms moving into the shape of a Y
Repeat with the arms in the shape of a W
Repeat with the arms in the shape of an L by your side', 'CC-BY-SA-4.0', 'Croak6728', 'reverse fly standing'),
(1290, 'dd6e8753-a574-476e-900a-b794eb592e7b', 'Reverse Grip Barbell Curls', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['Brachialis']::text[], ARRAY['Barbell']::text[], 'Hold the barbell with an overhand grip (palms facing down) approximately shoulder-width apart. Ensure your back is straight, shoulders slightly pulled back, and arms fully extended.
Curl the barbell upwards towards your chest in a controlled motion, keeping your elbows close to your body. The motion should be smooth without any swinging or momentum use.
Once the barbell is at chest level, pause briefly to maximize contraction in the biceps and forearms.
Slowly lower the barbell back to the starting position with a controlled movement, fully extending your arms.', 'CC-BY-SA-4.0', 'sTiKyt', 'reverse grip barbell curls'),
(498, '1b95d961-1d5c-4ded-b25e-c090295ffe37', 'Reverse Grip Bench Press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)','Triceps brachii (Triceps)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Barbell','Bench']::text[], 'Upper chest focuses exercise that also works triceps', 'CC-BY-SA-4.0', 'bl0sh', 'reverse grip bench press'),
(1809, '682ea312-af02-450a-9880-fea7bf8e854a', 'Reverse Hyperextension', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['Bench']::text[], 'Lie face-down on a bench with your legs hanging off the edge.
Bend your hips so your thighs are vertical, bending your knees at the same time so your shins stay horizontal.
Straighten out your legs so they are not bent and your toes are pointing backwards horizontally.
Return to the original position, and repeat.', 'CC-BY-SA-4.0', 'Croak6728', 'reverse hyperextension'),
(999, '616f9026-1a1d-4ed8-b068-cfbb81b6a000', 'Reverse lunges', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Stand straight, feet hip-width apart.
Steps:
Step backward with one leg so it can bend comfortably to a 90 degree angle.
Slowly bend both knees to form 90 degree angles.
Return to the starting position.
Repeat, alternating legs.', 'CC-BY-SA-4.0', '', 'reverse lunges'),
(909, '6cbdd70c-0691-4288-b58a-24001384f1b3', 'Reverse Nordic Curl', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gluteus maximus (Glutes)','Rectus abdominis (Abs)']::text[], '{}'::text[], 'Natural Leg Extension is alternative to Leg Extension machine with no equipment.', 'CC-BY-SA-4.0', 'karly', 'reverse nordic curl'),
(500, '09349391-375b-42d5-8979-00a5d7196a5b', 'Reverse Plank', '{}'::text[], 'Abs', '{}'::text[], '{}'::text[], '{}'::text[], 'Plank with stomach towards ceiling', 'CC-BY-SA-4.0', 'spacetowaste', 'reverse plank'),
(913, 'edc44b1a-35d7-4c37-ab20-05842fb40576', 'Reverse Preacher Curl (Close Grip)', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['SZ-Bar']::text[], 'Sitting reverse on a Biceps Bench with a close grip', 'CC-BY-SA-4.0', 'novadani', 'reverse preacher curl (close grip)'),
(1215, '603895ca-20a0-4272-a62b-293d14220390', 'Reverse Snow Angel', '{}'::text[], 'Back', ARRAY['Trapezius']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)','Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Lay flat on your stomach with your arms extended in front of you on the ground as your legs are lying flat. Lift both your arms and move them to your side slowly. Then, move them back.', 'CC-BY-SA-4.0', 'mike6426', 'reverse snow angel'),
(1433, '6f5d4373-66d1-4acd-a16f-ba0e636fe979', 'Reverse Wood Chops', '{}'::text[], 'Back', ARRAY['Gluteus maximus (Glutes)','Latissimus dorsi (Lats)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Obliquus externus abdominis','Quadriceps femoris (Quads)','Rectus abdominis (Abs)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Attach a looping resistance band to a rack below knee height
Grip the other end of the band like holding a baseball bat with both hands
Stretch the band facing it
Start with your hands at the side of your hips, knees bent
Rotate your hips while moving your hands towards over the top of your opposite shoulder
Imagine the motion as striking a baseball with a bat', 'CC-BY-SA-4.0', 'M9', 'reverse wood chops'),
(1014, '8374a856-9293-4b90-900e-00c3bfe21cc4', 'Right levator scapulae stretch', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Start standing up or sitting down. Turn your head to the right, around 45 degrees or just above your nipple. Place your left hand behind your back or sit on it. Take your right hand and use it to hold the back of your head. Lean your head down slightly.
Steps:
After assuming the starting position, press your head against your right hand with slight force. Your hand should press back with equal force, so that your head doesn''t move. Hold this position.', 'CC-BY-SA-4.0', '', 'right levator scapulae stretch'),
(1009, '7ea504e7-3310-4638-a111-054fabfd4b80', 'Right neck stretch', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Sit or stand with your back straight.
Steps:
Tilt your head to the side.
Take the hand closer to your head and use it to grab your head from the other side.
Push with your hand against your head and with your head against your hand so that the forces balance out and your head stays still.
Maintain this tension until the end of the exercise.', 'CC-BY-SA-4.0', '', 'right neck stretch'),
(501, '7671b16c-5023-4663-b00d-86dd018e024f', 'Ring Dips', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'Dips peformed on gymnastic rings.', 'CC-BY-SA-4.0', 'Nash', 'ring dips'),
(1832, '6c9c9d14-e6bf-43ed-9859-a689e2131fe0', 'Ring Support Hold', '{}'::text[], 'Chest', '{}'::text[], '{}'::text[], '{}'::text[], 'Hold yourself in a support position on gymnastic rings with arms straight at sides. Focus on keeping rings turned out slightly and maintaining hollow body position. This is an isometric hold for chest, shoulders, and triceps.', 'CC-BY-SA-4.0', '', 'ring support hold'),
(1485, '0dfe655e-ee2e-4c49-a279-c672d5591613', 'Rocking Triceps Pushdown', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['SZ-Bar']::text[], 'Set your feet below the rope and lean your upper body towards the rope. Set one foot back. Push down the rope and lean your entire body back onto the rear foot as you push down to get your hands behind your body. Don''t forget to bring your chest to the front during the pushdown. As you release the rope slowly, lean your body back onto the front foot.', 'CC-BY-SA-4.0', 'Moffi', 'rocking triceps pushdown'),
(1399, 'd5ee3b1f-2879-406f-97a9-51a8b0817cd4', 'Roll Down', '{}'::text[], 'Back', '{}'::text[], ARRAY['Biceps femoris (Hamstrings)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand with your feet hip-width apart and slowly roll your upper body forward, one vertebra at a time, until your hands touch the ground or as far as you can comfortably go. Roll back up to the starting position in the same controlled manner.', 'CC-BY-SA-4.0', 'captive0592', 'roll down'),
(505, 'af2f774c-296c-4d14-8e4a-fad77175ae37', 'Roman Chair', '{}'::text[], 'Abs', '{}'::text[], '{}'::text[], '{}'::text[], 'Crunches on roman chair', 'CC-BY-SA-3.0', 'MaddieBeasley', 'roman chair'),
(507, '2e7ffff9-e603-4b28-98c8-31d1a6ce8cd9', 'Romanian Deadlift', ARRAY['RDL']::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['Barbell']::text[], 'DL from top to pos 2: https://www.youtube.com/watch?v=WtWtjViRsKo', 'CC-BY-SA-4.0', 'pjwirth', 'romanian deadlift rdl'),
(1750, 'a11f8ace-4718-4e5e-abbc-cb2a183fe7fc', 'Romanian Deadlift', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Biceps femoris (Hamstrings)']::text[], ARRAY['Dumbbell']::text[], 'This exercise involves holding a dumbbell in each hand and bending forward at the hips while keeping the back straight, then returning to a standing position. It primarily targets the hamstrings and glutes.', 'CC-BY-SA-4.0', '54str', 'romanian deadlift'),
(1211, 'a3125129-203f-4195-8f8a-a460ff9e9481', 'Romanian deadlift, single leg', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], ARRAY['Dumbbell','Kettlebell']::text[], 'Also known as:  RDL.
Steps:', 'CC-BY-SA-4.0', 'wakanda90', 'romanian deadlift, single leg'),
(1634, '148f2ffc-05e2-486b-874f-2a401337a1c6', 'Rope Pullover/row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Incline bench']::text[], 'Set up bench in front of cable row machine. Lean over bench to do a row/pullover with rope that targets lats. See picture.', 'CC-BY-SA-4.0', 'Rottekongen', 'rope pullover/row'),
(1374, '849f2fa6-42f9-4c59-90f6-275c8ada6725', 'Rotary Torso Machine', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], '{}'::text[], 'Slow and Steady
Not too much weight', 'CC-BY-SA-4.0', '6LXBO', 'rotary torso machine'),
(508, '4b7cb037-0789-4014-ab6f-a451716b7538', 'Row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)','Trapezius']::text[], ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Barbell','Dumbbell','Pull-up bar']::text[], 'In strength training, rowing (or a row, usually preceded by a qualifying adjective — for instance a seated row) is an exercise where the purpose is to strengthen the muscles that draw the rower''s arms toward the body (latissimus dorsi) as well as those that retract the scapulae (trapezius and rhomboids) and those that support the spine (erector spinae). When done on a rowing machine, rowing also exercises muscles that extend and support the legs (quadriceps and thigh muscles). In all cases, the abdominal and lower back muscles must be used in order to support the body and prevent back injury.', 'CC0-1.0', 'BFad07', 'row'),
(1093, 'f6d8e157-c233-4a22-9c1a-83cb8f613ea5', 'Rowing Machine', '{}'::text[], 'Cardio', ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Biceps femoris (Hamstrings)','Brachialis','Gastrocnemius (Calves)','Gluteus maximus (Glutes)','Latissimus dorsi (Lats)','Obliquus externus abdominis','Quadriceps femoris (Quads)','Rectus abdominis (Abs)','Serratus anterior','Soleus','Trapezius']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Sit on a rowing machine with your back straight.', 'CC-BY-SA-4.0', 'Boertie', 'rowing machine'),
(512, '00fcf603-b0d0-48d2-9b5e-c7f0d510d46c', 'Rowing seated, narrow grip', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Tighten muscles
Controlled movement
Slow movement
Keep upper body upright
Do not lean back
Pull toward chest', 'CC-BY-SA-3.0', 'wger.de', 'rowing seated, narrow grip'),
(674, '8766d43c-e035-4c37-b824-b94dce5bf710', 'Rowing with TRX band', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Rowing with resistance bands - Bodyweight Exercise', 'CC-BY-SA-4.0', 'Skadi', 'rowing with trx band'),
(510, '88dbcc74-0304-4fcf-8a47-92d14a484b0a', 'Rowing, Lying on Bench', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'rowing, lying on bench'),
(513, '32c129f7-cc28-4ebc-8465-e4fa62e220b1', 'Rowing, T-bar', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Brachialis']::text[], '{}'::text[], 'The execution of this exercise is very similar to the regular bent over rowing, only that the bar is fixed here.
Grab the barbell with a wide grip (slightly more than shoulder wide) and lean forward. Your upper body is not quite parallel to the floor, but forms a slight angle. The chest''s out during the whole exercise. Pull now the barbell with a fast movement towards your belly button, not further up. Go slowly down to the initial position. Don''t swing with your body and keep your arms next to your body.', 'CC-BY-SA-3.0', 'wger.de', 'rowing, t-bar'),
(1613, '4221c8af-b3ca-4a53-9176-bd66e46d10f2', 'rubber band glute kickback', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['Resistance band']::text[], 'A rubber band glute kickback is an exercise performed on hands and knees, where you anchor a resistance band to your foot and kick your heel back and up, squeezing your glute at the top of the movement, while maintaining a stable core and flat back to target and strengthen the gluteal muscles.', 'CC-BY-SA-4.0', 'Tierrasverdes', 'rubber band glute kickback'),
(527, 'a48295d8-21da-4625-8a85-331d7ced8d8b', 'Run', '{}'::text[], 'Cardio', '{}'::text[], '{}'::text[], '{}'::text[], 'Running or jogging outside in a park, on the tracks,...', 'CC-BY-SA-4.0', 'BeLikeWater', 'run'),
(529, '6cf55ecc-86ee-492d-a7f6-977bf61758b3', 'Run - Interval Training', '{}'::text[], 'Cardio', '{}'::text[], '{}'::text[], '{}'::text[], 'Run and do some interval trainings such as hill repat, fartlek,..', 'CC-BY-SA-4.0', 'BeLikeWater', 'run - interval training'),
(530, '654793c2-e0e3-41fd-a549-0ece0f4378e8', 'Run - Treadmill', '{}'::text[], 'Cardio', '{}'::text[], '{}'::text[], '{}'::text[], 'Run on a treadmill', 'CC-BY-SA-3.0', 'foguinho.peruca', 'run - treadmill'),
(1874, '92cd0459-5cd1-46a0-934d-e7cff8d4ccda', 'Runners Lunge Stretch', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'View the video to undestand the exercise', 'CC-BY-SA-4.0', 'Davidgj32', 'runners lunge stretch'),
(1193, '10510fb5-6ebd-4ddc-b03e-423b15deceea', 'Russian Twist', '{}'::text[], 'Abs', ARRAY['Latissimus dorsi (Lats)','Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['Dumbbell','Gym mat','Swiss Ball']::text[], 'Hold a dumbbell, barbell weight or something else that is heavy with both hands, but make sure it is not too heavy and you are able to keep in form.
Lean back to a 45-degree angle from the floor. For an extra challenge, lift your feet off the floor.
Rotate your arms to one side to the same level as your chest, touch the floor for a little extra challenge, and then do the same to the other side. When you''re back in your original position after doing both sides it will count as 1 rep.', 'CC-BY-SA-4.0', 'lion', 'russian twist'),
(1435, '2a983b8f-b77e-4f8f-8335-0e5caecd715f', 'Scapula Pulls', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)','Trapezius']::text[], '{}'::text[], ARRAY['Pull-up bar']::text[], 'Hang straight on a pull-up bar
Pull shoulder blades together, moving the body slightly up', 'CC-BY-SA-4.0', 'M9', 'scapula pulls'),
(1338, '9a644b0e-8691-4216-b2cc-f058f58ec96d', 'Schoulder Raise (Dumbbell)', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Muskulatur anspannen
Kein Schwung holen
Kontrollierte Bewegung
Langsame Bewegung
Immer angewinkelt lassen
Nicht überdehnen', 'CC-BY-SA-4.0', 'Anastasious', 'schoulder raise (dumbbell)'),
(1574, 'f5252c85-04b7-48f0-97cf-711f326a5821', 'Schwimmen', '{}'::text[], 'Cardio', '{}'::text[], '{}'::text[], '{}'::text[], '800m Schwimmen in 20 Minuten', 'CC-BY-SA-4.0', 'delta@romeo', 'schwimmen'),
(545, 'e28b0685-7a8f-4343-9c0b-63b38386d30b', 'Scissors', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], '{}'::text[], 'Scissors is an abdominal exercise that strengthens the transverse abdominals, helping flatten your belly and strengthen your entire core. Scissors is not only a core strength move, but it is also a great stretch for your hamstrings and your lower back. Everyone is looking for new ways to work the core, to flatten the belly and to improve flexibility. If you learn how to do Scissors you will get everything rolled together in one move.', 'CC-BY-SA-4.0', 'vkylamba', 'scissors'),
(1207, '89651d40-9abf-49b5-9ee5-7b0ecb25fd03', 'Scorpion Kick', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Get into the push-up position with your shoulders directly above your hands and your feet hip-width apart.
Make sure that your body forms a straight line from your head to your heels.
Now pull your right knee towards your chest. While keeping your knee bent, lift your right leg as high as possible with your lower right leg pointing straight up.
Now rotate your hips so that your right foot swings over your left leg.
Continue to rotate and move your right foot towards the floor until you are forced to roll onto the outside of your left standing foot. Make sure that you do not rotate your upper body.
Now return to the starting position and repeat the exercise with your right leg.', 'CC-BY-SA-4.0', 'lxmx', 'scorpion kick'),
(1094, '117df66c-bc8d-43cc-9903-0be2a0864486', 'Seated Bench Press', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['Bench']::text[], 'Set up the chest press machine so that the grips are aligned with your lower chest when you sit down. Make sure you''re sitting with your back flat against the seat. Grab a handle in each hand, stick your chest out, and keep your head against the headrest. Breathe deeply and slowly push the handles forward until your arms are almost fully extended. Pause just before the lockout, then slowly return the handles to the starting position. Pause just before the handles come to a complete stop and perform another repetition.', 'CC-BY-SA-4.0', 'colundrum', 'seated bench press'),
(1922, '139772c6-e401-4281-8aa6-c7ff7fb49f6a', 'Seated Cable chest fly', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], '{}'::text[], 'Place a bench between two cable pulleys and adjust the pulleys so they are at chest/shoulder height when you are seated.
Grab the handles with a neutral grip and lean against the upright backrest.
Bring your arms together in front of your chest in a controlled motion, focusing on squeezing your chest muscles. Keep your elbows slightly bent throughout the movement.
Pause briefly at the top position.
Slowly lower your arms back to the starting position while maintaining control of the movement.
Repeat for reps.', 'CC-BY-SA-4.0', 'shushu', 'seated cable chest fly'),
(922, 'ad3716b1-5fc9-45aa-9de4-9a1c0153915d', 'SEATED CABLE MID TRAP SHRUG', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'seated straight back, slight hold at top', 'CC-BY-SA-4.0', 'novadani', 'seated cable mid trap shrug'),
(1117, '0ecfec6f-5d0f-4e8a-8d37-f6203a8923b8', 'Seated Cable Row', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], '{}'::text[], 'Take a seat on the machine with your feet planted, a little wider than shoulder width. Drive the heels, and squeeze the glutes. Grab onto the cable handle.
Sit up tall with a slight bend through the knees. Tighten up the abs and low back to maintain a perpendicular angle to the floor with your torso.
Roll the shoulders back and down. Squeeze them together as you row, thinking about pinching a pencil in between them. As you do this, pull the handle back towards you, landing right above your belly button.
Pause here for a moment before returning the handle, still squeezing the shoulder blades. Once you''ve returned the weight to the stack, then allow the shoulder blades to relax, without pulling the torso forward.
Repeat the movement.', 'CC-BY-SA-4.0', 'Franpol', 'seated cable row'),
(921, 'd6e9ed59-497a-4c93-ac7d-f9696fcd21ab', 'Seated Cable Rows', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], '“Stay leaned forward - tuck elbows in on the negative”', 'CC-BY-SA-4.0', 'novadani', 'seated cable rows'),
(1477, 'e9891a94-b1d4-47f4-a82b-c1aa82121abb', 'Seated Corkscrew', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'To
do this abs and obliques exercise, start with your hands back behind your body
and bring your knees in and across, really trying to contract the obliques.
Then extend your legs back out to starting position and repeat toward the
opposite side of the abs.
Beginners
might find that they can’t even get through the first 45 seconds of this
challenging reverse crunches variation.  That’s ok because it gives you a
place to start and something to improve upon.', 'CC-BY-SA-4.0', 'Moffi', 'seated corkscrew'),
(1620, '6995c30a-037f-4de3-ac4a-45384a1f38f9', 'Seated Dumbbell Calf Raise', '{}'::text[], 'Calves', ARRAY['Gastrocnemius (Calves)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'The seated dumbbell calf raise is a targeted exercise for strengthening the lower leg muscles. It follows the same movement pattern as the machine version: you place the weight on your knees, and by extending and flexing your ankles, you move the weight.', 'CC-BY-SA-4.0', 'AlucardEvil40', 'seated dumbbell calf raise'),
(1289, '19fba43a-8363-4da3-82c6-d8a14628b5e7', 'Seated Dumbbell Curls', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['Brachialis']::text[], ARRAY['Dumbbell']::text[], 'Seated Dumbbell Curls are an effective bicep workout that isolates the muscles by stabilizing the upper body, reducing momentum that can detract from the exercise’s effectiveness. This exercise is performed sitting down with a dumbbell in each hand, focusing on controlled movement to maximize engagement of the bicep muscles.', 'CC-BY-SA-4.0', 'sTiKyt', 'seated dumbbell curls'),
(918, '6d010eae-2e36-4ec6-b191-c0373f237bb4', 'Seated Dumbbell Side Lateral', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'seated slightly leaned forward at beginning of exercise', 'CC-BY-SA-4.0', 'novadani', 'seated dumbbell side lateral'),
(1680, '73144238-414e-438f-8b0c-832a6591aa2f', 'seated figure four', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['Bench']::text[], 'Seat on  a bench. Feet flat on the ground. Place your left ankle over your right knee. Your right knee stays flat. Keep your back straight. Gently push your left knee down.', 'CC-BY-SA-4.0', 'ricardodavidrd', 'seated figure four'),
(1672, 'b144ac00-ec0c-4c43-898f-b2ac65048d98', 'Seated Hip Abduction', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting Position:
Adjust the seat height so that your knees are aligned with the pivot point of the machine.
Sit with your back flat against the backrest, maintaining good posture.
Place the outside of your thighs against the machine''s padded levers.
Position your feet flat on the footrests or platform of the machine.
Grasp the handles or sides of the seat for stability.
Ensure your spine is neutral and your core is slightly engaged.
Movement:
Exhale as you slowly push your legs outward against the resistance pads.
Focus on initiating the movement from your hips, not your knees.
Continue opening your legs until you feel a strong contraction in your outer hips and thighs.
Hold the fully abducted position briefly (1-2 seconds) to maximize muscle engagement.
Inhale as you slowly control the return of your legs to the starting position, resisting the weight throughout the movement.
Avoid allowing the weight stack to touch down between repetitions to maintain constant tension on the muscles.
Repeat for the desired number of repetitions, maintaining control throughout the set.', 'CC-BY-SA-4.0', 'Iko', 'seated hip abduction'),
(12, '53906cd1-61f1-4d56-ac60-e4fcc5824861', 'Seated Hip Adduction', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], '{}'::text[], 'Starting Position: Sit on the machine with your knees inward and against the pads. Pull the pin to release the pads. Grab the handles on the sides.b', 'CC-BY-SA-3.0', 'flori', 'seated hip adduction'),
(1105, '371cfda2-1de6-419a-b40c-fc98fd3f7e41', 'Seated Knee Tuck', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Sit on floor or mat. Place arms slightly behind you. Raise legs. Now extend your legs and pull them back.', 'CC-BY-SA-4.0', 'utkb', 'seated knee tuck'),
(1106, '3a8a9588-3d19-4042-84e5-2ff49a842c67', 'Seated Knee Tuck', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Sit on floor or mat. Place arms slightly behind you. Raise legs. Now extend your legs and pull them back.', 'CC-BY-SA-4.0', 'utkb', 'seated knee tuck'),
(1770, 'af11a7c1-876c-455b-b59a-d8456a99d6e5', 'Seated machine row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'A seated row machine is a
gym apparatus for strength training the back (lats, rhomboids, traps)
by pulling handles toward the torso from a seated position,
featuring adjustable seats and chest pads for proper form, emphasizing
upright posture and squeezing shoulder blades, crucial for posture and
back thickness, and distinct from a cardio rowing machine.', 'CC-BY-SA-4.0', 'mhe', 'seated machine row'),
(1845, '96583e33-e643-486d-95e9-67d0d5935b05', 'Seated Pancake Good Morning', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Sit with your legs completely straight (knees locked), spread wide in a straddle position.
Place your hands on the back of your neck.
Hinge your torso and head towards the floor.', 'CC-BY-SA-4.0', 'Croak6728', 'seated pancake good morning'),
(1098, 'c302fd80-ce74-4202-9eee-30834872cffb', 'Seated rear delt rise', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Seated, bent 45 deg forward. Arms fully stretched out, raise arms up to shoulder height and back down', 'CC-BY-SA-4.0', 'philip', 'seated rear delt rise'),
(1725, '9bcc7b4f-4172-4db7-be95-d7b659c486f5', 'Seated Row (Machine)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], '{}'::text[], 'Keep your chest up and squeeze your shoulder blades at the end.
Don’t hunch forward or round your back during the pull.', 'CC-BY-SA-4.0', 'barry', 'seated row (machine)'),
(1841, 'a00b852c-0d2b-4b4a-bbc2-ef538f211b6c', 'Seated Shoulder Extension Stretch', '{}'::text[], 'Shoulders', ARRAY['Latissimus dorsi (Lats)','Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Sit with your hands behind you, shoulder width apart.
Lock your elbows.
Scoot your feet and hips out forwards, lowering your shoulders down towards ground.
Go as far as possible to obtain a good stretch.
See the video: https://www.youtube.com/watch?v=ihUAbG0e8zw', 'CC-BY-SA-4.0', 'Croak6728', 'seated shoulder extension stretch'),
(549, 'cc5bf1a3-29b5-4c5a-8600-5e35c79ab4bf', 'Seated Triceps Press', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Bench','Dumbbell']::text[], 'Sit down on a back (better with back support). Take a dumbbell firmly with both hands and hold it with extended arms over your head. With your palms facing upward and holding the weight of the dumbbell, slowly lower the weight behind your head.', 'CC-BY-SA-4.0', 'richmr2174@gmail.com', 'seated triceps press'),
(1749, 'f6f4359d-eeb4-469c-a32f-b4de5732d8a1', 'Seated Triceps Press', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'Machine Setup
Adjust the seat height so that the machine''s handles align with your elbow joint
Ensure your back is firmly supported against the backrest
Feet should be flat on the floor
Maintain a neutral spine position
Movement Mechanics
Starting Position
Grip the handles with a neutral grip
Keep upper arms close to your body
Elbows bent at approximately 90 degrees
Press Movement
Extend arms forward by pushing the handles away
Focus on using triceps to drive the movement
Avoid using shoulder or chest muscles
Fully extend arms without locking elbows
Return Phase
Slowly return to the starting position
Maintain controlled, smooth motion
Keep tension on the triceps throughout', 'CC-BY-SA-4.0', 'Tierrasverdes', 'seated triceps press'),
(1928, 'b2ca4a13-6fe2-4c4f-85b2-dcb5af28d2be', 'Seated V-Grip Row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)','Trapezius']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Rectus abdominis (Abs)','Serratus anterior']::text[], ARRAY['Resistance band']::text[], 'The Seated V-Grip Row is a compound pulling exercise performed on a cable machine using a close-grip "V" handle. While seated with your feet braced, you pull the handle toward your midsection, focusing on back thickness and mid-back development.', 'CC-BY-SA-4.0', 'amaesc', 'seated v-grip row'),
(1448, 'ecc46519-94b8-4ecc-b5b8-973e753e98a6', 'Seated W Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)','Brachialis']::text[], '{}'::text[], ARRAY['Bench','Dumbbell']::text[], 'Sit on bench with 60° incline
Hold dumbbells beside body near the ground, palms facing outwards, arms fully extended
Move dumbbells up using only biceps and without momentum', 'CC-BY-SA-4.0', 'M9', 'seated w curl'),
(1884, 'ceb58be5-2927-48c5-bb2d-4cc42b0a60e2', 'Shinbox IR Stretch', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Obliquus externus abdominis']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting Position: Sit on the floor with both hips and knees bent at 90-degree angles.
Leg Placement:
Place one leg in front of you (external rotation) and the other leg out
to the side/behind you (internal rotation). The shins and knees should
remain flat on the ground.
The Movement:
Keeping your hips square, hinge your torso forward or tilt it laterally
(side-to-side) toward the front leg to deepen the stretch.
Target Areas:
Stretches the glutes and piriformis (front leg) and the hip flexors and
quads (back leg). Engages the core and obliques during lateral flexion.
Goal: Improves hip mobility, specifically internal and external rotation, and relieves lower back tension.', 'CC-BY-SA-4.0', 'teus_ergaster', 'shinbox ir stretch'),
(562, '169896b2-90e3-4497-9d73-56bee4a34697', 'Shotgun Row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Attach a single handle to a low cable.
After selecting the correct weight, stand a couple feet back with a wide-split stance. Your arm should be extended and your shoulder forward. This will be your starting position.
Perform the movement by retracting the shoulder and flexing the elbow. As you pull, supinate the wrist, turning the palm upward as you go.
After a brief pause, return to the starting position.', 'CC-BY-SA-4.0', 'cal.zabel', 'shotgun row'),
(1081, '664ddd40-a595-420d-801f-148e4bf0594c', 'Shoulder dislocates', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], '{}'::text[], 'Starting position:
Stand up with your back straight and a resistance band, towel, or broomstick handle in hand. With your hands straight in front of your body and the band between your hands, push your hands apart to both be at around 45 degrees from your body, thumbs facing down. If using a towel or broomstick handle instead, grab it with an overhand grip.
Steps:
Keeping your arms outstretched, rotate at the shoulders to bring your arms overhead and then down toward your glutes.
Rotate at the shoulders in the opposite direction — overhead and then toward your groin.
Repeat.', 'CC-BY-SA-4.0', 'tinman', 'shoulder dislocates'),
(1714, 'e237611c-2730-4d0c-891b-bb29d3d15297', 'Shoulder Dumbbell Pendular Exercise', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Latissimus dorsi (Lats)','Pectoralis major (Chest)','Trapezius']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Lean forward to rest your hand on a chair or other object, holding a dumbbell in the other hand
Gently swing the dumbbell in a circular motion', 'CC-BY-SA-4.0', 'Croak6728', 'shoulder dumbbell pendular exercise'),
(1729, 'b283cd47-9a1c-4004-9bf5-220560ef0a16', 'Shoulder External Rotation (Cable)', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'Keep elbow fixed at your side and rotate forearm outward smoothly.
Don’t let your wrist or elbow drift upward — stay in one plane.', 'CC-BY-SA-4.0', 'barry', 'shoulder external rotation (cable)'),
(1715, '2eead109-098e-4c59-bdef-f580a6a82748', 'Shoulder External Rotation with Dumbbell', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Brachialis']::text[], ARRAY['Trapezius']::text[], ARRAY['Dumbbell']::text[], 'Lie on your side holding a dumbbell in your upper hand
Tuck your elbow into your side and rest the hand in front of you
Rotate the shoulder so the hand raises up
Lower the hand down', 'CC-BY-SA-4.0', 'Croak6728', 'shoulder external rotation with dumbbell'),
(1728, 'dadecc94-6322-4c66-93b5-9cb44ec79e46', 'Shoulder Internal Rotation (Cable)', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'Keep your elbow tucked to your side like it''s superglued there.
Don’t rotate your torso — only your forearm should move.', 'CC-BY-SA-4.0', 'barry', 'shoulder internal rotation (cable)'),
(1337, 'bff4776a-5972-4799-9534-c9d25e4885ea', 'Shoulder Press (Dumbbell)', '{}'::text[], 'Arms', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Muskulatur anspannen
Kein Schwung holen
Kontrollierte Bewegung
Langsame Bewegung
Immer angewinkelt lassen
Nicht überdehnen', 'CC-BY-SA-4.0', 'Anastasious', 'shoulder press (dumbbell)'),
(566, '8b0a0371-c0a9-42a7-aab7-68d520542fb2', 'Shoulder Press, Barbell', ARRAY['Military Press with Barbell','OHP Barbell','Overhead press Barbell']::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Sit on a bench, the back rest should be almost vertical. Take a barbell with a shoulder wide grip and bring it up to chest height. Press the weight up, but don''t stretch the arms completely. Go slowly down and repeat.', 'CC-BY-SA-3.0', 'wger.de', 'shoulder press, barbell military press with barbell ohp barbell overhead press barbell'),
(567, '87affa4b-395b-437c-9581-2bd20ea5aa7c', 'Shoulder Press, Dumbbells', ARRAY['Military Press with Dumbbells','OHP Dumbbells','Overhead press Dumbbells']::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Sit on a bench, the back rest should be almost vertical. Take two dumbbells and bring them up to shoulder height, the palms and the elbows point during the whole exercise to the front. Press the weights up, at the highest point they come very near but don''t touch. Go slowly down and repeat.', 'CC-BY-SA-3.0', 'wger.de', 'shoulder press, dumbbells military press with dumbbells ohp dumbbells overhead press dumbbells'),
(543, '5912d7ed-6a0e-4b4c-b30a-fc9f3f890fc1', 'Shoulder Press, on Machine', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'shoulder press, on machine'),
(569, '141bc870-56be-4749-a3b9-e56d5d5618b4', 'Shoulder Press, on Multi Press', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'The exercise is basically the same as with a free barbell:
Sit on a bench, the back rest should be almost vertical. Take a bar with a shoulder wide grip and bring it down to chest height. Press the weight up, but don''t stretch the arms completely. Go slowly down and repeat.', 'CC-BY-SA-3.0', 'wger.de', 'shoulder press, on multi press'),
(1443, 'c146fa3c-35a4-4e6e-9000-e12a9ee19cbd', 'Shoulder Raise Side and Front DB', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Stand while holding dumbbells beside body
Keep arms almost fully extended
Without momentum raise dumbbells to the side of your body until shoulder height, palms facing down
Lower dumbbells beside body, palms facing inwards
Immediately raise dumbbells in front of your body until shoulder height, palms facing down
Down again
This is one repetition', 'CC-BY-SA-4.0', 'M9', 'shoulder raise side and front db'),
(570, 'f956977e-cc05-4db2-a387-ba6140b1ef34', 'Shoulder Shrug', '{}'::text[], 'Shoulders', ARRAY['Trapezius']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'The shoulder shrug (usually called simply the shrug) is an exercise in weight training used to develop the upper trapezius muscle. The lifter stands erect, hands about shoulder width apart, and raises the shoulders as high as possible, and then lowers them, while not bending the elbows, or moving the body at all. The lifter may not have as large a range of motion as in a normal shrug done for active flexibility. It is usually considered good form if the slope of the shoulders is horizontal in the elevated position.', 'CC0-1.0', 'BFad07', 'shoulder shrug'),
(1209, '716286dd-05b1-4f87-8b3b-a0c559bcafc4', 'Shoulder width three-point push-up', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Get into a push-up position with your shoulders directly above your hands and your feet hip-width apart. Draw your belly button in towards your spine and tighten your abdominal muscles. Lift your left foot about five centimetres off the floor. Point your toes straight down. Do not move your hips. Your body forms a straight line from your head to your heels throughout the exercise. Now bend your elbows, lower your chest to the floor and push yourself back up. Repeat the exercise on the other side.', 'CC-BY-SA-4.0', 'lxmx', 'shoulder width three-point push-up'),
(1755, '7e039ac7-37ab-49f9-9ae8-c7efeef070cd', 'Shoulder Y-pull cable', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], '{}'::text[], 'on a cable rack cross the cables and pull elbows to ceiling close to the body.', 'CC-BY-SA-4.0', '', 'shoulder y-pull cable'),
(1739, '43eeec70-df51-4cad-9bef-a35261b0caaf', 'Shrimp Squad', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Single leg squad where one leg is behind you.', 'CC-BY-SA-4.0', 'Happy', 'shrimp squad'),
(575, '6199b3c7-3ccb-47fa-89bb-ef7fef12c0e3', 'Shrugs on Multipress', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'shrugs on multipress'),
(571, '270e108d-3cd2-45a9-807b-c357317eb15c', 'Shrugs, Barbells', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Take a barbell and stand with a straight body, the arms are hanging freely in front of you. Lift from this position the shoulders as high as you can, but don''t bend the arms during the movement. On the highest point, make a short pause of 1 or 2 seconds before returning slowly to the initial position.
When training with a higher weight, make sure that you still do the whole movement!', 'CC-BY-SA-3.0', 'wger.de', 'shrugs, barbells'),
(572, '72a945ec-3a7f-424b-9a05-1616ef7dce91', 'Shrugs, Dumbbells', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Stand with straight body, the hands are hanging freely on the side and hold each a dumbbell. Lift from this position the shoulders as high as you can, but don''t bend the arms during the movement. On the highest point, make a short pause of 1 or 2 seconds before returning slowly to the initial position.
When training with a higher weight, make sure that you still do the whole movement!', 'CC-BY-SA-3.0', 'wger.de', 'shrugs, dumbbells'),
(556, '919bb48a-42fe-4a11-9078-ea2b5087c49f', 'Side Bends on Machine', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis']::text[], ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Dumbbell']::text[], '', 'CC-BY-SA-3.0', 'klabautermann', 'side bends on machine'),
(576, '2f8ee51b-f493-47f7-8b2a-1da16c128f73', 'Side Crunch', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis']::text[], ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Gym mat']::text[], 'Hold weight in one hand. Bend side ways to the knee. Pull upo to upright position using your obliquus.', 'CC-BY-SA-3.0', 'kwrindy', 'side crunch'),
(577, 'cf1f0fed-6310-4210-8f7d-22e375e6c60c', 'Side Dumbbell Trunk Flexion', ARRAY['Side bends']::text[], 'Abs', ARRAY['Obliquus externus abdominis']::text[], ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Dumbbell']::text[], 'AKA dumbbell side bends. Stand in line with the hips with slightly bent knees, maintain the natural curvature of the spine, hand stretched by the body, grip the barbell with one hand. Make slow and controlled torso side flexions till you reach the angle of approximately 45°.', 'CC-BY-SA-3.0', 'GiglioRosso', 'side dumbbell trunk flexion side bends'),
(1730, 'dba57084-d148-4b22-bb90-2fdd3a845ca4', 'Side Lateral Raise (Cable)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Lift with your elbows leading, not your hands.
Don’t shrug your shoulders; keep traps quiet.', 'CC-BY-SA-4.0', 'barry', 'side lateral raise (cable)'),
(1753, '065ff3ca-a9e8-4339-997e-d65556d9ebf3', 'Side lateral raise - Back (Cable)', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'on a cable rack do a side lateral raise with the cable behind you. focus on tension in the front of the shoulder.', 'CC-BY-SA-4.0', '', 'side lateral raise - back (cable)'),
(1752, '7f9c13ab-1718-4f8a-8636-232f05f5f640', 'Side lateral raise - Front (Cable)', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'in a cablerack do a side lateral raise with cable in front of you, with focus in tension on the back of your shoulder.', 'CC-BY-SA-4.0', '', 'side lateral raise - front (cable)'),
(1202, '7212cc74-656e-47ce-8292-d211676f2ee1', 'Side Lying Hip Abduction', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Begin by lying down on your side with your top leg straight and your bottom leg bent for support.
Lift your top leg off the ground
(optional) - Hold position at the top
Resources:
40 seconds YouTube video: https://www.youtube.com/watch?v=g9FtnmsIYgI', 'CC-BY-SA-4.0', 'wakanda90', 'side lying hip abduction'),
(580, 'e1b99153-0102-47fc-b0cd-c21509827b0b', 'Side Plank', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Works your obliques and helps stabilize your spine. Lie on your side and support your body between your forearm and knee to your feet.', 'CC-BY-SA-4.0', 'http://www.bodybuilding.com/', 'side plank'),
(1321, '6465446b-4297-4379-b832-3fbaca037ffb', 'Side Plank', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis']::text[], ARRAY['Biceps brachii (Biceps)','Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Side plank are an effective core strengthening workout. It can help you strengthen and develop both upper and lower body muscles.
Being a multi-functional movement, this exercise targets not only your abdominal muscles but also the spine and buttocks. Plank strengthens and tightens your entire body, improves your posture and balance, reduces body fat and can help speed up your metabolism.', 'CC-BY-SA-4.0', 'hektkaso', 'side plank'),
(1019, '5e2761cf-839e-435e-bedb-35e132dcb5ce', 'Side plank right', '{}'::text[], 'Abs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Lie down on your side, with your bottom elbow at a right angle, arm sticking out. Lift your pelvis off the floor by lifting your bottom shoulder up, keeping the forearm on the floor; your head, pelvis, and feet should be in a straight line.
Steps:
Hold this position.', 'CC-BY-SA-4.0', '', 'side plank right'),
(1195, 'cd7bbafc-4092-4194-aa20-e380f1fe45f0', 'Side Slides + Squats', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gastrocnemius (Calves)','Gluteus maximus (Glutes)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'With feet a little wider than shoulder-width apart and staying low to mimic a defensive position, you should step with their lead leg and push off with their plant leg.
After three slides, rotate your body for 180 degree on the guiding (/outer) leg and do a squat. Continue.', 'CC-BY-SA-4.0', 'Insight', 'side slides + squats'),
(986, '9801e20b-69c3-43d0-9066-450a68230c42', 'Side split squats left', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Stand tall and take a wide lateral stride, just greater than shoulder width.
Steps:
Bend one knee until your thigh is parallel to the floor. The bent knee must be in line with the foot.
Push back to the starting position.
Repeat.', 'CC-BY-SA-4.0', '', 'side split squats left'),
(987, 'fa9838ed-84e8-476c-8157-1774a9c90aff', 'Side split squats right', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Stand tall and take a wide lateral stride, just greater than shoulder width.
Steps:
Bend one knee until your thigh is parallel to the floor. The bent knee must be in line with the foot.
Push back to the starting position.
Repeat.', 'CC-BY-SA-4.0', '', 'side split squats right'),
(1727, '0dd4dde7-9712-4c06-8ebe-16bc7a0b1917', 'Side Straight-Arm Pulldown (Cable)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Keep your torso still, pulling the handle down along your side using the outer lat.
Don’t twist your body or rotate your torso to cheat the rep.', 'CC-BY-SA-4.0', 'barry', 'side straight-arm pulldown (cable)'),
(1861, 'e3f424e1-4c9f-4892-8df2-230624680439', 'Side stretch', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], '{}'::text[], 'View the video to undestand the exercise', 'CC-BY-SA-4.0', 'Davidgj32', 'side stretch'),
(583, '9374fdaf-411f-4ae6-8f0c-21cc2d3dc667', 'Side to Side Push Ups', '{}'::text[], 'Chest', ARRAY['Anterior deltoid (Shoulders)','Obliquus externus abdominis','Pectoralis major (Chest)','Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], '-start in push up position
-lean the body weight to the right side, and complete a push up with the chest over the right hand
-come back to the centered position
-on rep 2, lean to the left side', 'CC-BY-SA-4.0', 'nate303303', 'side to side push ups'),
(1582, 'd9c1f78c-7bf6-4e6a-92e4-7bf4ed4a0a67', 'Side-laying interior rotation', '{}'::text[], 'Shoulders', ARRAY['Trapezius']::text[], '{}'::text[], ARRAY['Barbell','Bench','Dumbbell']::text[], 'Laying on your side and using the arm closest to the bench, maintain a 90 degree bend at the elbow and allow the weight to fall towards the ground past the bench as low as comfortable. Bring the weight up using only rotation of the shoulder to the opposing shoulder.', 'CC-BY-SA-4.0', 'CptnFatbeard', 'side-laying interior rotation'),
(578, 'd9f6c15a-b224-4ef6-93e9-fd6509b66add', 'Side-lying External Rotation', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], '{}'::text[], 'With a weight in one hand, lie on your side opposite the weight. Keep your knees slightly bent. Hold your elbow against your side, and extend your upper arm straight ahead of you. While continuing to hold your elbow against your side, rotate your upper arm 90 degrees upwards.
It is helpful to place a towel under your armpit to help with the form on this exercise. Placing a support under your head for the duration of the exercise is also a good idea.', 'CC-BY-SA-4.0', 'apeschel', 'side-lying external rotation'),
(1022, '768e0703-a04d-4d97-89ce-a49cd6be2b06', 'Single Arm Plank to Row', '{}'::text[], 'Back', ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Brachialis','Latissimus dorsi (Lats)','Obliquus externus abdominis','Rectus abdominis (Abs)','Serratus anterior']::text[], '{}'::text[], ARRAY['Kettlebell']::text[], 'Start position as row, extend to plank and back. Finish with row and repeat', 'CC-BY-SA-4.0', '', 'single arm plank to row'),
(1637, '81dd44b3-67b3-4198-9e57-c2a80b3c4102', 'Single arm row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Incline bench']::text[], 'Sitting on the ground, use a high cable in a single grip, to do lat pulldowns with a focus on a long stretch in the lats.', 'CC-BY-SA-4.0', 'Rottekongen', 'single arm row'),
(71, '046fce45-69f2-46f7-a5b6-79a25a485af1', 'Single Leg Extension', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], '{}'::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'single leg extension'),
(1740, '68f1efb8-e7d2-4a79-99bb-65f128e10a11', 'Single Leg Glute Bridge', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'A glute bridge, where you use just one leg at a time.', 'CC-BY-SA-4.0', 'Happy', 'single leg glute bridge'),
(1393, '45cd73d7-98ac-4451-849a-a645fcfe9bee', 'Single Leg Hamstring Stretch', ARRAY['Seated Single Leg Stretch']::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Sit on the ground with one leg straight out in front of you and the other leg bent in toward you. Reach forward with both hands, trying to touch the toes of your straight leg.', 'CC-BY-SA-4.0', 'captive0592', 'single leg hamstring stretch seated single leg stretch'),
(1388, '957ca37c-b6d7-4c30-8ba9-9512b0fa2659', 'Single Leg RDL', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand upright and hold weights in both hands if using loads.
Brace your core and lift one leg off the ground.
Keep your back straight, hinge at the hips while lowering your torso forward, ensuring you don’t rotate your hips.
Lower until you feel a stretch in your standing leg''s hamstring, then return to standing position. Repeat on both sides.', 'CC-BY-SA-4.0', 'captive0592', 'single leg rdl'),
(1389, '965d7607-e9c1-4c16-b5cb-2c3d278e2a03', 'Single Leg RDL', ARRAY['Single Leg Romanian Deadlift']::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand with your feet hip-width apart, shift your weight onto one leg and slightly bend the other. Keep your back straight while hinging at your hips. Use your hamstring to pull yourself back up.', 'CC-BY-SA-4.0', 'captive0592', 'single leg rdl single leg romanian deadlift'),
(584, 'c85e6137-2577-4e28-82c2-427407d534eb', 'Single-arm Preacher Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Sit on the preacher curl bench and perform a bicep curl with a dumbbell in one hand. Your other hand can be at rest, or beneath your curling arm''s elbow.', 'CC-BY-SA-3.0', 'tuckerm', 'single-arm preacher curl'),
(1736, 'a630de17-9170-434c-b486-96a6b8705506', 'Single-Leg Deadlift with Dumbbell', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Starting Position: Stand upright with a slight bend in your knees, holding a dumbbell in one or both hands. Shift your weight onto your supporting leg (e.g., your right leg) and lift your non-supporting foot slightly off the floor.
The Hinge: Keeping your back flat and core engaged, hinge at your hips, pushing your glutes backward. As your torso lowers, extend your non-supporting leg straight back behind you for balance, keeping your hips square to the floor. The dumbbell(s) should lower toward the ground along the line of your supporting leg.
Range of Motion: Continue lowering your torso until it is nearly parallel to the floor, or you feel an intense stretch in your supporting hamstring, ensuring your back remains neutral throughout the movement.
Return to Start: Pause at the bottom, then contract your glutes and hamstrings to slowly raise your torso back to the starting position. Your non-supporting leg should return in line with the supporting one.
Switch Sides: After completing your desired number of repetitions on one side, switch your weight and repeat the movement on the other leg.', 'CC-BY-SA-4.0', 'Tierrasverdes', 'single-leg deadlift with dumbbell'),
(1734, 'ff6c2fb1-5105-49ba-babe-c0d403940269', 'Single-Leg Lunge with Kettlebell:', '{}'::text[], 'Legs', ARRAY['Gastrocnemius (Calves)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['Kettlebell']::text[], 'How to do a single-leg kettlebell lunge
Preparation: Stand with your feet together. Hold the kettlebell with both hands by the handle, keeping it close to your chest, or hold it with one hand (on the same side as the working leg).
Step and Lower: Take a large step forward (or backward, which is safer for your knees) with one leg, lowering your hips until both knees form a 90-degree angle.
Focus: Shift your weight onto your front (or bent) leg, keeping your back straight and your torso upright.
Return: Push off with your front leg to return to the starting position.', 'CC-BY-SA-4.0', 'Tierrasverdes', 'single-leg lunge with kettlebell:'),
(1735, 'd28cf04f-4077-484b-82ed-abaea8d4053d', 'Single-leg side glute press', '{}'::text[], 'Legs', ARRAY['Gastrocnemius (Calves)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['Incline bench']::text[], 'The Single-Leg Side Glute Press is a leg press machine variation where you angle your body sideways on the pad, placing one foot high and slightly angled to press the weight, powerfully targeting the outer glute (gluteus medius/minimus) and hamstrings for balanced leg development and stability, requiring focus on pushing through the heel and maintaining control without locking out.
How to Perform:
Setup: Sit in the leg press machine, rotate your body to one hip, placing one foot high on the platform at about a 45-degree angle with toes pointed slightly out/forward.
Positioning: Keep your hip, knee, and ankle aligned, and ensure your lower back stays on the pad.
Descent: Slowly lower the weight, allowing your knee to bend deeply (near 90 degrees), feeling a stretch in your glute and hamstring.
Press: Drive through your heel (not your toes) to press the weight back up, squeezing your glutes and hamstrings, stopping just before your leg fully extends.
Control: Avoid bouncing and don''t let your lower back lift off the pad; maintain tension throughout the movement.', 'CC-BY-SA-4.0', 'Tierrasverdes', 'single-leg side glute press'),
(1394, '5a5e8883-b185-40ff-b292-9e433d13b5e7', 'Sit & Reach', ARRAY['Seated Forward Bend']::text[], 'Back', ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], ARRAY['Gym mat']::text[], 'Sit on the ground with your legs extended straight in front of you. Reach both hands forward, trying to reach past your toes or as far as you can go. Return to the starting position and repeat.', 'CC-BY-SA-4.0', 'captive0592', 'sit & reach seated forward bend'),
(1479, '5af00591-2d77-4ea6-a347-825ad18beff1', 'Sit Up Elbow Thrust', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'This
is a top down rotation movement, and it’s a bit more
explosive, too.
Lying with knees bent and feet on the floor, sit up and then drive your left elbow across your entire body toward the right, then come back
to center and then finally lower yourself down. Then hit the other side.', 'CC-BY-SA-4.0', 'Moffi', 'sit up elbow thrust'),
(591, 'f38e9c23-031d-44d0-ac27-7f1026212c73', 'Sit-ups', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], '{}'::text[], 'Sit on a mat, your calves are resting on a bench, the knees make a right angle. Hold your hands behind your neck. Go now up with a rolling movement of your back, you should feel how the individual vertebrae lose contact with the mat. At the highest point, contract your abs as much as you can and hold there for 2 sec. Go now down, unrolling your back.', 'CC-BY-SA-3.0', 'wger.de', 'sit-ups'),
(590, '6e46833d-fd83-4c1a-90af-eb3f3a917199', 'Sitting Calf Raises', '{}'::text[], 'Calves', ARRAY['Soleus']::text[], ARRAY['Gastrocnemius (Calves)']::text[], '{}'::text[], 'Sit on a bench for calf raises and check that the feet are half free and that you can completely stretch the calf muscles down. Pull your calves up, going as far (up) as you can. Make at the highest point a short pause of 1 or 2 seconds and go down.', 'CC-BY-SA-3.0', 'wger.de', 'sitting calf raises'),
(1494, '959785cb-0146-499e-820e-716f83698b94', 'Sitting Calf Raises', '{}'::text[], 'Legs', ARRAY['Gastrocnemius (Calves)']::text[], '{}'::text[], '{}'::text[], 'Calf raises while sitting using extra weight on the platform.', 'CC-BY-SA-4.0', 'aahuja', 'sitting calf raises'),
(1274, '9f9bfa54-4702-4eb1-a72a-0fc12c846c72', 'Sitting Calf Stretch (Dorsiflexion)', '{}'::text[], 'Legs', ARRAY['Gastrocnemius (Calves)','Soleus']::text[], '{}'::text[], '{}'::text[], 'This is a light stretch for the calf that is great for rehab.', 'CC-BY-SA-4.0', 'erikocobra', 'sitting calf stretch (dorsiflexion)'),
(1526, 'e29d9914-6b02-490b-8f3a-f9fe8f21993c', 'Ski Machine', '{}'::text[], 'Cardio', ARRAY['Gastrocnemius (Calves)','Latissimus dorsi (Lats)','Trapezius','Triceps brachii (Triceps)']::text[], ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)','Rectus abdominis (Abs)']::text[], '{}'::text[], 'Start standing on the platform with your feet hip-width apart.
Reach overhead to grip the handles with your palms facing in.
Soften your knees, then simultaneously drive your butt back as if you''re closing a door behind you while pulling your arms straight down past your hips until your hands pass by the side of your knees.
Next, bring your arms back overhead while thrusting your hips forward until you''re standing with your arms fully extended.
Repeat for reps, time or distance.', 'CC-BY-SA-4.0', 'flanny', 'ski machine'),
(595, 'e60125f0-3a88-4707-815f-fe0e2b4be3c4', 'Skipping - Standard', '{}'::text[], 'Cardio', ARRAY['Gastrocnemius (Calves)']::text[], '{}'::text[], '{}'::text[], 'Do a single, double footed jump for each swing of the rope.
Work on a smooth, rhythmical movement, bouncing lightly on the balls of your feet.', 'CC-BY-SA-4.0', 'Cerin', 'skipping - standard'),
(245, '893c07ea-2e24-49b6-92e4-d0033eedec62', 'Skullcrusher Dumbbells', ARRAY['French Press Dumbbells']::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Bench','Dumbbell']::text[], 'Hold the dumbbells and lay down on a flat bench in such a way that around 1/4 of your head is over the edge. Stretch arms straight up and then lean dumbbells away from your toes to a 10-20 degree angle. Keep upper arm at this angle throughout exercise. Dumbbell shall not be amed at your head, but away over your head. This will maximise gain from exercise with load on triceps all the time.
Pay attention to your elbows and arms: only the triceps are doing the work, the rest of the arms should not move.', 'CC-BY-SA-3.0', 'wger.de', 'skullcrusher dumbbells french press dumbbells'),
(246, '95a7e546-e8f8-4521-a76b-983d94161b25', 'Skullcrusher SZ-bar', ARRAY['French Press SZ-bar']::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Bench','SZ-Bar']::text[], 'Hold the SZ-bar and lay down on a flat bench in such a way that around 1/4 of your head is over the edge. Stretch your arms with the bar and bend them so that the bar is lowered. Just before it touches your forehead, push it up.
Pay attention to your elbows and arms: only the triceps are doing the work, the rest of the arms should not move.', 'CC-BY-SA-3.0', 'wger.de', 'skullcrusher sz-bar french press sz-bar'),
(1210, '965b0d80-544b-4f22-a64b-32dc033f071a', 'Skydiver with arms in T-position', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Lie on your stomach with your legs more than shoulder-width apart and your feet up. Your arms are stretched out to the side and form a T with your upper body, your palms are on the floor. Now raise your upper body, arms and legs as high as you can while keeping your body under tension. Turn your thumbs towards the ceiling and pull your shoulder blades together. While keeping your upper body and all limbs in the air, bring your legs together and then spread them again, keeping them constantly in the air. For the remaining repetitions, only move your legs open and closed.', 'CC-BY-SA-4.0', 'lxmx', 'skydiver with arms in t-position'),
(1523, '32cc7175-3fda-4c7e-900f-8766c22e3b2b', 'Sled Push', '{}'::text[], 'Cardio', ARRAY['Gastrocnemius (Calves)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps femoris (Hamstrings)','Triceps brachii (Triceps)']::text[], '{}'::text[], 'Load the sled with 25% of your maximum load. If you don’t know this, choose a weight you can push for 10 minutes with short breaks. Beginners may choose to push the sled with no weight.
Stand behind the sled and grab the poles with a high-grip hand position.
Engage your core muscles and start pushing the sled forward as fast as you can, powering through your entire leg. Extend your hips and knees as you move the sled forward. Your foot stance should resemble your natural running position.', 'CC-BY-SA-4.0', 'flanny', 'sled push'),
(1711, '90f12b1b-b33e-4d83-9f9e-e26d3a4b8e0b', 'Sleeper Stretch', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Trapezius']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Lie on your side so that you are resting a little weight on your shoulder blade to keep it still
Extend your arm to 90 degrees in front of you, resting on the floor/mat
Lift your hand with your elbow so that your fingers point to the ceiling and your palm points towards your feet
Keeping your elbow still, gently lower your palm toward the floor', 'CC-BY-SA-4.0', 'Croak6728', 'sleeper stretch'),
(1604, '55bb8725-a7c9-48a0-b192-ec6c9db6f9bc', 'Sliding Lateral Lunge', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Gastrocnemius (Calves)','Obliquus externus abdominis']::text[], ARRAY['Barbell']::text[], 'Stand upright with your feet hip-width apart, holding a kettlebell close to your chest in goblet position. Place one foot on a slider, gliding disc, or towel. Keep your chest tall and core engaged. Slowly slide the foot outward to the side while bending the opposite knee, lowering your hips into a lateral lunge. Keep the working leg’s knee aligned with the toes and avoid letting it collapse inward. The non-working leg remains straight and slides smoothly along the floor. Push through the heel of the bent leg to return to the starting position while maintaining control of the kettlebell.', 'CC-BY-SA-4.0', 'RiccaBaro', 'sliding lateral lunge'),
(804, '9f9edad8-7da0-448c-bfcb-ec61f2d28162', 'Sloper hanging', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Hanging on sloper holds of a fingerboard for a amount of seconds', 'CC-BY-SA-4.0', 'marcelbader', 'sloper hanging'),
(598, '092d0fbb-0409-470e-a087-beb9a378f3f7', 'Smith Machine Close-grip Bench Press', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], 'Perform a standard bench press on the smith machine, but have your hands on the bar about shoulder width apart, and keep your elbows close to your body.', 'CC-BY-SA-3.0', 'tuckerm', 'smith machine close-grip bench press'),
(925, 'ef2df6a2-41df-4a25-b2e0-4808dc2c3305', 'SMITH MACHINE SLIGHT INCLINE PRESS', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], '{}'::text[], 'laying under smith machine, with slight incline', 'CC-BY-SA-4.0', 'novadani', 'smith machine slight incline press'),
(1593, 'b382dcb2-60a8-412d-b0ee-6afe9c9f36d7', 'Smith Machine Split Squat', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'The "Smith Machine Split Squat" is a strength exercise
performed on the Smith machine, ideal for targeting the legs and glutes.
It involves placing one foot forward and the other back, lowering the
body until the front thigh is parallel to the ground while the bar
slides vertically along the machine. This exercise helps improve
stability, correct muscle imbalances, and reduces stress on the back,
providing a safe environment for strength training.', 'CC-BY-SA-4.0', 'workout@rooven.anonaddy.me', 'smith machine split squat'),
(1594, 'e8f937c9-da7f-47ff-bd14-75cc27956b4a', 'Smith Machine Split Squat', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'The "Smith Machine Split Squat" is a strength exercise
performed on the Smith machine, ideal for targeting the legs and glutes.
It involves placing one foot forward and the other back, lowering the
body until the front thigh is parallel to the ground while the bar
slides vertically along the machine. This exercise helps improve
stability, correct muscle imbalances, and reduces stress on the back,
providing a safe environment for strength training.', 'CC-BY-SA-4.0', 'workout@rooven.anonaddy.me', 'smith machine split squat'),
(1747, 'f3ef220b-a070-449c-a463-876d30cd9b14', 'Smith machine squat', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], '{}'::text[], '{}'::text[], 'Technique and Execution
The Smith machine squat is a variation of the traditional barbell squat that uses a guided, fixed-path barbell. Here''s a detailed breakdown of the proper technique:
Starting Position
Foot Placement: Position feet slightly forward of the bar, about shoulder-width apart
Bar Position: Rest the bar on your upper trapezius/shoulders, similar to a traditional back squat
Stance: Feet can be slightly angled outward for natural hip rotation
Squat Movement
Unrack the bar by rotating it to release from the safety hooks
Slowly lower your body by bending knees and hips
Descend until thighs are parallel to the ground (or slightly below)
Pause briefly at the bottom of the movement
Drive through your heels to return to the starting position
Benefits and Considerations
Advantages
Reduced Balance Requirements: Fixed bar path makes it easier for beginners
Controlled Movement: Less risk of improper form compared to free weight squats
Isolation: Allows focused leg muscle development', 'CC-BY-SA-4.0', 'Tierrasverdes', 'smith machine squat'),
(916, 'cbf4cf16-f188-4a60-a223-aa50b163f4b7', 'Smith Press', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Incline bench']::text[], 'Sitting almost 90 degree angle, smith machine', 'CC-BY-SA-4.0', 'novadani', 'smith press'),
(599, '8161de8b-7802-46c0-9bd4-db60f39b7677', 'Snach', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Stand with your feet at hip width and your shins against the bar. Grasp the bar at double shoulder width and, keeping your lower back flat, drive your heels into the floor to begin lifting the bar. When it''s above your knees, explosively extend your hips and shrug your shoulders. Let the momentum carry the weight overhead.', 'CC0-1.0', 'Mens Fitness', 'snach'),
(1576, 'c8f951dd-94e0-4548-bbed-3b7bc883f7ba', 'Snap Down', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Gastrocnemius (Calves)','Rectus abdominis (Abs)']::text[], '{}'::text[], 'Begin in a standing position with your
arms up over your head and your toes pushing into the ground raising
your heels up becoming as tall as you can. From this position, perform a
small hop with both feet slightly coming off of the ground. As you
land, bend your knees and begin to hinge forward at your hips absorbing
the landing. Return to the starting position and repeat.
You should feel the muscles in your lower body working.
Start with your arms and knees fully
straightened out. Keep a stable balance as you land and briefly hold
that end position, don’t go too fast and become off balanced. Keep your
chest up.
For a detailed video on landing mechanics, click here: https://youtu.be/RThUCYRDyZw', 'CC-BY-SA-4.0', 'mountain.potato', 'snap down'),
(1447, '127033e0-46c5-44a6-825b-fbecfe60ed9a', 'Snatch OL', '{}'::text[], 'Back', ARRAY['Anterior deltoid (Shoulders)','Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Barbell']::text[], 'Olympic lift snatch
Pull barbell from ground to overhead lockout using a wide grip and overhead squat.
Move bar slowly until cleared knees then explosively extend hips, pull bar up and dive under the bar
Catch bar overhead with straight arms
Push head forward during lockout', 'CC-BY-SA-4.0', 'M9', 'snatch ol'),
(1839, '33a55e1a-ff83-4c34-b056-887a121b0978', 'Solo Hip Flexor Stretch', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'See this instructive video: https://www.youtube.com/watch?v=qHwyBHS6MQs .', 'CC-BY-SA-4.0', 'Croak6728', 'solo hip flexor stretch'),
(604, 'b1051c3e-78a9-4b73-899c-c700098cf1a8', 'Speed Deadlift', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'Deadlift with short (less than one 1min) rest between sets.', 'CC-BY-SA-4.0', 'MrSteele', 'speed deadlift'),
(1810, '23d2b2ce-4ae7-441a-a122-9f6784f15aa6', 'Sphinx', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Lie on your stomach flat, legs extended and the backs of your feet on
the ground. Bring your forearms under your shoulders, elbows directly
underneath. Then press your hands into the floor to lift your chest.
Draw your shoulder blades together, open your collarbones, and direct
your gaze forward, while keeping the lower back relaxed.', 'CC-BY-SA-4.0', 'Joculari', 'sphinx'),
(1465, 'b3049397-a1d1-4442-9113-3532bcd1f278', 'Spider Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], ARRAY['Incline bench']::text[], 'To get the most out of DB Spider Curls, you need an
adjustable weight bench set at a 45-degree incline. This inclined position
allows your arms to hang freely, putting them in an extended start position
with elbows slightly in front of your torso, which is the key to maintaining
low-level isometric tension throughout the movement pattern.
Lie face-down on an adjustable
weight bench with your chest fully supported, holding a pair of dumbbells.
Keep a neutral head position
and don’t crane your neck.
Let your arms hang straight
down with your palms facing forward (for a standard Spider Curl) or palms
facing inward for a Hammer Curl exercise variation.
Keep a stable foot position on
the floor to maintain balance and control.
Start the curl motion by
flexing your biceps muscles and lifting the pair of dumbbells or curl bar
toward your shoulders.
Keep your elbow flexion
controlled. Your arms should stay locked in position with no unnecessary
movement.
Squeeze hard at the top for 1-2 seconds. This
is where maximum tension hits the biceps muscle fibers.
Lower the weight under control
for 3-4 seconds to keep muscles under tension for the entire range of
motion.', 'CC-BY-SA-4.0', 'Moffi', 'spider curl'),
(607, 'eaf6f39e-d46d-4460-b5a9-71e814b18f89', 'Splinter Sit-ups', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis']::text[], '{}'::text[], '{}'::text[], 'Lie on your back with your legs straight and arms at your sides, keeping your elbows bent at 90 degrees. As you sit up, twist your upper body to the left and bring your left knee toward your right elbow while you swing your left arm back. Lower your body to the starting position, and repeat to your right. That''s 1 rep.', 'CC-BY-SA-3.0', 'djblitzd', 'splinter sit-ups'),
(991, '80d83f98-efe5-4d87-a403-c0feadc8650f', 'Split squats left', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Stand with your back straight. Take a large step forward with your left leg.
Steps:
Bring your pelvis down until you almost touch the floor with your right knee.
Bring your pelvis back up.
Repeat.', 'CC-BY-SA-4.0', '', 'split squats left'),
(992, '1d8599d8-59a5-4faf-a9cf-b81639cbf68b', 'Split squats right', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Starting position:
Stand with your back straight. Take a large step forward with your left leg.
Steps:
Bring your pelvis down until you almost touch the floor with your right knee.
Bring your pelvis back up.
Repeat.', 'CC-BY-SA-4.0', '', 'split squats right'),
(614, '5c0824dc-f2fb-4d19-a1e5-7c33219ad51d', 'Squat Jumps', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], '{}'::text[], '{}'::text[], 'Jump wide, then close', 'CC-BY-SA-3.0', 'OGhTebfCxhexZXuf35mUxV9C--A', 'squat jumps'),
(616, '30ac081b-fb79-4253-9457-8efc07568790', 'Squat Thrust', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)','Rectus abdominis (Abs)','Soleus']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'The burpee, or squat thrust, is a full body exercise used in strength training and as an aerobic exercise. The basic movement is performed in four steps and known as a four-count burpee: Begin in a standing position. Move into a squat position with your hands on the ground. (count 1) Kick your feet back into a plank position, while keeping your arms extended. (count 2) Immediately return your feet into squat position. (count 3) Stand up from the squat position (count 4)', 'CC0-1.0', 'BFad07', 'squat thrust'),
(615, 'a2f5b6ef-b780-49c0-8d96-fdaff23e27ce', 'Squats', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Barbell']::text[], 'Place a barbell in a rack just below shoulder-height. Dip under the bar to put it behind the neck across the top of the back, and grip the bar with the hands wider than shoulder-width apart. Lift the chest up and squeeze the shoulder blades together to keep the straight back throughout the entire movement. Stand up to bring the bar off the rack and step backwards, then place the feet so that they are a little wider than shoulder-width apart. Sit back into hips and keep the back straight and the chest up, squatting down so the hips are below the knees. From the bottom of the squat, press feet into the ground and push hips forward to return to the top of the standing position.', 'CC-BY-SA-3.0', 'wger.de', 'squats'),
(341, '316aca47-6f5b-40b7-b04f-f69e68387354', 'Squats on Multipress', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], '{}'::text[], '', 'CC-BY-SA-3.0', 'wger.de', 'squats on multipress'),
(1548, 'b3e433ed-0247-46b3-be77-9f2738a09a48', 'Stair Master', '{}'::text[], 'Cardio', ARRAY['Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'cardio and lower-body strength machine designed to simulate climbing stairs. It provides a low-impact, high-intensity workout that targets the legs, glutes, and core while improving cardiovascular endurance.', 'CC-BY-SA-4.0', 'MisterPinnacle', 'stair master'),
(1549, '3edc1a89-f669-41ba-a8fc-d663fbbdc8ba', 'Stair Master', '{}'::text[], 'Cardio', ARRAY['Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'cardio and lower-body strength machine designed to simulate climbing stairs. It provides a low-impact, high-intensity workout that targets the legs, glutes, and core while improving cardiovascular endurance.', 'CC-BY-SA-4.0', 'MisterPinnacle', 'stair master'),
(1724, '93b9b84c-7b72-4712-a7c2-0e14a5fab32a', 'Standing Adduction (Cable)', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'Keep your hips square and still, pulling the cable across your opposing leg using only your inner thigh.
Don’t let your torso lean or twist — no side bending to help the rep.', 'CC-BY-SA-4.0', 'barry', 'standing adduction (cable)'),
(621, 'eb61c7a1-e1c9-4c44-a8ce-2bbe98a39857', 'Standing Bicep Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)','Brachialis']::text[], ARRAY['Brachialis']::text[], ARRAY['Dumbbell']::text[], 'Stand holding dumbbells at shoulder width apart. Face forearm upward and keep upper arm still while raising each dumbbell up to your shoulder.', 'CC0-1.0', 'BFad07', 'standing bicep curl'),
(1232, 'a569e8c3-218f-40db-9d71-e155c68cb26e', 'Standing biceps stretch left', '{}'::text[], 'Arms', ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand with your left arm close to a wall. Extend your left arm and put your left hand on the wall, then gently turn your body to the right.', 'CC-BY-SA-4.0', 'Lynn_McIntyre', 'standing biceps stretch left'),
(1233, '671568f9-6653-4e11-ac71-3f34c74329a0', 'Standing biceps stretch right', '{}'::text[], 'Arms', ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Pectoralis major (Chest)']::text[], '{}'::text[], '{}'::text[], 'Stand with your right arm close to a wall. Extend your right arm and put your left hand on the wall, then gently turn your body to the right.', 'CC-BY-SA-4.0', 'Lynn_McIntyre', 'standing biceps stretch right'),
(622, '7ce443b6-eb84-4f65-b05f-461c1cc8bcc0', 'Standing Calf Raises', '{}'::text[], 'Calves', ARRAY['Gastrocnemius (Calves)']::text[], ARRAY['Soleus']::text[], '{}'::text[], 'Get onto the calf raises machine, you should able to completely push your calves down. Stand straight, don''t make a hollow back and don''t bend your legs. Pull yourself up as high as you can. Make a small pause of 1 - 2 seconds and go slowly down.', 'CC-BY-SA-3.0', 'wger.de', 'standing calf raises'),
(1239, 'f36dfa40-7586-4721-a434-1fd878232c62', 'Standing Calf Stretch', '{}'::text[], 'Legs', ARRAY['Gastrocnemius (Calves)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'This stretch targets the gastrocnemius (the chief muscle of the calf of the leg, which flexes the knee and foot). It is easy to perform anywhere. All you need is a wall or a chair.', 'CC-BY-SA-4.0', 'erikocobra', 'standing calf stretch'),
(1575, '083bc8a6-0eb4-4049-b2ef-88415aa15459', 'Standing Dowel Shoulder press', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], ARRAY['Barbell']::text[], 'Mobility - prone dowel press or standing dowel shoulder press alternating between front andback', 'CC-BY-SA-4.0', 'mountain.potato', 'standing dowel shoulder press'),
(1875, 'f4bb000a-c855-4497-95e0-abc1b71725e7', 'Standing IT Band Stretch', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'View the video to undestand the exercise', 'CC-BY-SA-4.0', 'Davidgj32', 'standing it band stretch'),
(1396, 'af59f161-147a-49ba-85c8-6c9f4e5ffe63', 'Standing Pancake', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand and open your legs as wide as possible into a straddle position. Then bend at the hips, pushing them back while keeping your back straight.', 'CC-BY-SA-4.0', 'captive0592', 'standing pancake'),
(1397, 'aa3c2791-74f7-4fed-a812-297ff454e2f9', 'Standing Pancake Good Morning', ARRAY['Wide-Stance Good Morning']::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand with your feet wider than shoulder-width apart and toes pointed slightly outward. Place your hands on the back of your head. Hinge at your hips and lower your upper body towards the ground, keeping your back straight and chest open.', 'CC-BY-SA-4.0', 'captive0592', 'standing pancake good morning wide-stance good morning'),
(623, '7dc59fa0-5552-4ffa-954f-9bc8c22740bf', 'Standing Rope Forearm', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], '{}'::text[], 'Grab a wrist roller tool with both hands while standing with your feet about shoulder width apart. If your gym does not have a wrist roller tool, you can easily put one together. All you need is a 5 or 10 pound weight plate, a strong thin rope about 3 feet long and a 6-8 inch stick or bar. Securely fasten the rope to the middle of the bar/stick and tie the other end of the rope to the weight plate. To begin this exercise, grab the bar/stick with both hands using an overhand grip. Extend both arms straight out in front of you, parallel to the floor. Next, roll the weight up from the floor by rapidly twisting the bar/stick with your hands and wrists. Once the weight reaches the top, slowly lower the plate back to the floor by reversing the motion of your hands and wrists. Repeat (if you can!).', 'CC-BY-SA-4.0', 'pwiltrout', 'standing rope forearm'),
(1426, '864b0a80-5d29-4d87-9144-f6ee6f5087b9', 'Standing Side Crunches', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis']::text[], ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Standing side crunches are a dynamic exercise that targets the obliques while improving balance and stability. Stand upright with your feet shoulder-width apart and hands behind your head or holding a dumbbell in one hand. Lean your torso to one side, contracting your obliques, while bringing your elbow toward your hip (or crunching toward the weight if using a dumbbell). Return to the starting position and alternate sides or perform all repetitions on one side before switching.', 'CC-BY-SA-4.0', 'hpmbala@gmail.com', 'standing side crunches'),
(1240, '56631e7a-471a-469c-958a-c3ff78b1e73c', 'Standing Soleus Stretch', '{}'::text[], 'Legs', ARRAY['Soleus']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'This stretch targets the Soleus part of your calf. It may be performed with a wall or chair.', 'CC-BY-SA-4.0', 'erikocobra', 'standing soleus stretch'),
(624, '4d5decb3-5fbe-45c1-9ad5-ff715e53cb34', 'Stationary Bike', '{}'::text[], 'Cardio', '{}'::text[], '{}'::text[], '{}'::text[], 'Ride a Stationary Bike with various tensions.', 'CC-BY-SA-4.0', 'intelman', 'stationary bike'),
(981, '9e6dae29-5d03-440a-bdf1-2cb25a5179c2', 'Step-ups', ARRAY['Chair steps']::text[], 'Legs', '{}'::text[], '{}'::text[], ARRAY['Bench']::text[], 'Starting position:
Stand facing a chair.
Steps:
Step up onto the chair.
Step off the chair.
Repeat.', 'CC-BY-SA-4.0', '', 'step-ups chair steps'),
(627, '22c59ede-970b-43e1-bb51-ac1c2be0b0e0', 'Stiff-legged Deadlifts', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Barbell']::text[], 'Keep legs straight
Keep back straight', 'CC-BY-SA-3.0', 'tuckerm', 'stiff-legged deadlifts'),
(1847, 'd2cf769a-9271-41ae-90fc-aef813e41740', 'Straddle L-Sit', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Latissimus dorsi (Lats)','Pectoralis major (Chest)','Quadriceps femoris (Quads)','Serratus anterior']::text[], ARRAY['none (bodyweight exercise)']::text[], 'With your legs in a sitting saddle position, push your body upwards off the ground. Your legs should be horizontal and point straight outwards. Your arms should be between your legs.
Hold isometrically as long as required.', 'CC-BY-SA-4.0', 'Croak6728', 'straddle l-sit'),
(912, '36274d27-3812-4b8c-80e2-ab59acf82c4d', 'Straight Bar Cable Curls', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], '{}'::text[], 'Standing upright in front of Cable Tower using a straight bar', 'CC-BY-SA-4.0', 'novadani', 'straight bar cable curls'),
(917, 'ca16aa3c-9b43-4d81-ae60-1e225163b767', 'Straight Bar Cable Front Raise', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], ARRAY['SZ-Bar']::text[], 'Back to cable tower, cable between legs, SZ Bar', 'CC-BY-SA-4.0', 'novadani', 'straight bar cable front raise'),
(628, '0f5fc602-afb6-4500-87da-f115f3ef3f47', 'Straight-arm Pull Down (bar Attachment)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], 'Use the straight bar attachment on a high pulley. Grasp the two ends of the bar with your palms facing downward and your arms straight out in front of you. Pull your hands down towards your hips, while keeping your arms straight, then raise them back up to the starting position.', 'CC-BY-SA-3.0', 'tuckerm', 'straight-arm pull down (bar attachment)'),
(629, '2f7149c3-77ce-4313-a59c-aef82b5a730a', 'Straight-arm Pull Down (rope Attachment)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], 'Use the rope attachment on a high pulley. Grasp the two ends of the rope with your arms straight out in front of you. Pull your hands down towards your hips, while keeping your arms straight, then raise them back up to the starting position.', 'CC-BY-SA-3.0', 'tuckerm', 'straight-arm pull down (rope attachment)'),
(1726, 'a45123c6-34c2-43cf-b6bf-914a8f40995a', 'Straight-Arm Pulldown (Cable)', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], '{}'::text[], 'Keep arms straight but not locked, pulling with your lats, not your shoulders.
Don’t let your shoulders shrug up during the movement.', 'CC-BY-SA-4.0', 'barry', 'straight-arm pulldown (cable)'),
(1776, 'b6c19c36-34be-4d9f-8c07-8bdf9ab3ba1a', 'Suitcase Carry', '{}'::text[], 'Abs', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Walk forward and backward with holding dumbbell on one side without leaning to counter the weight.', 'CC-BY-SA-4.0', 'aboksz', 'suitcase carry'),
(630, '0c2d9b74-3d1e-481f-a7bf-3b3532f7d6b0', 'Sumo Deadlift', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], '{}'::text[], '{}'::text[], 'Begin with a bar loaded on the ground. Approach the bar so that the bar intersects the middle of the feet. The feet should be set very wide, near the collars. Bend at the hips to grip the bar. The arms should be directly below the shoulders, inside the legs, and you can use a pronated grip, a mixed grip, or hook grip. Relax the shoulders, which in effect lengthens your arms.
Take a breath, and then lower your hips, looking forward with your head with your chest up. Drive through the floor, spreading your feet apart, with your weight on the back half of your feet. Extend through the hips and knees.
As the bar passes through the knees, lean back and drive the hips into the bar, pulling your shoulder blades together.
Return the weight to the ground by bending at the hips and controlling the weight on the way down.', 'CC-BY-SA-4.0', 'magdy', 'sumo deadlift'),
(632, '0a5a7661-1e24-4c15-bb2b-503672141307', 'Sumo Squats', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand with your feet wider than your shoulders, with your toes pointed out at a 45 degree angle and barbell on your shoulder.
While keeping your back straight, descend slowly by bending at the knees and hips as if you are sitting down (squatting).
Lower yourself until your quadriceps and hamstrings are parallel to the floor.
Return to the starting position by pressing upwards and extending your legs while maintaining an equal distribution of weight on your forefoot and heel.', 'CC-BY-SA-4.0', 'sophialj', 'sumo squats'),
(636, '66c90ca7-23d8-47b1-820f-dc0c8140603b', 'Superman', '{}'::text[], 'Back', ARRAY['Gluteus maximus (Glutes)','Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Gym mat']::text[], 'Lay flat on your stomach with your arms extended in front of you on the ground as your legs are lying flat. Lift both your arms and legs at the same time, as if you were flying, and contract the lower back. Make sure that you are breathing and, depending on your fitness level, hold the movement for at least two to five seconds per repetition.', 'CC-BY-SA-4.0', 'baldurmen', 'superman'),
(1886, '2fe15ae4-085b-4116-8d73-2a120cc2a231', 'Supine Hip Abduction', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Starting Position:
Lie on your back (supine) on a mat, with your legs extended and
relaxed. Arms can be placed alongside your body or out to the sides for
stability.
The Movement:
Slightly lift one leg off the floor (keeping it straight or with a
slight bend). Move it laterally outward, away from the other leg, as if
stepping over a small obstacle.
Range of Motion:
Move the leg as far as comfortable without lifting your pelvis or
rotating your torso, feeling a stretch in the inner thigh and hip.
Return: Slowly bring the leg back to the starting position with controlled movement.
Goal: Improves lateral hip mobility (abduction) and strengthens the pelvic stabilizer muscles.', 'CC-BY-SA-4.0', 'teus_ergaster', 'supine hip abduction'),
(1583, '2c31daac-17b1-4cc9-b1c1-f34266ee2038', 'Supine press', '{}'::text[], 'Back', ARRAY['Trapezius']::text[], '{}'::text[], ARRAY['Barbell','Bench']::text[], 'Take a close grip and push perpendicular to the bench. Keep back flat.', 'CC-BY-SA-4.0', 'CptnFatbeard', 'supine press'),
(1757, '2491eceb-d19e-4da4-a8c5-4d80fea56562', 'supino', '{}'::text[], 'Chest', '{}'::text[], '{}'::text[], '{}'::text[], 'Colocar a barra em linha reta ao peito e descer ate atingir 90 graus', 'CC-BY-SA-4.0', '', 'supino'),
(1763, '96ae70d6-7d77-4729-84b4-40f2a423f3d1', 'supino', '{}'::text[], 'Chest', '{}'::text[], '{}'::text[], '{}'::text[], 'Exercise description....................', 'CC-BY-SA-4.0', '', 'supino'),
(1798, 'ec8587cd-5048-4b0c-b244-6d3fe830f9bf', 'Supino', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], '{}'::text[], 'T red...................................', 'CC-BY-SA-4.0', '', 'supino'),
(1778, '86237d20-f4e3-49a6-bf28-9e4660377bc9', 'Supino inclinado', '{}'::text[], 'Chest', '{}'::text[], '{}'::text[], '{}'::text[], 'Inclinado 90 graus e movimentos leves e precisos', 'CC-BY-SA-4.0', '', 'supino inclinado'),
(1793, 'd01d1a2b-2cc8-438c-b604-4db00e1b5860', 'Supino Inclinado', '{}'::text[], 'Chest', '{}'::text[], '{}'::text[], '{}'::text[], 'Ângulo 90 graus.........................', 'CC-BY-SA-4.0', '', 'supino inclinado'),
(1800, 'b5f7066a-fcda-47cb-b4bd-4b956b59b52a', 'Supino Inclinado', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], '{}'::text[], 'Ângulo de 90 graus devagar..............', 'CC-BY-SA-4.0', '', 'supino inclinado'),
(1876, 'b81f4e3c-64e2-4fbd-9198-d422f6f2151f', 'Supported Calf Stretch', '{}'::text[], 'Calves', '{}'::text[], '{}'::text[], '{}'::text[], 'View the video to undestand the exercise', 'CC-BY-SA-4.0', 'Davidgj32', 'supported calf stretch'),
(927, 'e0d9e9ef-09ee-4d26-9504-622093810414', 'Suspended crossess', ARRAY['croci','sospensione','trx']::text[], 'Cardio', ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Suspension exercise with trx for chest training', 'CC-BY-SA-4.0', '', 'suspended crossess croci sospensione trx'),
(961, '6c8b0c67-68af-4473-907e-31fb1e48430c', 'Swimming 50m sprints', '{}'::text[], 'Cardio', '{}'::text[], '{}'::text[], '{}'::text[], '50m swimming sprints at 1min', 'CC-BY-SA-4.0', 'abuono', 'swimming 50m sprints'),
(919, '1eeccede-29c5-4f38-9ba7-d77c7c47993d', 'T-Bar row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)','Trapezius']::text[], '{}'::text[], ARRAY['Barbell']::text[], 'bent over with triangle grip, slightly bent knees', 'CC-BY-SA-4.0', 'novadani', 't-bar row'),
(1285, '42657bd4-bf4e-4429-8e6a-2f5f585aa22a', 'Talons fesses', ARRAY['Bum kicks']::text[], 'Cardio', ARRAY['Gastrocnemius (Calves)']::text[], ARRAY['Biceps femoris (Hamstrings)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Touch your heels to your buttocks, while remaining static or moving', 'CC-BY-SA-4.0', 'painDpice', 'talons fesses bum kicks'),
(650, '51420ded-5c17-4ce0-b005-89f1b67b7c65', 'Thruster', '{}'::text[], 'Legs', ARRAY['Anterior deltoid (Shoulders)']::text[], ARRAY['Trapezius']::text[], ARRAY['Barbell']::text[], 'Start by doing a front squat
At the top position, push the bar above your head (similar to a press)
Lower the bar to the shoulders', 'CC0-1.0', 'BeLikeWater', 'thruster'),
(1200, 'f5252fbe-1e00-4b8d-8781-2e56d6a5250f', 'Tibialis raises', '{}'::text[], 'Calves', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand up straight
Lift the balls of your feet, resting on your heels.', 'CC-BY-SA-4.0', 'cynomops', 'tibialis raises'),
(1425, '33728393-2b84-4d39-8b68-462222e004e3', 'Toe Taps', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Toe taps are a core-focused exercise performed lying on your back. Lie flat with your arms by your sides and your legs raised to a tabletop position (knees bent at 90 degrees). Slowly lower one foot to gently tap the floor, keeping your core engaged and your lower back pressed into the ground. Return to the starting position and alternate legs. This exercise strengthens the core while minimizing strain on the lower back.', 'CC-BY-SA-4.0', 'hpmbala@gmail.com', 'toe taps'),
(1390, 'a51de8df-4101-45cb-8da5-de230d9bac1d', 'Toe Touch', ARRAY['Standing Forward Bend']::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Gluteus maximus (Glutes)']::text[], ARRAY['Gastrocnemius (Calves)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand with your feet closer together. Hinge at your hips and lower your upper body towards your toes. Reach your hands towards your feet, try to touch your toes, the ground, or as far down your legs as you can comfortably go.', 'CC-BY-SA-4.0', 'captive0592', 'toe touch standing forward bend'),
(1529, '42d09639-a5a6-4aa6-b115-e4c96b1d3735', 'Toes to bar', '{}'::text[], 'Abs', '{}'::text[], '{}'::text[], ARRAY['Pull-up bar']::text[], 'The name "Toes to Bar" says it all: This exercise, in which you hang from a pull-up bar, involves bringing your toes toward the bar, pointing toward your face. This really works your abdominal muscles. "Toes to Bar" is popular in functional fitness programs like Freeletics and CrossFit, and is an effective exercise for six-pack training.', 'CC-BY-SA-4.0', 'florian.bussmann', 'toes to bar'),
(1451, '1e9b886f-0dbe-4434-829e-7159bcc40692', 'Torso rotation stretch', '{}'::text[], 'Chest', ARRAY['Obliquus externus abdominis']::text[], ARRAY['Pectoralis major (Chest)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'The torso rotation stretch helps improve spinal mobility and relieves tension in the lower back and obliques. It can be performed standing or seated.
Standing Variation: Stand upright with your feet shoulder-width apart. Place your hands on your hips or extend your arms in front of you. Slowly rotate your torso to one side, keeping your hips stable. Hold for a few seconds, then rotate to the opposite side.
Seated Variation: Sit on a chair with your feet flat on the floor. Place one hand on the outside of your opposite thigh and gently twist your torso toward that side. Hold the stretch before switching sides.', 'CC-BY-SA-4.0', 'hpmbala@gmail.com', 'torso rotation stretch'),
(1377, '56a03260-2901-4b28-bd41-a030185f985a', 'TORSO TWIST', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Standing Torso Twist WorkoutTarget your core and improve flexibility with this dynamic standing exercise! The Standing Torso Twist Workout involves twisting your torso while keeping your feet and hips stable, engaging your obliques, and stretching your entire upper body. This movement helps to:Strengthen core musclesIncrease flexibility in the spine and torsoImprove posture and balanceEnhance overall athletic performancePerform 3 sets of 10-15 reps, twisting to each side, to feel the benefits of this effective and efficient workout!', 'CC-BY-SA-4.0', 'brucem', 'torso twist'),
(1455, 'f44cf553-067e-4f3a-b35b-e16549c1d055', 'Towel Superman', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], 'In this exercise, you lie flat on your stomach, hold a
towel with your arms extended in front of you, and pull it apart to
create tension. Then, you move it forward and back under your stomach.
This exercise targets the back and shoulder muscles as well as core
stability.', 'CC-BY-SA-4.0', 'Yderkone', 'towel superman'),
(1803, 'd18407c2-75d0-43d8-8bbc-dfbb256b6b2f', 'Trap Bar Squat', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Biceps femoris (Hamstrings)']::text[], '{}'::text[], 'A combination of squat and deadlift principles with the use of a hex/trap bar, easing stress on the lower back by better centering the weight.', 'CC-BY-SA-4.0', 'kmcalderwood', 'trap bar squat'),
(1581, '41b9f5a5-73de-414d-b08a-54025eccedc6', 'Trap press', '{}'::text[], 'Shoulders', ARRAY['Trapezius']::text[], '{}'::text[], ARRAY['Barbell','Bench','Dumbbell']::text[], 'Laying flat with arm pointing straight upwards, elbow fully extended, use only your shoulder to raise the weight as high as comfortable and back to rest.', 'CC-BY-SA-4.0', 'CptnFatbeard', 'trap press'),
(1834, '62f90b5c-7451-4fd0-91ae-4dd93c51aa41', 'Trap-3 Raise', '{}'::text[], 'Back', ARRAY['Trapezius']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Hinge forwards and bend your knees slightly. Depress and retract the shoulder you will use. Rest the other hand on your knee.
Raise your hand about 15 degrees overhead, maintaining the position of your shoulder.', 'CC-BY-SA-4.0', 'Croak6728', 'trap-3 raise'),
(1292, '2acb5ba1-caa3-4204-9903-ff0095b032ba', 'Trazioni impugnatura inversa', '{}'::text[], 'Abs', ARRAY['Biceps brachii (Biceps)','Latissimus dorsi (Lats)']::text[], ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Pull-up bar']::text[], 'Trazioni alla sbarra con i i pollici rivolti verso l''esterno', 'CC-BY-SA-4.0', 'clafal', 'trazioni impugnatura inversa'),
(1615, '3f8e5871-4895-48c9-928d-dc1bc134f57b', 'Treadmill Cardio', '{}'::text[], 'Cardio', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'It''s a cardiovascular workout performed on a treadmill to improve endurance, burn calories, and promote heart health. It offers multiple benefits, such as the ability to easily adjust speed and incline, allowing for a variety of workouts, from hill walking to high-intensity interval training (HIIT) and tempo runs. To optimize results, it''s important to vary your workouts.
Benefits of Treadmill Cardio:
Improved Cardiovascular Health:
Regular aerobic exercise on a treadmill strengthens the heart and lungs, which can help prevent heart disease.
Weight Loss:
By burning calories, treadmill training can be an effective tool for weight loss and maintaining a healthy weight.
Muscle Strengthening:
It strengthens the muscles in the legs and glutes, helping to prevent muscle loss, which is especially important with age.
Training Flexibility:
Allows you to vary speed, incline, and intervals, making your workout more dynamic and adaptable to different fitness levels.
Types of Treadmill Training:
Hill Walking:
Increasing the incline of the treadmill and walking at a brisk pace can improve endurance and work your leg muscles.
Endurance Jog:
A run at a comfortable, steady pace that keeps your heart rate in a target zone (such as Zone 2) to build endurance.
Interval Training:
Alternating periods of high intensity (fast running) with periods of low intensity (easy walking or jogging) to maximize calorie burn and cardiovascular improvement.
Tempo Run:
A run at a steady, sustained pace that is slightly faster than a normal jog, which challenges your ability to sustain a more intense effort for an extended period.', 'CC-BY-SA-4.0', 'Tierrasverdes', 'treadmill cardio'),
(655, '5915fabe-c941-4dac-b196-bc4e8c7ce57b', 'Tricep Dumbbell Kickback', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Start with a dumbbell in each hand and your palms facing your torso. Keep your back straight with a slight bend in the knees and bend forward at the waist. Your torso should be almost parallel to the floor. Make sure to keep your head up. Your upper arms should be close to your torso and parallel to the floor. Your forearms should be pointed towards the floor as you hold the weights. There should be a 90-degree angle formed between your forearm and upper arm. This is your starting position.
Now, while keeping your upper arms stationary, exhale and use your triceps to lift the weights until the arm is fully extended. Focus on moving the forearm.
After a brief pause at the top contraction, inhale and slowly lower the dumbbells back down to the starting position.
Repeat the movement for the prescribed amount of repetitions.
Variations: This exercise can be executed also one arm at a time much like the one arm rows are performed.
Also, if you like the one arm variety, you can use a low pulley handle instead of a dumbbell for better peak contraction. In this case, the palms should be facing up (supinated grip) as opposed to the torso (neutral grip).', 'CC-BY-SA-3.0', 'http://www.bodybuilding.com/', 'tricep dumbbell kickback'),
(805, 'ea63d85c-8579-4dda-b99f-c4c8930f9af6', 'Tricep Pushdown on Cable', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'The cable rope push-down is a popular exercise targeting the triceps muscles. It''s easy to learn and perform, making it a favorite for everyone from beginners to advanced lifters. It is usually performed for moderate to high reps, such as 8-12 reps or more per set, as part of an upper-body or arm-focused workout.', 'CC-BY-SA-4.0', 'cshep442', 'tricep pushdown on cable'),
(1900, 'fc608f0e-d754-4911-ae59-8856952e7064', 'Tricep Rope Pushdowns', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], 'Setup: Stand facing the cable, feet shoulder-width apart, with a slight forward lean.
Grip: Hold the rope with palms facing each other and elbows tucked tight to your ribs.
Execution: Push the rope down until arms are fully straight, pulling the ends apart at the bottom.
Control: Keep upper arms still and return to the start with a slow, controlled motion.', 'CC-BY-SA-4.0', 'nishant0712', 'tricep rope pushdowns'),
(1372, '3dd0db1c-450a-46d1-ad46-d7854bdc26ed', 'Triceps Dips (Assisted)', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], 'Assisted triceps dips  is a gym work out exercise that targets triceps and also involves chest.', 'CC-BY-SA-4.0', 'matpn', 'triceps dips (assisted)'),
(659, '3188868c-84e2-4a3b-b7dc-f79d8650988d', 'Triceps Extensions on Cable', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'Grab the cable, stand with your feet shoulder wide, keep your back straight and lean forward a little. Push the bar down, making sure the elbows don''t move during the exercise. Rotate your hands outwards at the very end and go back to the initial position without pause.', 'CC-BY-SA-3.0', 'wger.de', 'triceps extensions on cable'),
(660, 'f00630d6-578f-487f-8bf5-39c96366ccb8', 'Triceps Extensions on Cable With Bar', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'Grab the bar, stand with your feet shoulder wide, keep your back straight and lean forward a little. Push the bar down, making sure the elbows don''t move during the exercise. Without pause go back to the initial position.', 'CC-BY-SA-3.0', 'wger.de', 'triceps extensions on cable with bar'),
(661, '6c671e43-497f-4863-8d78-b592f3b5e7c6', 'Triceps on Machine', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'Sit down and hold the bar firmly with your hands. Now press the weight upwards (don''t fully extend your arms) and lower it slowly again. As with other triceps exercises, it''s important not to move your upper arms.', 'CC-BY-SA-3.0', 'wger.de', 'triceps on machine'),
(1336, '19133a0d-e6b2-4d57-8a84-8aac3d962a99', 'Triceps Overhead (Dumbbell)', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Ellbogen fixieren
Muskulatur anspannen
Kein Schwung holen
Kontrollierte Bewegung
Langsame Bewegung
Immer angewinkelt lassen
Nicht überdehnen', 'CC-BY-SA-4.0', 'Anastasious', 'triceps overhead (dumbbell)'),
(1185, '6ebb138e-bb0a-402e-84e5-68fe0896e897', 'Triceps Pushdown', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'Triceps pushdown on cable using lat bar.', 'CC-BY-SA-4.0', 'anto.kreegyr', 'triceps pushdown'),
(1230, 'aa72741d-17ae-410e-b49a-1df7aaf0afe1', 'Triceps stretch left', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Put your right hand on your back, use your left hand to grab your right elbow and gently pull it. Hold this position for a few seconds.', 'CC-BY-SA-4.0', 'Lynn_McIntyre', 'triceps stretch left'),
(1231, '1b9968f4-a00b-4157-8847-1c3c7dbb0d5a', 'Triceps stretch right', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Put your right hand on your back, use your left hand to grab your right elbow and gently pull it. Hold this position for a few seconds.', 'CC-BY-SA-4.0', 'Lynn_McIntyre', 'triceps stretch right'),
(672, '90e9f590-7d68-4afb-9f95-8429246ea4aa', 'Trunk Rotation With Cable', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis']::text[], ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], 'Seated trunk rotation with cable', 'CC-BY-SA-4.0', 'Robertcoop', 'trunk rotation with cable'),
(1269, '8019be2c-47a3-475f-8e16-a2fca761a8fe', 'TRX dips', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['Pectoralis major (Chest)']::text[], '{}'::text[], 'Start with the hands on the suspension trainer and feet on the ground.
Your hands should be under your shoulders with the feet slightly in front.
Lower yourself by bringing the hips between the handles and flexing the elbows.
Extend the elbows to come back to the starting position and repeat.', 'CC-BY-SA-4.0', 'cynomops', 'trx dips'),
(1261, 'f9329ed4-8185-49a6-a0bb-e0f21c6cc3d8', 'TRX gorilla biceps curl', '{}'::text[], 'Arms', ARRAY['Brachialis']::text[], ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], 'We''ll stand facing the TRX straps and grab them with our fists facing each other, facing forward, with our arms fully extended at about shoulder-width apart. We''ll keep our body straight, backward, as in the previous exercises, since we''ll be lifting our body toward the TRX straps by activating our biceps. Our body will be straight, with our feet flat on the floor. This time, we''ll place our arms open to the sides and at chest height. The movement we''ll perform is a contraction toward our chest. To achieve this, we''ll bend our elbows so that, by activating our biceps, we can pull our body toward the straps.', 'CC-BY-SA-4.0', 'cynomops', 'trx gorilla biceps curl'),
(1260, 'f36a9fd0-7bd2-42a4-85fa-902b7cf3be45', 'TRX hammer curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], '{}'::text[], 'Place the grips as if they were a continuation of the straps. We will position our arms stretched forward and our body leaning back, completely straight. The biceps muscles will activate as you bend your elbows to bring your body towards the straps. The contraction movement will end with a slight outward movement of the hands, due to the grip we are using.', 'CC-BY-SA-4.0', 'cynomops', 'trx hammer curl'),
(1259, '6679b2ad-91b7-4a75-9230-3ae1101bdd50', 'TRX Obliques', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)','Serratus anterior']::text[], ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)']::text[], '{}'::text[], 'Place your feet in the stirrups and assume a high plank with your hands directly beneath your shoulders.
Pull your knees to your right elbow, then push them back out and to the centre.', 'CC-BY-SA-4.0', 'cynomops', 'trx obliques'),
(1246, '069711c7-565a-4abb-90a7-614f66dd9dc3', 'TRX roll out', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Obliquus externus abdominis','Serratus anterior']::text[], ARRAY['none (bodyweight exercise)']::text[], 'sostener las empuñaduras con las manos, alargar los brazos y mantenerlos paralelos a la altura del pecho. El movimiento que debes realizar es una abertura de los brazos alineados con los hombros mientas inclinas el cuerpo hacia delante. Intenta no realizar una extensión de hombro más allá de los 90º y mantén contraída la musculatura abdominal y los glúteos. Músculos implicados: Transverso, recto abdominal y erectores espinales', 'CC-BY-SA-4.0', 'cynomops', 'trx roll out'),
(959, 'e2599e86-d8b0-434e-8a48-aa3c2df7e790', 'TRX Rows', '{}'::text[], 'Abs', ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'This exercise serves as a lead-up to Pull Ups.', 'CC-BY-SA-4.0', 'clafal', 'trx rows'),
(1262, '7f2628bf-6381-4228-9840-b75cbcc843a1', 'Trx Single Arm Bicep Curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)','Brachialis']::text[], ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], '{}'::text[], 'Step 1: Stand comfortably and grasp the handles of the suspension system. Step 2: Lean back resting your weight on one arm, keepng the spine neutral. Step 3: Slowly curl to pull your body weight to the up position. Supinate the arm and squeeze as you approach the end position. Step 4: Lower yourself back down and repeat.', 'CC-BY-SA-4.0', 'cynomops', 'trx single arm bicep curl'),
(1266, 'de8a3db6-2b05-4c4e-977b-b61342718356', 'TRX Tricep Extension', '{}'::text[], 'Arms', ARRAY['Triceps brachii (Triceps)']::text[], '{}'::text[], '{}'::text[], 'Attach the TRX or other suspension system overhead, having the handles hanging at chest level or slightly lower. Experiment to see what height allows you to set up in the best way.
Stand in front of the handles and grab them with your palms facing down.
Engage your abs, squeeze your glutes, take a breath and lean forward, lifting your heels off the floor. Keep your elbows straight.
Take another breath and lower yourself slowly by bending your elbows.
Go down until your elbows are at a 90-degree angle (to the point where your wrists are above your elbows). Hold the position for a moment.
Extend your arms by engaging your triceps and bring yourself to the starting position as you exhale.', 'CC-BY-SA-4.0', 'cynomops', 'trx tricep extension'),
(1704, '9396a728-3da4-4390-ae4d-882395805008', 'Tuck L-sit', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Brachialis','Pectoralis major (Chest)','Quadriceps femoris (Quads)','Trapezius','Triceps brachii (Triceps)']::text[], ARRAY['Bench']::text[], 'The tuck L-sit is a bodyweight hold where you support yourself on parallel bars, parallettes, or the floor with straight arms while pulling your knees toward your chest. Your hips stay lifted, your spine stays tall, and your feet hover off the ground. The goal is to keep your core tight, shoulders depressed, and arms locked out while maintaining the tucked position. It’s a core-intensive, shoulder-stabilizing static hold often used as a progression toward the full L-sit.', 'CC-BY-SA-4.0', 'clafal', 'tuck l-sit'),
(1916, '3e9973f6-c218-4dd4-850b-da6f4f1622bb', 'Tuck planche', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Rectus abdominis (Abs)','Serratus anterior']::text[], ARRAY['Obliquus externus abdominis','Pectoralis major (Chest)','Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Basic calisthenics progression for the full planche', 'CC-BY-SA-4.0', 'ISSACS', 'tuck planche'),
(675, '309bfd2b-1af4-49db-b64b-d7d7c7dd39bb', 'Turkish Get-Up', '{}'::text[], 'Abs', ARRAY['Anterior deltoid (Shoulders)','Gluteus maximus (Glutes)','Obliquus externus abdominis','Serratus anterior']::text[], ARRAY['Anterior deltoid (Shoulders)','Gluteus maximus (Glutes)','Obliquus externus abdominis','Serratus anterior']::text[], ARRAY['Dumbbell']::text[], 'Starting on back, move to the standing position with dumbbell in one hand.  Switch hands between reps.', 'CC-BY-SA-4.0', 'dookie1481', 'turkish get-up'),
(1607, '075bff87-f676-4d9d-92b4-39d557453fc7', 'Typewriter Pull-ups', '{}'::text[], 'Back', ARRAY['Biceps brachii (Biceps)','Latissimus dorsi (Lats)']::text[], ARRAY['Trapezius']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Hang from a pull-up bar with an overhand grip, slightly wider than shoulder-width. Pull yourself up until your chin is above the bar. At the top position, instead of going straight down, shift your body to one side by extending one arm while keeping the other arm bent. Move smoothly from one side to the other, like a typewriter motion, before lowering yourself back down. This exercise increases time under tension and strengthens the lats, biceps, and shoulders while building unilateral pulling strength.', 'CC-BY-SA-4.0', 'tenebrizz', 'typewriter pull-ups'),
(684, '76965848-9776-4be5-b879-e3c97033b80f', 'Underhand Lat Pull Down', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], 'Grip the pull-down bar with your palms facing you and your hands closer than shoulder-width apart. Lean back slightly and keep your back straight. Pull the bar down towards your chest, pulling your shoulders back slightly at the end of the motion.', 'CC-BY-SA-3.0', 'tuckerm', 'underhand lat pull down'),
(1621, 'c1a9297d-6786-45dc-9047-5539fb61db9c', 'Unilateral Cable row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)','Serratus anterior']::text[], '{}'::text[], ARRAY['Bench']::text[], 'Put a vertical seated bench in front of the cable row machine.position it so that you can focus on one side, and then do slow pulls focusing on the lateral muscles and ensuring tention in those muscles when in a stretched position.', 'CC-BY-SA-4.0', 'Rottekongen', 'unilateral cable row'),
(1636, '505b2027-2f65-4cef-851b-f5e634921f1a', 'Unilateral Cable row', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Incline bench']::text[], 'With an inclined bench in front of the cable row machine, do onehanded rows with focus on a big stretch in the lats.', 'CC-BY-SA-4.0', 'Rottekongen', 'unilateral cable row'),
(1795, 'd788811b-be46-485a-b8a0-0d9ba7f4cf85', 'unilateral cross body cable pull down', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], '{}'::text[], 'on a cable rack place cable high, and with a straight arm pull that cable across you from high to low. focus on tension in back shoulder.', 'CC-BY-SA-4.0', '', 'unilateral cross body cable pull down'),
(1913, '139e3d1a-ccd5-46cd-b953-8db6cea7b005', 'Unilateral Hip Thrust', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Extend one leg while laying down and start raising your body with one leg touching the ground through the heel.', 'CC-BY-SA-4.0', 'cybro', 'unilateral hip thrust'),
(1907, '2dd1cf54-b8e3-4769-9455-48120d7cc427', 'Unilateral Lunges', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Biceps femoris (Hamstrings)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'No stops during movement, hands on the hips.', 'CC-BY-SA-4.0', 'cybro', 'unilateral lunges'),
(1381, 'df18b577-0610-4804-a993-161024da67db', 'Upper Back', '{}'::text[], 'Back', ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], ARRAY['Biceps brachii (Biceps)','Latissimus dorsi (Lats)']::text[], '{}'::text[], 'Upper Back is suitable for building up the core muscles with a special focus on the deltoid and rhomboid muscles and the upper back muscles', 'CC-BY-SA-4.0', 'phpi', 'upper back'),
(688, '6fc4815a-8852-4e89-a10b-bd36a9029dbb', 'Upper External Oblique', '{}'::text[], 'Chest', ARRAY['Obliquus externus abdominis']::text[], '{}'::text[], ARRAY['Pull-up bar']::text[], 'Exercise for upper external oblique muscles', 'CC-BY-SA-3.0', 'http://www.carinatum.com/', 'upper external oblique'),
(694, '01976085-6701-45ea-b152-5c46ba60550d', 'Upright Row w/ Dumbbells', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['Dumbbell']::text[], 'Feet apart at shoulder width. Nice and Slow!', 'CC-BY-SA-4.0', 'koreyhinton', 'upright row w/ dumbbells'),
(691, '738137c0-5387-4215-b457-ea7af113b3ba', 'Upright Row, on Multi Press', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], 'The movements are basically the same as with an SZ-bar, but you use the bar on the multi press:
Stand straight, your feet are shoulder-width apart. Hold the bar with an overhand grip on your thighs, the arms are stretched. Lift the bar close to the body till your chin. The elbows point out so that at the highest point they form a V. Make here a short pause before going slowly down and repeating the movement.', 'CC-BY-SA-3.0', 'wger.de', 'upright row, on multi press'),
(693, '5d40c67d-be59-4092-9c9c-301ca5310e2b', 'Upright Row, SZ-bar', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], ARRAY['Biceps brachii (Biceps)']::text[], ARRAY['SZ-Bar']::text[], 'Stand straight, your feet are shoulder-width apart. Hold the SZ-bar with an overhand grip on your thighs, the arms are stretched. Lift the bar close to the body till your chin. The elbows point out so that at the highest point they form a V. Make here a short pause before going slowly down and repeating the movement.', 'CC-BY-SA-3.0', 'wger.de', 'upright row, sz-bar'),
(695, 'd847301e-1613-4987-85cd-61d3ff9d7ef8', 'V-Bar Pulldown', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], '{}'::text[], 'Pulldowns using close grip v-bar.', 'CC-BY-SA-4.0', 'apeschel', 'v-bar pulldown'),
(1090, '36b6919a-0e9d-49c6-891b-28fb55ae88ad', 'Vpushup', '{}'::text[], 'Abs', ARRAY['Pectoralis major (Chest)','Quadriceps femoris (Quads)','Rectus abdominis (Abs)','Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Lift your body off the ground by pushing your arms upwards', 'CC-BY-SA-4.0', 'clafal', 'vpushup'),
(1474, '8b494562-012e-4944-be65-9b168f0c8c41', 'W-Raise', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'This challenging exercise is a variation of reverse crunches that is made up of three parts in which we’re basically drawing an upside down ‘W’ with our legs.
Start position is lying face up flat on the floor with legs extended at the low point of the outer leg of the ‘W’. Keeping a strong core and legs straight, go up, rise your hips and then slowly lower your legs down halfway. Then, lifting your legs back up to the top, rise your hips again, maintaining that straight line, use your core strength to finally come back all the way down to the other outer leg of the W. Then you reverse the ‘W’ to return to the start.', 'CC-BY-SA-4.0', 'Moffi', 'w-raise'),
(1104, '2e00d8e5-19a2-42ad-a954-f06a56f56561', 'Walking', '{}'::text[], 'Cardio', ARRAY['Biceps femoris (Hamstrings)','Gastrocnemius (Calves)','Gluteus maximus (Glutes)','Latissimus dorsi (Lats)','Obliquus externus abdominis','Quadriceps femoris (Quads)','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Walking outdoor or indoor, try keeping a pace of at list 100 steps per minute.', 'CC-BY-SA-4.0', '', 'walking'),
(1103, 'f636ae1c-f678-48fe-96b3-1a9ae81f43ce', 'walking bridge', '{}'::text[], 'Abs', ARRAY['Rectus abdominis (Abs)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Gluteus maximus (Glutes)','Latissimus dorsi (Lats)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'from a standing position with knees slightly bent and hands resting on the floor. From here, proceed forward with your hands keeping your buttocks contracted and without losing control of your lower back.', 'CC-BY-SA-4.0', 'clafal', 'walking bridge'),
(1903, 'cb7b9c95-bef9-4a84-9b26-13dab0f29da1', 'Walking Lunges', ARRAY['Alternating Lunges (Walking)','Dynamic Lunges','Forward Walking Lunges','Stepping Lunges','Walking Dumbbell Lunges']::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gluteus maximus (Glutes)']::text[], ARRAY['Resistance band']::text[], 'Starting Position: Stand with feet hip-width apart and hands either on your hips or holding dumbbells at your sides.
The Stride: Take a wide step forward with your right leg.
The Descent: Lower your hips until both knees are bent at approximately 90-degree angles.
The Transition: Drive through your front heel to stand up, bringing your back foot forward to step directly into the next lunge.', 'CC-BY-SA-4.0', 'nishant0712', 'walking lunges alternating lunges (walking) dynamic lunges forward walking lunges stepping lunges walking dumbbell lunges'),
(1679, '2eb61587-85d1-494f-b2fb-a92dd108b3d3', 'Wall Angels', '{}'::text[], 'Shoulders', ARRAY['Trapezius']::text[], ARRAY['Anterior deltoid (Shoulders)']::text[], '{}'::text[], 'The Wall Angels exercise primarily targets the upper back and shoulder muscles, helping improve posture, shoulder mobility, and scapular control.', 'CC-BY-SA-4.0', 'bbayuwega', 'wall angels'),
(1100, 'f20ab712-f953-4705-8710-9681392ddd07', 'Wall balls', '{}'::text[], 'Legs', ARRAY['Anterior deltoid (Shoulders)','Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Biceps brachii (Biceps)','Pectoralis major (Chest)','Rectus abdominis (Abs)','Trapezius']::text[], ARRAY['Swiss Ball']::text[], 'Get a medicine ball, shoulder width stance, squat, thrust the ball as high as possible against the wall and catch', 'CC-BY-SA-4.0', 'philip', 'wall balls'),
(1196, '36a309ba-7dd1-43c9-9efc-788c7cd9fbd6', 'Wall Drills', '{}'::text[], 'Legs', ARRAY['Quadriceps femoris (Quads)']::text[], ARRAY['Gastrocnemius (Calves)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Exercises for strengthening knee and leg musculature.
Lateral Wall Drills March - https://youtu.be/9RiTlJ6Mmek
Lateral Wall Drills OPEN - https://youtu.be/ADRlN8-Wfdg
Lateral Wall Drills CROSS - https://youtu.be/hGH2sj0Tzu4', 'CC-BY-SA-4.0', 'Insight', 'wall drills'),
(711, '0d68029a-f025-41fe-9c56-6ccbc32bc43d', 'Wall Handstand', '{}'::text[], 'Shoulders', '{}'::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Handstand against a wall for support (chest facing wall).', 'CC-BY-SA-4.0', 'Nash', 'wall handstand'),
(713, '51a80676-92d8-4f91-b51a-4666888e40db', 'Wall Pushup', '{}'::text[], 'Arms', ARRAY['Anterior deltoid (Shoulders)','Pectoralis major (Chest)','Triceps brachii (Triceps)']::text[], ARRAY['Gluteus maximus (Glutes)','Rectus abdominis (Abs)','Serratus anterior','Trapezius']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Pushup against a wall', 'CC-BY-SA-3.0', 'Dexter', 'wall pushup'),
(716, 'f1946fd4-793d-47a5-b66f-599b7f53695d', 'Wall Slides', '{}'::text[], 'Back', ARRAY['Biceps brachii (Biceps)','Biceps femoris (Hamstrings)','Pectoralis major (Chest)','Trapezius','Triceps brachii (Triceps)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Stand with heels, shoulders, back of head, and hips touching the wall. Start with biceps straight out and elbows at a 90 degree angle. Straighten the arms while remaining againstthe wall without arching the back off of the wall, mimicking a shoulder press movement.', 'CC-BY-SA-4.0', 'Whythebigpaws', 'wall slides'),
(718, '46ee5805-512a-43a2-944c-97f7744b0078', 'Wall Squat', '{}'::text[], 'Legs', ARRAY['Biceps femoris (Hamstrings)','Quadriceps femoris (Quads)']::text[], '{}'::text[], ARRAY['none (bodyweight exercise)']::text[], 'Find a nice flat piece of wall and stand with your back leaning against the wall. Slowly slide down the wall while moving your feet away from it, until your thighs are parallel to the ground and both your knees and your hips are bent at a 90° angle. Cross your arms in front of your chest and hold this position for 30 seconds.
Variant: put a big inflated rubber ball (like a small basketball) between your knees and squeeze the ball while holding the squat position', 'CC0-1.0', 'Blablabla', 'wall squat'),
(1408, '3f8ad988-1aee-48ca-ad37-44e39ae1715d', 'Wall-sit', '{}'::text[], 'Legs', ARRAY['Gluteus maximus (Glutes)','Quadriceps femoris (Quads)']::text[], ARRAY['Gastrocnemius (Calves)','Rectus abdominis (Abs)']::text[], '{}'::text[], 'The Wall Sit (or wall chair) is an isometric exercise that mainly involves the leg muscles, improving muscular endurance and stability. Here are the main and secondary muscles activated during the exercise.', 'CC-BY-SA-4.0', 'clafal', 'wall-sit'),
(1648, '8d333b94-148c-48f8-9154-8b13279500d1', 'Weighted Crunch', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'The Weighted Crunch is a variation of the classic crunch exercise that involves adding resistance (a weight) to increase the intensity of the abdominal work.
Lay down
(Optional) Bend your knees to add difficulty
(Optional) Bend your knees and let your feet rest on a bench or a box or something (90 degree angle on knees)
Lift your head and torso while bending your back forward (if you don''t it''s a sit-up and also involves some back muscles). The higher you go, the more you should feel your abs contracting.
Go back to starting position an repeat', 'CC-BY-SA-4.0', 'AlucardEvil40', 'weighted crunch'),
(1902, '37abbe32-2fab-4818-8355-fffcff2dc3e3', 'Weighted push-ups', '{}'::text[], 'Chest', ARRAY['Pectoralis major (Chest)']::text[], ARRAY['Triceps brachii (Triceps)']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Setup: Begin in a standard plank position with a weight plate balanced securely on your upper back.
Alignment: Maintain a straight line from your head to your heels, engaging your core to prevent your back from sagging.
Execution: Lower your body until your chest nearly touches the floor, keeping your elbows at a forty-five degrees.
Ascent: Press through your palms to return to the starting position, fully extending your arms.', 'CC-BY-SA-4.0', 'nishant0712', 'weighted push-ups'),
(722, '591992cb-48ee-4b39-b790-e05b4a2c11e3', 'Weighted Step-ups', '{}'::text[], 'Legs', '{}'::text[], '{}'::text[], '{}'::text[], 'box step ups w/ barbell and 45''s on each side', 'CC0-1.0', 'jigglychipmunk', 'weighted step-ups'),
(1880, '0e707ae0-1985-4b74-b0bc-24fc5021eab8', 'Wide Grip Pull Up', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Anterior deltoid (Shoulders)','Biceps brachii (Biceps)','Trapezius']::text[], ARRAY['none (bodyweight exercise)']::text[], 'Using a pronated grip, grasp the pull bar with a wider than shoulder width grip.
Take a deep breath, squeeze your glutes and brace your abs. Depress
the shoulder blades and then drive the elbows straight down to the floor
while activating the lats.
Pull your chin towards the bar until the lats are fully contracted,
then slowly lower yourself back to the start position and repeat for the
assigned number of repetitions.', 'CC-BY-SA-4.0', 'Deflation', 'wide grip pull up'),
(1542, 'b2340417-dcd5-485a-9707-04dd9168b801', 'Wide Pull Up', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], '{}'::text[], ARRAY['Pull-up bar']::text[], 'The grip width for a wide grip pull-up is typically wider than
shoulder-width apart, which means your hands will be positioned farther
apart than they would be for a standard pull-up. This wider grip targets
the latissimus dorsi muscles more effectively, making it an excellent
exercise for building upper body strength, particularly in the back
muscles.', 'CC-BY-SA-4.0', 'Antsy6277', 'wide pull up'),
(723, '55b9d286-c4cc-4a29-97ad-58cb13c2bb7e', 'Wide-grip Pulldown', '{}'::text[], 'Back', ARRAY['Latissimus dorsi (Lats)']::text[], ARRAY['Anterior deltoid (Shoulders)','Brachialis','Serratus anterior','Trapezius']::text[], '{}'::text[], 'Lat pulldowns with a wide grip on the bar.', 'CC-BY-SA-3.0', 'tuckerm', 'wide-grip pulldown'),
(1743, '026d2939-9156-408b-bf11-21cfa8278851', 'Windshield Wipers', '{}'::text[], 'Abs', ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], '{}'::text[], ARRAY['Pull-up bar','none (bodyweight exercise)']::text[], 'Hang from a pull-up bar, raise your legs to the ceiling. Move lower body from left to right with straight legs like a windshield wiper', 'CC-BY-SA-4.0', 'Happy', 'windshield wipers'),
(1771, 'f6471f4a-0290-4a71-9580-bf3d046fdb9d', 'Wrist curl, cable', '{}'::text[], 'Arms', '{}'::text[], ARRAY['Biceps brachii (Biceps)']::text[], '{}'::text[], 'Extend your arm down, then slightly lift your forearm
Extend your wrist in a supinated form (palm up)
Adjust cable height so that the cable handle is in your supinated hand
Perform the movement by
curling your palms and wrists upwards
(optional/variable) Pause at the top
Slowly return to the starting position', 'CC-BY-SA-4.0', 'eufvksruh', 'wrist curl, cable'),
(1205, '2cc92db8-b245-44b8-b1d6-bf91c78c2ab9', 'Wrist curl, dumbbells', '{}'::text[], 'Arms', '{}'::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'Sitting on a bench, grab the dumbbell with your palms facing up
and your hands shoulder-width apart. Rest your forearms on your thighs
and allow your wrists to hang over your knees.
Perform the movement by
curling your palms and wrists towards your face.
(optional/variable) Pause at the top.
Slowly return to the starting position.', 'CC-BY-SA-4.0', 'wakanda90', 'wrist curl, dumbbells'),
(1244, '8ca01d32-2e86-49a1-a130-b99219432e42', 'Yoga exercise: Cow-cat', '{}'::text[], 'Back', ARRAY['Anterior deltoid (Shoulders)','Latissimus dorsi (Lats)','Trapezius']::text[], ARRAY['Obliquus externus abdominis','Rectus abdominis (Abs)']::text[], ARRAY['Gym mat']::text[], 'First get into the four-footed stance. The hands are underneath the shoulders. The fingers are fanned out wide and ensure a stable stance. It is best to rest your front body weight on your thumbs and index fingers. Now place your legs hip-width apart on the yoga mat. Your thighs should be vertically below your hips. Make sure that your weight is evenly distributed between your hands and knees. Your head is an extension of your spine and you are looking down at your mat. Your back is in a neutral position. Breathe in deeply and start with the cat. With the next exhalation, round your back vertebra by vertebra. Try to pull yourself as far as possible towards the ceiling. Pull your head towards your chest and tilt your pelvis. Now inhale deeply and move into the opposite position, cow pose. Bend your back down, pull your shoulders back slightly and lift your head as far as is comfortable for you. Your gaze is directed upwards. Breathe out consciously and switch back to the cat. With the next exhalation, switch back to cow. Repeat the exercise a few times and make sure that you are in the flow.', 'CC-BY-SA-4.0', 'damnlost', 'yoga exercise: cow-cat'),
(1885, '5986cd29-11ff-43f4-af65-fc48dec62156', 'YTWL Exercise', '{}'::text[], 'Shoulders', ARRAY['Anterior deltoid (Shoulders)','Trapezius']::text[], '{}'::text[], ARRAY['Dumbbell','Incline bench']::text[], 'Purpose: Improves shoulder stability, posture, and scapular (shoulder blade) control. Often used in physical therapy and warm-ups.
Starting Position:
Stand with feet shoulder-width apart. Hinge forward at the hips (like a
deadlift) keeping your back flat, or lie face down on an incline bench.
Keep your thumbs pointing up throughout.
Y (Arms up):
Extend both arms straight forward and upward at a 135-degree angle from
your body, forming a "Y". Squeeze your shoulder blades together at the
top.
T (Arms out): Open your arms straight out to the sides, perpendicular to your body, forming a "T". Focus on pinching your shoulder blades.
W (Arms bent): Pull your elbows back, bending them to 90 degrees, and squeeze your shoulder blades to form a "W". Keep your wrists firm.
L (Arms rotated):
Start with elbows bent at 90 degrees and close to your body. Rotate
your forearms outward (external rotation) like a goalpost, forming an
"L" or a gate.
Key Focus:
Movements should be slow and controlled. Always lead with the thumbs
and think about moving the shoulder blades, not just the arms.', 'CC-BY-SA-4.0', 'teus_ergaster', 'ytwl exercise'),
(1083, '981b07b6-e76e-438c-bad4-388441b7ff33', 'YWTs', '{}'::text[], 'Back', '{}'::text[], '{}'::text[], '{}'::text[], 'Starting position:
Lie down, preferably on a mat. Stretch your arms above your head in a "Y" position (arms pointing up diagonally at around 45 degrees). Your thumbs should be pointing up.
Steps:
With arms in the Y position, lift your chest slightly from the ground, creating a pull tension in your arms upward.
Hold this position for several seconds (15–30 is ideal).
Keeping your chest up, bend at your elbows to move from a Y position to a "W" position, with arms bent at the elbows and maintaining the upward tension.
Hold for around as long as with the Y position.
Still with your chest up, move to a "T" position, straightening your arms out to the side to be perpendicular to your body.
Hold for around as long as you held the W position.
Move from the T position to the W position, then from the W position to the Y position.
Repeat.', 'CC-BY-SA-4.0', 'tinman', 'ywts'),
(908, '89c3d614-e841-4c04-bee8-6761567e4b7c', 'Zone 2 Running', '{}'::text[], 'Cardio', '{}'::text[], '{}'::text[], '{}'::text[], 'Zone two Cardio for endurance, you should be able to speak while running', 'CC-BY-SA-4.0', 'karly', 'zone 2 running'),
(1683, '9564ab2d-2534-4b47-bdf7-f2f653aae3de', 'Zottman curl', '{}'::text[], 'Arms', ARRAY['Biceps brachii (Biceps)','Brachialis']::text[], '{}'::text[], ARRAY['Dumbbell']::text[], 'With your palms facing forward, curl the weights up to your shoulders. Turn your hands so that that your palms downwards and slowly return the weights back down. Finally face your palms back forward.', 'CC-BY-SA-4.0', 'meldun', 'zottman curl');
