// Spec 2 §3 purchase response as the success pages show it: what was bought, the amount, the
// masked card, the transaction id and, for a webinar, the passcode and event number to join.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatPrice } from '@portal/domain';
import { getFragmentData, graphql, type FragmentType } from '../../gql';

export const PurchaseSummary_purchase = graphql(`
  fragment PurchaseSummary_purchase on PurchaseResponse {
    billingName
    billingEmail
    companyName
    billingAddress1
    billingAddress2
    billingCity
    billingState
    billingZipCode
    billingCountry
    billingPhone
    maskedCCNumber
    cardBrand
    transactionAmount
    currency
    transactionID
    webinarPasscode
    webinarEventNum
    inService
    purchaseItems {
      contentId
      title
      path
      price
      kind
    }
  }
`);

export function PurchaseSummary(props: { purchase: FragmentType<typeof PurchaseSummary_purchase> }) {
  const purchase = getFragmentData(PurchaseSummary_purchase, props.purchase);
  const rows: [string, string][] = [
    ['Amount', formatPrice(Math.round(purchase.transactionAmount * 100), purchase.currency)],
    ['Card', `${purchase.cardBrand} ${purchase.maskedCCNumber}`],
    ['Transaction ID', purchase.transactionID],
    ['Billed to', [purchase.billingName, purchase.companyName, purchase.billingAddress1, purchase.billingAddress2, `${purchase.billingCity}, ${purchase.billingState} ${purchase.billingZipCode}`, purchase.billingCountry].filter(Boolean).join(', ')],
    ['Receipt sent to', purchase.billingEmail],
    ...(purchase.webinarPasscode ? ([['Webinar passcode', purchase.webinarPasscode]] as [string, string][]) : []),
    ...(purchase.webinarEventNum ? ([['Event number', purchase.webinarEventNum]] as [string, string][]) : []),
  ];
  return (
    <Box>
      <Typography variant="h2" sx={{ mb: 1 }}>
        Your purchase
      </Typography>
      <Box component="ul" sx={{ pl: 2, mb: 2 }}>
        {purchase.purchaseItems.map((item) => (
          <li key={item.contentId}>
            <Link component={RouterLink} to={item.path}>
              {item.title}
            </Link>{' '}
            ({item.price})
          </li>
        ))}
      </Box>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 1, m: 0 }}>
        {rows.map(([term, value]) => (
          <Box key={term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ fontWeight: 700 }}>
              {term}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              {value}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
