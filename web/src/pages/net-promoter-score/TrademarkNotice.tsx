// The notice spec 3 §2 asks of /net-promoter-score ("Static page with a trademark notice").
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export const NPS_TRADEMARK_NOTICE =
  'Net Promoter®, Net Promoter Score® and NPS® are registered trademarks of Bain & Company, Inc., Satmetrix Systems, Inc. and Fred Reichheld.';

export function TrademarkNotice() {
  return (
    <>
      <Divider sx={{ mt: 5, mb: 2 }} />
      <Typography variant="body2" color="text.secondary">
        {NPS_TRADEMARK_NOTICE}
      </Typography>
    </>
  );
}
