import type { Role } from '@verdant/shared/roles';
import { api } from '../../lib/api/client.ts';

export interface AdminUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
}

export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  status: string;
  createdAt: string;
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
  outbox: (cursor?: string | null, signal?: AbortSignal) =>
    api<Page<OutboxMessage>>('/api/v1/admin/outbox', { query: { cursor }, signal }),
  outboxMessage: (id: string) => api<OutboxMessage>(`/api/v1/admin/outbox/${encodeURIComponent(id)}`),
};
