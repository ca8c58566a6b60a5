// Route module for /home and / (the visitors' home): what the portal offers, the newest research,
// upcoming webinars, analysts and the functions, with a way to sign in. The same for every
// visitor; a section that failed is reported to the console only (spec 2 §8).
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { graphql } from '../../gql';
import { preloadQueryContext } from '../../app/routerContext';
import { useHomeQuery } from './useHomeQuery';
import { VisitorHomePage } from './VisitorHomePage';

export const HomePageQuery = graphql(`
  query HomePage {
    home {
      ...VisitorHomePage_home
    }
  }
`);

export async function loader({ context }: LoaderFunctionArgs) {
  const preloadQuery = context.get(preloadQueryContext);
  return preloadQuery.toPromise(preloadQuery(HomePageQuery, { errorPolicy: 'all' }));
}

export function Component() {
  return <VisitorHomePage home={useHomeQuery(useLoaderData<typeof loader>(), 'home')} />;
}
