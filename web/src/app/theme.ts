// The MUI theme: the spec's breakpoints (spec 1 §9) and a palette whose text colours pass WCAG AA.
import { createTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 576, md: 768, lg: 1024, xl: 1280, xxl: 1440 } },
  palette: {
    primary: { main: '#0b4f6c' },
    secondary: { main: '#6b2d5c' },
    text: { primary: '#1a1a1a', secondary: '#4a4a4a' },
  },
  typography: {
    h1: { fontSize: 'clamp(1.75rem, 1.2rem + 2vw, 2.25rem)', fontWeight: 700 },
    h2: { fontSize: '1.5rem', fontWeight: 700 },
    h3: { fontSize: '1.2rem', fontWeight: 600 },
  },
});
