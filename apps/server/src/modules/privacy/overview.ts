/**
 * The privacy centre's summary (`/patient/privacy`): the patient's records, what each data category
 * holds and who can see it now (care-team members by their kind minus what the patient withheld,
 * recipients of active grants), their exports and their requests to the practice.
 */
import {
  type CategorySummary,
  DATA_CATEGORIES,
  type DataCategory,
  type PrivacyOverview,
} from '@verdant/shared';
import { and, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  anthropometricEntry,
  appointment,
  consultation,
  consultationRecording,
  dietPlan,
  invoice,
  patientDocument,
  vitalSignEntry,
} from '../../db/schema/index.ts';
import { readAudited } from '../../platform/audit.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { careTeamView, loadGrantsFor } from './consent.ts';
import { listExports } from './export.ts';
import { emergencyAccessesOf } from './outside.ts';
import { myPrivacyRequests } from './practice.ts';
import { ownRecords, patientUserId } from './records.ts';
import { pendingCount } from './requests.ts';

async function count(ctx: ServiceContext, table: PgTable, where: SQL): Promise<number> {
  const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(table).where(where);
  return Number(row?.n ?? 0);
}

export async function privacyOverview(ctx: ServiceContext): Promise<PrivacyOverview> {
  const userId = patientUserId(ctx);
  const records = await ownRecords(ctx, userId);
  const ids = records.map((r) => r.id);
  const team = await careTeamView(ctx);
  const [counts, grants] = await readAudited(
    ctx,
    async (tx) => {
      if (ids.length === 0) return [new Map<DataCategory, number | null>(), []] as const;
      const mine = <T extends { patientId: unknown }>(t: T) => inArray(t.patientId as never, ids);
      const counts = new Map<DataCategory, number | null>([
        ['demographics', ids.length],
        ['appointments', await count(tx, appointment, mine(appointment))],
        ['consultations', await count(tx, consultation, mine(consultation))],
        [
          'recordings',
          await count(
            tx,
            consultationRecording,
            and(mine(consultationRecording), isNotNull(consultationRecording.storageKey))!,
          ),
        ],
        ['diet_plans', await count(tx, dietPlan, and(mine(dietPlan), isNull(dietPlan.deletedAt))!)],
        ['labs', null],
        [
          'vitals',
          (await count(tx, vitalSignEntry, mine(vitalSignEntry))) +
            (await count(tx, anthropometricEntry, mine(anthropometricEntry))),
        ],
        ['bia', null],
        ['workouts', null],
        ['documents', await count(tx, patientDocument, mine(patientDocument))],
        ['billing', await count(tx, invoice, and(mine(invoice), sql`${invoice.status} <> 'draft'`)!)],
      ]);
      return [counts, await loadGrantsFor(tx, ids)] as const;
    },
    () => ids.map((id) => ({ action: 'privacy.overview.read', resourceType: 'privacy', patientId: id })),
  );
  const categories: CategorySummary[] = DATA_CATEGORIES.map((category) => ({
    category,
    count: counts.get(category) ?? null,
    visibleTo: [
      ...team.current.filter((m) => m.categories.includes(category)).map((m) => m.name),
      ...grants
        .filter((g) => g.effect === 'permit' && g.status === 'active' && g.categories.includes(category))
        .map((g) => g.recipient.name),
    ].filter((name, i, all) => all.indexOf(name) === i),
  }));
  return {
    records: records
      .filter((r) => r.organizationKind === 'practice')
      .map((r) => ({ patientId: r.id, practiceName: r.practiceName })),
    categories,
    exports: await listExports(ctx, userId),
    requests: await myPrivacyRequests(ctx, ids),
    pendingAccessRequests: await pendingCount(ctx, userId),
    emergencyAccesses: (await emergencyAccessesOf(ctx, ids)).map((e) => ({
      id: e.id,
      name: e.name,
      organizationName: e.organizationName,
      reason: e.reason,
      at: e.startsAt.toISOString(),
      until: e.endsAt.toISOString(),
    })),
  };
}
