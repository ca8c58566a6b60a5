// One body section: an h2 with a button that collapses or expands the section's content.
import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { anchorTargetSx } from './anchors';

interface ReportSectionProps {
  id: string;
  title: string;
  expanded: boolean;
  onToggle: () => void;
  /** The section's whole element (heading and content), watched for the section in view. */
  containerRef?: Ref<HTMLDivElement>;
  children: ReactNode;
}

/** The id of a section's content element (what its toggle controls, and what holds its anchors). */
export const sectionContentId = (id: string) => `${id}-content`;

export function ReportSection({ id, title, expanded, onToggle, containerRef, children }: ReportSectionProps) {
  const contentId = sectionContentId(id);
  return (
    <Box ref={containerRef} sx={{ mb: 2, borderBottom: 1, borderColor: 'grey.200' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography variant="h2" id={id} sx={{ ...anchorTargetSx, my: 1.5 }}>
          {title}
        </Typography>
        <IconButton
          aria-expanded={expanded}
          aria-controls={contentId}
          aria-label={`${expanded ? 'Collapse' : 'Expand'} ${title}`}
          onClick={onToggle}
        >
          {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      </Box>
      <div id={contentId} hidden={!expanded}>
        {children}
      </div>
    </Box>
  );
}
