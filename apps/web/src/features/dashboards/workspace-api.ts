import type { Workspace, WorkspaceRole } from '@verdant/shared/workspace';
import { api } from '../../lib/api/client.ts';

/** The reader's time zone: where "today" and "this month" begin for the server. */
export function readerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** `GET /api/v1/workspace`: what the caller must act on today as `role` (ADR 0048). */
export function getWorkspace(role: WorkspaceRole, signal?: AbortSignal): Promise<Workspace> {
  return api<Workspace>('/api/v1/workspace', { query: { as: role, tz: readerTimeZone() }, signal });
}
