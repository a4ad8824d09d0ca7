import type {
  Branding,
  ConnectionKind,
  ConnectionTestResult,
  IntegrationsOverview,
  PracticeSetup,
  PracticeSetupInput,
  Webhook,
  WebhookDelivery,
  WebhookInput,
} from '@verdant/shared/integrations';
import { api } from '../../lib/api/client.ts';

const enc = encodeURIComponent;

/** Cache keys of the integrations and setup screens (ADR 0049). */
export const integrationKeys = {
  overview: ['admin', 'integrations'],
  webhooks: ['admin', 'webhooks'],
  deliveries: (id: string) => ['admin', 'webhooks', id, 'deliveries'],
  setup: ['admin', 'setup'],
  branding: ['branding'],
} as const;

export const integrationsApi = {
  overview: (signal?: AbortSignal) => api<IntegrationsOverview>('/api/v1/admin/integrations', { signal }),
  test: (kind: ConnectionKind) =>
    api<ConnectionTestResult>(`/api/v1/admin/integrations/${kind}/test`, { method: 'POST' }),
  webhooks: (signal?: AbortSignal) => api<{ items: Webhook[] }>('/api/v1/admin/webhooks', { signal }),
  createWebhook: (input: WebhookInput) =>
    api<Webhook>('/api/v1/admin/webhooks', { method: 'POST', body: input }),
  updateWebhook: (id: string, input: WebhookInput) =>
    api<Webhook>(`/api/v1/admin/webhooks/${enc(id)}`, { method: 'PUT', body: input }),
  deleteWebhook: (id: string) => api<unknown>(`/api/v1/admin/webhooks/${enc(id)}`, { method: 'DELETE' }),
  ping: (id: string) => api<WebhookDelivery>(`/api/v1/admin/webhooks/${enc(id)}/ping`, { method: 'POST' }),
  deliveries: (id: string, signal?: AbortSignal) =>
    api<{ items: WebhookDelivery[] }>(`/api/v1/admin/webhooks/${enc(id)}/deliveries`, { signal }),
  setup: (signal?: AbortSignal) => api<PracticeSetup>('/api/v1/admin/setup', { signal }),
  saveSetup: (input: PracticeSetupInput) =>
    api<PracticeSetup>('/api/v1/admin/setup', { method: 'PUT', body: input }),
  inviteTeam: (emails: string[]) =>
    api<{ sent: number }>('/api/v1/admin/setup/team-invitations', { method: 'POST', body: { emails } }),
  branding: (signal?: AbortSignal) => api<{ items: Branding[] }>('/api/v1/branding', { signal }),
};
