// security: a production start never gets the demo data (and its public password) unasked.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from './config.ts';

describe('security: demo data and NODE_ENV', () => {
  it('is off with NODE_ENV=production unless DEMO_DATA=true is set explicitly', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: '' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('stays on for a developer start (no NODE_ENV) unless DEMO_DATA=false', () => {
    expect(loadConfig({}).demoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'false' }).demoData).toBe(false);
  });

  it('npm start does not set NODE_ENV=production, so the README promise (demo data on) holds', () => {
    const scripts = [
      JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')).scripts,
      JSON.parse(readFileSync(path.join(REPO_ROOT, 'apps/server/package.json'), 'utf8')).scripts,
    ];
    for (const s of scripts) expect(`${s.start} ${s['start:only'] ?? ''}`).not.toMatch(/NODE_ENV=production/);
  });
});
