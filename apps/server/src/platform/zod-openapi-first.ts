/**
 * Import this FIRST in every entry point (main.ts, test helpers). zod 4 copies prototype methods onto
 * each schema when it is created, so `.openapi()` (added by @hono/zod-openapi) exists only on schemas
 * created after this import: @verdant/shared builds its schemas at import time.
 * For a schema created earlier anyway, use `documented()` from ./openapi.ts.
 */
import '@hono/zod-openapi';
