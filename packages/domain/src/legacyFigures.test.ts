import { describe, expect, it } from 'vitest';
import { assetIconOf, bodyFigures, fileExtensionOf, type BodyBlockDto } from './researchBody.js';
import { groupSections } from './toc.js';

const body: BodyBlockDto[] = [
  { type: 'section', id: 's1', text: 'One' },
  { type: 'figure', id: 'RES1-figure-1', label: 'Figure 1', figureTitle: 'A chart', graphicsId: 'GR-1' },
  {
    type: 'supplementalImageContainer',
    id: 'RES1-figure-2',
    title: 'The model',
    image: { url: '/images/figures/RES1-figure-2.svg', altText: 'Diagram: the model' },
    attachments: [
      { title: 'The model (image)', url: '/images/figures/RES1-figure-2.svg' },
      { title: 'The data', url: '/files/Data.XLSX?v=2' },
    ],
  },
];

describe('older body items (spec 3 §3 "Figures")', () => {
  it('read as figures with title, image and downloadable assets, labelled by their place', () => {
    const [, legacy] = bodyFigures(body);
    expect(legacy).toEqual({
      type: 'figure',
      id: 'RES1-figure-2',
      label: 'Figure 2',
      figureTitle: 'The model',
      imageUrl: '/images/figures/RES1-figure-2.svg',
      altText: 'Diagram: the model',
      downloadableAssets: [
        { title: 'The model (image)', url: '/images/figures/RES1-figure-2.svg', fileExtension: 'svg', icon: 'image' },
        { title: 'The data', url: '/files/Data.XLSX?v=2', fileExtension: 'xlsx', icon: 'spreadsheet' },
      ],
    });
  });

  it('sit in their section as the same figures', () => {
    expect(groupSections(body)[0]!.blocks).toEqual(bodyFigures(body));
  });

  it('name the extension from the path and an icon for it', () => {
    expect(fileExtensionOf('https://x.example/a/report.final.PDF#p=2')).toBe('pdf');
    expect(fileExtensionOf('/download/noext')).toBe('');
    expect(fileExtensionOf('/a.b/noext')).toBe('');
    expect(assetIconOf('pptx')).toBe('presentation');
    expect(assetIconOf('exe')).toBe('file');
  });
});
