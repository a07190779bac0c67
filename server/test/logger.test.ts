/**
 * stdout's log lines are written asynchronously (logger.ts): none may be lost or reordered, including those
 * still waiting for a write when the process exits.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const LOGGER = fileURLToPath(new URL('../src/logger.ts', import.meta.url));

/** Enough lines that some are still waiting for the write under way when the process exits. */
const BURST = 2000;

it('writes every line in order, those logged just before process.exit too', async () => {
  const script = `
    import { createLogger } from ${JSON.stringify(LOGGER)};
    const log = createLogger().child({ requestId: 'r1' });
    log.info('one');
    log.warn('two', { n: 2 });
    setImmediate(() => {
      for (let i = 0; i < ${BURST}; i++) log.info('burst', { i });
      log.error('three');
      process.exit(3);
    });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script]);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const code = await new Promise((resolve) => child.once('close', resolve));
  expect(code).toBe(3);
  const lines = output
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const notBurst = lines.filter((line) => line.msg !== 'burst');
  expect(notBurst.map(({ level, msg, requestId }) => ({ level, msg, requestId }))).toEqual([
    { level: 'info', msg: 'one', requestId: 'r1' },
    { level: 'warn', msg: 'two', requestId: 'r1' },
    { level: 'error', msg: 'three', requestId: 'r1' },
  ]);
  expect(notBurst[1]?.n).toBe(2);
  expect(lines.slice(2, -1).map((line) => line.i)).toEqual(Array.from({ length: BURST }, (_, i) => i));
  for (const line of lines) expect(new Date(String(line.time)).toISOString()).toBe(line.time);
});
