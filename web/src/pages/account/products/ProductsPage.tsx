// /my-account/products (spec 1 §2, spec 3 §2 "A products and features page"): the products the
// user has registered, the features they give by category, and the box to register another.
import { useId } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { formatLongDate } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import type { ProductsPage_MyProductsFragment } from '../../../gql/graphql';
import { SignInPrompt } from '../SignInPrompt';
import { ProductRegistrationForm } from './ProductRegistrationForm';
import { TitledPage } from '../../../layout/TitledPage';

export const PRODUCTS_PAGE_TITLE = 'Products';

export const ProductsPageFragment = graphql(`
  fragment ProductsPage_myProducts on MyProducts {
    registrations {
      registrationId
      registeredAt
      product {
        id
        name
        description
      }
    }
    featureCategories {
      id
      name
      features {
        id
        name
        description
      }
    }
  }
`);

function RegisteredProducts({ myProducts }: { myProducts: ProductsPage_MyProductsFragment }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1.5 }}>
        Your products
      </Typography>
      {myProducts.registrations.length === 0 ? (
        <Typography>You have not registered any products yet.</Typography>
      ) : (
        <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
          {myProducts.registrations.map((registration) => (
            <Card component="li" key={registration.registrationId} variant="outlined">
              <CardContent>
                <Typography variant="h3" sx={{ mb: 0.5 }}>
                  {registration.product.name}
                </Typography>
                <Typography sx={{ mb: 1 }}>{registration.product.description}</Typography>
                <Typography variant="body2" color="text.secondary">
                  Registration ID {registration.registrationId}, registered {formatLongDate(registration.registeredAt)}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Box>
      )}
    </Box>
  );
}

function Features({ categories }: { categories: ProductsPage_MyProductsFragment['featureCategories'] }) {
  const headingId = useId();
  if (categories.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 4 }}>
      <Typography variant="h2" id={headingId} sx={{ mb: 1.5 }}>
        Your features
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' } }}>
        {categories.map((category) => (
          <Box key={category.id}>
            <Typography variant="h3" id={`${headingId}-${category.id}`} sx={{ mb: 1 }}>
              {category.name}
            </Typography>
            <Box component="ul" aria-labelledby={`${headingId}-${category.id}`} sx={{ m: 0, pl: 2.5 }}>
              {category.features.map((feature) => (
                <li key={feature.id}>
                  <Typography component="span" sx={{ fontWeight: 600 }}>
                    {feature.name}
                  </Typography>
                  {': '}
                  <Typography component="span">{feature.description}</Typography>
                </li>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

export function ProductsPage(props: { myProducts: FragmentType<typeof ProductsPageFragment> | null }) {
  const myProducts = props.myProducts ? getFragmentData(ProductsPageFragment, props.myProducts) : null;
  return (
    <TitledPage title={PRODUCTS_PAGE_TITLE} headingGap={3}>
      {myProducts ? (
        <>
          <ProductRegistrationForm />
          <RegisteredProducts myProducts={myProducts} />
          <Features categories={myProducts.featureCategories} />
        </>
      ) : (
        <SignInPrompt text="Log in to see and register your products." />
      )}
    </TitledPage>
  );
}
