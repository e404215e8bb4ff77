import { startCluster, type Cluster } from './cluster';

// `npm run test:multi`: the cluster is started here, outside any test's time limit (two server
// starts and the first migration on a shared two-core machine), once for every file; the test
// files reach it through IPSITE_MULTI, which the workers inherit. globalTeardown stops it.
export default async function setup(): Promise<void> {
  const cluster = await startCluster();
  (globalThis as { ipsiteCluster?: Cluster }).ipsiteCluster = cluster;
  process.env.IPSITE_MULTI = JSON.stringify(cluster.info);
}
