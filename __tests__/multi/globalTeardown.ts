import type { Cluster } from './cluster';

/** Processes, balancer, database and Redis keys of the run: also after failed tests. */
export default async function teardown(): Promise<void> {
  const holder = globalThis as { ipsiteCluster?: Cluster };
  await holder.ipsiteCluster?.stop();
  holder.ipsiteCluster = undefined;
}
