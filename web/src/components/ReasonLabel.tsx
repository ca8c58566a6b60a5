// Why a recommendation is on the reader's home ('Because you follow …'), above a card's title.
import Typography from '@mui/material/Typography';

export function ReasonLabel({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5, mb: 0.5 }}>
      {text}
    </Typography>
  );
}
