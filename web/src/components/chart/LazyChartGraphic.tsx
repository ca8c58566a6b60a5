// A chart's drawing, loaded when its figure comes near the screen (issue #14): x-charts and d3 are
// most of a report page's JavaScript, and most figures sit far below the first screen. Until then
// (and on the server, which draws no chart) the drawing's box holds its height, so nothing moves
// when it appears; the data table beside it is always there for screen readers. Where there is no
// IntersectionObserver (old browsers, tests in jsdom) the chart loads at once.
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { useInView } from 'react-intersection-observer';
import { reportError } from '../../app/reportError';
import { chartHeight } from './chartHeight';
import type { ChartDataModel } from './chartData';

// Its code unreachable (offline without it cached, a deploy that removed the old bundle): the
// figure keeps its title, data table and notes, and only the drawing is missing.
const ChartGraphic = lazy(async () => {
  try {
    return { default: (await import('./ChartGraphic')).ChartGraphic };
  } catch (error) {
    reportError(error, 'chart');
    return { default: () => null };
  }
});

// About a screen ahead: the chunk is fetched while the reader scrolls towards it.
const NEAR_MARGIN = '800px 0px';

export function LazyChartGraphic({ model }: { model: ChartDataModel }) {
  const { ref, inView } = useInView({ rootMargin: NEAR_MARGIN, triggerOnce: true, fallbackInView: true });
  return (
    <Box ref={ref} sx={{ minHeight: chartHeight(model) }}>
      {inView ? (
        <Suspense fallback={null}>
          <ChartGraphic model={model} />
        </Suspense>
      ) : null}
    </Box>
  );
}
