// /help/analyst-briefing/ (spec 1 §2, §9): the public page about briefings. A vendor presents its
// company, products or services to the analysts who cover its market; the page says what that is,
// the kinds of briefing, the 48-hour presentation lead time and the three participants, when to
// reach us, and leads to the form.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BRIEFING_MAX_PARTICIPANTS, BRIEFING_PRESENTATION_LEAD_HOURS, BRIEFING_ROLE_CATEGORIES, BRIEFING_TYPES } from '@portal/domain';
import { ContactHoursList } from '../../components/ContactHours';
import { TitledPage } from '../../layout/TitledPage';
import { BRIEFING_FORM_PATH, BRIEFING_LANDING_TITLE } from './briefingPaths';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 3 }}>
      <Typography variant="h2" id={id} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function Component() {
  return (
    <TitledPage title={BRIEFING_LANDING_TITLE} maxWidth={800}>
      <Typography sx={{ mb: 3 }}>
        A briefing is a conversation in which a technology or services vendor presents its company, products or services to the analysts who cover its
        market. Analysts use briefings to keep their research current; a briefing is not a paid engagement and does not lead to coverage by itself.
      </Typography>

      <Section id="briefing-who" title="Who it is for">
        <Typography>
          Vendors, and the people who speak for them, who want analysts to understand what they offer. Tell us which readers your news matters to:{' '}
          {BRIEFING_ROLE_CATEGORIES.map((category) => category.label).join(', ')}.
        </Typography>
      </Section>

      <Section id="briefing-types" title="Types of briefing">
        <List dense disablePadding sx={{ listStyle: 'disc', pl: 3 }}>
          {BRIEFING_TYPES.map((type) => (
            <ListItem key={type} sx={{ display: 'list-item', pl: 0 }}>
              {type}
            </ListItem>
          ))}
        </List>
      </Section>

      <Section id="briefing-how" title="How it works">
        <Typography sx={{ mb: 1 }}>
          Propose a briefing with the form: its subject and type, the dates that suit you, whether you would like a conference call or to meet in
          person, and the analysts you would like to brief. Up to {BRIEFING_MAX_PARTICIPANTS} people from your company can take part.
        </Typography>
        <Typography>
          Please share your presentation at least {BRIEFING_PRESENTATION_LEAD_HOURS} hours before the call, so the analysts can prepare their
          questions.
        </Typography>
      </Section>

      <Section id="briefing-contact" title="Questions">
        <Typography sx={{ mb: 1 }}>Our analyst relations team answers during these hours:</Typography>
        <ContactHoursList />
      </Section>

      {/* A document load: the gateway sends a visitor to log in first and back to the form after. */}
      <Button component={RouterLink} to={BRIEFING_FORM_PATH} reloadDocument variant="contained">
        Brief our analysts
      </Button>
    </TitledPage>
  );
}
