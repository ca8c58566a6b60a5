// /intercept/client/{firm} (spec 1 §2, §6): users whose access comes through one of two named
// consulting firms confirm how their access works before going on. The spec does not name the
// firms; these two stand in for them.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { leaveApp } from '../../auth/leaveApp';
import { returnTargetOf } from '../returnTarget';
import { PageHeading } from '../../../components/PageHeading';

export const CLIENT_FIRMS: Record<string, string> = {
  'northbridge-consulting': 'Northbridge Consulting',
  'harbor-advisory': 'Harbor Advisory Partners',
};

export function loader({ request, params }: LoaderFunctionArgs) {
  const firm = CLIENT_FIRMS[params.firm ?? ''];
  if (!firm) throw data('This page could not be found', { status: 404, statusText: 'Not Found' });
  return { firm, target: returnTargetOf(request) };
}

export function Component() {
  const { firm, target } = useLoaderData<typeof loader>();
  const title = `Access through ${firm}`;
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeading title={title} />
      <Typography sx={{ mb: 2 }}>
        Your access to Meridian Research is provided by {firm} as part of its engagement with your organisation. Research you read
        here is for use within that engagement.
      </Typography>
      <Typography sx={{ mb: 3 }}>Questions about your access go to your {firm} engagement lead.</Typography>
      <Button variant="contained" onClick={() => leaveApp(target)}>
        I understand, continue
      </Button>
    </Box>
  );
}
