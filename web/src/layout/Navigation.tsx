// The header's main navigation (spec 3 §1, §4, §6): the menu of the caller's active product, the
// current route's items marked by the domain's matching rule, a product switcher when the caller
// has several products; collapsed into one menu button on small screens.
import { useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import { useLocation } from 'react-router';
import { selectedMenuKeys } from '@portal/domain';
import { graphql } from '../gql';
import { useFeatureFlags } from '../app/featureFlags';
import { isDropdownEntry, NavigationMenuButton } from './NavigationMenuButton';
import { NavigationPanelButton } from './NavigationPanelButton';
import { NavigationSmallScreenMenu } from './NavigationSmallScreenMenu';
import { ProductSwitcher } from './ProductSwitcher';
import { useCookies } from '../app/cookies';
import { readProductCookie, writeProductCookie } from './productCookie';

// Three levels: menu buttons, their links, and the links under those (e.g. a function's
// priorities), which only take part in matching the current route. Sub-header groups name their
// links by key; the links' fields come once, under menuItems. `selected` and `active` are not
// asked for: they follow from the current route (selectedMenuKeys below).
export const NavigationMenuQuery = graphql(`
  query NavigationMenu($product: String) {
    navigation(product: $product) {
      product
      products
      menuItems {
        key
        label
        path
        description
        external
        iconName
        chevron
        counter
        isDropdown
        mainHeader
        mainDescription
        categoryActionButton
        categoryActionPath
        subHeaderMenuItems {
          key
          label
          menuItems {
            key
          }
        }
        menuItems {
          key
          label
          path
          description
          external
          iconName
          chevron
          counter
          menuItems {
            key
            path
          }
        }
      }
    }
  }
`);

/** The reader's own functions, for the new navigation's 'Your Function' group. */
export const NavigationSubscriptionsQuery = graphql(`
  query NavigationSubscriptions {
    services {
      subscribed {
        id
        slug
      }
    }
  }
`);

export function Navigation() {
  const cookies = useCookies();
  const [product, setProduct] = useState(() => readProductCookie(cookies));
  const { data } = useQuery(NavigationMenuQuery, { variables: { product }, errorPolicy: 'all' });
  const { newNavigationChanges } = useFeatureFlags();
  const subscriptions = useQuery(NavigationSubscriptionsQuery, { skip: !newNavigationChanges, errorPolicy: 'all' });
  const subscribedSlugs = useMemo(() => new Set(subscriptions.data?.services.subscribed.map((service) => service.slug) ?? []), [subscriptions.data]);
  const { pathname } = useLocation();
  const menu = data?.navigation;
  const selected = useMemo(() => new Set(menu ? selectedMenuKeys(menu.menuItems, pathname) : []), [menu, pathname]);
  if (!menu) return null;

  const switchProduct = (next: string) => {
    writeProductCookie(next);
    setProduct(next);
  };
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5 }} data-testid="main-navigation-items">
        {menu.menuItems.map((item) =>
          newNavigationChanges && isDropdownEntry(item) ? (
            <NavigationPanelButton key={item.key} item={item} selected={selected} subscribedSlugs={subscribedSlugs} />
          ) : (
            <NavigationMenuButton key={item.key} item={item} selected={selected} />
          ),
        )}
      </Box>
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <NavigationSmallScreenMenu items={menu.menuItems} selected={selected} />
      </Box>
      <ProductSwitcher products={menu.products} product={menu.product} onChange={switchProduct} />
    </Box>
  );
}
