import * as React from 'react';
import type { TouchRippleActions, TouchRippleProps } from '@mui/material/ButtonBase/TouchRipple';

/**
 * MUI's press ripple, downloaded when a button is first pressed or focused from the keyboard. The
 * browser build puts this module in place of `./TouchRipple.mjs` where MUI's ButtonBase imports
 * it (scripts/lib/muiTrims.ts): ButtonBase mounts its ripple only on the first press
 * anyway, so the ripple's code (~2.5 KB gzip) and its motion helpers need not be in the first
 * load of every page with a button.
 *
 * Until the code is there, the ripple's actions wait: the last start or pulsate of a press still
 * held is played as soon as the ripple mounts, a stop cancels it (and runs its callback at once,
 * as the real stop would once nothing is left to stop).
 */
type Ripple = React.ComponentType<TouchRippleProps & React.RefAttributes<TouchRippleActions>>;

let loaded: Ripple | null = null;
let loading: Promise<Ripple> | null = null;

/** Loads the ripple's code once (again after a failed download). */
export function loadTouchRipple(): Promise<Ripple> {
  loading ??= import(/* webpackChunkName: "touch-ripple" */ '@mui/material/ButtonBase/TouchRipple').then(
    (m) => (loaded = m.default as unknown as Ripple),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

type Action = keyof TouchRippleActions;
interface Waiting {
  action: Exclude<Action, 'stop'>;
  args: unknown[];
}

const LazyTouchRipple = React.forwardRef<TouchRippleActions, TouchRippleProps>(function LazyTouchRipple(props, ref) {
  const [RealRipple, setRealRipple] = React.useState<Ripple | null>(() => loaded);
  const real = React.useRef<TouchRippleActions | null>(null);
  const waiting = React.useRef<Waiting | null>(null);

  React.useImperativeHandle(ref, () => {
    const call = (action: Action, args: unknown[]): void => {
      const ripple = real.current;
      if (ripple) {
        (ripple[action] as (...a: unknown[]) => void)(...args);
      } else if (action === 'stop') {
        waiting.current = null;
        const callback = args[1];
        if (typeof callback === 'function') callback();
      } else {
        waiting.current = { action, args };
      }
    };
    return {
      start: (...args) => call('start', args),
      pulsate: (...args) => call('pulsate', args),
      stop: (...args) => call('stop', args),
    };
  }, []);

  React.useEffect(() => {
    if (RealRipple) return undefined;
    let live = true;
    // A failed download leaves the button without a ripple; the next mount tries again.
    loadTouchRipple().then(
      (ripple) => live && setRealRipple(() => ripple),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [RealRipple]);

  const attach = React.useCallback((ripple: TouchRippleActions | null) => {
    real.current = ripple;
    const next = waiting.current;
    if (ripple && next) {
      waiting.current = null;
      (ripple[next.action] as (...a: unknown[]) => void)(...next.args);
    }
  }, []);

  return RealRipple ? <RealRipple {...props} ref={attach} /> : null;
});

export default LazyTouchRipple;
