import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { deriveKey } from '../../lib/crypto.ts';
import type { EmailService } from '../email/index.ts';
import type { SettingsReader } from '../settings/index.ts';
import { contactsRoutes } from './contacts.routes.ts';
import { contactsService, type ContactsService } from './contacts.service.ts';

export type { ContactOrigin, ContactReceipt, ContactRequestData } from './contacts.service.ts';

/** What higher modules may ask of contacts: a request stored with its emails inside their own transaction. */
export type ContactsApi = Pick<ContactsService, 'record'>;

/** The company landing's requests (issue 21); sits below companies, which books its first call through `record`. */
export function contactsModule(app: FastifyInstance, deps: { config: AppConfig; db: Database; email: EmailService; settings: SettingsReader }): ContactsApi {
  const contacts = contactsService(deps);
  contactsRoutes(app, { contacts, ipKey: deriveKey(deps.config.sessionSecret, 'contact-request-ip') });
  return { record: contacts.record };
}
