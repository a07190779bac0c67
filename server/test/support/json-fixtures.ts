/** The platforms' documented payloads (test/fixtures/<platform>/*.json), and small edits of them. */
import { readFileSync } from 'node:fs';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = readonly (string | number)[];

/** `test/fixtures/{path}.json`, e.g. `carriers/easypost-delivered`. */
export function fixture(path: string): Json {
  return JSON.parse(readFileSync(new URL(`../fixtures/${path}.json`, import.meta.url), 'utf8')) as Json;
}

function child(json: Json, key: string | number): Json {
  const next = json !== null && typeof json === 'object' ? (json as Record<string, Json>)[key] : undefined;
  if (next === undefined) throw new Error(`the fixture has no ${key}`);
  return next;
}

export const valueAt = (json: Json, path: Path): Json => path.reduce(child, json);

export function listAt(json: Json, path: Path): Json[] {
  const value = valueAt(json, path);
  if (!Array.isArray(value)) throw new Error(`${path.join('.')} is not a list`);
  return value;
}

/** A copy of `json` with the value at `path` replaced, or removed when it is undefined. */
export function withValue(json: Json, path: Path, value: Json | undefined): Json {
  const copy = structuredClone(json);
  const parent = valueAt(copy, path.slice(0, -1)) as Record<string, Json>;
  const key = String(path.at(-1));
  if (value === undefined) delete parent[key];
  else parent[key] = value;
  return copy;
}
