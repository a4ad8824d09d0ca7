/**
 * `/api/v1/subscription`: the active practice's plan, limits, usage and history; previewing and
 * changing the plan (the owner and practice administrators). Contract: `packages/shared/src/subscriptions.ts`.
 */
import { planChangeInputSchema, planChangePreviewSchema, subscriptionSchema } from '@verdant/shared';
import {
  createRouter,
  defineRoute,
  documented,
  errorContent,
  jsonBody,
  jsonResponse,
} from '../../platform/openapi.ts';
import { ctxOf } from '../../platform/service-context.ts';
import { changePlan, getSubscription, previewPlanChange } from './service.ts';

const MEMBERS = { roles: ['admin', 'staff', 'dietitian', 'medical', 'fitness'] } as const;
const TAGS = ['subscription'];
const SubscriptionSchema = documented(subscriptionSchema, 'Subscription');

export function subscriptionRoutes() {
  const app = createRouter();
  app.openapi(
    defineRoute({
      method: 'get',
      path: '/api/v1/subscription',
      permission: MEMBERS,
      tags: TAGS,
      summary:
        "The active practice's plan, billing period, price, limits in force with their usage, payment processor (none) and history of changes.",
      responses: { 200: jsonResponse(SubscriptionSchema, 'The subscription') },
    }),
    async (c) => c.json(await getSubscription(ctxOf(c)), 200),
  );
  app.openapi(
    defineRoute({
      method: 'post',
      path: '/api/v1/subscription/preview',
      permission: MEMBERS,
      tags: TAGS,
      summary:
        'What changing to a plan and billing period would do (price, limits gained and lost) and whether it is allowed; writes nothing.',
      request: { body: jsonBody(documented(planChangeInputSchema, 'PlanChange')) },
      responses: {
        200: jsonResponse(documented(planChangePreviewSchema, 'PlanChangePreview'), 'The effect'),
      },
    }),
    async (c) => c.json(await previewPlanChange(ctxOf(c), c.req.valid('json')), 200),
  );
  app.openapi(
    defineRoute({
      method: 'put',
      path: '/api/v1/subscription',
      permission: MEMBERS,
      tags: TAGS,
      summary:
        'Change the plan or billing period (the owner or a practice administrator; others 403). Refused with `PLAN_CHANGE_REFUSED` and the reason (a downgrade to Starter over its 50 active patients). No card is charged: no payment processor is integrated.',
      request: { body: jsonBody(planChangeInputSchema) },
      responses: {
        200: jsonResponse(SubscriptionSchema, 'Changed'),
        409: errorContent('`PLAN_CHANGE_REFUSED` (`details.reason`)'),
      },
    }),
    async (c) => c.json(await changePlan(ctxOf(c), c.req.valid('json')), 200),
  );
  return app;
}
