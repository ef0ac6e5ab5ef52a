import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notificationListQuerySchema, notificationPageSchema, notificationSchema, unreadCountSchema } from '@bb/domain';
import { requireActor } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

const idParams = z.object({ id: z.uuid() });
const EVERYONE = { auth: 'any', permission: 'account.self' } as const;

/** The caller's in-app notifications (DECISIONS "Notifications"): list, unread badge, mark read. */
export function notificationsRoutes(app: FastifyInstance, deps: { notifications: NotificationsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  r.get(
    '/api/notifications',
    {
      config: EVERYONE,
      schema: {
        tags,
        summary: "The caller's notifications, newest first (unread=true for the unread ones), with the unread count",
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema },
      },
    },
    async (request) => deps.notifications.list(requireActor(request), request.query),
  );

  r.get(
    '/api/notifications/unread-count',
    { config: EVERYONE, schema: { tags, summary: "The caller's unread notifications (the sidebar badge)", response: { 200: unreadCountSchema } } },
    async (request) => deps.notifications.unreadCount(requireActor(request)),
  );

  r.post(
    '/api/notifications/read-all',
    { config: EVERYONE, schema: { tags, summary: "Marks all the caller's notifications read", response: { 200: unreadCountSchema } } },
    async (request) => deps.notifications.markAllRead(requireActor(request)),
  );

  r.post(
    '/api/notifications/:id/read',
    {
      config: EVERYONE,
      schema: { tags, summary: "Marks one of the caller's notifications read (404 for any other)", params: idParams, response: { 200: notificationSchema } },
    },
    async (request) => deps.notifications.markRead(requireActor(request), request.params.id),
  );
}
