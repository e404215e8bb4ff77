/** `p`, or a rejection naming what was awaited once `ms` pass: a hang fails its own test, with a reason, instead of the suite's timeout. */
export function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer!: NodeJS.Timeout;
  const timeout = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms waiting for ${what}`)), ms)));
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}
