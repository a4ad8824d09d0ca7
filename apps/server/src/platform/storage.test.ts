import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../test/s3-server.ts';
import { LocalStorage, S3Storage, type Storage, signV4 } from './storage.ts';

const readAll = async (stream: ReadableStream<Uint8Array>) =>
  new Uint8Array(await new Response(stream).arrayBuffer());

describe('signV4', () => {
  it('matches the signature of the AWS documentation example (GET object with a range)', () => {
    // docs.aws.amazon.com, "Signature Calculations for the Authorization Header", GET Object example
    const authorization = signV4({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      amzDate: '20130524T000000Z',
    });
    expect(authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });
});

async function behavesAsStorage(storage: Storage) {
  const key = 'documents/0b8c2f0e-1d1e-4c55-9d55-3c1c0f9c0a11/4f1e6a2a-9a57-4d3e-8f3b-2d2c1a0b9c8d';
  const bytes = new TextEncoder().encode('%PDF-1.4 hello');
  expect(await storage.exists(key)).toBe(false);
  expect(await storage.get(key)).toBeNull();
  await storage.put(key, bytes, 'application/pdf');
  expect(await storage.exists(key)).toBe(true);
  const got = await storage.get(key);
  expect(got!.size).toBe(bytes.byteLength);
  expect(await readAll(got!.stream)).toEqual(bytes);
  await storage.delete(key);
  expect(await storage.exists(key)).toBe(false);
  await storage.delete(key); // deleting twice is fine
  await expect(storage.put('../../etc/passwd', bytes, 'text/plain')).rejects.toThrow('invalid storage key');
}

/** A stream of `total` bytes (byte i = i % 251) in chunks of `chunk`, failing after `failAfter` bytes. */
function patternStream(total: number, chunk = 64 * 1024, failAfter = Number.POSITIVE_INFINITY) {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= failAfter) {
        controller.error(new Error('the client went away'));
        return;
      }
      if (sent >= total) {
        controller.close();
        return;
      }
      const n = Math.min(chunk, total - sent);
      const out = new Uint8Array(n);
      for (let i = 0; i < n; i++) out[i] = (sent + i) % 251;
      sent += n;
      controller.enqueue(out);
    },
  });
}

const expectPattern = (bytes: Uint8Array, from = 0) => {
  for (let i = 0; i < bytes.length; i += 997) expect(bytes[i]).toBe((from + i) % 251);
};

/** Streams in and out by range, and a failing stream leaves nothing behind. */
async function streamsAsStorage(storage: Storage, total: number) {
  const key = 'recordings/0b8c2f0e-1d1e-4c55-9d55-3c1c0f9c0a11/7d1e6a2a-9a57-4d3e-8f3b-2d2c1a0b9c8e';
  expect(await storage.putStream(key, patternStream(total), 'audio/wav')).toBe(total);
  const whole = await storage.get(key);
  const bytes = await readAll(whole!.stream);
  expect(bytes.length).toBe(total);
  expectPattern(bytes);
  const part = await storage.get(key, { start: 1000, end: 1999 });
  expect(part!.size).toBe(total);
  const slice = await readAll(part!.stream);
  expect(slice.length).toBe(1000);
  expectPattern(slice, 1000);
  const failed = 'recordings/0b8c2f0e-1d1e-4c55-9d55-3c1c0f9c0a11/8d1e6a2a-9a57-4d3e-8f3b-2d2c1a0b9c8f';
  await expect(
    storage.putStream(failed, patternStream(total, 64 * 1024, total / 2), 'audio/wav'),
  ).rejects.toThrow('the client went away');
  expect(await storage.exists(failed)).toBe(false);
  await storage.delete(key);
}

describe('local storage', () => {
  it('puts, streams back, checks and deletes files under its root, owner-only', async () => {
    const root = path.join(mkdtempSync(path.join(os.tmpdir(), 'verdant-storage-')), 'files');
    const storage = new LocalStorage(root);
    await behavesAsStorage(storage);
    await storage.put('documents/org/abc', new Uint8Array([1, 2, 3]), 'image/png');
    const file = path.join(root, 'documents', 'org', 'abc');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);
    expect(readdirSync(path.dirname(file))).toEqual(['abc']); // no temporary file left behind
  });

  it('streams a file in and reads it back whole or by byte range; a failed stream leaves no file', async () => {
    const root = path.join(mkdtempSync(path.join(os.tmpdir(), 'verdant-storage-')), 'files');
    const storage = new LocalStorage(root);
    await streamsAsStorage(storage, 3 * 1024 * 1024);
    const dir = path.join(root, 'recordings', '0b8c2f0e-1d1e-4c55-9d55-3c1c0f9c0a11');
    expect(readdirSync(dir)).toEqual([]); // neither the deleted file nor the failed one's temporary file
  });
});

describe('S3-compatible storage', () => {
  let s3: TestS3Server;
  let endpoint: string;
  beforeAll(async () => {
    s3 = await startS3Server('verdant-files', 'TESTKEY', 'test-secret');
    endpoint = s3.endpoint;
  });
  afterAll(async () => {
    await s3.close();
  });

  it('puts, gets, checks and deletes objects with signed requests', async () => {
    const storage = new S3Storage({
      endpoint,
      bucket: 'verdant-files',
      region: 'eu-west-1',
      accessKeyId: 'TESTKEY',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });
    await behavesAsStorage(storage);
    await storage.put('documents/org/kept', new Uint8Array([9, 8, 7]), 'image/jpeg');
    expect(s3.objects.get('documents/org/kept')).toMatchObject({ type: 'image/jpeg' });
  });

  it('streams a large object as a multipart upload holding one part at a time, and reads ranges', async () => {
    const partBytes = 256 * 1024;
    const storage = new S3Storage(
      {
        endpoint,
        bucket: 'verdant-files',
        region: 'eu-west-1',
        accessKeyId: 'TESTKEY',
        secretAccessKey: 'test-secret',
        forcePathStyle: true,
      },
      partBytes,
    );
    s3.stats.largestRequestBody = 0;
    const completed = s3.stats.multipartCompleted;
    const aborted = s3.stats.aborted;
    await streamsAsStorage(storage, 2 * 1024 * 1024);
    expect(s3.stats.multipartCompleted).toBe(completed + 1);
    // the failed stream's upload was aborted, and no request carried more than one part (+ a chunk)
    expect(s3.stats.aborted).toBe(aborted + 1);
    expect(s3.uploads.size).toBe(0);
    expect(s3.stats.largestRequestBody).toBeLessThanOrEqual(partBytes + 64 * 1024);
    // a small stream is one plain PUT
    await storage.putStream('recordings/org/small', patternStream(1000), 'audio/ogg');
    expect(s3.objects.get('recordings/org/small')).toMatchObject({ type: 'audio/ogg' });
    expect(s3.stats.multipartCompleted).toBe(completed + 1);
  });

  it('fails loudly when the service refuses the signature', async () => {
    const storage = new S3Storage({
      endpoint,
      bucket: 'verdant-files',
      region: 'eu-west-1',
      accessKeyId: 'TESTKEY',
      secretAccessKey: 'wrong-secret',
      forcePathStyle: true,
    });
    await expect(storage.put('documents/org/x', new Uint8Array([1]), 'image/png')).rejects.toThrow(
      'HTTP 403',
    );
    expect(s3.objects.has('documents/org/x')).toBe(false);
  });
});
