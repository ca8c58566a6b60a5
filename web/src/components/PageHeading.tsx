// A page's document title and its h1: the same words unless the document title says more
// (a tab, a filter).
import Typography from '@mui/material/Typography';
import { pageTitle } from '@portal/domain';

export function PageHeading({ title, documentTitle = title, mb = 2 }: { title: string; documentTitle?: string; mb?: number }) {
  return (
    <>
      <title>{pageTitle(documentTitle)}</title>
      <Typography variant="h1" sx={{ mb }}>
        {title}
      </Typography>
    </>
  );
}
