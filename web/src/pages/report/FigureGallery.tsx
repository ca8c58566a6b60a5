// The figure gallery (spec 3 "Report page"): one figure at a time, with previous and next buttons
// that move only when the neighbour exists (the domain's doubly linked figure list); the figure on
// show can be saved to the favorites.
import { useId, useMemo, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { buildFigureList, hasNextFigure, hasPrevFigure, nextFigure, prevFigure, type FigureList } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { FigureGraphic } from '../../components/chart/FigureGraphic';
import { CachedSaveButton } from './reader/CachedSaveButton';
import { useAnnounce } from '../../a11y/announce';
import { anchorTargetSx, FIGURES_ANCHOR_ID } from './anchors';
import { FigureAssets } from './downloads/FigureAssets';
import { FigureDownloads } from './downloads/FigureDownloads';

export const FigureGalleryFragment = graphql(`
  fragment FigureGallery_report on Report {
    id
    figures {
      id
      label
      title
      ...FigureGraphic_figure
      ...FigureDownloads_figure
      ...FigureAssets_figure
    }
  }
`);

/** Ids in list order, walking the links from the first figure. */
function orderOf<T>(list: FigureList<T>): string[] {
  const ids: string[] = [];
  for (let id = list.first; id !== null; id = list.nodes[id]?.next ?? null) ids.push(id);
  return ids;
}

interface FigureGalleryProps {
  report: FragmentType<typeof FigureGalleryFragment>;
  /** The figure to show; null (or an unknown id) shows the first. */
  currentFigureId: string | null;
  onCurrentFigureChange: (figureId: string) => void;
}

export function FigureGallery({ report, currentFigureId, onCurrentFigureChange }: FigureGalleryProps) {
  const { id: reportId, figures } = getFragmentData(FigureGalleryFragment, report);
  const list = useMemo(() => buildFigureList(figures), [figures]);
  const order = useMemo(() => orderOf(list), [list]);
  const announce = useAnnounce();
  const headingId = useId();
  const graphicRef = useRef<HTMLDivElement>(null);
  const currentId = currentFigureId !== null && list.nodes[currentFigureId] ? currentFigureId : list.first;
  if (currentId === null) return null;

  const current = list.nodes[currentId].item;
  const position = (id: string) => `Figure ${order.indexOf(id) + 1} of ${order.length}`;
  const moveTo = (id: string) => {
    if (id === currentId) return;
    const figure = list.nodes[id].item;
    onCurrentFigureChange(id);
    announce(`${position(id)}: ${figure.label}, ${figure.title}`);
  };

  return (
    <Box component="section" id={FIGURES_ANCHOR_ID} aria-labelledby={headingId} sx={{ ...anchorTargetSx, mb: 4, p: 2, border: 1, borderColor: 'grey.300', borderRadius: 1 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1 }}>
        Figures
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Button startIcon={<ChevronLeftIcon />} disabled={!hasPrevFigure(list, currentId)} onClick={() => moveTo(prevFigure(list, currentId))}>
          Previous figure
        </Button>
        <Typography>{position(currentId)}</Typography>
        <Button endIcon={<ChevronRightIcon />} disabled={!hasNextFigure(list, currentId)} onClick={() => moveTo(nextFigure(list, currentId))}>
          Next figure
        </Button>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mt: 2 }}>
        <Typography variant="h3">
          {current.label}: {current.title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
          {/* Figures may be saved on their own (spec 2 §4), the one on show here. */}
          <CachedSaveButton key={currentId} typename="Figure" id={current.id} title={`${current.label}: ${current.title}`} />
          <FigureDownloads key={`download-${currentId}`} reportId={reportId} figure={current} graphic={graphicRef} />
        </Box>
      </Box>
      <Box ref={graphicRef}>
        <FigureGraphic key={currentId} figure={current} />
      </Box>
      <FigureAssets figure={current} />
    </Box>
  );
}
