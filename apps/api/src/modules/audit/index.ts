export { auditStaffAction, isAudited, recordAudit } from './audit.recorder.ts';
