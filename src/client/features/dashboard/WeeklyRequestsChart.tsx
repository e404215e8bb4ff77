import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { MSG_DASHBOARD as M } from '../../../shared/messages/jobsAdmin';
import { DASHBOARD_WEEKS, type DashboardData } from '../../../shared/types/dashboard';
import { LoadBoundary } from '../../components/LoadBoundary';
import { LoadFailedNotice } from '../../components/LoadFailedNotice';

const CHART_HEIGHT = 320;

// The charts library is large: it is fetched only once there is something to draw.
const BarChart = lazy(async () => ({ default: (await import(/* webpackChunkName: "admin-charts" */ '@mui/x-charts/BarChart')).BarChart }));

/** "Tuần 47 (16/11)": the ISO week number and its Monday, as staff read dates. */
export function weekLabel(start: string, isoWeek: number): string {
  const [, m, d] = start.split('-');
  return M.weekLabel(isoWeek, `${d}/${m}`);
}

/** Ten colours told apart by colour-blind readers too (Tableau 10); more series take evenly spaced hues. */
const PALETTE = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'];

/**
 * One colour per series, never twice: the chart's own palette repeats after its length, so two
 * services shared a colour once there were more services than colours.
 */
export function seriesColors(count: number): string[] {
  if (count <= PALETTE.length) return PALETTE.slice(0, count);
  return Array.from({ length: count }, (_, i) => `hsl(${Math.round((i * 360) / count)}, 65%, ${i % 2 ? 38 : 52}%)`);
}

/**
 * Requests per week, one stacked bar segment per service. The figure is named by its visible
 * heading and described by the sentence under it (not also by the chart: its title becomes an
 * aria-label on a role="none" element, which axe rightly refuses).
 */
export function WeeklyRequestsChart({ data, loading }: { data?: DashboardData; loading: boolean }) {
  const description = M.chartDescription(DASHBOARD_WEEKS);
  return (
    <Paper component="figure" sx={{ p: 2.5, m: 0, mt: 3 }} aria-labelledby="weekly-chart-title" aria-describedby="weekly-chart-desc">
      <Typography id="weekly-chart-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {M.chartTitle}
      </Typography>
      <Typography id="weekly-chart-desc" component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {description}
      </Typography>
      {loading || !data ? (
        <Skeleton variant="rounded" height={CHART_HEIGHT} aria-hidden />
      ) : data.series.length === 0 ? (
        <Box sx={{ height: 120, display: 'grid', placeItems: 'center' }}>
          <Typography color="text.secondary">{M.chartEmpty}</Typography>
        </Box>
      ) : (
        <LoadBoundary fallback={<LoadFailedNotice part={M.chartPart} />}>
          <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} aria-hidden />}>
            <BarChart
              height={CHART_HEIGHT}
              xAxis={[{ scaleType: 'band', data: data.weeks.map((w) => weekLabel(w.start, w.isoWeek)) }]}
              yAxis={[{ label: M.requests, tickMinStep: 1 }]}
              series={data.series.map((s, i, all) => ({ data: s.counts, label: s.service, stack: 'requests', color: seriesColors(all.length)[i] }))}
              localeText={{ noData: M.chartEmpty, loading: M.loading }}
              slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
            />
          </Suspense>
        </LoadBoundary>
      )}
    </Paper>
  );
}
