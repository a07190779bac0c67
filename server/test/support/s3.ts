/**
 * An S3 protocol server inside the test process (s3rver, files in a folder), on 127.0.0.1 and a free
 * port, with one bucket; the S3 media driver talks to it as to any S3-compatible service.
 */
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../../src/config';

const BUCKET = 'media';

export interface TestS3Server {
  /** Everything but where uploads are received. */
  config: Omit<S3StorageConfig, 'incomingDir'>;
  /** The file s3rver keeps an object's bytes in; its modification time is the object's LastModified. */
  pathOf(key: string): string;
  close(): Promise<void>;
}

export async function startS3Server(directory: string): Promise<TestS3Server> {
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await server.run();
  return {
    config: {
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint: `http://127.0.0.1:${port}`,
      // s3rver's fixed test credentials.
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    pathOf: (key) => join(directory, BUCKET, `${key}._S3rver_object`),
    close: () => server.close(),
  };
}
