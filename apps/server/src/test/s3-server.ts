/**
 * A small S3-compatible server for tests (platform/storage.test.ts, and the documents routes run
 * with the S3_ configuration): path-style PUT/GET/HEAD/DELETE of objects in one bucket, and every
 * request's SigV4 signature recomputed from what arrived (a wrong key or a changed body is 403).
 */
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signV4 } from '../platform/storage.ts';

export interface TestS3Server {
  endpoint: string;
  objects: Map<string, { body: Buffer; type: string }>;
  close(): Promise<void>;
}

/** Starts the server on a free loopback port. */
export async function startS3Server(
  bucket: string,
  accessKeyId: string,
  secret: string,
): Promise<TestS3Server> {
  const { server, objects } = s3Server(bucket, accessKeyId, secret);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function s3Server(bucket: string, accessKeyId: string, secret: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
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
      if (!verify(req, body)) {
        res.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const prefix = `/${bucket}/`;
      if (!req.url!.startsWith(prefix)) {
        res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
        return;
      }
      const key = decodeURIComponent(req.url!.slice(prefix.length));
      const found = objects.get(key);
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
  return { server, objects };
}
