import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { NPS_COMMENT_MAX_LENGTH, NPS_QUESTION, NPS_SCORE_MESSAGE } from '@portal/domain';
import { routes } from '../../app/router';
import { HeaderViewerQuery } from '../../layout/AccountMenu';
import { HeaderCartCountQuery } from '../../layout/CartLink';
import { LayoutAlertBannerQuery } from '../../layout/SiteAnnouncement';
import { renderRoutes } from '../../test/renderRoutes';
import { SubmitNetPromoterScoreMutation } from './NpsSurvey';
import { NetPromoterScorePageQuery } from './route';
import { NPS_TRADEMARK_NOTICE } from './TrademarkNotice';

const VIEWER = { __typename: 'Viewer' as const, id: 'usr-1', fullName: 'Casey Morgan' };
const answer = (score: number, comment: string | null, revision = 1) => ({
  __typename: 'NetPromoterScoreAnswer' as const,
  score,
  comment,
  answeredAt: '2026-11-02T09:30:00.000Z',
  periodEndsAt: '2027-01-31T09:30:00.000Z',
  revision,
});

function renderSurvey(extra: MockLink.MockedResponse[], viewer: typeof VIEWER | null = VIEWER, earlier: ReturnType<typeof answer> | null = null) {
  const mocks: MockLink.MockedResponse[] = [
    { request: { query: LayoutAlertBannerQuery }, result: { data: { alertBanner: null } } },
    { request: { query: HeaderCartCountQuery }, result: { data: { cart: { __typename: 'Cart', count: 0 } } } },
    { request: { query: HeaderViewerQuery }, result: { data: { viewer } }, maxUsageCount: 5 },
    { request: { query: NetPromoterScorePageQuery }, result: { data: { viewer: viewer && { __typename: 'Viewer', id: viewer.id, netPromoterScore: earlier } } } },
    ...extra,
  ];
  return renderRoutes(routes, '/net-promoter-score', new MockLink(mocks));
}

const scoreGroup = async () => within(await screen.findByRole('radiogroup', { name: NPS_QUESTION }, { timeout: 10_000 }));

describe('/net-promoter-score', () => {
  it('asks the question as a labelled group of the scores 0 to 10, with the trademark notice', async () => {
    renderSurvey([]);
    const group = await scoreGroup();
    expect(group.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(group.getByRole('radio', { name: '10' })).toHaveProperty('checked', false);
    expect(screen.getByRole('group', { name: NPS_QUESTION }).tagName).toBe('FIELDSET');
    expect(screen.getByRole('textbox', { name: 'What is the main reason for your score? (optional)' }).getAttribute('maxlength')).toBe(String(NPS_COMMENT_MAX_LENGTH));
    expect(screen.getByText(NPS_TRADEMARK_NOTICE).textContent).toContain('Net Promoter®, Net Promoter Score® and NPS® are registered trademarks of Bain & Company, Inc.');
    expect(document.title).toBe('Net Promoter Score® survey | Meridian Research');
  });

  it('says a score is needed, on the group, and sends nothing', async () => {
    renderSurvey([]);
    await scoreGroup();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByText(NPS_SCORE_MESSAGE)).id).toBe('nps-score-error');
    expect(screen.getByRole('radiogroup', { name: NPS_QUESTION }).getAttribute('aria-describedby')).toBe('nps-score-scale nps-score-error');
    // The first radio has the focus, so the reader can choose at once.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('radio', { name: '0' })));
  });

  it('stores the chosen score and comment, then thanks the reader and lets them change it', async () => {
    renderSurvey([
      {
        request: { query: SubmitNetPromoterScoreMutation, variables: { input: { score: 9, comment: 'Sharp analysts' } } },
        result: { data: { submitNetPromoterScore: answer(9, 'Sharp analysts') } },
      },
    ]);
    const group = await scoreGroup();
    fireEvent.click(group.getByRole('radio', { name: '9' }));
    fireEvent.change(screen.getByRole('textbox', { name: /main reason/ }), { target: { value: 'Sharp analysts' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const thanks = await screen.findByRole('heading', { name: 'Thank you for your feedback' });
    await waitFor(() => expect(document.activeElement).toBe(thanks));
    expect(screen.getByText('Your score of 9 has been recorded.')).not.toBeNull();
    expect(screen.getByText('You can change your answer until January 31st, 2027.')).not.toBeNull();
    expect(screen.queryByRole('radiogroup')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Change your answer' }));
    expect((await scoreGroup()).getByRole('radio', { name: '9' })).toHaveProperty('checked', true);
    expect(screen.getByRole('textbox', { name: /main reason/ })).toHaveProperty('value', 'Sharp analysts');
    expect(screen.getByText(/Sending it again before January 31st, 2027 updates that answer\./)).not.toBeNull();
  });

  it("starts from the reader's answer of this period and says a new one updates it", async () => {
    renderSurvey(
      [{ request: { query: SubmitNetPromoterScoreMutation, variables: { input: { score: 6, comment: '' } } }, result: { data: { submitNetPromoterScore: answer(6, null, 2) } } }],
      VIEWER,
      answer(8, null),
    );
    const group = await scoreGroup();
    expect(group.getByRole('radio', { name: '8' })).toHaveProperty('checked', true);
    expect(screen.getByText('You answered this survey on November 2nd, 2026. Sending it again before January 31st, 2027 updates that answer.')).not.toBeNull();
    fireEvent.click(group.getByRole('radio', { name: '6' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('status')).textContent).toContain('Your answer has been updated: you gave us a score of 6.');
  });

  it("shows the server's refusal and keeps the form", async () => {
    renderSurvey([
      { request: { query: SubmitNetPromoterScoreMutation, variables: { input: { score: 0, comment: '' } } }, result: { errors: [new GraphQLError('Too many requests, try again later')] } },
    ]);
    fireEvent.click((await scoreGroup()).getByRole('radio', { name: '0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many requests, try again later');
    expect(screen.getByRole('radio', { name: '0' })).toHaveProperty('checked', true);
  });

  it('asks a visitor to log in and come back, with the notice still there', async () => {
    renderSurvey([], null);
    expect(await screen.findByText('Log in to answer the survey.', undefined, { timeout: 10_000 })).not.toBeNull();
    expect(screen.getAllByRole('link', { name: 'Log in' }).map((link) => link.getAttribute('href'))).toContain('/login?lr=%2Fnet-promoter-score');
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.getByText(NPS_TRADEMARK_NOTICE)).not.toBeNull();
  });
});
