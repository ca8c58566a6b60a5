// The dashboard presentation of an initiative (spec 2 §7): a PowerPoint file made with pptxgenjs,
// a title slide and a slide of its actions with their statuses and due dates.
import pptxgenModule from 'pptxgenjs';
import type { DashboardPresentationDto, InitiativeDto } from '@portal/contracts';
import { INITIATIVE_ACTION_STATUSES, PPTX_CONTENT_TYPE, dashboardFileName } from '@portal/domain';

// Its types describe a CommonJS module; the ESM build's default export is the class itself.
const PptxGenJS = pptxgenModule as unknown as typeof pptxgenModule.default;

const BRAND = '1B3A5C';

export async function dashboardPresentation(initiative: InitiativeDto, generatedAt = new Date()): Promise<DashboardPresentationDto> {
  const pptx = new PptxGenJS();
  pptx.layout = 'LAYOUT_WIDE';
  pptx.title = initiative.title;
  pptx.company = initiative.accountName;
  pptx.author = 'Meridian Research';

  const cover = pptx.addSlide();
  cover.background = { color: BRAND };
  cover.addText(initiative.title, { x: 0.6, y: 2.2, w: 12, h: 1.2, fontSize: 36, bold: true, color: 'FFFFFF' });
  cover.addText(initiative.description, { x: 0.6, y: 3.5, w: 12, h: 1, fontSize: 18, color: 'FFFFFF' });
  cover.addText(`${initiative.clientName} · ${initiative.accountName} · ${generatedAt.toISOString().slice(0, 10)}`, { x: 0.6, y: 6.4, w: 12, h: 0.5, fontSize: 12, color: 'D0D8E0' });

  const summary = pptx.addSlide();
  summary.addText('Progress', { x: 0.6, y: 0.4, w: 12, h: 0.7, fontSize: 28, bold: true, color: BRAND });
  const counts = INITIATIVE_ACTION_STATUSES.map((status) => `${status}: ${initiative.actions.filter((a) => a.actionStatus === status).length}`);
  summary.addText(counts.join('    '), { x: 0.6, y: 1.2, w: 12, h: 0.5, fontSize: 16 });
  const header = ['Action', 'Status', 'Due'].map((text) => ({ text, options: { bold: true, color: 'FFFFFF', fill: { color: BRAND } } }));
  const rows = initiative.actions.map((action) => [{ text: action.title }, { text: action.actionStatus }, { text: action.dueDate ?? '—' }]);
  summary.addTable([header, ...rows], { x: 0.6, y: 2, w: 12, colW: [7.5, 2.5, 2], fontSize: 14, border: { type: 'solid', pt: 0.5, color: 'B0B8C0' } });

  const bytes = (await pptx.write({ outputType: 'nodebuffer' })) as Buffer;
  return { fileName: dashboardFileName(initiative.title), contentType: PPTX_CONTENT_TYPE, contentBase64: Buffer.from(bytes).toString('base64') };
}
