import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { makeFragmentData } from '../../gql';
import { ArchiveHtml, ArchiveHtmlFragment } from './ArchiveHtml';

const renderArchive = (archiveHtml: string | null) =>
  render(<ArchiveHtml report={makeFragmentData({ __typename: 'Report', archiveHtml }, ArchiveHtmlFragment)} />);

describe('ArchiveHtml', () => {
  it("shows the server's sanitised archive HTML as a region of the page", () => {
    renderArchive('<h2>From the archive</h2><div id="archive-survey"><a href="https://survey.example/?user=usr-1">take the survey</a></div>');
    const region = screen.getByRole('region', { name: 'Archived report' });
    expect(region.querySelector('h2')?.textContent).toBe('From the archive');
    expect(screen.getByRole('link', { name: 'take the survey' }).getAttribute('href')).toBe('https://survey.example/?user=usr-1');
    expect(region.querySelector('#archive-survey')).not.toBeNull();
  });

  it('shows nothing without archive HTML', () => {
    renderArchive(null);
    expect(screen.queryByRole('region', { name: 'Archived report' })).toBeNull();
  });
});
