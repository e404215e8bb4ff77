import { Suspense, lazy } from 'react';
import type { CircularProgressProps } from '@mui/material/CircularProgress';

const CircularProgress = lazy(() => import(/* webpackChunkName: "button-progress" */ '@mui/material/CircularProgress'));

/**
 * The spinner of a MUI Button or IconButton with `loading` set, loaded when one first shows it.
 * The browser build puts this module in place of the CircularProgress those two import
 * (scripts/lib/muiTrims.ts): they import it whatever their props, and no button of
 * ours uses `loading`, so it was ~1 KB gzip of every page's first load for nothing. Until its code
 * is there the button shows no spinner (it is disabled and labelled busy by MUI all the same).
 */
export default function LazyButtonProgress(props: CircularProgressProps) {
  return (
    <Suspense fallback={null}>
      <CircularProgress {...props} />
    </Suspense>
  );
}
