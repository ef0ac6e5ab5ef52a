import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyCouponsSchema, setCouponSchema } from '@bb/domain';
import { requireActor } from '../../plugins/auth.ts';
import type { CouponsService } from './coupons.service.ts';

const idParams = z.object({ id: z.uuid() });

/** The super admin's coupons, from a company's page (DECISIONS "Fees, budgets and tiers": coupons). */
export function couponsRoutes(app: FastifyInstance, deps: { coupons: CouponsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['companies (admin)'];

  r.get(
    '/api/companies/:id/coupons',
    {
      config: { auth: ['superadmin'], permission: 'coupons.manage' },
      schema: {
        tags,
        summary: "The company's coupon and its programs' own (percent off the managed and Fix verification fees)",
        params: idParams,
        response: { 200: companyCouponsSchema },
      },
    },
    async (request) => deps.coupons.get(request.params.id),
  );

  r.put(
    '/api/companies/:id/coupon',
    {
      config: { auth: ['superadmin'], permission: 'coupons.manage' },
      schema: {
        tags,
        summary:
          'Set the coupon of the company (program null) or of one of its programs, which takes precedence; both discounts null remove it (audited as company.coupon)',
        params: idParams,
        body: setCouponSchema,
        response: { 200: companyCouponsSchema },
      },
    },
    async (request) => deps.coupons.set(requireActor(request), request.params.id, request.body),
  );
}
