import type { Role } from '@verdant/shared/roles';
import { api } from '../../lib/api/client.ts';

export interface AdminUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  /** Cannot sign in; every session ended (decision 0008). */
  disabled: boolean;
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  status: string;
  createdAt: string;
  /** The message carried a one-time link (never shown: only its kind and expiry). */
  oneTimeLink: { kind: 'password-reset' | 'email-verification'; expiresAt: string | null } | null;
  /** Only in the single-message answer (`GET /api/v1/admin/outbox/:id`). */
  text?: string;
}

export interface UserRoles {
  userId: string;
  roles: Role[];
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export interface OrganizationRequest {
  id: string;
  role: 'lab' | 'insurance';
  status: 'pending' | 'approved' | 'declined';
  createdAt: string;
  decidedAt: string | null;
  declineReason: string | null;
  organization: { id: string; name: string; kind: 'laboratory' | 'insurer' };
  requester: { id: string; name: string; email: string } | null;
}

export const adminApi = {
  organizationRequests: (status: OrganizationRequest['status'], signal?: AbortSignal) =>
    api<{ items: OrganizationRequest[] }>('/api/v1/admin/organization-requests', {
      query: { status },
      signal,
    }),
  approveOrganization: (id: string) =>
    api<unknown>(`/api/v1/admin/organization-requests/${encodeURIComponent(id)}/approve`, { method: 'POST' }),
  declineOrganization: (id: string, reason: string) =>
    api<unknown>(`/api/v1/admin/organization-requests/${encodeURIComponent(id)}/decline`, {
      method: 'POST',
      body: { reason },
    }),
  users: (q: string, cursor?: string | null, signal?: AbortSignal) =>
    api<Page<AdminUser>>('/api/v1/admin/users', { query: { q, cursor }, signal }),
  grantRole: (userId: string, role: Role) =>
    api<UserRoles>(`/api/v1/admin/users/${encodeURIComponent(userId)}/roles/${role}`, { method: 'PUT' }),
  revokeRole: (userId: string, role: Role) =>
    api<UserRoles>(`/api/v1/admin/users/${encodeURIComponent(userId)}/roles/${role}`, { method: 'DELETE' }),
  disable: (userId: string) =>
    api<AdminUser>(`/api/v1/admin/users/${encodeURIComponent(userId)}/disable`, { method: 'POST' }),
  enable: (userId: string) =>
    api<AdminUser>(`/api/v1/admin/users/${encodeURIComponent(userId)}/enable`, { method: 'POST' }),
  outbox: (cursor?: string | null, signal?: AbortSignal) =>
    api<Page<OutboxMessage>>('/api/v1/admin/outbox', { query: { cursor }, signal }),
  outboxMessage: (id: string) => api<OutboxMessage>(`/api/v1/admin/outbox/${encodeURIComponent(id)}`),
  resendOneTimeLink: (id: string) =>
    api<{ id: string }>(`/api/v1/admin/outbox/${encodeURIComponent(id)}/resend`, { method: 'POST' }),
};
