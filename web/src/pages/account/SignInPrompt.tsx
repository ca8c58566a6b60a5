// What an account page shows a logged-out visitor: a way to log in and come back here.
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from 'react-router';
import { loginHref } from '../auth/serverRoutes';

export function SignInPrompt({ text }: { text: string }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <Typography component="p" sx={{ mb: 2 }}>
        {text}
      </Typography>
      <Button component={RouterLink} to={loginHref(`${pathname}${search}`)} reloadDocument variant="contained">
        Log in
      </Button>
    </>
  );
}
