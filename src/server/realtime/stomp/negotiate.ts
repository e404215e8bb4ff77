const SUPPORTED = ['1.2', '1.1', '1.0'];

/** The highest version both sides speak; a CONNECT without accept-version is STOMP 1.0. */
export function negotiateVersion(acceptVersion: string | undefined): string | null {
  if (!acceptVersion) return '1.0';
  const offered = acceptVersion.split(',').map((v) => v.trim());
  return SUPPORTED.find((v) => offered.includes(v)) ?? null;
}

/**
 * Heart-beat negotiation (STOMP 1.1+). The client sends "cx,cy": it can send every cx ms and
 * wants to receive every cy ms; the server offers [sx, sy]. Returns [server sends every, server
 * expects every], 0 meaning none. A malformed header disables heart-beats rather than failing.
 */
export function negotiateHeartbeat(header: string | undefined, [sx, sy]: [number, number]): [number, number] {
  const m = header ? /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(header) : null;
  if (!m) return [0, 0];
  const cx = Number(m[1]);
  const cy = Number(m[2]);
  return [sx === 0 || cy === 0 ? 0 : Math.max(sx, cy), sy === 0 || cx === 0 ? 0 : Math.max(sy, cx)];
}
