/** The media storage the configuration names: the local disk by default, or an S3-compatible bucket. */
import type { MediaStorageConfig } from '../../config';
import { localDiskStorage, type MediaStorage } from './storage';

export interface OpenedMediaStorage {
  storage: MediaStorage;
  /** Releases the storage's connections, after the last request and sweep. */
  close(): void;
}

export async function openMediaStorage(config: MediaStorageConfig): Promise<OpenedMediaStorage> {
  if (config.driver === 'local') return { storage: localDiskStorage(config.dir), close: () => {} };
  // Loaded only when used: a server on the local disk never loads the AWS SDK.
  const { s3Storage } = await import('./s3-storage');
  const storage = s3Storage(config);
  return { storage, close: () => storage.close() };
}
