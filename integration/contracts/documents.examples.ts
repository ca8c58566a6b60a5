// Report downloads (issue #13): the research PDF of a public report, Pia's personalised PDF of a
// restricted FD report, its figure watermarked and as a plain PNG. Pia (usr-client-0141,
// demoUsers.ts) only reads.
import { downloadAssetContracts, downloadImageContracts, personalisedPdfContracts, researchPdfContracts, researchPdfPath, watermarkContracts } from '@portal/contracts';
import { DEFAULT_SEED, report } from '@portal/corpus';
import { CORPUS_SIZE } from '../support/global-setup.js';
import { example } from './example.js';

const PIA = 'usr-client-0141';
const corpus = { seed: DEFAULT_SEED, size: Number(CORPUS_SIZE) };
const first = Array.from({ length: 60 }, (_, index) => report(corpus, index));
const imageFigure = (r: (typeof first)[number]) => r.bodyJson.blocks.find((block) => block.type === 'figure' && block.imageUrl !== undefined);
const open = first.find((r) => r.access === 'public')!;
const locked = first.find((r) => r.access === 'restricted' && r.products.includes('FD') && imageFigure(r) !== undefined)!;
const figure = imageFigure(locked)!;
const figureUrl = figure.type === 'figure' ? figure.imageUrl! : '';

export const documentExamples = [
  example(researchPdfContracts.kafka, { input: { params: { contentId: open.contentId } } }),
  example(personalisedPdfContracts.render, async ({ signedAs }) => ({
    input: { body: { url: researchPdfPath(locked.contentId), userData: { fullName: 'Pia Lorne', company: 'Blue Yonder Airlines' }, contentId: locked.contentId, isPdfAccessibility: true } },
    headers: await signedAs(PIA),
  })),
  example(watermarkContracts.render, async ({ signedAs }) => ({
    input: {
      body: {
        url: figureUrl,
        headerTitle: locked.title,
        headerDescription: locked.summary,
        imageLabel: figure.type === 'figure' ? figure.label : '',
        imageTitle: figure.type === 'figure' ? figure.figureTitle : '',
        isLegacyAsset: false,
      },
    },
    headers: await signedAs(PIA),
  })),
  example(downloadImageContracts.get, async ({ signedAs }) => ({
    input: { query: { contentId: locked.contentId, url: figureUrl } },
    headers: await signedAs(PIA),
  })),
  example(downloadAssetContracts.get, async ({ signedAs }) => ({
    input: { params: { path: `${locked.contentId}.pdf` } },
    headers: { ...(await signedAs(PIA)), contentId: locked.contentId, isAttachment: 'true' },
  })),
];
