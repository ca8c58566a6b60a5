import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { makeFragmentData } from '../../../gql';
import { FigureAssets, FigureAssetsFragment } from './FigureAssets';

const renderAssets = (assets: { title: string; url: string; fileExtension: string; icon: string }[]) =>
  render(
    <FigureAssets
      figure={makeFragmentData(
        { __typename: 'Figure', title: 'The model', downloadableAssets: assets.map((a) => ({ __typename: 'DownloadableAsset' as const, ...a })) },
        FigureAssetsFragment,
      )}
    />,
  );

describe('FigureAssets', () => {
  it('lists each file as a download link with its extension and icon', () => {
    renderAssets([
      { title: 'The full report', url: '/downloads/reports/RES1/report.pdf', fileExtension: 'pdf', icon: 'pdf' },
      { title: 'The data', url: '/files/data', fileExtension: '', icon: 'file' },
    ]);
    const list = within(screen.getByRole('list', { name: 'Files for The model' }));
    const pdf = list.getByRole('link', { name: 'The full report (PDF)' });
    expect(pdf.getAttribute('href')).toBe('/downloads/reports/RES1/report.pdf');
    expect(pdf.hasAttribute('download')).toBe(true);
    expect(pdf.querySelector('[data-testid="PictureAsPdfIcon"]')).not.toBeNull();
    expect(list.getByRole('link', { name: 'The data' }).querySelector('[data-testid="InsertDriveFileIcon"]')).not.toBeNull();
  });

  it('shows nothing for a figure without files', () => {
    renderAssets([]);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
