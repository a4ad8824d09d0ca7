/**
 * File storage: one interface for every uploaded file (patient documents first). Two drivers:
 * - local disk under `DATA_DIR/files` (the default): folders 0700, files 0600, like the rest of
 *   DATA_DIR; a file is written to a temporary name, fsync'ed and renamed, so a reader never sees half
 *   of one;
 * - any S3-compatible service when every `S3_*` variable is set: plain HTTPS requests signed with AWS
 *   Signature Version 4 (no SDK), path-style by default (MinIO, Garage, Ceph, R2, AWS).
 * Keys are chosen by the server (`<kind>/<organization>/<uuid>`), never by a client.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from './config.ts';
import { DIR_MODE, FILE_MODE } from './data-dir.ts';

export interface StoredObject {
  /** The whole object's size (also when only a range is streamed). */
  size: number;
  /** The content (or the range asked for), streamed. */
  stream: ReadableStream<Uint8Array>;
}

/** Bytes `start` to `end`, both included (HTTP Range semantics); the caller checks them against the size. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /**
   * Stores a stream without holding it in memory (local disk: written as it arrives; S3: a multipart
   * upload holding one part at a time). Resolves with the number of bytes stored. If the stream
   * errors (a size limit, a dropped connection) nothing is left behind and the error is rethrown.
   */
  putStream(key: string, stream: ReadableStream<Uint8Array>, contentType: string): Promise<number>;
  /** null when there is no such object. With `range`, only those bytes are streamed. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Deleting a missing object is not an error. */
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

const KEY = /^[a-z0-9][a-z0-9-]*(\/[a-zA-Z0-9][a-zA-Z0-9._-]*)+$/;

/** Keys are server-made; anything else (`..`, absolute paths, odd characters) is a programming error. */
function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..') || key.length > 512) throw new Error(`invalid storage key`);
  return key;
}

export function newStorageKey(kind: string, organizationId: string): string {
  return `${kind}/${organizationId}/${randomUUID()}`;
}

export function createStorage(config: Pick<Config, 'dataDir' | 's3'>): Storage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(path.join(config.dataDir, 'files'));
}

export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  readonly #root: string;

  constructor(root: string) {
    this.#root = root;
  }

  #path(key: string): string {
    return path.join(this.#root, ...checkKey(key).split('/'));
  }

  async put(key: string, bytes: Uint8Array, _contentType?: string): Promise<void> {
    const file = this.#path(key);
    await mkdir(path.dirname(file), { recursive: true, mode: DIR_MODE });
    const tmp = `${file}.${randomUUID()}.tmp`;
    const handle = await open(tmp, 'wx', FILE_MODE);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(tmp, file);
  }

  async putStream(key: string, stream: ReadableStream<Uint8Array>, _contentType?: string): Promise<number> {
    const file = this.#path(key);
    await mkdir(path.dirname(file), { recursive: true, mode: DIR_MODE });
    const tmp = `${file}.${randomUUID()}.tmp`;
    const handle = await open(tmp, 'wx', FILE_MODE);
    let size = 0;
    try {
      for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
        await handle.write(chunk);
        size += chunk.byteLength;
      }
      await handle.sync();
    } catch (err) {
      await handle.close();
      await rm(tmp, { force: true });
      throw err;
    }
    await handle.close();
    await rename(tmp, file);
    return size;
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const file = this.#path(key);
    try {
      const st = await stat(file);
      const nodeStream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      return { size: st.size, stream: Readable.toWeb(nodeStream) as ReadableStream<Uint8Array> };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.#path(key))).isFile();
    } catch {
      return false;
    }
  }
}

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (each path segment; `/` kept between them). */
const encodeSegment = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignInput {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
  /** `YYYYMMDDTHHMMSSZ` */
  amzDate: string;
}

/**
 * AWS Signature Version 4: the `authorization` header for a request whose headers (host included)
 * are all signed. The canonical query is sorted by name.
 */
export function signV4(input: SignInput): string {
  const service = input.service ?? 's3';
  const date = input.amzDate.slice(0, 8);
  const headers = Object.entries(input.headers)
    .map(([k, v]) => [k.toLowerCase(), v.trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const signedHeaders = headers.map(([k]) => k).join(';');
  const query = [...input.url.searchParams]
    .map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`)
    .sort()
    .join('&');
  const canonical = [
    input.method,
    input.url.pathname || '/',
    query,
    headers.map(([k, v]) => `${k}:${v}\n`).join(''),
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${date}/${input.region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', input.amzDate, scope, sha256(canonical)].join('\n');
  const kDate = hmac(`AWS4${input.secretAccessKey}`, date);
  const kSigning = hmac(hmac(hmac(kDate, input.region), service), 'aws4_request');
  const signature = createHmac('sha256', kSigning).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`;
}

/** Parts of a streamed S3 upload: S3 wants at least 5 MiB per part but the last; memory holds one. */
export const S3_PART_BYTES = 8 * 1024 * 1024;

function concatBytes(chunks: readonly Uint8Array[], size: number): Uint8Array {
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return out;
}

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly #o: S3Options;
  readonly #partBytes: number;

  constructor(options: S3Options, partBytes = S3_PART_BYTES) {
    this.#o = options;
    this.#partBytes = partBytes;
  }

  #url(key: string): URL {
    const base = new URL(this.#o.endpoint);
    const objectPath = checkKey(key).split('/').map(encodeSegment).join('/');
    if (this.#o.forcePathStyle) {
      const prefix = base.pathname.replace(/\/+$/, '');
      return new URL(`${base.origin}${prefix}/${encodeSegment(this.#o.bucket)}/${objectPath}`);
    }
    return new URL(`${base.protocol}//${this.#o.bucket}.${base.host}/${objectPath}`);
  }

  async #request(
    method: string,
    key: string,
    body?: Uint8Array,
    contentType?: string,
    extra: { query?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Response> {
    const url = this.#url(key);
    for (const [name, value] of Object.entries(extra.query ?? {})) url.searchParams.set(name, value);
    const amzDate = new Date()
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = {
      host: url.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate,
      ...(contentType ? { 'content-type': contentType } : {}),
      ...extra.headers,
    };
    const authorization = signV4({
      method,
      url,
      headers,
      payloadHash,
      accessKeyId: this.#o.accessKeyId,
      secretAccessKey: this.#o.secretAccessKey,
      region: this.#o.region,
      amzDate,
    });
    const { host: _host, ...sent } = headers;
    return fetch(url, {
      method,
      headers: { ...sent, authorization },
      ...(body ? { body: body as unknown as Blob } : {}),
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const res = await this.#request('PUT', key, bytes, contentType);
    await res.body?.cancel();
    if (!res.ok) throw new Error(`object storage refused the upload (HTTP ${res.status})`);
  }

  async putStream(key: string, stream: ReadableStream<Uint8Array>, contentType: string): Promise<number> {
    const reader = stream.getReader();
    let chunks: Uint8Array[] = [];
    let buffered = 0;
    let total = 0;
    let uploadId: string | null = null;
    const parts: { number: number; etag: string }[] = [];
    const sendPart = async () => {
      uploadId ??= await this.#startMultipart(key, contentType);
      const number = parts.length + 1;
      const res = await this.#request('PUT', key, concatBytes(chunks, buffered), undefined, {
        query: { partNumber: String(number), uploadId },
      });
      await res.body?.cancel();
      const etag = res.headers.get('etag');
      if (!res.ok || !etag) throw new Error(`object storage refused a part (HTTP ${res.status})`);
      parts.push({ number, etag });
      chunks = [];
      buffered = 0;
    };
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value);
        buffered += value.byteLength;
        total += value.byteLength;
        if (buffered >= this.#partBytes) await sendPart();
      }
      if (uploadId === null) {
        // smaller than one part: one plain PUT
        await this.put(key, concatBytes(chunks, buffered), contentType);
        return total;
      }
      if (buffered > 0) await sendPart();
      const xml = `<CompleteMultipartUpload>${parts
        .map((p) => `<Part><PartNumber>${p.number}</PartNumber><ETag>${p.etag}</ETag></Part>`)
        .join('')}</CompleteMultipartUpload>`;
      const res = await this.#request('POST', key, new TextEncoder().encode(xml), 'application/xml', {
        query: { uploadId },
      });
      const answer = await res.text();
      // S3 may answer 200 with an error in the body
      if (!res.ok || answer.includes('<Error>')) {
        throw new Error(`object storage did not complete the upload (HTTP ${res.status})`);
      }
      return total;
    } catch (err) {
      await reader.cancel().catch(() => undefined);
      if (uploadId !== null) {
        const id: string = uploadId;
        await this.#request('DELETE', key, undefined, undefined, { query: { uploadId: id } })
          .then((r) => r.body?.cancel())
          .catch(() => undefined);
      }
      throw err;
    }
  }

  async #startMultipart(key: string, contentType: string): Promise<string> {
    const res = await this.#request('POST', key, undefined, contentType, { query: { uploads: '' } });
    const answer = await res.text();
    const id = /<UploadId>([^<]+)<\/UploadId>/.exec(answer)?.[1];
    if (!res.ok || !id) throw new Error(`object storage refused a multipart upload (HTTP ${res.status})`);
    return id;
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const res = await this.#request('GET', key, undefined, undefined, {
      ...(range ? { headers: { range: `bytes=${range.start}-${range.end}` } } : {}),
    });
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      throw new Error(`object storage read failed (HTTP ${res.status})`);
    }
    // a ranged answer names the whole size after the slash: `bytes 0-99/12345`
    const whole = /\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1];
    return { size: Number(whole ?? res.headers.get('content-length') ?? 0), stream: res.body };
  }

  async delete(key: string): Promise<void> {
    const res = await this.#request('DELETE', key);
    await res.body?.cancel();
    if (!res.ok && res.status !== 404) throw new Error(`object storage delete failed (HTTP ${res.status})`);
  }

  async exists(key: string): Promise<boolean> {
    const res = await this.#request('HEAD', key);
    await res.body?.cancel();
    if (res.status === 404) return false;
    if (!res.ok) throw new Error(`object storage check failed (HTTP ${res.status})`);
    return true;
  }
}
