import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const generatedDir = fileURLToPath(new URL('./generated', import.meta.url));
const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const generator = join(rootDir, 'scripts/generate-countries.ts');

function filesUnder(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(dir, path), readFileSync(path, 'utf8'));
  }
  return files;
}

describe('generated modules', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'countries-generated-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('are what the generator writes today, so they are current and regenerating leaves no diff', () => {
    // tsx runs the TypeScript generator; `--import tsx` resolves from the root, where it is installed.
    execFileSync(process.execPath, ['--import', 'tsx', generator, '--out', outDir], { cwd: rootDir });
    const expected = filesUnder(outDir);
    const checkedIn = filesUnder(generatedDir);
    expect([...checkedIn.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [path, content] of expected) expect(checkedIn.get(path), path).toBe(content);
    // Starting tsx and writing 40 files takes about a second alone, many on a busy machine.
  }, 60_000);

  it('carry the generated-file header that points at the licences', () => {
    for (const [path, content] of filesUnder(generatedDir)) {
      expect(content.startsWith('// GENERATED FILE, do not edit'), path).toBe(true);
      expect(content, path).toContain('NOTICE.md');
    }
  });
});
