import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadFoodTable } from '@verdant/clinical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../platform/config.ts';
import { describeDays } from './ai-notes.ts';

let url = '';
let asked: { model: string; messages: { role: string; content: string }[] }[] = [];
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    asked.push(JSON.parse(body));
    if (req.headers.authorization !== 'Bearer k') {
      res.writeHead(401).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ choices: [{ message: { content: ' Un día ligero con fruta. ' } }] }));
  });
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const day = {
  items: [
    {
      day: 1,
      slot: 'breakfast' as const,
      ndbNo: '09003',
      grams: 182,
      portionSeq: null,
      quantity: null,
      locked: false,
      reason: null,
    },
  ],
};
const config = (ai: Config['ai']) => ({ ai }) as Config;

describe('day descriptions by a chat model', () => {
  it('asks the configured endpoint in the user language, sending the foods, and keeps its words only', async () => {
    asked = [];
    const table = await loadFoodTable();
    const notes = await describeDays(
      config({ baseUrl: url, apiKey: 'k', model: 'small', transcriptionModel: 'whisper-1' }),
      table,
      [day],
      'es',
    );
    expect(notes).toEqual(['Un día ligero con fruta.']);
    expect(asked[0]?.model).toBe('small');
    expect(asked[0]?.messages[0]?.content).toContain('Spanish');
    expect(asked[0]?.messages[1]?.content).toContain('Breakfast: Apples, raw, with skin');
  });

  it('gives no description without an endpoint, or when the endpoint fails', async () => {
    const table = await loadFoodTable();
    expect(await describeDays(config(undefined), table, [day], 'en')).toEqual([null]);
    expect(
      await describeDays(
        config({ baseUrl: url, apiKey: 'wrong', model: undefined, transcriptionModel: 'whisper-1' }),
        table,
        [day],
        'en',
      ),
    ).toEqual([null]);
  });
});
