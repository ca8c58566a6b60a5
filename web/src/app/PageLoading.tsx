// Shown while the first page's code and data load (react-router's HydrateFallback).
import LinearProgress from '@mui/material/LinearProgress';

export function PageLoading() {
  return <LinearProgress aria-label="Loading page" />;
}
