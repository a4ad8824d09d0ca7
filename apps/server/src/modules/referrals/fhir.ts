/**
 * A referral as FHIR R4 (ADR 0042): a `ServiceRequest` (what is asked, why, how urgently, of whom)
 * and the `Task` that follows it (its state, the owner, the closing report as output), in a
 * collection Bundle. Validated against the FHIR R4 JSON schema in referrals.int.test.ts.
 */
import type { Referral, ReferralStatus, ReferralUrgency } from '@verdant/shared';

const PRIORITY: Record<ReferralUrgency, string> = { routine: 'routine', soon: 'urgent', urgent: 'asap' };

/** ServiceRequest.status (request-status). */
const REQUEST_STATUS: Record<ReferralStatus, string> = {
  draft: 'draft',
  sent: 'active',
  accepted: 'active',
  scheduled: 'active',
  declined: 'revoked',
  cancelled: 'revoked',
  completed: 'completed',
};

/** Task.status (task-status). */
const TASK_STATUS: Record<ReferralStatus, string> = {
  draft: 'draft',
  sent: 'requested',
  accepted: 'accepted',
  scheduled: 'in-progress',
  declined: 'rejected',
  cancelled: 'cancelled',
  completed: 'completed',
};

const SNOMED_REFERRAL = { system: 'http://snomed.info/sct', code: '3457005', display: 'Patient referral' };
const CATEGORY_SYSTEM = 'https://verdant.health/fhir/CodeSystem/data-category';

export function referralBundle(r: Referral, patientRef: string | null, now: Date): Record<string, unknown> {
  const requester = r.sender.userId
    ? { reference: `Practitioner/${r.sender.userId}`, display: r.sender.name }
    : { reference: `Organization/${r.sender.organizationId}`, display: r.sender.organizationName };
  const performer = r.recipient.userId
    ? { reference: `Practitioner/${r.recipient.userId}`, display: r.recipient.name }
    : { reference: `Organization/${r.recipient.organizationId}`, display: r.recipient.organizationName };
  const subject = patientRef
    ? { reference: `Patient/${patientRef}`, display: r.patient.name }
    : { display: r.patient.name };
  const serviceRequest = {
    resourceType: 'ServiceRequest',
    id: r.id,
    status: REQUEST_STATUS[r.status],
    intent: 'order',
    category: [{ coding: [SNOMED_REFERRAL] }],
    priority: PRIORITY[r.urgency],
    code: { text: `Referral to ${r.recipientKind}` },
    subject,
    ...(r.sentAt ? { authoredOn: r.sentAt } : {}),
    requester,
    performer: [performer],
    reasonCode: [{ text: r.reason }],
    ...(r.question ? { note: [{ text: r.question }] } : {}),
    // the records the referral shares, by Verdant data category
    ...(r.categories.length
      ? {
          supportingInfo: r.categories.map((c) => ({
            display: c,
            identifier: { system: CATEGORY_SYSTEM, value: c },
          })),
        }
      : {}),
  };
  const task = {
    resourceType: 'Task',
    id: `${r.id}-task`,
    basedOn: [{ reference: `ServiceRequest/${r.id}` }],
    status: TASK_STATUS[r.status],
    ...(r.status === 'declined' && r.declineReason ? { statusReason: { text: r.declineReason } } : {}),
    intent: 'order',
    priority: PRIORITY[r.urgency],
    code: {
      coding: [{ system: 'http://hl7.org/fhir/CodeSystem/task-code', code: 'fulfill' }],
    },
    focus: { reference: `ServiceRequest/${r.id}` },
    for: subject,
    authoredOn: r.createdAt,
    lastModified: r.updatedAt,
    requester,
    owner: performer,
    ...(r.closingReport
      ? { output: [{ type: { text: 'Closing report' }, valueString: r.closingReport }] }
      : {}),
  };
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: now.toISOString(),
    entry: [
      { fullUrl: `urn:uuid:${r.id}`, resource: serviceRequest },
      { fullUrl: `urn:verdant:task:${r.id}`, resource: task },
    ],
  };
}
