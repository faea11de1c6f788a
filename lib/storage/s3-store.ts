import 'server-only';
import { AwsClient } from 'aws4fetch';
import { assertFileKey, type FileStore } from './file-store';

export type S3Config = { bucket: string; endpoint: string; region: string; accessKeyId: string; secretAccessKey: string };

/**
 * Files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2), addressed by path
 * (`{endpoint}/{bucket}/{key}`), every request signed with AWS Signature Version 4 by aws4fetch.
 */
export function s3Store(config: S3Config): FileStore {
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, region: config.region, service: 's3' });
  const urlOf = (key: string) => `${config.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(config.bucket)}/${assertFileKey(key)}`;
  const send = async (key: string, init: RequestInit & { method: string }) => {
    const response = await client.fetch(urlOf(key), { ...init, signal: AbortSignal.timeout(30_000) });
    if (response.ok || (init.method === 'GET' && response.status === 404)) return response;
    const detail = (await response.text().catch(() => '')).match(/<Code>([^<]+)<\/Code>/)?.[1];
    throw new Error(`Storage ${init.method} ${key} failed: HTTP ${response.status}${detail ? ` ${detail}` : ''}`);
  };
  return {
    async put(key, body, contentType) {
      await send(key, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });
    },
    async get(key) {
      const response = await send(key, { method: 'GET' });
      if (response.status === 404) return null;
      return { body: new Uint8Array(await response.arrayBuffer()), contentType: response.headers.get('content-type') ?? 'application/octet-stream' };
    },
    async remove(key) {
      await send(key, { method: 'DELETE' });
    },
  };
}
