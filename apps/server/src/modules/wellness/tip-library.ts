/**
 * The daily health tip library: short tips written for Verdant, in English and Spanish,
 * each with its category and the source it rests on (cited in the tip). Sources are public health
 * guidance; the wording is ours. Adding a tip: append it (the order of existing tips must not change:
 * the day's tip is `perm[day mod length]`, see tips.ts).
 */
import type { TipCategory } from '@verdant/shared';

export const TIP_SOURCES = {
  whoDiet: {
    name: 'WHO, Healthy diet fact sheet',
    url: 'https://www.who.int/news-room/fact-sheets/detail/healthy-diet',
  },
  whoSalt: {
    name: 'WHO, Salt reduction fact sheet',
    url: 'https://www.who.int/news-room/fact-sheets/detail/salt-reduction',
  },
  whoSugar: {
    name: 'WHO, Guideline: sugars intake for adults and children (2015)',
    url: 'https://www.who.int/publications/i/item/9789241549028',
  },
  usda: {
    name: 'USDA & HHS, Dietary Guidelines for Americans 2020–2025',
    url: 'https://www.dietaryguidelines.gov/',
  },
  whoActivity: {
    name: 'WHO, Guidelines on physical activity and sedentary behaviour (2020)',
    url: 'https://www.who.int/publications/i/item/9789240015128',
  },
  hhsActivity: {
    name: 'HHS, Physical Activity Guidelines for Americans, 2nd edition',
    url: 'https://health.gov/our-work/nutrition-physical-activity/physical-activity-guidelines',
  },
  nhlbiSleep: {
    name: 'NIH NHLBI, Sleep deprivation and deficiency',
    url: 'https://www.nhlbi.nih.gov/health/sleep-deprivation',
  },
  cdcSleep: { name: 'CDC, Sleep and sleep disorders', url: 'https://www.cdc.gov/sleep/' },
  niaSleep: {
    name: 'NIH National Institute on Aging, A good night’s sleep',
    url: 'https://www.nia.nih.gov/health/sleep/good-nights-sleep',
  },
  nimh: {
    name: 'NIH NIMH, Caring for your mental health',
    url: 'https://www.nimh.nih.gov/health/topics/caring-for-your-mental-health',
  },
  nimhStress: {
    name: 'NIH NIMH, I’m so stressed out! fact sheet',
    url: 'https://www.nimh.nih.gov/health/publications/so-stressed-out-fact-sheet',
  },
  whoMental: {
    name: 'WHO, Doing what matters in times of stress (2020)',
    url: 'https://www.who.int/publications/i/item/9789240003927',
  },
  niaaa: { name: 'NIH NIAAA, Rethinking drinking', url: 'https://www.rethinkingdrinking.niaaa.nih.gov/' },
  cdcHands: { name: 'CDC, Clean hands', url: 'https://www.cdc.gov/clean-hands/' },
  cdcTobacco: { name: 'CDC, Smoking and tobacco use', url: 'https://www.cdc.gov/tobacco/' },
  nhlbiBp: {
    name: 'NIH NHLBI, High blood pressure',
    url: 'https://www.nhlbi.nih.gov/health/high-blood-pressure',
  },
  nciSun: {
    name: 'NIH NCI, Skin cancer prevention',
    url: 'https://www.cancer.gov/types/skin/patient/skin-prevention-pdq',
  },
  cdcVaccines: { name: 'CDC, Vaccines for adults', url: 'https://www.cdc.gov/vaccines-adults/' },
  nidcr: { name: 'NIH NIDCR, Oral hygiene', url: 'https://www.nidcr.nih.gov/health-info/oral-hygiene' },
  nccih: {
    name: 'NIH NCCIH, Relaxation techniques: what you need to know',
    url: 'https://www.nccih.nih.gov/health/relaxation-techniques-what-you-need-to-know',
  },
} as const;
export type TipSource = keyof typeof TIP_SOURCES;

export interface TipDefinition {
  category: TipCategory;
  source: TipSource;
  en: string;
  es: string;
}

const t = (category: TipCategory, source: TipSource, en: string, es: string): TipDefinition => ({
  category,
  source,
  en,
  es,
});

export const TIP_LIBRARY: readonly TipDefinition[] = [
  // nutrition (20)
  t(
    'nutrition',
    'whoDiet',
    'Aim for at least five portions (400 g) of fruit and vegetables a day; frozen ones count too.',
    'Intenta comer al menos cinco raciones (400 g) de fruta y verdura al día; las congeladas también cuentan.',
  ),
  t(
    'nutrition',
    'usda',
    'Make half your grains whole grains: swap white bread or rice for wholemeal bread or brown rice.',
    'Haz que la mitad de tus cereales sean integrales: cambia el pan o el arroz blanco por pan integral o arroz integral.',
  ),
  t(
    'nutrition',
    'whoSalt',
    'Taste before you salt. Adults should keep salt under 5 g a day, about one teaspoon.',
    'Prueba antes de salar. Los adultos deberían tomar menos de 5 g de sal al día, una cucharadita.',
  ),
  t(
    'nutrition',
    'whoSugar',
    'Free sugars should be under 10 % of your energy; a can of soda can hold most of a day’s share.',
    'Los azúcares libres deberían ser menos del 10 % de tu energía; una lata de refresco puede cubrir casi toda la cuota del día.',
  ),
  t(
    'nutrition',
    'usda',
    'Fill half your plate with vegetables and fruit at your main meal.',
    'Llena la mitad del plato con verdura y fruta en tu comida principal.',
  ),
  t(
    'nutrition',
    'whoDiet',
    'Cook with oils rich in unsaturated fats, such as olive or canola oil, instead of butter or lard.',
    'Cocina con aceites ricos en grasas insaturadas, como el de oliva o el de colza, en lugar de mantequilla o manteca.',
  ),
  t(
    'nutrition',
    'usda',
    'Eat seafood twice a week: salmon, sardines and trout bring omega-3 fats.',
    'Come pescado dos veces por semana: el salmón, las sardinas y la trucha aportan grasas omega-3.',
  ),
  t(
    'nutrition',
    'usda',
    'Beans, lentils and chickpeas give protein and fibre at once; try them in soups and salads.',
    'Las alubias, las lentejas y los garbanzos aportan proteína y fibra a la vez; pruébalos en sopas y ensaladas.',
  ),
  t(
    'nutrition',
    'usda',
    'Read the Nutrition Facts label: 5 % Daily Value or less is low, 20 % or more is high.',
    'Lee la etiqueta nutricional: un 5 % del valor diario o menos es poco; un 20 % o más es mucho.',
  ),
  t(
    'nutrition',
    'whoDiet',
    'A handful of unsalted nuts is a snack that keeps you full and brings healthy fats.',
    'Un puñado de frutos secos sin sal es un tentempié que sacia y aporta grasas saludables.',
  ),
  t(
    'nutrition',
    'usda',
    'Choose water over sugary drinks; add lemon, cucumber or mint for flavour.',
    'Elige agua en lugar de bebidas azucaradas; añade limón, pepino o menta para darle sabor.',
  ),
  t(
    'nutrition',
    'whoSalt',
    'Processed meats, cheese, bread and ready meals bring most of the salt we eat; compare labels.',
    'Los embutidos, el queso, el pan y los platos preparados aportan la mayor parte de la sal que comemos; compara etiquetas.',
  ),
  t(
    'nutrition',
    'usda',
    'Pick low-fat or fat-free milk and yogurt, or fortified soy versions.',
    'Elige leche y yogur desnatados o semidesnatados, o bebidas de soja enriquecidas.',
  ),
  t(
    'nutrition',
    'whoDiet',
    'Season with herbs and spices instead of salt: garlic, paprika, cumin and oregano go a long way.',
    'Aliña con hierbas y especias en lugar de sal: el ajo, el pimentón, el comino y el orégano dan mucho juego.',
  ),
  t(
    'nutrition',
    'usda',
    'Whole fruit beats juice: it keeps its fibre and fills you up more.',
    'La fruta entera es mejor que el zumo: conserva su fibra y sacia más.',
  ),
  t(
    'nutrition',
    'whoSugar',
    'Plain yogurt with fresh fruit has far less added sugar than flavoured yogurt.',
    'Un yogur natural con fruta fresca tiene mucho menos azúcar añadido que un yogur de sabores.',
  ),
  t(
    'nutrition',
    'usda',
    'Plan your meals for the week and shop from a list: it saves money and helps you eat well.',
    'Planifica las comidas de la semana y compra con una lista: ahorras dinero y comes mejor.',
  ),
  t(
    'nutrition',
    'usda',
    'Vary your protein: alternate poultry, fish, eggs, legumes, nuts and seeds.',
    'Varía las proteínas: alterna aves, pescado, huevos, legumbres, frutos secos y semillas.',
  ),
  t(
    'nutrition',
    'whoDiet',
    'Limit industrially produced trans fats found in some baked and fried snacks; check for “partially hydrogenated”.',
    'Limita las grasas trans industriales de algunos bollos y fritos; busca «parcialmente hidrogenado» en la etiqueta.',
  ),
  t(
    'nutrition',
    'usda',
    'Eating slowly and without screens helps you notice when you are full.',
    'Comer despacio y sin pantallas te ayuda a notar cuándo estás lleno.',
  ),
  // movement (20)
  t(
    'movement',
    'whoActivity',
    'Adults need 150–300 minutes of moderate activity a week, such as brisk walking.',
    'Los adultos necesitan de 150 a 300 minutos de actividad moderada a la semana, como caminar a paso ligero.',
  ),
  t(
    'movement',
    'whoActivity',
    'Every move counts: even short bouts of activity add up over the day.',
    'Cada movimiento cuenta: hasta los ratos cortos de actividad suman a lo largo del día.',
  ),
  t(
    'movement',
    'whoActivity',
    'Do muscle-strengthening activities on two or more days a week.',
    'Haz ejercicios de fortalecimiento muscular dos o más días por semana.',
  ),
  t(
    'movement',
    'whoActivity',
    'Break up long periods of sitting: stand up and move for a few minutes every hour.',
    'Interrumpe los ratos largos sentado: levántate y muévete unos minutos cada hora.',
  ),
  t(
    'movement',
    'hhsActivity',
    'Moderate activity means you can talk but not sing; vigorous means you can say only a few words.',
    'Actividad moderada es cuando puedes hablar pero no cantar; intensa, cuando solo puedes decir unas pocas palabras.',
  ),
  t(
    'movement',
    'whoActivity',
    '75–150 minutes of vigorous activity a week count as much as twice that of moderate activity.',
    'De 75 a 150 minutos de actividad intensa a la semana equivalen al doble de actividad moderada.',
  ),
  t(
    'movement',
    'hhsActivity',
    'Take the stairs instead of the lift when you can.',
    'Sube por las escaleras en lugar del ascensor cuando puedas.',
  ),
  t(
    'movement',
    'whoActivity',
    'Adults over 65 benefit from balance training three days a week to prevent falls.',
    'Los mayores de 65 años se benefician de ejercicios de equilibrio tres días por semana para prevenir caídas.',
  ),
  t(
    'movement',
    'hhsActivity',
    'Walk or cycle for short trips; leave the car for longer ones.',
    'Camina o ve en bici en los trayectos cortos; deja el coche para los largos.',
  ),
  t(
    'movement',
    'hhsActivity',
    'Warm up for five to ten minutes before exercise and cool down afterwards.',
    'Calienta de cinco a diez minutos antes del ejercicio y vuelve a la calma después.',
  ),
  t(
    'movement',
    'whoActivity',
    'Doing more than 300 minutes a week of moderate activity brings further health benefits.',
    'Hacer más de 300 minutos semanales de actividad moderada aporta aún más beneficios para la salud.',
  ),
  t(
    'movement',
    'hhsActivity',
    'Increase activity gradually: add a few minutes at a time and let your body adapt.',
    'Aumenta la actividad poco a poco: añade unos minutos cada vez y deja que el cuerpo se adapte.',
  ),
  t(
    'movement',
    'hhsActivity',
    'Gardening, dancing and carrying shopping bags all count as activity.',
    'La jardinería, el baile y cargar con la compra cuentan como actividad.',
  ),
  t(
    'movement',
    'whoActivity',
    'Pregnant women without complications can stay active with 150 minutes of moderate activity a week.',
    'Las embarazadas sin complicaciones pueden mantenerse activas con 150 minutos semanales de actividad moderada.',
  ),
  t(
    'movement',
    'hhsActivity',
    'Find a walking buddy: exercising with someone makes it easier to keep going.',
    'Busca a alguien con quien caminar: hacer ejercicio acompañado ayuda a no dejarlo.',
  ),
  t(
    'movement',
    'whoActivity',
    'Replace some screen time with active time: a walk after dinner is a good start.',
    'Cambia algo de tiempo de pantalla por tiempo activo: un paseo después de cenar es un buen comienzo.',
  ),
  t(
    'movement',
    'hhsActivity',
    'Bodyweight moves such as squats, push-ups against a wall and lunges strengthen muscles at home.',
    'Ejercicios con tu propio peso, como sentadillas, flexiones contra la pared y zancadas, fortalecen los músculos en casa.',
  ),
  t(
    'movement',
    'hhsActivity',
    'Stretching after activity keeps joints moving through their full range.',
    'Estirar después de la actividad mantiene las articulaciones en todo su rango de movimiento.',
  ),
  t(
    'movement',
    'whoActivity',
    'Physical activity lowers the risk of heart disease, type 2 diabetes and several cancers.',
    'La actividad física reduce el riesgo de enfermedad cardiaca, diabetes tipo 2 y varios tipos de cáncer.',
  ),
  t(
    'movement',
    'hhsActivity',
    'Schedule your workouts like appointments: put them in your calendar.',
    'Programa tus entrenamientos como si fueran citas: apúntalos en tu calendario.',
  ),
  // sleep (20)
  t(
    'sleep',
    'cdcSleep',
    'Adults need at least seven hours of sleep a night.',
    'Los adultos necesitan al menos siete horas de sueño cada noche.',
  ),
  t(
    'sleep',
    'nhlbiSleep',
    'Go to bed and get up at the same times every day, weekends included.',
    'Acuéstate y levántate a la misma hora todos los días, también el fin de semana.',
  ),
  t(
    'sleep',
    'niaSleep',
    'Keep your bedroom dark, quiet and cool.',
    'Mantén el dormitorio a oscuras, en silencio y fresco.',
  ),
  t(
    'sleep',
    'cdcSleep',
    'Switch off screens at least 30 minutes before bed.',
    'Apaga las pantallas al menos 30 minutos antes de acostarte.',
  ),
  t(
    'sleep',
    'nhlbiSleep',
    'Avoid caffeine in the afternoon and evening; it can stay in your body for hours.',
    'Evita la cafeína por la tarde y por la noche; puede seguir en tu cuerpo durante horas.',
  ),
  t(
    'sleep',
    'niaSleep',
    'Alcohol may make you sleepy but it disturbs sleep later in the night.',
    'El alcohol puede darte sueño, pero altera el descanso en la segunda mitad de la noche.',
  ),
  t(
    'sleep',
    'nhlbiSleep',
    'A large meal close to bedtime can keep you awake; have dinner a few hours before.',
    'Una cena copiosa cerca de la hora de dormir puede desvelarte; cena unas horas antes.',
  ),
  t(
    'sleep',
    'cdcSleep',
    'Loud snoring with pauses in breathing can be a sign of sleep apnea; tell your care team.',
    'Roncar fuerte con pausas en la respiración puede ser señal de apnea del sueño; díselo a tu equipo de salud.',
  ),
  t(
    'sleep',
    'niaSleep',
    'If you cannot fall asleep after about 20 minutes, get up and do something calm until you feel sleepy.',
    'Si no te duermes en unos 20 minutos, levántate y haz algo tranquilo hasta que te entre sueño.',
  ),
  t(
    'sleep',
    'nhlbiSleep',
    'Daylight in the morning helps set your body clock.',
    'La luz del día por la mañana ayuda a ajustar tu reloj interno.',
  ),
  t(
    'sleep',
    'niaSleep',
    'Keep naps short (under 30 minutes) and early in the afternoon.',
    'Haz siestas cortas (menos de 30 minutos) y a primera hora de la tarde.',
  ),
  t(
    'sleep',
    'cdcSleep',
    'Regular physical activity helps you fall asleep faster, but finish vigorous exercise a few hours before bed.',
    'La actividad física regular ayuda a dormirse antes, pero termina el ejercicio intenso unas horas antes de acostarte.',
  ),
  t(
    'sleep',
    'nhlbiSleep',
    'A relaxing routine (reading, a warm shower, quiet music) tells your body it is time to sleep.',
    'Una rutina relajante (leer, una ducha templada, música tranquila) le indica al cuerpo que es hora de dormir.',
  ),
  t(
    'sleep',
    'nhlbiSleep',
    'Too little sleep raises the risk of high blood pressure, diabetes and weight gain.',
    'Dormir poco aumenta el riesgo de hipertensión, diabetes y aumento de peso.',
  ),
  t(
    'sleep',
    'niaSleep',
    'Use your bed for sleep, not for work or watching series.',
    'Usa la cama para dormir, no para trabajar ni ver series.',
  ),
  t(
    'sleep',
    'cdcSleep',
    'Drowsy driving is dangerous: if you nod off at the wheel, stop and rest.',
    'Conducir con sueño es peligroso: si das cabezadas al volante, para y descansa.',
  ),
  t(
    'sleep',
    'nhlbiSleep',
    'Keeping a sleep diary for two weeks shows patterns you and your care team can work on.',
    'Llevar un diario de sueño durante dos semanas muestra patrones que puedes trabajar con tu equipo de salud.',
  ),
  t(
    'sleep',
    'niaSleep',
    'Nicotine is a stimulant and makes it harder to fall asleep.',
    'La nicotina es un estimulante y dificulta conciliar el sueño.',
  ),
  t(
    'sleep',
    'cdcSleep',
    'Feeling tired on waking despite enough hours in bed is worth mentioning to your care team.',
    'Si te despiertas cansado pese a pasar suficientes horas en la cama, coméntalo con tu equipo de salud.',
  ),
  t(
    'sleep',
    'nhlbiSleep',
    'Catching up on sleep at weekends does not fully undo a week of short nights.',
    'Recuperar sueño el fin de semana no compensa del todo una semana de noches cortas.',
  ),
  // stress (20)
  t(
    'stress',
    'nccih',
    'Try slow breathing: in for four counts, out for six, for two minutes.',
    'Prueba a respirar despacio: inspira contando hasta cuatro y espira hasta seis, durante dos minutos.',
  ),
  t(
    'stress',
    'nimhStress',
    'Regular exercise, even a 30-minute walk a day, can lift your mood and reduce stress.',
    'El ejercicio regular, aunque sea un paseo de 30 minutos al día, mejora el ánimo y reduce el estrés.',
  ),
  t(
    'stress',
    'whoMental',
    'When a difficult thought comes, notice it, name it, and bring your attention back to what you are doing.',
    'Cuando llegue un pensamiento difícil, obsérvalo, ponle nombre y vuelve a centrar la atención en lo que estás haciendo.',
  ),
  t(
    'stress',
    'nimhStress',
    'Set priorities: decide what must get done now and what can wait.',
    'Fija prioridades: decide qué debe hacerse ya y qué puede esperar.',
  ),
  t(
    'stress',
    'nimhStress',
    'Say no to new tasks when you already feel overloaded.',
    'Di que no a nuevas tareas cuando ya te sientes desbordado.',
  ),
  t(
    'stress',
    'nccih',
    'Progressive muscle relaxation, tensing and releasing each muscle group, can ease tension.',
    'La relajación muscular progresiva, tensar y soltar cada grupo de músculos, puede aliviar la tensión.',
  ),
  t(
    'stress',
    'whoMental',
    'Grounding helps in tense moments: press your feet into the floor and notice five things you can see.',
    'Anclarse ayuda en momentos de tensión: apoya bien los pies en el suelo y fíjate en cinco cosas que puedas ver.',
  ),
  t(
    'stress',
    'nimhStress',
    'Stay in touch with people who give you emotional support.',
    'Mantén el contacto con las personas que te dan apoyo emocional.',
  ),
  t(
    'stress',
    'nimh',
    'Schedule regular times for an activity you enjoy, even 15 minutes.',
    'Reserva momentos fijos para algo que disfrutes, aunque sean 15 minutos.',
  ),
  t(
    'stress',
    'nimhStress',
    'Long-lasting stress can affect sleep, digestion and immunity; it is worth addressing.',
    'El estrés prolongado puede afectar al sueño, la digestión y las defensas; merece la pena abordarlo.',
  ),
  t(
    'stress',
    'whoMental',
    'Unhooking from worries is a skill: it improves with practice, a few minutes a day.',
    'Desengancharse de las preocupaciones es una habilidad: mejora con práctica, unos minutos al día.',
  ),
  t(
    'stress',
    'nccih',
    'Mindfulness means paying attention to the present moment without judging it.',
    'La atención plena consiste en prestar atención al momento presente sin juzgarlo.',
  ),
  t(
    'stress',
    'nimhStress',
    'Write down what is worrying you; it can make problems feel more manageable.',
    'Escribe lo que te preocupa; puede hacer que los problemas parezcan más manejables.',
  ),
  t(
    'stress',
    'whoMental',
    'Being kind to others, even in small ways, can ease your own stress.',
    'Ser amable con los demás, aunque sea en detalles, puede aliviar tu propio estrés.',
  ),
  t(
    'stress',
    'nimhStress',
    'Limit how often you check the news when it makes you anxious.',
    'Limita cuántas veces miras las noticias si te generan ansiedad.',
  ),
  t(
    'stress',
    'nimh',
    'Notice the early signs of stress in your body: a tight jaw, shoulders up, shallow breathing.',
    'Fíjate en las primeras señales de estrés en el cuerpo: mandíbula apretada, hombros tensos, respiración corta.',
  ),
  t(
    'stress',
    'whoMental',
    'Make room for difficult feelings instead of fighting them; they pass more easily.',
    'Haz sitio a las emociones difíciles en lugar de luchar contra ellas; pasan con más facilidad.',
  ),
  t(
    'stress',
    'nimhStress',
    'If stress keeps you from daily life for more than two weeks, talk to a health professional.',
    'Si el estrés te impide hacer vida normal durante más de dos semanas, habla con un profesional de la salud.',
  ),
  t(
    'stress',
    'niaaa',
    'Alcohol is not a good way to cope with stress; it can worsen anxiety and sleep.',
    'El alcohol no es una buena forma de afrontar el estrés; puede empeorar la ansiedad y el sueño.',
  ),
  t(
    'stress',
    'nccih',
    'Gentle yoga or tai chi combine movement and breathing and can reduce stress.',
    'El yoga suave o el taichí combinan movimiento y respiración y pueden reducir el estrés.',
  ),
  // mood (20)
  t(
    'mood',
    'nimh',
    'Get outside in daylight each day; a short walk in green space can lift your mood.',
    'Sal a la luz del día cada día; un paseo corto por una zona verde puede mejorar tu ánimo.',
  ),
  t(
    'mood',
    'nimh',
    'Practise gratitude: note one thing each day that went well.',
    'Practica la gratitud: apunta cada día una cosa que haya salido bien.',
  ),
  t(
    'mood',
    'nimh',
    'Set small, realistic goals and notice when you reach them.',
    'Ponte metas pequeñas y realistas, y fíjate cuando las alcances.',
  ),
  t(
    'mood',
    'whoMental',
    'Reach out to someone today: a message or call to a friend counts.',
    'Contacta hoy con alguien: un mensaje o una llamada a un amigo cuentan.',
  ),
  t(
    'mood',
    'nimh',
    'Regular meals and staying hydrated help keep energy and focus steady.',
    'Comer con regularidad y beber suficiente agua ayudan a mantener la energía y la concentración.',
  ),
  t(
    'mood',
    'nimh',
    'Feeling sad, hopeless or losing interest for two weeks or more is a reason to talk to a professional.',
    'Sentirte triste, sin esperanza o sin interés durante dos semanas o más es motivo para hablar con un profesional.',
  ),
  t(
    'mood',
    'nimh',
    'If you ever think about harming yourself, seek help right away: call your local emergency or crisis line.',
    'Si alguna vez piensas en hacerte daño, busca ayuda enseguida: llama a la línea de emergencias o de crisis de tu país.',
  ),
  t(
    'mood',
    'whoMental',
    'Doing something you value, even when you do not feel like it, often improves how you feel.',
    'Hacer algo que valoras, aunque no te apetezca, a menudo mejora cómo te sientes.',
  ),
  t(
    'mood',
    'nimh',
    'Sleep and mood are linked: protecting your sleep protects your mood.',
    'El sueño y el ánimo están unidos: cuidar el sueño es cuidar el ánimo.',
  ),
  t(
    'mood',
    'whoActivity',
    'Physical activity reduces symptoms of depression and anxiety.',
    'La actividad física reduce los síntomas de depresión y ansiedad.',
  ),
  t(
    'mood',
    'nimh',
    'Checking in with your mood daily helps you and your care team see patterns.',
    'Registrar tu ánimo cada día te ayuda, a ti y a tu equipo de salud, a ver patrones.',
  ),
  t(
    'mood',
    'whoMental',
    'Notice your thoughts as thoughts, not facts: “I am having the thought that…”.',
    'Observa tus pensamientos como pensamientos, no como hechos: «Estoy teniendo el pensamiento de que…».',
  ),
  t(
    'mood',
    'nimh',
    'Learn something new, however small: a recipe, a word, a song.',
    'Aprende algo nuevo, aunque sea pequeño: una receta, una palabra, una canción.',
  ),
  t(
    'mood',
    'nimh',
    'Be patient with yourself: progress in mood is rarely a straight line.',
    'Ten paciencia contigo: la mejora del ánimo rara vez es una línea recta.',
  ),
  t(
    'mood',
    'whoMental',
    'Spend a few minutes fully attending to a simple task, like washing dishes or drinking tea.',
    'Dedica unos minutos a prestar toda tu atención a una tarea sencilla, como fregar o tomar un té.',
  ),
  t(
    'mood',
    'niaaa',
    'Alcohol is a depressant; cutting down can improve mood and sleep.',
    'El alcohol es un depresor; beber menos puede mejorar el ánimo y el sueño.',
  ),
  t(
    'mood',
    'nimh',
    'Plan something to look forward to this week.',
    'Planea algo que te haga ilusión esta semana.',
  ),
  t(
    'mood',
    'whoMental',
    'Talking about how you feel with someone you trust can make it easier to carry.',
    'Hablar de cómo te sientes con alguien de confianza puede hacerlo más llevadero.',
  ),
  t(
    'mood',
    'nimh',
    'Limit time on social media if it leaves you comparing yourself with others.',
    'Limita el tiempo en redes sociales si te lleva a compararte con los demás.',
  ),
  t(
    'mood',
    'nimh',
    'Treatment for depression works: therapy, medication or both help most people.',
    'El tratamiento de la depresión funciona: la terapia, la medicación o ambas ayudan a la mayoría de las personas.',
  ),
  // prevention (20)
  t(
    'prevention',
    'nhlbiBp',
    'Know your blood pressure: have it checked at least once a year.',
    'Conoce tu tensión arterial: contrólala al menos una vez al año.',
  ),
  t(
    'prevention',
    'cdcHands',
    'Wash your hands with soap for at least 20 seconds, especially before eating.',
    'Lávate las manos con jabón durante al menos 20 segundos, sobre todo antes de comer.',
  ),
  t(
    'prevention',
    'cdcTobacco',
    'Quitting smoking at any age brings health benefits within weeks.',
    'Dejar de fumar a cualquier edad aporta beneficios para la salud en pocas semanas.',
  ),
  t(
    'prevention',
    'niaaa',
    'If you drink, keep it moderate; drinking less is better for health than drinking more.',
    'Si bebes alcohol, hazlo con moderación; beber menos es mejor para la salud que beber más.',
  ),
  t(
    'prevention',
    'nciSun',
    'Use sunscreen of SPF 30 or more and seek shade around midday.',
    'Usa protector solar de factor 30 o más y busca la sombra hacia el mediodía.',
  ),
  t(
    'prevention',
    'cdcVaccines',
    'Keep your vaccines up to date, including the yearly flu shot.',
    'Mantén tus vacunas al día, incluida la de la gripe de cada año.',
  ),
  t(
    'prevention',
    'nidcr',
    'Brush your teeth twice a day with fluoride toothpaste and clean between them daily.',
    'Cepíllate los dientes dos veces al día con pasta con flúor y limpia entre ellos a diario.',
  ),
  t(
    'prevention',
    'nhlbiBp',
    'Less salt, more potassium-rich foods (fruit, vegetables, beans) help control blood pressure.',
    'Menos sal y más alimentos ricos en potasio (fruta, verdura, legumbres) ayudan a controlar la tensión.',
  ),
  t(
    'prevention',
    'whoDiet',
    'A healthy diet throughout life helps prevent malnutrition and noncommunicable diseases.',
    'Una dieta saludable a lo largo de la vida ayuda a prevenir la malnutrición y las enfermedades no transmisibles.',
  ),
  t(
    'prevention',
    'cdcHands',
    'Cover coughs and sneezes with a tissue or your elbow.',
    'Tápate al toser o estornudar con un pañuelo o con el codo.',
  ),
  t(
    'prevention',
    'nhlbiBp',
    'Ask your care team which cholesterol and blood sugar checks are right for your age.',
    'Pregunta a tu equipo de salud qué controles de colesterol y glucosa te corresponden por tu edad.',
  ),
  t(
    'prevention',
    'usda',
    'Keep food safe: clean, separate raw from cooked, cook thoroughly and chill promptly.',
    'Manipula los alimentos con seguridad: limpia, separa lo crudo de lo cocinado, cocina bien y refrigera enseguida.',
  ),
  t(
    'prevention',
    'cdcTobacco',
    'Secondhand smoke harms others too; keep your home and car smoke-free.',
    'El humo ajeno también perjudica; mantén tu casa y tu coche libres de humo.',
  ),
  t(
    'prevention',
    'nhlbiBp',
    'A healthy waist measurement lowers heart risk; ask your dietitian how to measure it.',
    'Una cintura saludable reduce el riesgo cardiaco; pregunta a tu dietista cómo medirla.',
  ),
  t(
    'prevention',
    'nciSun',
    'Check your skin for new or changing moles and show them to a doctor.',
    'Revisa tu piel en busca de lunares nuevos o que cambien y enséñaselos a un médico.',
  ),
  t(
    'prevention',
    'cdcVaccines',
    'Ask which vaccines you need before travelling abroad.',
    'Pregunta qué vacunas necesitas antes de viajar al extranjero.',
  ),
  t(
    'prevention',
    'usda',
    'Drink enough water through the day; needs rise with heat and activity.',
    'Bebe suficiente agua a lo largo del día; la necesidad aumenta con el calor y la actividad.',
  ),
  t(
    'prevention',
    'nidcr',
    'See a dentist regularly; gum disease is linked to other health problems.',
    'Acude al dentista con regularidad; la enfermedad de las encías se asocia a otros problemas de salud.',
  ),
  t(
    'prevention',
    'whoActivity',
    'Staying active helps keep bones strong and lowers the risk of falls as you age.',
    'Mantenerte activo ayuda a conservar los huesos fuertes y reduce el riesgo de caídas con la edad.',
  ),
  t(
    'prevention',
    'nhlbiBp',
    'Take medicines as prescribed and tell your care team about side effects rather than stopping.',
    'Toma los medicamentos como te los han indicado y cuenta los efectos secundarios a tu equipo en lugar de dejarlos.',
  ),
];
