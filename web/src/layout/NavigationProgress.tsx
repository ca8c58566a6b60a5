// The top loading bar (spec 1 §2): while react-router loads the next route it grows to 95 % of
// the width over 5 s, and when the navigation settles it leaves in 0.5 s.
import Fade from '@mui/material/Fade';
import LinearProgress from '@mui/material/LinearProgress';
import { keyframes } from '@mui/material/styles';
import { useNavigation } from 'react-router';

const GROW_MS = 5000;
const LEAVE_MS = 500;

// The determinate bar is drawn by translating a full-width bar; -5 % leaves 95 % visible.
const grow = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(-5%); }
`;

export function NavigationProgress() {
  const busy = useNavigation().state !== 'idle';
  return (
    <Fade in={busy} appear={false} timeout={{ enter: 0, exit: LEAVE_MS }} unmountOnExit>
      <LinearProgress
        variant="determinate"
        value={95}
        aria-label="Loading page"
        sx={{
          position: 'fixed',
          top: 0,
          left: 0,
          right: 0,
          zIndex: (theme) => theme.zIndex.appBar + 1,
          '& .MuiLinearProgress-bar': { animation: `${grow} ${GROW_MS}ms cubic-bezier(0.1, 0.7, 0.3, 1) forwards` },
        }}
      />
    </Fade>
  );
}
