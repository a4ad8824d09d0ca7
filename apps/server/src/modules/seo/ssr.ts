/**
 * Loads the web app's server renderer (decision 0051): `apps/web/dist-ssr/entry-server.js`, built
 * beside `dist` by `npm run build`. A rebuilt renderer (a new modification time) is loaded afresh;
 * without one (the API alone, or a test's own web directory) pages are served as the SPA shell.
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@verdant/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../../platform/context.ts';
import { errorForLog } from '../../platform/logger.ts';

/** A call of the server's own routes, in-process (`app.request`). */
export type ApiCall = (url: string, init: RequestInit) => Promise<Response>;

export type RenderResult =
  | { kind: 'page'; status: number; html: string; state: string }
  | { kind: 'redirect'; status: 301 | 302; location: string };

interface RendererModule {
  render(url: string, lang: Language, api: ApiCall): Promise<RenderResult | null>;
}

export interface Renderer extends RendererModule {
  /** Changes when the renderer is rebuilt (part of the page cache's key). */
  version: number;
}

export function rendererFile(distDir: string): string {
  return path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
}

let loaded: { file: string; version: number; renderer: Promise<Renderer | null> } | undefined;

export async function loadRenderer(distDir: string, c?: Context<AppEnv>): Promise<Renderer | null> {
  const file = rendererFile(distDir);
  if (!existsSync(file)) return null;
  const version = (await stat(file)).mtimeMs;
  if (loaded?.file !== file || loaded.version !== version) {
    const renderer = import(`${pathToFileURL(file).href}?v=${version}`).then(
      (mod: RendererModule) => ({ version, render: mod.render }),
      (err: unknown) => {
        c?.var.log?.warn({ err: errorForLog(err) }, 'server renderer failed to load');
        return null;
      },
    );
    loaded = { file, version, renderer };
  }
  return loaded.renderer;
}
