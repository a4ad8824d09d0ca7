/**
 * What a session's transcript talked about: topics of the clinical insight rules' focus areas (blood
 * pressure, blood glucose, weight…) found by their words (English and Spanish) in the transcript's
 * lines. Deterministic and offline; each topic cites the lines that mention it, so the clinician can
 * jump to that moment of the recording. It says only that a topic came up, nothing about it.
 */
import type { TranscriptSegment } from '@verdant/shared';

export const TRANSCRIPT_TOPICS = {
  blood_pressure: {
    label: 'Blood pressure',
    words: [
      'blood pressure',
      'hypertension',
      'salt',
      'sodium',
      'presión',
      'tensión',
      'hipertensión',
      'sal',
      'sodio',
    ],
  },
  glycemic_control: {
    label: 'Blood glucose',
    words: ['blood sugar', 'glucose', 'diabetes', 'hba1c', 'a1c', 'azúcar', 'glucosa'],
  },
  weight_management: { label: 'Weight management', words: ['weight', 'peso', 'adelgazar'] },
  physical_activity: {
    label: 'Physical activity',
    words: [
      'exercise',
      'walk',
      'walking',
      'gym',
      'activity',
      'ejercicio',
      'caminar',
      'gimnasio',
      'actividad',
    ],
  },
  sleep: { label: 'Sleep', words: ['sleep', 'insomnia', 'sueño', 'dormir', 'insomnio'] },
  stress: { label: 'Stress', words: ['stress', 'anxiety', 'estrés', 'ansiedad'] },
  gut_health: {
    label: 'Gut health and fiber',
    words: ['fiber', 'fibre', 'bloating', 'constipation', 'fibra', 'hinchazón', 'estreñimiento'],
  },
  lipids: { label: 'Blood lipids', words: ['cholesterol', 'triglyceride', 'colesterol', 'triglicéridos'] },
  alcohol: { label: 'Alcohol', words: ['alcohol', 'wine', 'beer', 'vino', 'cerveza'] },
  hydration: {
    label: 'Hydration',
    words: ['hydration', 'drink water', 'glasses of water', 'hidratación', 'beber agua'],
  },
} as const;

export type TranscriptTopic = keyof typeof TRANSCRIPT_TOPICS;

/** At most this many lines are cited per topic (the first mentions). */
const MAX_LINES = 3;

const fold = (s: string) => s.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');

/** Topics mentioned in the segments, in order of first mention, each with the lines that mention it. */
export function transcriptTopics(
  segments: readonly TranscriptSegment[],
): { topic: TranscriptTopic; label: string; segments: TranscriptSegment[] }[] {
  const found = new Map<TranscriptTopic, TranscriptSegment[]>();
  const patterns = Object.entries(TRANSCRIPT_TOPICS).map(
    ([topic, { words }]) =>
      [
        topic as TranscriptTopic,
        new RegExp(`(^|[^\\p{L}])(${words.map(fold).join('|')})($|[^\\p{L}])`, 'u'),
      ] as const,
  );
  for (const segment of segments) {
    const text = fold(segment.text);
    for (const [topic, pattern] of patterns) {
      if (!pattern.test(text)) continue;
      const lines = found.get(topic) ?? [];
      if (lines.length < MAX_LINES) lines.push(segment);
      found.set(topic, lines);
    }
  }
  return [...found].map(([topic, lines]) => ({
    topic,
    label: TRANSCRIPT_TOPICS[topic].label,
    segments: lines,
  }));
}
