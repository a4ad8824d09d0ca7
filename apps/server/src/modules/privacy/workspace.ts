/**
 * What an insurer's workspace (ADR 0048) reads from consent: the members whose active `permit`
 * directive covers the insurer (the patients' scope decides who they are: visiblePatients), with
 * the grant's end (their eligibility to be read) and their latest claim to this insurer.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { consentDirective, insuranceClaim, patient } from '../../db/schema/index.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { visiblePatients } from '../patients/index.ts';

export interface ConsentedMember {
  patientId: string;
  patientName: string;
  endsAt: Date | null;
  since: Date;
  latestClaimId: string | null;
}

export async function consentedMembers(
  ctx: ServiceContext,
  limit: number,
): Promise<{ total: number; items: ConsentedMember[] }> {
  const org = activeOrganization(ctx, ['insurer']);
  const rows = rowsOf<{
    id: string;
    first_name: string;
    last_name: string;
    ends_at: Date | string | null;
    since: Date | string;
    claim_id: string | null;
  }>(
    await ctx.db.execute(sql`
      select ${patient.id} as id, ${patient.firstName} as first_name, ${patient.lastName} as last_name,
        g.ends_at, g.since,
        (select c.id from ${insuranceClaim} c where c.patient_id = ${patient.id} and c.payer_organization_id = ${org.id}
          and c.status <> 'draft' order by c.created_at desc limit 1) as claim_id
      from ${patient}
      join lateral (select case when bool_or(d.ends_at is null) then null else max(d.ends_at) end as ends_at, min(d.starts_at) as since
        from ${consentDirective} d where d.patient_id = ${patient.id} and d.recipient_organization_id = ${org.id}
          and d.effect = 'permit' and d.status = 'active' and (d.ends_at is null or d.ends_at > now())) g on g.since is not null
      where ${visiblePatients(ctx).where}
      order by g.since desc`),
  );
  return {
    total: rows.length,
    items: rows.slice(0, limit).map((r) => ({
      patientId: r.id,
      patientName: `${r.first_name} ${r.last_name}`,
      endsAt: r.ends_at ? new Date(r.ends_at) : null,
      since: new Date(r.since),
      latestClaimId: r.claim_id,
    })),
  };
}
