/**
 * The SQL conditions every figure and its list share: the practice, the professional whose work it
 * is (an appointment's provider, an invoice's author) and the service. Values are always parameters.
 */
import { type SQL, sql } from 'drizzle-orm';
import { isUuid } from '../../platform/params.ts';
import type { AnalyticsScope } from './scope.ts';

/**
 * The patient group (docs/decisions/0047): patients with a medical condition of this name on their
 * record (`patient.medical_conditions`, a JSON array of `{ name, … }`; the name matched as written,
 * case- and accent-insensitively is not attempted: the options list the names as they are recorded).
 */
export function inPatientGroup(patientIdColumn: SQL, group: string): SQL {
  return sql`exists (select 1 from patient gp where gp.id = ${patientIdColumn} and gp.medical_conditions @> ${JSON.stringify([{ name: group }])}::jsonb)`;
}

/** Conditions on `appointment a`. */
export function appointmentFilter(scope: AnalyticsScope): SQL {
  const parts: SQL[] = [sql`a.organization_id = ${scope.organizationId}`];
  if (scope.providerUserId) parts.push(sql`a.provider_user_id = ${scope.providerUserId}`);
  if (scope.serviceId) {
    parts.push(isUuid(scope.serviceId) ? sql`a.service_id = ${scope.serviceId}::uuid` : sql`false`);
  }
  if (scope.patientGroup) parts.push(inPatientGroup(sql`a.patient_id`, scope.patientGroup));
  return sql.join(parts, sql` and `);
}

/** Conditions on `invoice i` (issued invoices only: not drafts, not cancelled, not credit notes). */
export function invoiceFilter(
  scope: AnalyticsScope,
  statuses: readonly string[] = ['sent', 'paid', 'overdue'],
): SQL {
  const parts: SQL[] = [
    sql`i.organization_id = ${scope.organizationId}`,
    sql`i.deleted_at is null`,
    sql`i.kind = 'invoice'`,
    sql`i.status in (${sql.join(
      statuses.map((s) => sql`${s}`),
      sql`, `,
    )})`,
  ];
  if (scope.providerUserId) parts.push(sql`i.created_by_user_id = ${scope.providerUserId}`);
  if (scope.serviceId) {
    parts.push(
      isUuid(scope.serviceId)
        ? sql`exists (select 1 from invoice_line l where l.invoice_id = i.id and ((l.source = 'service' and l.source_id = ${scope.serviceId}::uuid) or (l.source = 'appointment' and l.source_id in (select sa.id from appointment sa where sa.service_id = ${scope.serviceId}::uuid))))`
        : sql`false`,
    );
  }
  if (scope.patientGroup) parts.push(inPatientGroup(sql`i.patient_id`, scope.patientGroup));
  return sql.join(parts, sql` and `);
}

/** Net invoiced amount of `invoice i` (its total less what credit notes took back). */
export const NET = sql`(i.total_minor - i.credited_minor)`;
/** What is still owed on `invoice i`. */
export const OWED = sql`(i.total_minor - i.paid_minor - i.adjusted_minor - i.credited_minor)`;

/** Ageing bucket of `invoice i` on `today` (days past its due date; not yet due counts as 0–30). */
export function bucketOf(today: string): SQL {
  return sql`case when (${today}::date - i.due_date) <= 30 then '0-30' when (${today}::date - i.due_date) <= 60 then '31-60' when (${today}::date - i.due_date) <= 90 then '61-90' else '90+' end`;
}
