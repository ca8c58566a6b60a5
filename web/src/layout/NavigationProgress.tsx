// The top loading bar (spec 1 §2: "animates to 95% width over 5 s and leaves in 0.5 s"): while
// react-router loads the next route, a bar grows from nothing to 95 % of the page's width over
// 5 s, and when the navigation settles it fades out in 0.5 s. Only the bar shows (the track
// behind it is transparent), so what the reader sees is its width. Each navigation that starts
// while the bar is idle or leaving grows a fresh bar.
import { useState } from 'react';
import Fade from '@mui/material/Fade';
import LinearProgress from '@mui/material/LinearProgress';
import { keyframes } from '@mui/material/styles';
import { useNavigation } from 'react-router';

export const GROW_MS = 5000;
export const LEAVE_MS = 500;
/** The share of the width the bar reaches (it never claims to have finished). */
export const GROWN_PERCENT = 95;

// The determinate bar is drawn by translating a full-width bar; -5 % leaves 95 % visible.
const grow = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(${GROWN_PERCENT - 100}%); }
`;

export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  // Counts the navigations that start: a new key restarts the bar's growth (React's pattern for
  // state that follows a prop, set during render rather than in an effect).
  const [run, setRun] = useState({ busy, count: busy ? 1 : 0 });
  if (run.busy !== busy) setRun({ busy, count: busy ? run.count + 1 : run.count });
  return (
    <Fade in={busy} appear={false} timeout={{ enter: 0, exit: LEAVE_MS }} unmountOnExit>
      <LinearProgress
        key={run.count}
        variant="determinate"
        value={GROWN_PERCENT}
        aria-label="Loading page"
        // How far a page load has got is not known: without a value, the progress bar says so
        // (rather than announce "95 %" the moment it appears).
        aria-valuenow={undefined}
        data-testid="navigation-progress"
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          bgcolor: 'transparent',
          '& .MuiLinearProgress-bar': { animation: `${grow} ${GROW_MS}ms cubic-bezier(0.1, 0.7, 0.3, 1) forwards` },
        }}
      />
    </Fade>
  );
}
