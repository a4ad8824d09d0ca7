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
  size: number;
  /** The content, streamed. */
  stream: ReadableStream<Uint8Array>;
}

export interface Storage {
  readonly kind: 'local' | 's3';
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
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

  async get(key: string): Promise<StoredObject | null> {
    const file = this.#path(key);
    try {
      const st = await stat(file);
      return { size: st.size, stream: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array> };
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

export class S3Storage implements Storage {
  readonly kind = 's3' as const;
  readonly #o: S3Options;

  constructor(options: S3Options) {
    this.#o = options;
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

  async #request(method: string, key: string, body?: Uint8Array, contentType?: string): Promise<Response> {
    const url = this.#url(key);
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

  async get(key: string): Promise<StoredObject | null> {
    const res = await this.#request('GET', key);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok || !res.body) {
      await res.body?.cancel();
      throw new Error(`object storage read failed (HTTP ${res.status})`);
    }
    return { size: Number(res.headers.get('content-length') ?? 0), stream: res.body };
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
