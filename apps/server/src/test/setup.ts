/**
 * Suggested `setupFiles` entry for the server-unit and server-int vitest projects: extends zod before
 * any test file imports @verdant/shared (see src/platform/zod-openapi-first.ts). Needed once test
 * files share modules (`isolate: false`), harmless otherwise.
 */
import '../platform/zod-openapi-first.ts';
