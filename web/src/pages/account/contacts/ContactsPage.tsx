// /my-account/contacts (spec 1 §2): the people at the provider who work with the user's account
// (account manager, analysts), per product, with their e-mail and phone.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ContactsPageQuery } from '../../../gql/graphql';
import { SignInPrompt } from '../SignInPrompt';
import { groupByProduct, telHref } from './contactGroups';
import { TitledPage } from '../../../layout/TitledPage';

export const CONTACTS_PAGE_TITLE = 'Contacts';

type Contact = NonNullable<ContactsPageQuery['viewer']>['contacts'][number];

export function ContactsPage({ contacts }: { contacts: Contact[] | null }) {
  return (
    <TitledPage title={CONTACTS_PAGE_TITLE} headingGap={3}>
      {contacts === null ? (
        <SignInPrompt text="Log in to see your account's contacts." />
      ) : contacts.length === 0 ? (
        <Typography>Your account has no named contacts yet.</Typography>
      ) : (
        groupByProduct(contacts).map((group) => (
          <Box component="section" key={group.product} aria-labelledby={`contacts-${group.product}`} sx={{ mb: 4 }}>
            <Typography variant="h2" id={`contacts-${group.product}`} sx={{ mb: 1.5 }}>
              {group.name}
            </Typography>
            <Box component="ul" aria-labelledby={`contacts-${group.product}`} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
              {group.contacts.map((contact) => (
                <Card component="li" key={`${contact.role}-${contact.email}`} variant="outlined">
                  <CardContent>
                    <Typography variant="h3">{contact.fullName}</Typography>
                    <Typography color="text.secondary" sx={{ mb: 1 }}>
                      {contact.role}
                    </Typography>
                    <Typography>
                      <Link href={`mailto:${contact.email}`}>{contact.email}</Link>
                    </Typography>
                    <Typography>
                      <Link href={telHref(contact.phone)}>{contact.phone}</Link>
                    </Typography>
                  </CardContent>
                </Card>
              ))}
            </Box>
          </Box>
        ))
      )}
    </TitledPage>
  );
}
