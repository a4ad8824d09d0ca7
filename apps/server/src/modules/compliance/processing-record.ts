/**
 * The record of processing activities (GDPR article 30(1)) of a practice as a PDF (ADR 0050), in
 * English or Spanish, built from what the installation really does: who the controller is, its
 * purposes, the categories of people and data, recipients and processors as configured (e-mail,
 * file storage, AI endpoint, Google sign-in), retention per record type from the rules the jobs
 * apply, and the security measures in force (two-factor, idle timeout, audit, backups).
 */
import { brandingOf, pdfBranding } from '../integrations/index.ts';
import { DATA_CATEGORIES, type Language } from '@verdant/shared';
import type { RetentionRule } from '@verdant/shared/compliance';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client.ts';
import { organization, patient } from '../../db/schema/index.ts';
import { audit } from '../../platform/audit.ts';
import { AppError } from '../../platform/errors.ts';
import { renderPdf } from '../../platform/pdf.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { activeOrganization } from '../../platform/tenancy.ts';
import { backupStatus, retentionRules } from '../data-admin/index.ts';

const CATEGORY: Record<Language, Record<(typeof DATA_CATEGORIES)[number], string>> = {
  en: {
    demographics: 'Identity and contact details',
    appointments: 'Appointments',
    consultations: 'Consultation notes (health data)',
    recordings: 'Consultation recordings and transcripts (health data)',
    diet_plans: 'Diet plans (health data)',
    labs: 'Laboratory results (health data)',
    vitals: 'Vital signs and body measures (health data)',
    bia: 'Body composition (health data)',
    workouts: 'Workouts and activity (health data)',
    documents: 'Documents uploaded to the record',
    billing: 'Invoices, payments and insurance claims',
  },
  es: {
    demographics: 'Identidad y datos de contacto',
    appointments: 'Citas',
    consultations: 'Notas de consulta (datos de salud)',
    recordings: 'Grabaciones y transcripciones de consultas (datos de salud)',
    diet_plans: 'Planes de alimentación (datos de salud)',
    labs: 'Resultados de laboratorio (datos de salud)',
    vitals: 'Signos vitales y medidas corporales (datos de salud)',
    bia: 'Composición corporal (datos de salud)',
    workouts: 'Entrenamientos y actividad (datos de salud)',
    documents: 'Documentos añadidos al expediente',
    billing: 'Facturas, pagos y reclamaciones al seguro',
  },
};

const RECORD: Record<Language, Record<RetentionRule['recordType'], string>> = {
  en: {
    recordings: 'Consultation recordings',
    privacyExports: 'A patient’s own data exports',
    practiceExports: 'Whole-practice exports',
    backups: 'Backups',
    realtimeEvents: 'Live update events',
    jobs: 'Finished background jobs',
    sessions: 'Sign-in sessions',
    auditEvents: 'Audit events',
    clinicalRecords: 'Clinical records',
  },
  es: {
    recordings: 'Grabaciones de consultas',
    privacyExports: 'Exportaciones de datos del propio paciente',
    practiceExports: 'Exportaciones de toda la consulta',
    backups: 'Copias de seguridad',
    realtimeEvents: 'Eventos de actualización en vivo',
    jobs: 'Tareas en segundo plano terminadas',
    sessions: 'Sesiones iniciadas',
    auditEvents: 'Eventos de auditoría',
    clinicalRecords: 'Expedientes clínicos',
  },
};

const T = {
  en: {
    title: 'Record of processing activities (GDPR article 30)',
    controller: 'Controller',
    name: 'Name',
    administrators: 'Administrators',
    generated: 'Generated',
    purposes: 'Purposes of the processing',
    purposeList: [
      'Providing nutrition, medical and fitness care: consultations, plans, results, follow-up.',
      'Scheduling appointments and sending reminders.',
      'Invoicing, payments and insurance claims.',
      'Keeping the records the law requires and proving who accessed them (audit trail).',
    ],
    subjects: 'Categories of data subjects',
    patients: (n: number) => `Patients: ${n}`,
    staff: (n: number) => `Professionals and staff with an account: ${n}`,
    categories: 'Categories of personal data',
    recipients: 'Recipients',
    recipientList: (permits: number) => [
      'The patient’s care team within the practice, by their role (minimum necessary).',
      `Laboratories, insurers and other practices only with the patient’s consent (active consents now: ${permits}).`,
    ],
    processors: 'Processors and services in use',
    mail: (smtp: boolean) =>
      smtp
        ? 'E-mail: sent through the configured SMTP server.'
        : 'E-mail: kept in the outbox, not sent (no SMTP server configured).',
    storage: (s3: boolean) =>
      s3 ? 'Files: an S3-compatible storage service.' : 'Files: the server’s own disk (DATA_DIR).',
    ai: (on: boolean) =>
      on
        ? 'AI endpoint: configured (consultation insights, transcription).'
        : 'AI endpoint: not configured; no data is sent to one.',
    google: (on: boolean) =>
      on ? 'Sign-in with Google: configured.' : 'Sign-in with Google: not configured.',
    database: (kind: string) =>
      `Database: ${kind === 'postgres' ? 'PostgreSQL server' : 'embedded (PGlite) in DATA_DIR'}.`,
    transfers: 'Transfers to third countries',
    transferText:
      'The application itself transfers nothing outside the installation. Any transfer depends on where the services listed above are hosted; record them here if they are outside the EEA.',
    retention: 'Retention',
    kind: 'Record',
    period: 'Kept',
    deleted: 'Deleted by',
    forever: 'until deleted by hand',
    hours: (n: number) => `${n} hours`,
    days: (n: number) => `${n} days`,
    job: 'a scheduled job',
    expiry: 'expiry',
    none: 'no deletion is built',
    security: 'Technical and organisational security measures',
    twoFactor: (on: boolean) =>
      on
        ? 'Two-factor authentication required for professionals and staff.'
        : 'Two-factor authentication available, not required.',
    idle: (m: number) => `Sessions end after ${m} minutes of inactivity.`,
    auditText:
      'Every read and write of patient data is recorded in the audit trail (who, what, when, from where).',
    backup: (at: string | null) => (at ? `Last successful backup: ${at}.` : 'No successful backup recorded.'),
    encryption:
      'Encryption at rest: the application does not encrypt DATA_DIR or the database itself; it relies on the disk or the database service being encrypted. Connections are encrypted with TLS when served over HTTPS.',
  },
  es: {
    title: 'Registro de actividades de tratamiento (artículo 30 del RGPD)',
    controller: 'Responsable del tratamiento',
    name: 'Nombre',
    administrators: 'Administradores',
    generated: 'Generado',
    purposes: 'Fines del tratamiento',
    purposeList: [
      'Prestar atención nutricional, médica y de entrenamiento: consultas, planes, resultados, seguimiento.',
      'Programar citas y enviar recordatorios.',
      'Facturación, cobros y reclamaciones al seguro.',
      'Conservar los registros que exige la ley y demostrar quién accedió a ellos (registro de auditoría).',
    ],
    subjects: 'Categorías de interesados',
    patients: (n: number) => `Pacientes: ${n}`,
    staff: (n: number) => `Profesionales y personal con cuenta: ${n}`,
    categories: 'Categorías de datos personales',
    recipients: 'Destinatarios',
    recipientList: (permits: number) => [
      'El equipo de atención del paciente dentro de la consulta, según su rol (mínimo necesario).',
      `Laboratorios, aseguradoras y otras consultas solo con el consentimiento del paciente (consentimientos activos: ${permits}).`,
    ],
    processors: 'Encargados y servicios en uso',
    mail: (smtp: boolean) =>
      smtp
        ? 'Correo: enviado por el servidor SMTP configurado.'
        : 'Correo: se guarda en la bandeja de salida, no se envía (no hay servidor SMTP).',
    storage: (s3: boolean) =>
      s3
        ? 'Archivos: un servicio de almacenamiento compatible con S3.'
        : 'Archivos: el disco del propio servidor (DATA_DIR).',
    ai: (on: boolean) =>
      on
        ? 'Servicio de IA: configurado (resúmenes de consultas, transcripción).'
        : 'Servicio de IA: no configurado; no se envían datos a ninguno.',
    google: (on: boolean) =>
      on ? 'Inicio de sesión con Google: configurado.' : 'Inicio de sesión con Google: no configurado.',
    database: (kind: string) =>
      `Base de datos: ${kind === 'postgres' ? 'servidor PostgreSQL' : 'integrada (PGlite) en DATA_DIR'}.`,
    transfers: 'Transferencias a terceros países',
    transferText:
      'La aplicación no transfiere nada fuera de la instalación. Cualquier transferencia depende de dónde estén alojados los servicios anteriores; anótala aquí si están fuera del EEE.',
    retention: 'Plazos de conservación',
    kind: 'Registro',
    period: 'Se conserva',
    deleted: 'Lo borra',
    forever: 'hasta que se borre a mano',
    hours: (n: number) => `${n} horas`,
    days: (n: number) => `${n} días`,
    job: 'una tarea programada',
    expiry: 'su caducidad',
    none: 'no hay borrado automático',
    security: 'Medidas de seguridad técnicas y organizativas',
    twoFactor: (on: boolean) =>
      on
        ? 'Verificación en dos pasos obligatoria para profesionales y personal.'
        : 'Verificación en dos pasos disponible, no obligatoria.',
    idle: (m: number) => `Las sesiones terminan tras ${m} minutos de inactividad.`,
    auditText:
      'Cada lectura y escritura de datos de pacientes queda en el registro de auditoría (quién, qué, cuándo, desde dónde).',
    backup: (at: string | null) =>
      at ? `Última copia de seguridad correcta: ${at}.` : 'No hay ninguna copia de seguridad correcta.',
    encryption:
      'Cifrado en reposo: la aplicación no cifra DATA_DIR ni la base de datos; depende de que el disco o el servicio de base de datos estén cifrados. Las conexiones van cifradas con TLS cuando se sirve por HTTPS.',
  },
} as const;

export async function processingRecordPdf(ctx: ServiceContext, language: Language): Promise<Buffer> {
  const org = activeOrganization(ctx);
  const [row] = await ctx.db.select().from(organization).where(eq(organization.id, org.id));
  if (!row) throw new AppError('NOT_FOUND');
  const t = T[language];
  const [patients] = await ctx.db
    .select({ n: sql<number>`count(*)` })
    .from(patient)
    .where(and(eq(patient.organizationId, org.id), isNull(patient.deletedAt)));
  const [people] = rowsOf<{ staff: number | string; permits: number | string; admins: string | null }>(
    await ctx.db.execute(sql`select
      (select count(distinct r.user_id) from user_roles r where r.organization_id = ${org.id}) as staff,
      (select count(*) from consent_directive where organization_id = ${org.id} and status = 'active'
        and effect = 'permit') as permits,
      (select string_agg(u.name || ' <' || u.email || '>', ', ' order by u.name) from user_roles r
        join "user" u on u.id = r.user_id where r.organization_id = ${org.id} and r.role = 'admin') as admins`),
  );
  const rules = await retentionRules(ctx);
  const { lastBackupAt } = await backupStatus(ctx.db);
  const day = (d: Date) => d.toISOString().slice(0, 10);
  await audit(ctx, {
    action: 'compliance.processing_record.read',
    resourceType: 'organization',
    resourceId: org.id,
  });
  return renderPdf(
    {
      title: t.title,
      organizationName: row.name,
      language,
      footerNote: `${t.generated} ${day(ctx.now())}`,
      branding: pdfBranding(await brandingOf(ctx, org.id)),
    },
    (w) => {
      w.heading(t.title, 1);
      w.heading(t.controller);
      w.facts([
        [t.name, row.name],
        [t.administrators, people?.admins ?? '—'],
        [t.generated, day(ctx.now())],
      ]);
      w.heading(t.purposes);
      for (const p of t.purposeList) w.paragraph(`• ${p}`);
      w.heading(t.subjects);
      w.paragraph(`• ${t.patients(Number(patients?.n ?? 0))}`);
      w.paragraph(`• ${t.staff(Number(people?.staff ?? 0))}`);
      w.heading(t.categories);
      for (const c of DATA_CATEGORIES) w.paragraph(`• ${CATEGORY[language][c]}`);
      w.heading(t.recipients);
      for (const r of t.recipientList(Number(people?.permits ?? 0))) w.paragraph(`• ${r}`);
      w.heading(t.processors);
      w.paragraph(`• ${t.database(ctx.config.database.kind)}`);
      w.paragraph(`• ${t.mail(!!ctx.config.smtpUrl)}`);
      w.paragraph(`• ${t.storage(ctx.storage.kind === 's3')}`);
      w.paragraph(`• ${t.ai(!!ctx.config.ai)}`);
      w.paragraph(`• ${t.google(!!ctx.config.google)}`);
      w.heading(t.transfers);
      w.paragraph(t.transferText);
      w.heading(t.retention);
      w.table(
        [
          { header: t.kind, width: 0.4 },
          { header: t.period, width: 0.3 },
          { header: t.deleted, width: 0.3 },
        ],
        rules.map((r) => [
          RECORD[language][r.recordType],
          r.hours !== null ? t.hours(r.hours) : r.days !== null ? t.days(r.days) : t.forever,
          !r.enforced ? t.none : r.everySeconds ? t.job : t.expiry,
        ]),
      );
      w.heading(t.security);
      w.paragraph(`• ${t.twoFactor(row.requireTwoFactor)}`);
      w.paragraph(`• ${t.idle(row.idleTimeoutMinutes)}`);
      w.paragraph(`• ${t.auditText}`);
      w.paragraph(`• ${t.backup(lastBackupAt ? day(lastBackupAt) : null)}`);
      w.paragraph(`• ${t.encryption}`);
    },
  );
}
