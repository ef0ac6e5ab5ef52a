export { auditStaffAction, isAudited, recordAudit, recordAudits } from './audit.recorder.ts';
