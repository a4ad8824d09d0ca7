/**
 * Demo blog articles, three per language, written for the public blog. General education only:
 * each one ends by pointing the reader to their own professional.
 */
export interface SeedPost {
  slug: string;
  lang: 'en' | 'es';
  title: string;
  excerpt: string;
  bodyMarkdown: string;
  /** Days before the seed ran, so the list has a stable newest-first order. */
  daysAgo: number;
}

export const SEED_POSTS: readonly SeedPost[] = [
  {
    slug: 'five-habits-for-steadier-blood-sugar',
    lang: 'en',
    title: 'Five everyday habits for steadier blood sugar',
    excerpt:
      'Big spikes and dips in blood glucose leave you tired and hungry. Five small, well-studied habits help smooth the curve, with or without diabetes.',
    daysAgo: 3,
    bodyMarkdown: `Most people notice the effect of a blood-sugar spike before they ever measure one: a burst of energy after a sugary breakfast, then a slump and a craving mid-morning. You do not need a glucose monitor to eat in a way that keeps the curve gentler. These five habits are simple, cheap and backed by good evidence.

## 1. Build each meal around fibre and protein

Vegetables, legumes, whole grains, eggs, fish, yoghurt and tofu slow down how quickly carbohydrate reaches the bloodstream. A useful picture is the plate model: half non-starchy vegetables, a quarter protein, a quarter starchy food.

## 2. Choose the less refined version

Whole oats instead of instant oats, wholegrain bread instead of white, a whole apple instead of apple juice. The carbohydrate is similar; the intact structure and fibre make it absorb more slowly.

## 3. Eat carbohydrates last, not alone

Studies of meal order show that eating the vegetables and protein of a meal before its bread or rice lowers the glucose peak that follows. When you snack, pair fruit with a handful of nuts or some cheese rather than eating it on its own.

## 4. Move for ten minutes after eating

Working muscles take up glucose without needing much insulin. A 10 to 15 minute walk after your largest meal is one of the most effective things you can do, and it also helps digestion.

## 5. Protect your sleep

One short night measurably reduces insulin sensitivity the next day, and tired people reach for quick energy. Aim for a regular bedtime and seven to nine hours.

## Keep it realistic

You do not need to change everything at once. Pick one habit, try it for two weeks and notice how your energy and hunger change before adding the next.

*This article is general information, not medical advice. If you live with diabetes or take glucose-lowering medicine, talk to your dietitian or doctor before changing how you eat.*`,
  },
  {
    slug: 'how-much-protein-do-you-need',
    lang: 'en',
    title: 'How much protein do you really need?',
    excerpt:
      'Protein needs depend on your weight, age and how active you are. Here is how to estimate yours and spread it across the day.',
    daysAgo: 10,
    bodyMarkdown: `Protein is having a moment: it is printed in large letters on snack bars, cereals and even water. Yet most adults in high-income countries already eat enough for basic needs. The more useful questions are how much *you* need and how to spread it out.

## The baseline

The recommended intake for healthy adults is **0.8 g of protein per kilogram of body weight per day**. For a 70 kg adult that is about 56 g, roughly what you get from a yoghurt at breakfast, a portion of lentils at lunch and a piece of fish at dinner.

## When you need more

- **Regular training.** People who do resistance or endurance training benefit from about **1.2 to 2.0 g/kg per day**, depending on the sport and their goals.
- **Older age.** From around 65, muscle responds less to protein, and expert groups suggest **1.0 to 1.2 g/kg** to help preserve strength.
- **Weight loss.** A higher share of protein helps keep muscle while losing fat and makes meals more filling.
- **Illness or recovery.** Surgery, wounds and some conditions raise needs; kidney disease can lower them. This is where individual advice matters most.

## Spread it out

Muscle building responds best to a reasonable dose at each meal, about **20 to 40 g**, rather than one large protein dinner. Many people eat little protein at breakfast; adding eggs, Greek yoghurt, cottage cheese or a bean spread is an easy fix.

## Food first

Legumes, dairy, eggs, fish, poultry, tofu, tempeh, nuts and seeds bring fibre, minerals and vitamins along with their protein. Powders are convenient but rarely necessary.

## A quick example

For a 65 kg person aiming for 1.2 g/kg (78 g): oats with milk and yoghurt (20 g), chickpea salad with feta (25 g), an afternoon handful of almonds (6 g) and salmon with vegetables (27 g).

*General information only. If you have kidney disease or another medical condition, ask your dietitian or doctor for a personal target.*`,
  },
  {
    slug: 'getting-the-most-from-your-first-dietitian-visit',
    lang: 'en',
    title: 'Getting the most from your first visit with a dietitian',
    excerpt:
      'A little preparation turns a first consultation into a plan that fits your life. What to bring, what to expect and what to ask.',
    daysAgo: 18,
    bodyMarkdown: `A first appointment with a dietitian usually lasts 45 to 60 minutes. Most of it is a conversation, and the more your dietitian understands about your life, the more practical the plan you leave with. A little preparation goes a long way.

## Before the visit

- **Write down your goal in one sentence.** "More energy in the afternoon", "lower my cholesterol" or "eat well while training for a half marathon" are all good starting points.
- **Keep a short food diary.** Three days, including one weekend day, is enough. Note what, roughly how much, when and where you ate. Photos on your phone work well.
- **Bring recent results.** Blood tests from the last year, a list of your medicines and supplements, and any letters from your doctor.
- **Think about your routine.** Working hours, who cooks at home, your budget and the foods you would never give up all shape a realistic plan.

## During the visit

Expect questions about your health history, digestion, sleep, activity and how you feel about food. Your dietitian may measure weight, height and waist circumference, and sometimes body composition. None of this is a test you can fail; it is a starting point you can compare against later.

## Questions worth asking

1. What are the two or three changes that will make the biggest difference for me?
2. How will we know it is working?
3. What should I do on days when the plan does not fit?
4. When should we meet again?

## After the visit

Start with the changes you agreed on rather than everything at once. Many practices, including those on Verdant, let you message your dietitian between visits and see your plan and results in your patient portal, so small questions do not have to wait for the next appointment.

*Looking for a dietitian? Use Find care to search by specialty, language and whether you prefer to meet online or in person.*`,
  },
  {
    slug: 'como-leer-la-etiqueta-nutricional',
    lang: 'es',
    title: 'Cómo leer la etiqueta nutricional sin perderte',
    excerpt:
      'La información nutricional dice mucho más que las calorías. Una guía rápida para comparar productos en el supermercado en menos de un minuto.',
    daysAgo: 5,
    bodyMarkdown: `Delante del lineal del supermercado, dos productos parecidos pueden ser muy distintos. La etiqueta tiene toda la información necesaria para elegir; solo hace falta saber en qué orden mirarla.

## 1. Empieza por la lista de ingredientes

Los ingredientes aparecen **de mayor a menor cantidad**. Si el azúcar, un aceite refinado o la harina refinada están entre los primeros, ya sabes de qué está hecho principalmente el producto. Una lista corta y reconocible suele ser buena señal.

## 2. Compara siempre por 100 g

En la Unión Europea la tabla nutricional debe darse **por 100 g o 100 ml**. Úsala para comparar dos yogures o dos panes entre sí; la información "por ración" depende de lo que el fabricante considere una ración, que no siempre coincide con lo que comes.

## 3. Fíjate en cuatro datos

- **Azúcares:** por encima de 15 g por 100 g es mucho; por debajo de 5 g, poco.
- **Grasas saturadas:** más de 5 g por 100 g es una cantidad alta.
- **Sal:** más de 1,5 g por 100 g es alta; menos de 0,3 g, baja.
- **Fibra:** a partir de 3 g por 100 g el producto es "fuente de fibra" y a partir de 6 g, "alto en fibra".

## 4. Desconfía del marketing del frontal

"Natural", "artesano" o "sin azúcares añadidos" no significan que el producto sea saludable: un zumo sin azúcares añadidos sigue teniendo mucho azúcar propio. El Nutri-Score ayuda a comparar productos de la misma categoría, pero no sustituye a leer los ingredientes.

## 5. Mira el conjunto

Ningún alimento aislado hace una dieta buena o mala. La etiqueta sirve para elegir mejor dentro de lo que ya te gusta: el pan con más fibra, el yogur con menos azúcar, la conserva con menos sal.

*Información general, no consejo médico. Si sigues una dieta especial por una enfermedad, tu dietista puede ayudarte a interpretar las etiquetas según tu caso.*`,
  },
  {
    slug: 'hidratacion-cuanta-agua-necesitas',
    lang: 'es',
    title: 'Hidratación: cuánta agua necesitas de verdad',
    excerpt:
      'Ni ocho vasos para todos ni beber sin sed. Qué dicen las recomendaciones, qué cuenta como agua y cuándo necesitas más.',
    daysAgo: 12,
    bodyMarkdown: `La cifra de "ocho vasos al día" es fácil de recordar, pero no tiene en cuenta tu tamaño, el clima ni tu actividad. Conviene conocer lo que dicen las recomendaciones y, sobre todo, aprender a escuchar las señales del cuerpo.

## Lo que recomiendan los expertos

La Autoridad Europea de Seguridad Alimentaria (EFSA) propone una ingesta adecuada de agua total de **unos 2 litros al día para las mujeres y 2,5 litros para los hombres** adultos. Ese total incluye el agua de los alimentos, que aporta aproximadamente el 20 % en una dieta con fruta, verdura, sopas y legumbres. En la práctica, la mayoría de adultos cubre sus necesidades con **1,5 a 2 litros de bebida** en un día normal.

## Qué cuenta como agua

El agua es la mejor opción, pero no la única. La leche, las infusiones, el café y el té también hidratan: el efecto diurético de la cafeína es pequeño con un consumo moderado. Los refrescos y los zumos hidratan, pero aportan azúcar que no necesitas.

## Cuándo necesitas más

- **Calor y humedad**, o calefacción muy alta.
- **Ejercicio**: bebe antes, durante si dura más de una hora, y después. Pesarte antes y después del entrenamiento te dice cuánto has perdido.
- **Fiebre, vómitos o diarrea.**
- **Embarazo y lactancia**, con unos 300 a 700 ml extra al día.
- **Personas mayores**, en las que la sensación de sed disminuye: conviene beber con horario, no solo con sed.

## Señales sencillas

Una orina de color amarillo claro suele indicar buena hidratación; oscura y escasa, que te falta líquido. Dolor de cabeza, cansancio y dificultad para concentrarte pueden ser los primeros avisos.

## Trucos que funcionan

Ten una botella a la vista, acompaña cada comida con un vaso de agua y añade rodajas de limón, pepino o menta si el agua sola te aburre.

*Información general. Si tienes una enfermedad renal o cardíaca, tu médico puede indicarte un límite de líquidos distinto.*`,
  },
  {
    slug: 'consulta-de-nutricion-en-linea-que-funcione',
    lang: 'es',
    title: 'Cinco claves para una consulta de nutrición en línea que funcione',
    excerpt:
      'La consulta en línea ya no es un plan B. Cómo preparar la tecnología, el espacio y el seguimiento para que tus pacientes obtengan el mismo resultado que en persona.',
    daysAgo: 20,
    bodyMarkdown: `Cada vez más pacientes eligen la consulta en línea por comodidad, distancia o horarios. Bien planteada, consigue la misma adherencia que la presencial. Estas son cinco claves que aplican las consultas que mejor lo hacen.

## 1. Prepara el terreno antes de la cita

Envía al paciente, al reservar, un recordatorio con el enlace, la duración y lo que debe tener a mano: su última analítica, la lista de medicamentos y un registro de tres días de comidas. Si la primera visita empieza con esa información, ganas diez minutos de conversación útil.

## 2. Cuida el espacio y la conexión

Una habitación tranquila, buena luz frontal y auriculares marcan la diferencia. Comprueba la conexión cinco minutos antes y ten un plan B acordado, como una llamada telefónica, por si falla el vídeo.

## 3. Adapta la valoración

Sin báscula ni cinta métrica en la consulta, pide al paciente que se pese en casa en las mismas condiciones cada vez y enséñale a medir su perímetro de cintura. Las fotos de los platos y de la despensa aportan mucha información sobre sus hábitos reales.

## 4. Deja todo por escrito

Al terminar, comparte el plan en el portal del paciente: objetivos acordados, dos o tres cambios concretos y la fecha de la próxima revisión. Lo que queda escrito se cumple más que lo que solo se dice.

## 5. Acompaña entre consultas

Los mensajes breves entre visitas resuelven dudas antes de que se conviertan en abandonos. Fija expectativas claras: en qué plazo respondes y qué temas requieren una cita.

## Privacidad ante todo

Usa herramientas que cifren las comunicaciones y registren quién accede a los datos de salud, y pide el consentimiento explícito del paciente antes de grabar una sesión.

*¿Quieres ver cómo Verdant reúne agenda, videoconsulta, mensajes y portal del paciente? Solicita una demostración y te contactamos en menos de 24 horas.*`,
  },
];
