import { NEW_PROGRAM_PATH, programPath } from '../program-paths.ts';

/** Where a saved program opens in the wizard: edit a live one, continue a draft (ProgramEditPage). */
export const editProgramPath = (id: string): string => `${programPath(id)}/edit`;

/** The wizard for staff and super admins creating a program for a company. */
export const newProgramForCompanyPath = (companyId: string): string => `${NEW_PROGRAM_PATH}?company=${encodeURIComponent(companyId)}`;
