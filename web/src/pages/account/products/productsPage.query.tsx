import { graphql } from '../../../gql';

/** The page's one query; the registration mutation writes its answer back into it. */
export const ProductsPageQuery = graphql(`
  query ProductsPage {
    myProducts {
      ...ProductsPage_myProducts
    }
  }
`);
