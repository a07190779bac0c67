/**
 * `node --import` this file to have every module the process loads named, one URL a line, in the file
 * RECORD_MODULES_TO names: tests use it to see what a server start imports and what it leaves for later.
 * On the main thread it registers itself as module hooks; the hooks run on their own thread.
 */
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) register(import.meta.url);

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  const file = process.env.RECORD_MODULES_TO;
  if (file !== undefined) appendFileSync(file, `${resolved.url}\n`);
  return resolved;
}
