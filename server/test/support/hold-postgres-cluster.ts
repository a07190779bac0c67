/**
 * Starts a throwaway cluster, prints its directory as JSON and waits until it is killed: the stand-in for
 * a test run that dies without stopping its cluster (postgres-cleanup.test.ts).
 */
import { startPostgresCluster } from './postgres';

const cluster = await startPostgresCluster();
process.stdout.write(`${JSON.stringify({ directory: cluster.directory })}\n`);
setInterval(() => {}, 60_000);
