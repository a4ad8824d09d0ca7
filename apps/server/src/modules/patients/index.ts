/**
 * The public face of modules/patients: other modules (booking, later consultations, labs, plans)
 * use patient records only through these exports, so the scope and audit rules stay in one place.
 */
export {
  type ConfirmedPatient,
  insertPatient,
  joinCareTeam,
  resolveConfirmedPatient,
} from './booking-records.ts';
export { parseCsv, toCsv } from './csv.ts';
/** For the data console's appointments import (ADR 0056): the same file reader. */
export { csvBody } from './routes.ts';
export { cleanFilename, sniffDocumentType } from './documents.ts';
export { patientRoutes } from './routes.ts';
export {
  consentChecks,
  findVisiblePatient,
  PRACTICE_ROLES,
  PROFESSIONAL_ROLES,
  visiblePatients,
} from './scope.ts';
export {
  assertRoomForActive,
  countActive,
  getPatient,
  listPatients,
  readPatients,
  toPatient,
} from './service.ts';
/** The front desk's intake (modules/workspace, ADR 0055) registers a patient and their documents with these. */
export { createPatient } from './service.ts';
export { uploadDocument } from './documents.ts';
