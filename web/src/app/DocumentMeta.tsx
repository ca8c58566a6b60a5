// A page's document metadata: its title, description, canonical link and the Open Graph and
// Twitter tags a shared link's preview reads. React 19 hoists these into <head>, in the browser
// and in the server-rendered HTML alike. Error pages say `indexable={false}`: no canonical, noindex.
import { useLocation } from 'react-router';
import { metaDescription, pageTitle, BRAND } from '@portal/domain';
import { useSiteOrigin } from './siteOrigin';

export interface DocumentMetaProps {
  /** The page's own words; the brand is appended (pageTitle). */
  title: string;
  description?: string;
  /** 'article' for a piece of research, else 'website'. */
  type?: 'website' | 'article' | 'profile';
  indexable?: boolean;
}

export function DocumentMeta({ title, description, type = 'website', indexable = true }: DocumentMetaProps) {
  const { pathname } = useLocation();
  const origin = useSiteOrigin();
  const fullTitle = pageTitle(title);
  const summary = description ? metaDescription(description) : undefined;
  // The path without its query: sort orders and filters of one listing are one page to a crawler.
  const canonical = `${origin}${pathname}`;
  return (
    <>
      <title>{fullTitle}</title>
      {summary && <meta name="description" content={summary} />}
      {indexable ? <link rel="canonical" href={canonical} /> : <meta name="robots" content="noindex" />}
      <meta property="og:site_name" content={BRAND} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:type" content={type} />
      {indexable && <meta property="og:url" content={canonical} />}
      {summary && <meta property="og:description" content={summary} />}
      <meta name="twitter:card" content="summary" />
    </>
  );
}
