// The first focusable element of every page: jumps keyboard users past the header.
import Link from '@mui/material/Link';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        p: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        '&:focus': { top: 8 },
      }}
    >
      Skip to main content
    </Link>
  );
}
