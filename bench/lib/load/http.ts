import autocannon from 'autocannon';

/** One endpoint as autocannon sees it. */
export interface HttpTarget {
  /** Base URL (http://host:port). */
  url: string;
  method?: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** A new body for every request (POST). */
  body?: () => string;
  /**
   * Paths the requests go through in turn (e.g. every filter and page), instead of `path`: built
   * into request bytes once, so the client spends no more per request than for a single path.
   * (A path made per request made autocannon rebuild the whole request each time: the client
   * then cost more than the server's cached answer.)
   */
  paths?: string[];
}

/** What every load run reports, whichever way it drove the load (autocannon here, paced.ts at a steady rate). */
export interface LoadFigures {
  /** Requests per second actually completed. */
  reqPerSec: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  errors: number;
  /** Status codes other than 2xx, with their counts (what went wrong, when something did). */
  statusCodes: Record<string, number>;
}

export interface LoadResult extends LoadFigures {
  timeouts: number;
  /** CPU this process (the client: autocannon runs here) used during the run, in cores (1 = one core busy all along). */
  clientCores: number;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  pipelining?: number;
  /** Requests per second over all connections (autocannon overallRate); none: as fast as it goes. */
  overallRate?: number;
}

/** Runs autocannon in this process against one target and returns the figures the bench reports. */
export async function load(target: HttpTarget, opts: LoadOptions): Promise<LoadResult> {
  const requests: autocannon.Request[] = (target.paths ?? [target.path]).map((path) => ({ method: target.method ?? 'GET', path, headers: target.headers }));
  if (target.body) {
    const { body } = target;
    requests[0]!.setupRequest = (req) => ({ ...req, body: body() });
  }
  const cpuBefore = process.cpuUsage();
  const started = process.hrtime.bigint();
  const result = await autocannon({
    url: target.url,
    connections: opts.connections,
    duration: opts.seconds,
    pipelining: opts.pipelining ?? 1,
    ...(opts.overallRate ? { overallRate: Math.max(1, Math.round(opts.overallRate)) } : {}),
    requests,
    timeout: 10,
  });
  const cpu = process.cpuUsage(cpuBefore);
  const elapsedUs = Number(process.hrtime.bigint() - started) / 1000;
  const statusCodes: Record<string, number> = {};
  for (const [code, s] of Object.entries(result.statusCodeStats ?? {})) if (!code.startsWith('2')) statusCodes[code] = s.count ?? 0;
  return {
    reqPerSec: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    clientCores: (cpu.user + cpu.system) / elapsedUs,
    statusCodes,
  };
}
