// /net-promoter-score (spec 1 §2; spec 3 §2 "Static page with a trademark notice"; issue #9: a
// real survey that stores the score and comment). Signed-in readers answer as themselves, once
// per period (a later answer updates theirs). Visitors are asked to log in instead of answering:
// their id is an unsigned cookie anyone can renew, so one answer per reader could not hold and
// the score could be stuffed. The trademark notice closes the page for everyone.
import Typography from '@mui/material/Typography';
import type { FragmentType } from '../../gql';
import { TitledPage } from '../../layout/TitledPage';
import { SignInPrompt } from '../account/SignInPrompt';
import { NpsSurvey, type NpsAnswerFragment } from './NpsSurvey';
import { TrademarkNotice } from './TrademarkNotice';

export const NPS_PAGE_TITLE = 'Net Promoter Score® survey';

interface NetPromoterScorePageProps {
  /** Null for a visitor; otherwise the reader's answer of this period, or null before it. */
  viewer: { netPromoterScore?: FragmentType<typeof NpsAnswerFragment> | null } | null;
}

export function NetPromoterScorePage({ viewer }: NetPromoterScorePageProps) {
  return (
    <TitledPage title={NPS_PAGE_TITLE} maxWidth={720}>
      <Typography sx={{ mb: 3 }}>
        Tell us how we are doing: it takes less than a minute, and your answer helps us decide what to improve.
      </Typography>
      {viewer ? <NpsSurvey answer={viewer.netPromoterScore ?? null} /> : <SignInPrompt text="Log in to answer the survey." />}
      <TrademarkNotice />
    </TitledPage>
  );
}
