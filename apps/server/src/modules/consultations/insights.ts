/**
 * Insights of a consultation, generated on request, each item with its source:
 * - the clinical package's insight rules over the consultation's data (vitals, anthropometrics, labs,
 *   goals): offline and deterministic; the source is the rule and the data points it read;
 * - the topics its transcripts talked about (./insight-topics.ts): the source is the transcript lines;
 * - when AI_BASE_URL is configured, a chat model may add items; each must cite data points the
 *   consultation holds or lines of its transcripts, and an item citing anything else (or nothing) is
 *   dropped. A failing model leaves the other items (`skipped` says so).
 * Items are drafts until the clinician accepts, edits or discards each; generating again replaces the
 * undecided drafts and keeps every decision. Only accepted items of the patient's sections
 * (`PATIENT_INSIGHT_SECTIONS`) ever reach the patient.
 */
import {
  type ConsultationData,
  consultationInsights,
  type DataPoint,
  type InsightItem as RuleItem,
} from '@verdant/clinical';
import {
  type ConsultationInsights,
  INSIGHT_SECTIONS,
  INSIGHT_SEVERITIES,
  type InsightDecision,
  type InsightItem,
  type InsightParams,
  type InsightSection,
  type InsightSource,
  insightDecisionSchema,
  type PatientConsultation,
  PATIENT_INSIGHT_SECTIONS,
  type TranscriptSegment,
} from '@verdant/shared';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import {
  consultation,
  consultationInsight,
  consultationRecording,
  consultationTranscript,
  patient,
} from '../../db/schema/index.ts';
import { audit, readAudited } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { isUuid } from '../../platform/params.ts';
import { actorUserId, type ServiceContext, withTransaction } from '../../platform/service-context.ts';
import { chatJson } from './ai.ts';
import { transcriptTopics } from './insight-topics.ts';
import { consultationEntries } from './measurements.ts';
import { requireMay } from './policy.ts';
import { type ConsultationRow, findVisibleConsultation, peopleById, personOf } from './scope.ts';
import { consultationEvent } from './service.ts';

type InsightRow = typeof consultationInsight.$inferSelect;
type Severity = (typeof INSIGHT_SEVERITIES)[number];

/** An item before it is stored. */
interface Draft {
  section: InsightSection;
  code: string;
  severity: Severity;
  text: string;
  /** The values of a rule item's sentence (null for a model's item). */
  params: InsightParams | null;
  origin: 'rules' | 'ai';
  source: InsightSource;
  inDays: number | null;
}

interface Inputs {
  data: ConsultationData;
  /** Every data point the consultation holds, by field: what a rule or a model may cite. */
  points: Map<string, DataPoint>;
  transcripts: { recordingId: string; segments: TranscriptSegment[] }[];
  skipped: { field: string; code: string }[];
}

const ageOn = (dateOfBirth: string, at: Date) => {
  const dob = new Date(`${dateOfBirth}T00:00:00Z`);
  let age = at.getUTCFullYear() - dob.getUTCFullYear();
  const m = at.getUTCMonth() - dob.getUTCMonth();
  if (m < 0 || (m === 0 && at.getUTCDate() < dob.getUTCDate())) age--;
  return age;
};

/** What the rules read, from the consultation, its measurements, the patient record and transcripts. */
async function inputsOf(ctx: ServiceContext, c: ConsultationRow): Promise<Inputs> {
  const [[p], vitalsBy, anthroBy, transcripts] = await Promise.all([
    ctx.db
      .select({ gender: patient.gender, dateOfBirth: patient.dateOfBirth, heightCm: patient.heightCm })
      .from(patient)
      .where(eq(patient.id, c.patientId)),
    consultationEntries(ctx, 'vitals', [c.id]),
    consultationEntries(ctx, 'anthropometrics', [c.id]),
    ctx.db
      .select({ recordingId: consultationTranscript.recordingId, segments: consultationTranscript.segments })
      .from(consultationTranscript)
      .innerJoin(consultationRecording, eq(consultationRecording.id, consultationTranscript.recordingId))
      .where(eq(consultationTranscript.consultationId, c.id))
      .orderBy(asc(consultationRecording.uploadedAt)),
  ]);
  const skipped: Inputs['skipped'] = [];
  const points = new Map<string, DataPoint>();
  const point = (field: string, value: number | string | null | undefined, unit?: string) => {
    if (value === null || value === undefined) return undefined;
    points.set(field, unit ? { field, value, unit } : { field, value });
    return value;
  };
  const sex = p?.gender === 'female' ? 'F' : p?.gender === 'male' ? 'M' : null;
  if (!sex) skipped.push({ field: 'patient.gender', code: 'sexUnknown' });
  const age = p?.dateOfBirth ? ageOn(p.dateOfBirth, c.occurredAt) : null;
  if (age === null) skipped.push({ field: 'patient.dateOfBirth', code: 'ageUnknown' });
  const data: ConsultationData = { patient: { sex: sex ?? 'F', ageYears: age ?? 30 } };

  const v = vitalsBy.get(c.id) as
    | {
        systolic: number | null;
        diastolic: number | null;
        heartRate: number | null;
        temperatureC: number | null;
        spo2: number | null;
      }
    | undefined;
  if (v) {
    const vitals: NonNullable<ConsultationData['vitals']> = {};
    if (v.systolic !== null && v.diastolic !== null) {
      vitals.systolic = point('vitals.systolic', v.systolic, 'mmHg') as number;
      vitals.diastolic = point('vitals.diastolic', v.diastolic, 'mmHg') as number;
    }
    if (v.heartRate !== null) vitals.heartRate = point('vitals.hr', v.heartRate, 'bpm') as number;
    if (v.temperatureC !== null) {
      vitals.temperature = point('vitals.temperature', Number(v.temperatureC), 'C') as number;
      vitals.temperatureUnit = 'C';
    }
    if (v.spo2 !== null) vitals.spo2 = point('vitals.spo2', v.spo2, '%') as number;
    if (Object.keys(vitals).length) data.vitals = vitals;
  }
  const a = anthroBy.get(c.id) as
    | { weightKg: number | null; heightCm: number | null; waistCm: number | null; hipCm: number | null }
    | undefined;
  if (a) {
    const anthro: NonNullable<ConsultationData['anthropometrics']> = {};
    const height =
      a.heightCm ?? (p?.heightCm === null || p?.heightCm === undefined ? null : Number(p.heightCm));
    // BMI classes are for adults: without an age they are not applied
    if (a.weightKg !== null && height !== null && age !== null) {
      anthro.weightKg = point('anthropometrics.weightKg', Number(a.weightKg), 'kg') as number;
      anthro.heightCm = point('anthropometrics.heightCm', Number(height), 'cm') as number;
    }
    // waist and hip thresholds are by sex
    if (sex && a.waistCm !== null) {
      anthro.waistCm = point('anthropometrics.waistCm', Number(a.waistCm), 'cm') as number;
      if (height !== null)
        anthro.heightCm = point('anthropometrics.heightCm', Number(height), 'cm') as number;
      if (a.hipCm !== null) anthro.hipCm = point('anthropometrics.hipCm', Number(a.hipCm), 'cm') as number;
    }
    if (Object.keys(anthro).length) data.anthropometrics = anthro;
  }
  // reference ranges differ by sex for some tests: without it, labs are not interpreted
  if (sex && c.labResults.length) {
    data.labs = c.labResults.map((l) => {
      point(`labs.${l.loinc}`, l.value, l.unit);
      return { loinc: l.loinc, value: l.value, unit: l.unit, sex };
    });
  } else if (c.labResults.length) {
    skipped.push({ field: 'labResults', code: 'sexUnknown' });
  }
  if (c.goalCodes.length) {
    data.goals = [...c.goalCodes];
    for (const g of c.goalCodes) point(`goals.${g}`, g);
  }
  return { data, points, transcripts, skipped };
}

const RULE_SECTIONS = (o: ReturnType<typeof consultationInsights>): [InsightSection, RuleItem[]][] => [
  ['keyTakeaways', o.keyTakeaways],
  ['riskFlags', o.riskFlags],
  ['strengths', o.nutritionalHighlights.strengths],
  ['areasForImprovement', o.nutritionalHighlights.areasForImprovement],
  ['providerActions', o.actionItems.provider],
  ['patientActions', o.actionItems.patient],
  ['followUpTimeline', o.followUp.timeline],
  ['focusAreas', o.followUp.focusAreas],
];

/** The clinical rules' items. A summary item that names no data point cites every point the rules read. */
function ruleDrafts(inputs: Inputs): { drafts: Draft[]; skipped: Inputs['skipped'] } {
  const out = consultationInsights(inputs.data);
  const all = [...inputs.points.values()];
  const drafts: Draft[] = [];
  for (const [section, items] of RULE_SECTIONS(out)) {
    for (const item of items) {
      const dataPoints = item.dataPoints.length ? item.dataPoints : all;
      if (dataPoints.length === 0) continue; // nothing read, nothing to cite: never shown
      drafts.push({
        section,
        code: item.code,
        severity: item.severity,
        text: item.text,
        params: item.params ?? null,
        origin: 'rules',
        source: { kind: 'data', rule: item.rule, dataPoints, citation: item.citation ?? null },
        inDays: 'inDays' in item ? (item as { inDays: number }).inDays : null,
      });
    }
  }
  return { drafts, skipped: out.skipped.map((s) => ({ field: s.field, code: s.code })) };
}

function topicDrafts(inputs: Inputs): Draft[] {
  return inputs.transcripts.flatMap((t) =>
    transcriptTopics(t.segments).map(
      (found): Draft => ({
        section: 'focusAreas',
        code: `focus.discussed.${found.topic}`,
        severity: 'info',
        text: `Discussed in the session: ${found.label}.`,
        params: { topic: found.label },
        origin: 'rules',
        source: {
          kind: 'transcript',
          recordingId: t.recordingId,
          segments: found.segments.map((s) => ({ id: s.id, startMs: s.startMs, text: s.text })),
        },
        inDays: null,
      }),
    ),
  );
}

const clock = (ms: number) => new Date(ms).toISOString().slice(11, 19);
const MAX_TRANSCRIPT_LINES = 600;
const MAX_AI_ITEMS = 30;

/** Items a chat model adds; anything without a valid source is dropped here. */
export async function aiDrafts(
  ai: NonNullable<ServiceContext['config']['ai']>,
  c: ConsultationRow,
  inputs: Inputs,
  ruleItems: readonly Draft[],
): Promise<Draft[]> {
  const lineRefs = new Map<string, { recordingId: string; segment: TranscriptSegment }>();
  const transcript = inputs.transcripts.flatMap((t, r) =>
    t.segments.slice(0, MAX_TRANSCRIPT_LINES).map((s) => {
      const ref = `r${r + 1}.${s.id}`;
      lineRefs.set(ref, { recordingId: t.recordingId, segment: s });
      return { id: ref, at: clock(s.startMs), speaker: s.speaker, text: s.text };
    }),
  );
  const answer = await chatJson(ai, [
    {
      role: 'system',
      content: [
        'You help a dietitian or physician review one consultation. Suggest insight items in English.',
        `Sections: ${INSIGHT_SECTIONS.join(', ')}.`,
        'Every item must cite its source: {"kind":"data","fields":[...]} naming fields of `dataPoints`, or',
        '{"kind":"transcript","segmentIds":[...]} naming ids of `transcript` lines (all from one recording).',
        'Items that cite anything else are discarded. Do not diagnose or prescribe; suggest checks.',
        'Answer with a JSON object: {"items":[{"section","text","severity":"info|low|moderate|high|critical","inDays"?,"source"}]}.',
      ].join('\n'),
    },
    {
      role: 'user',
      content: JSON.stringify({
        sessionType: c.sessionType,
        notes: {
          summary: c.summary,
          chiefComplaint: c.chiefComplaint,
          subjective: c.subjective,
          objective: c.objective,
          assessment: c.assessment,
          plan: c.plan,
          goals: c.goals,
        },
        dataPoints: [...inputs.points.values()],
        ruleItems: ruleItems.map((d) => ({ section: d.section, text: d.text })),
        transcript,
      }),
    },
  ]);
  const items = (answer as { items?: unknown })?.items;
  if (!Array.isArray(items)) return [];
  const drafts: Draft[] = [];
  for (const raw of items.slice(0, MAX_AI_ITEMS)) {
    const item = raw as Record<string, unknown>;
    const section = item.section as InsightSection;
    const text = typeof item.text === 'string' ? item.text.trim() : '';
    if (!INSIGHT_SECTIONS.includes(section) || text === '' || text.length > 600) continue;
    const source = item.source as { kind?: unknown; fields?: unknown; segmentIds?: unknown } | undefined;
    let cited: InsightSource | null = null;
    if (source?.kind === 'data' && Array.isArray(source.fields) && source.fields.length) {
      const dataPoints = source.fields.map((f) => inputs.points.get(String(f)));
      if (dataPoints.every((p) => p)) {
        cited = { kind: 'data', rule: 'ai', dataPoints: dataPoints as DataPoint[], citation: null };
      }
    } else if (
      source?.kind === 'transcript' &&
      Array.isArray(source.segmentIds) &&
      source.segmentIds.length
    ) {
      const lines = source.segmentIds.map((id) => lineRefs.get(String(id)));
      const recordingId = lines[0]?.recordingId;
      if (recordingId && lines.every((l) => l && l.recordingId === recordingId)) {
        cited = {
          kind: 'transcript',
          recordingId,
          segments: lines.map((l) => ({
            id: l!.segment.id,
            startMs: l!.segment.startMs,
            text: l!.segment.text,
          })),
        };
      }
    }
    if (!cited) continue;
    const severity = INSIGHT_SEVERITIES.includes(item.severity as Severity)
      ? (item.severity as Severity)
      : 'info';
    const inDays =
      section === 'followUpTimeline' && Number.isInteger(item.inDays) && (item.inDays as number) >= 0
        ? Math.min(item.inDays as number, 730)
        : null;
    drafts.push({
      section,
      code: `ai.${section}`,
      severity,
      text,
      params: null,
      origin: 'ai',
      source: cited,
      inDays,
    });
  }
  return drafts;
}

function toItem(row: InsightRow, people: Map<string, { id: string; name: string }>): InsightItem {
  return {
    id: row.id,
    section: row.section,
    code: row.code,
    severity: row.severity,
    text: row.editedText ?? row.generatedText,
    generatedText: row.generatedText,
    edited: row.editedText !== null,
    status: row.status,
    origin: row.origin,
    source: row.source,
    params: row.params,
    inDays: row.inDays,
    patientVisible: PATIENT_INSIGHT_SECTIONS.includes(row.section),
    decidedBy: personOf(people, row.decidedByUserId),
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

async function insightsOf(ctx: ServiceContext, c: ConsultationRow): Promise<ConsultationInsights> {
  const rows = await ctx.db
    .select()
    .from(consultationInsight)
    .where(eq(consultationInsight.consultationId, c.id))
    .orderBy(asc(consultationInsight.position));
  const people = await peopleById(
    ctx,
    rows.map((r) => r.decidedByUserId),
  );
  return {
    items: rows.map((r) => toItem(r, people)),
    generatedAt: c.insightsGeneratedAt?.toISOString() ?? null,
    ai: ctx.config.ai !== undefined,
    skipped: c.insightsSkipped,
  };
}

export async function getInsights(
  ctx: ServiceContext,
  consultationId: string,
): Promise<ConsultationInsights> {
  requireMay(ctx, 'notes');
  return readAudited(
    ctx,
    async (tx) => {
      const c = await findVisibleConsultation(tx, consultationId);
      return { c, insights: await insightsOf(tx, c) };
    },
    ({ c }) => [consultationEvent('consultation.insights.read', c)],
  ).then((r) => r.insights);
}

/** Generates the items (see the file header); the undecided drafts are replaced, decisions kept. */
export async function generateInsights(
  ctx: ServiceContext,
  consultationId: string,
): Promise<ConsultationInsights> {
  requireMay(ctx, 'notes');
  const c = await findVisibleConsultation(ctx, consultationId);
  const inputs = await inputsOf(ctx, c);
  const rules = ruleDrafts(inputs);
  const drafts = [...rules.drafts, ...topicDrafts(inputs)];
  const skipped = [...inputs.skipped, ...rules.skipped];
  if (ctx.config.ai) {
    try {
      drafts.push(...(await aiDrafts(ctx.config.ai, c, inputs, drafts)));
    } catch (err) {
      ctx.log.warn({ code: err instanceof AppError ? err.details?.reason : 'error' }, 'AI insights failed');
      skipped.push({ field: 'ai', code: 'AI_FAILED' });
    }
  }
  return withTransaction(ctx, async (tx) => {
    const row = await findVisibleConsultation(tx, consultationId, { lock: true });
    await tx.db
      .delete(consultationInsight)
      .where(and(eq(consultationInsight.consultationId, row.id), eq(consultationInsight.status, 'draft')));
    const decided = await tx.db
      .select({
        section: consultationInsight.section,
        code: consultationInsight.code,
        text: consultationInsight.generatedText,
        position: consultationInsight.position,
      })
      .from(consultationInsight)
      .where(eq(consultationInsight.consultationId, row.id));
    const seen = new Set(decided.map((d) => `${d.section}\u0000${d.code}\u0000${d.text}`));
    let position = Math.max(0, ...decided.map((d) => d.position + 1));
    const fresh = drafts.filter((d) => {
      const key = `${d.section}\u0000${d.code}\u0000${d.text}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    if (fresh.length) {
      await tx.db.insert(consultationInsight).values(
        fresh.map((d) => ({
          consultationId: row.id,
          section: d.section,
          code: d.code,
          severity: d.severity,
          generatedText: d.text,
          origin: d.origin,
          source: d.source,
          params: d.params,
          inDays: d.inDays,
          position: position++,
        })),
      );
    }
    const [updated] = await tx.db
      .update(consultation)
      .set({ insightsGeneratedAt: tx.now(), insightsSkipped: skipped })
      .where(eq(consultation.id, row.id))
      .returning();
    await audit(tx, consultationEvent('consultation.insights.generate', row));
    return insightsOf(tx, updated!);
  });
}

/** The clinician's decision on one item: accept, discard or back to draft, and/or their wording. */
export async function decideInsight(
  ctx: ServiceContext,
  consultationId: string,
  itemId: string,
  input: InsightDecision,
): Promise<InsightItem> {
  requireMay(ctx, 'notes');
  const decision = insightDecisionSchema.parse(input);
  return withTransaction(ctx, async (tx) => {
    const c = await findVisibleConsultation(tx, consultationId);
    if (!isUuid(itemId)) throw new AppError('NOT_FOUND');
    const [row] = await tx.db
      .select()
      .from(consultationInsight)
      .where(and(eq(consultationInsight.id, itemId), eq(consultationInsight.consultationId, c.id)))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND');
    const status = decision.status ?? row.status;
    const [updated] = await tx.db
      .update(consultationInsight)
      .set({
        status,
        ...(decision.text !== undefined ? { editedText: decision.text } : {}),
        decidedByUserId: status === 'draft' ? null : actorUserId(tx),
        decidedAt: status === 'draft' ? null : tx.now(),
      })
      .where(eq(consultationInsight.id, row.id))
      .returning();
    await audit(tx, {
      action: 'consultation.insight.decide',
      resourceType: 'consultation_insight',
      resourceId: row.id,
      patientId: c.patientId,
    });
    const people = await peopleById(tx, [updated!.decidedByUserId]);
    return toItem(updated!, people);
  });
}

type PatientInsight = PatientConsultation['insights'][number];

/** Accepted items of the patient's sections, by consultation (what the patient reads). */
export async function acceptedForPatient(
  ctx: ServiceContext,
  consultationIds: readonly string[],
): Promise<Map<string, PatientInsight[]>> {
  const out = new Map<string, PatientInsight[]>();
  if (consultationIds.length === 0) return out;
  const rows = await ctx.db
    .select()
    .from(consultationInsight)
    .where(
      and(
        inArray(consultationInsight.consultationId, [...consultationIds]),
        eq(consultationInsight.status, 'accepted'),
        inArray(consultationInsight.section, [...PATIENT_INSIGHT_SECTIONS]),
        isNotNull(consultationInsight.decidedAt),
      ),
    )
    .orderBy(asc(consultationInsight.position));
  for (const r of rows) {
    const list = out.get(r.consultationId) ?? [];
    list.push({
      id: r.id,
      section: r.section,
      code: r.code,
      params: r.params,
      edited: r.editedText !== null,
      text: r.editedText ?? r.generatedText,
      inDays: r.inDays,
    });
    out.set(r.consultationId, list);
  }
  return out;
}
