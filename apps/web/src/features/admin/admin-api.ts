import type {
  AdminUser,
  OrganizationRequest,
  OutboxDetail,
  OutboxSummary,
  Page,
  SuppressedMail,
  UserRoles,
} from '@verdant/shared/admin';
import type {
  AdminBlogPost,
  BlogPostInput,
  BlogPostPatch,
  DemoRequest,
  DemoRequestPatch,
  DemoRequestStatus,
} from '@verdant/shared/public-site';
import type { Role } from '@verdant/shared/roles';
import { api } from '../../lib/api/client.ts';

export type { AdminUser, OrganizationRequest, SuppressedMail, UserRoles };

/** An outbox row as the list shows it; `text` only once the single message has been read. */
export type OutboxMessage = OutboxSummary & { text?: string };

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
  mailSuppressed: (signal?: AbortSignal) => api<SuppressedMail>('/api/v1/admin/mail-suppressed', { signal }),
  outboxMessage: (id: string) => api<OutboxDetail>(`/api/v1/admin/outbox/${encodeURIComponent(id)}`),
  resendOneTimeLink: (id: string) =>
    api<{ id: string }>(`/api/v1/admin/outbox/${encodeURIComponent(id)}/resend`, { method: 'POST' }),

  // Blog
  blogPosts: (signal?: AbortSignal) =>
    api<{ items: AdminBlogPost[] }>('/api/v1/admin/blog/posts', { signal }),
  createBlogPost: (input: BlogPostInput) =>
    api<AdminBlogPost>('/api/v1/admin/blog/posts', { method: 'POST', body: input }),
  updateBlogPost: (id: string, patch: BlogPostPatch) =>
    api<AdminBlogPost>(`/api/v1/admin/blog/posts/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: patch,
    }),
  publishBlogPost: (id: string) =>
    api<AdminBlogPost>(`/api/v1/admin/blog/posts/${encodeURIComponent(id)}/publish`, { method: 'POST' }),
  unpublishBlogPost: (id: string) =>
    api<AdminBlogPost>(`/api/v1/admin/blog/posts/${encodeURIComponent(id)}/unpublish`, { method: 'POST' }),
  deleteBlogPost: (id: string) =>
    api<void>(`/api/v1/admin/blog/posts/${encodeURIComponent(id)}`, { method: 'DELETE' }),

  // Demo requests
  demoRequests: (status?: DemoRequestStatus | '', cursor?: string | null, signal?: AbortSignal) =>
    api<Page<DemoRequest>>('/api/v1/admin/demo-requests', { query: { status, cursor }, signal }),
  updateDemoRequest: (id: string, patch: DemoRequestPatch) =>
    api<DemoRequest>(`/api/v1/admin/demo-requests/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: patch,
    }),
};
