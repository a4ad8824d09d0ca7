/**
 * Optional: when an OpenAI-compatible endpoint is configured (AI_BASE_URL, AI_API_KEY, AI_MODEL), a
 * chat model writes one or two friendly sentences about each generated day, in the user's language.
 * The model only describes: the foods and amounts come from the meal planner and are never taken
 * from its answer. Without the endpoint, or when it fails or is slow, the days have no description.
 */
import type { FoodTable } from '@verdant/clinical';
import type { GeneratedDay, Language } from '@verdant/shared';
import type { Config } from '../../platform/config.ts';

const TIMEOUT_MS = 8000;
const SLOT_WORDS: Record<string, string> = {
  breakfast: 'Breakfast',
  morning_snack: 'Morning snack',
  lunch: 'Lunch',
  afternoon_snack: 'Afternoon snack',
  dinner: 'Dinner',
  evening_snack: 'Evening snack',
};

async function describe(
  config: NonNullable<Config['ai']>,
  menu: string,
  language: Language,
): Promise<string | null> {
  const res = await fetch(`${config.baseUrl.replace(/\/$/, '')}/chat/completions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({
      model: config.model ?? 'gpt-4o-mini',
      temperature: 0.4,
      max_tokens: 120,
      messages: [
        {
          role: 'system',
          content: `You describe one day of a meal plan for a patient in one or two short, friendly sentences, in ${language === 'es' ? 'Spanish' : 'English'}. Do not add, remove or change foods or amounts, and give no medical advice.`,
        },
        { role: 'user', content: menu },
      ],
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) return null;
  const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
  const text = body.choices?.[0]?.message?.content;
  return typeof text === 'string' && text.trim() ? text.trim().slice(0, 600) : null;
}

/** A description per day (null where none), or all null when no chat model is configured. */
export async function describeDays(
  config: Config,
  table: FoodTable,
  days: readonly Pick<GeneratedDay, 'items'>[],
  language: Language,
): Promise<(string | null)[]> {
  const ai = config.ai;
  if (!ai) return days.map(() => null);
  return Promise.all(
    days.map(async (d) => {
      const menu = Object.entries(SLOT_WORDS)
        .map(([slot, word]) => {
          const foods = d.items.filter((i) => i.slot === slot).map((i) => table.food(i.ndbNo).description);
          return foods.length ? `${word}: ${foods.join('; ')}` : null;
        })
        .filter(Boolean)
        .join('\n');
      try {
        return await describe(ai, menu, language);
      } catch {
        return null;
      }
    }),
  );
}
