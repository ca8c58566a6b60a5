// /requestaquote/success: shown after a quote request was received (spec 3 §2).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../components/PageHeading';

export function Component() {
  return (
    <Box sx={{ maxWidth: 720 }}>
      <PageHeading title="Quote request sent" />
      <Typography sx={{ mb: 3 }}>Thank you. Our sales team has your request and will contact you within two business days.</Typography>
      <Button component={RouterLink} to="/myhome" variant="contained">
        Return to Home
      </Button>
    </Box>
  );
}
