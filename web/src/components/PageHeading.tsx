// A page's document title and its h1: the same words unless the document title says more
// (a tab, a filter).
import Typography from '@mui/material/Typography';
import { DocumentMeta } from '../app/DocumentMeta';

export function PageHeading({ title, documentTitle = title, mb = 2 }: { title: string; documentTitle?: string; mb?: number }) {
  return (
    <>
      <DocumentMeta title={documentTitle} />
      <Typography variant="h1" sx={{ mb }}>
        {title}
      </Typography>
    </>
  );
}
