/**
 * A small S3-compatible server for tests (platform/storage.test.ts, and the documents routes run
 * with the S3_ configuration): path-style PUT/GET/HEAD/DELETE of objects in one bucket, multipart
 * uploads, and every request's SigV4 signature recomputed from what arrived (a wrong key or a
 * changed body is 403).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signV4 } from '../platform/storage.ts';

export interface TestS3Server {
  endpoint: string;
  objects: Map<string, { body: Buffer; type: string }>;
  /** Multipart uploads in progress: id → their parts. */
  uploads: Map<string, { key: string; type: string; parts: Map<number, Buffer> }>;
  /** The largest body one request carried; multipart uploads aborted and completed. */
  stats: { largestRequestBody: number; aborted: number; multipartCompleted: number };
  close(): Promise<void>;
}

/** Starts the server on a free loopback port. */
export async function startS3Server(
  bucket: string,
  accessKeyId: string,
  secret: string,
): Promise<TestS3Server> {
  const { server, objects, uploads, stats } = s3Server(bucket, accessKeyId, secret);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    uploads,
    stats,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function s3Server(bucket: string, accessKeyId: string, secret: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  /** Multipart uploads in progress: id → their parts, and the largest body one request carried. */
  const uploads = new Map<string, { key: string; type: string; parts: Map<number, Buffer> }>();
  const stats = { largestRequestBody: 0, aborted: 0, multipartCompleted: 0 };
  const verify = (req: IncomingMessage, body: Buffer): boolean => {
    const auth = req.headers.authorization ?? '';
    const m =
      /Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})/.exec(
        auth,
      );
    if (!m || m[1] !== accessKeyId) return false;
    const payloadHash = createHash('sha256').update(body).digest('hex');
    if (req.headers['x-amz-content-sha256'] !== payloadHash) return false;
    const headers = Object.fromEntries(m[4]!.split(';').map((h) => [h, String(req.headers[h] ?? '')]));
    const expected = signV4({
      method: req.method!,
      url: new URL(req.url!, `http://${req.headers.host}`),
      headers,
      payloadHash,
      accessKeyId,
      secretAccessKey: secret,
      region: m[3]!,
      amzDate: String(req.headers['x-amz-date']),
    });
    return expected === auth;
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      stats.largestRequestBody = Math.max(stats.largestRequestBody, body.length);
      if (!verify(req, body)) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const prefix = `/${bucket}/`;
      if (!req.url!.startsWith(prefix)) {
        res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      const url = new URL(req.url!, 'http://s3.test');
      const key = decodeURIComponent(url.pathname.slice(prefix.length));
      const found = objects.get(key);
      const uploadId = url.searchParams.get('uploadId');
      if (req.method === 'POST' && url.searchParams.has('uploads')) {
        const id = `upload-${uploads.size + 1}`;
        uploads.set(id, { key, type: String(req.headers['content-type'] ?? ''), parts: new Map() });
        res
          .writeHead(200)
          .end(`<InitiateMultipartUploadResult><UploadId>${id}</UploadId></InitiateMultipartUploadResult>`);
        return;
      }
      if (uploadId) {
        const upload = uploads.get(uploadId);
        if (!upload || upload.key !== key) {
          res.writeHead(404).end('<Error><Code>NoSuchUpload</Code></Error>');
          return;
        }
        if (req.method === 'PUT') {
          const n = Number(url.searchParams.get('partNumber'));
          upload.parts.set(n, body);
          res.writeHead(200, { etag: `"part-${n}"` }).end();
        } else if (req.method === 'POST') {
          const numbers = [
            ...body.toString().matchAll(/<PartNumber>(\d+)<\/PartNumber><ETag>"part-(\d+)"<\/ETag>/g),
          ];
          objects.set(key, {
            body: Buffer.concat(numbers.map((m) => upload.parts.get(Number(m[1]))!)),
            type: upload.type,
          });
          uploads.delete(uploadId);
          stats.multipartCompleted++;
          res.writeHead(200).end('<CompleteMultipartUploadResult></CompleteMultipartUploadResult>');
        } else if (req.method === 'DELETE') {
          uploads.delete(uploadId);
          stats.aborted++;
          res.writeHead(204).end();
        }
        return;
      }
      switch (req.method) {
        case 'PUT':
          objects.set(key, { body, type: String(req.headers['content-type'] ?? '') });
          res.writeHead(200).end();
          return;
        case 'GET':
        case 'HEAD':
          if (!found) {
            res.writeHead(404).end();
            return;
          }
          {
            const range = /^bytes=(\d+)-(\d+)$/.exec(String(req.headers.range ?? ''));
            if (range && req.method === 'GET') {
              const [start, end] = [Number(range[1]), Math.min(Number(range[2]), found.body.length - 1)];
              res.writeHead(206, {
                'content-type': found.type,
                'content-range': `bytes ${start}-${end}/${found.body.length}`,
                'content-length': end - start + 1,
              });
              res.end(found.body.subarray(start, end + 1));
              return;
            }
          }
          res.writeHead(200, { 'content-type': found.type, 'content-length': found.body.length });
          res.end(req.method === 'GET' ? found.body : undefined);
          return;
        case 'DELETE':
          objects.delete(key);
          res.writeHead(204).end();
          return;
        default:
          res.writeHead(405).end();
      }
    });
  });
  return { server, objects, uploads, stats };
}
