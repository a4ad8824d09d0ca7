/**
 * What a trainer's workspace (ADR 0048) reads from fitness: clients of their care team who did fewer
 * workouts in the last 7 days than their current routine plans (its days per week), and how many
 * workouts their clients logged in that time.
 */
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { careTeamMember, patient, routine, workoutSession } from '../../db/schema/index.ts';
import { actorUserId, type ServiceContext } from '../../platform/service-context.ts';
import { visiblePatients } from '../patients/index.ts';

export interface MissedWorkouts {
  patientId: string;
  patientName: string;
  routineId: string;
  routineName: string;
  planned: number;
  done: number;
  lastOn: string | null;
}

export async function missedWorkouts(
  ctx: ServiceContext,
  limit: number,
): Promise<{ total: number; items: MissedWorkouts[]; sessionsThisWeek: number }> {
  const me = actorUserId(ctx) ?? '';
  const today = ctx.now().toISOString().slice(0, 10);
  const rows = rowsOf<{
    patient_id: string;
    first_name: string;
    last_name: string;
    routine_id: string;
    routine_name: string;
    planned: number | string;
    done: number | string;
    last_on: string | null;
  }>(
    await ctx.db.execute(sql`
      select p.id as patient_id, p.first_name, p.last_name, r.id as routine_id, r.name as routine_name,
        jsonb_array_length(r.days) as planned,
        (select count(*) from ${workoutSession} w where w.patient_id = p.id
          and w.performed_on > ${today}::date - 7 and w.performed_on <= ${today}::date) as done,
        (select max(w.performed_on)::text from ${workoutSession} w where w.patient_id = p.id) as last_on
      from ${patient}
      join ${careTeamMember} m on m.patient_id = ${patient.id} and m.user_id = ${me}
      join lateral (select * from ${routine} r where r.patient_id = ${patient.id} and r.start_date <= ${today}::date
        order by r.start_date desc, r.created_at desc limit 1) r on true
      cross join lateral (select ${patient.id} as id, ${patient.firstName} as first_name, ${patient.lastName} as last_name) p
      where ${visiblePatients(ctx, 'workouts').where}`),
  );
  const missing = rows
    .map((r) => ({
      patientId: r.patient_id,
      patientName: `${r.first_name} ${r.last_name}`,
      routineId: r.routine_id,
      routineName: r.routine_name,
      planned: Number(r.planned),
      done: Number(r.done),
      lastOn: r.last_on,
    }))
    .filter((r) => r.done < r.planned)
    .sort((a, b) => b.planned - b.done - (a.planned - a.done) || a.patientName.localeCompare(b.patientName));
  return {
    total: missing.length,
    items: missing.slice(0, limit),
    sessionsThisWeek: rows.reduce((n, r) => n + Number(r.done), 0),
  };
}
