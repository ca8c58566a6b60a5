// The small print under a chart: base, footnote and source.
import Typography from '@mui/material/Typography';

export function ChartNotes({ baseText, footnote, source }: { baseText?: string | null; footnote?: string | null; source?: string | null }) {
  return (
    <>
      {baseText && (
        <Typography variant="body2" color="text.secondary">
          {baseText}
        </Typography>
      )}
      {footnote && (
        <Typography variant="body2" color="text.secondary">
          {footnote}
        </Typography>
      )}
      {source && (
        <Typography variant="body2" color="text.secondary">
          Source: {source}
        </Typography>
      )}
    </>
  );
}
