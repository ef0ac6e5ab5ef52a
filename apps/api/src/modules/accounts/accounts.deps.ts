import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { EmailService } from '../email/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import type { UploadsApi } from '../uploads/uploads.api.ts';
import type { OtpService } from './otp.service.ts';
import type { SessionsService } from './sessions.service.ts';

/** What the account services need, wired in ./index.ts. */
export interface AccountsDeps {
  config: Pick<AppConfig, 'publicUrl'>;
  db: Database;
  sessions: SessionsService;
  email: EmailService;
  settings: SettingsReader;
  uploads: UploadsApi;
  otp: OtpService;
}
