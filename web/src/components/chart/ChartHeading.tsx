// A chart's title and subtitle, shown above a single chart and above a vertical layout alike.
import Typography from '@mui/material/Typography';

export function ChartHeading({ title, subtitle }: { title: string; subtitle?: string | null }) {
  return (
    <>
      <Typography component="p" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography variant="body2" color="text.secondary">
          {subtitle}
        </Typography>
      )}
    </>
  );
}
