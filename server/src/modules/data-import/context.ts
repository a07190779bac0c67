/**
 * What the parts of an import share: its options, the error that stops it (and so rolls it back), and the
 * reading of a file named beside the import file.
 */
import type { Signer } from '../../security/tokens';
import type { MediaStorage } from '../media/storage';

export interface ImportOptions {
  storage: MediaStorage;
  /** Reads a file named by a path relative to the import file: a claim's attachment or a store's logo. */
  readAttachment(path: string): Promise<Uint8Array>;
  now: Date;
  /** Derives the links of the imported claims. */
  signer: Signer;
}

export class ImportError extends Error {
  override name = 'ImportError';
}

/** The options, and a way to write a file to media storage that is removed again if the import fails. */
export interface FileImportContext extends ImportOptions {
  storeFile(bytes: Uint8Array, extension: string): Promise<string>;
}

/** A file beside the import file; one that cannot be read is an import error naming who wanted it. */
export async function readImportFile(
  path: string,
  name: string,
  context: ImportOptions,
): Promise<Uint8Array> {
  try {
    return await context.readAttachment(path);
  } catch (error) {
    throw new ImportError(
      `${name}: ${path} cannot be read (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}
