// A figure's downloads in the gallery (spec 1 §3 figures and downloads): a chart's data as CSV,
// made here from the data the chart is drawn from (so the file holds exactly what the chart shows),
// and a plain-image figure as a PNG with the report's and the figure's titles drawn on it (the
// gateway's watermark route, with the page's reprint token when it has one). An invalid chart has
// nothing to download.
import type { RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { chartCsv, figureFileName, figureImageDownloadPath, type CsvChart } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import type { FigureDownloads_ChartFragment } from '../../../gql/graphql';
import { useReprintTokenHeaders } from '../reprints/useReprintTokenHeaders';
import { fetchFile, type FetchedFile } from './saveFile';
import { useDownload } from './useDownload';

// A vertical layout's sub-charts are one level deep (docs/contracts.md), so one nested level is all of them.
export const FigureDownloadsChartFragment = graphql(`
  fragment FigureDownloads_chart on Chart {
    chartType
    title
    graphicType
    segments
    chartData {
      label
      value
      entries {
        label
        value
      }
    }
    chartDataBySegment {
      segment
      rows {
        label
        value
        entries {
          label
          value
        }
      }
    }
    subCharts {
      title
      graphicType
      segments
      chartData {
        label
        value
        entries {
          label
          value
        }
      }
      chartDataBySegment {
        segment
        rows {
          label
          value
          entries {
            label
            value
          }
        }
      }
    }
  }
`);
export const FigureDownloadsFragment = graphql(`
  fragment FigureDownloads_figure on Figure {
    id
    label
    title
    graphic {
      __typename
      ... on Chart {
        ...FigureDownloads_chart
      }
    }
  }
`);

type ChartData = Omit<FigureDownloads_ChartFragment, 'subCharts' | 'chartType' | ' $fragmentName'> & { subCharts?: ChartData[] };

/** The GraphQL chart in the shape the domain's CSV reads (segments' rows by name, lower-case type). */
export function csvChartOf(chart: ChartData): CsvChart {
  return {
    title: chart.title,
    graphicType: chart.graphicType === 'SEGMENT' ? 'segment' : 'static',
    segments: chart.segments,
    chartData: chart.chartData,
    chartDataBySegment: Object.fromEntries(chart.chartDataBySegment.map((segment) => [segment.segment, segment.rows])),
    subCharts: (chart.subCharts ?? []).map(csvChartOf),
  };
}

function DownloadButton({ label, extension, title, make }: { label: string; extension: string; title: string; make: () => Promise<FetchedFile> | FetchedFile }) {
  const download = useDownload(extension, title, make);
  return (
    <Box>
      <Button size="small" startIcon={<DownloadIcon />} onClick={() => void download.start()} loading={download.busy} loadingPosition="start" aria-label={`${label}: ${title}`}>
        {label}
      </Button>
      {download.error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {download.error}
        </Alert>
      )}
    </Box>
  );
}

interface FigureDownloadsProps {
  reportId: string;
  figure: FragmentType<typeof FigureDownloadsFragment>;
  /** Where the figure is drawn on the page: a chart's image is made from its drawing. */
  graphic: RefObject<HTMLElement | null>;
}

export function FigureDownloads({ reportId, figure: figureRef, graphic }: FigureDownloadsProps) {
  const figure = getFragmentData(FigureDownloadsFragment, figureRef);
  const tokenHeaders = useReprintTokenHeaders();
  const title = `${figure.label}: ${figure.title}`;
  const chart = figure.graphic.__typename === 'Chart' ? getFragmentData(FigureDownloadsChartFragment, figure.graphic) : null;
  // Plain functions: the React Compiler memoizes what needs it.
  const makeCsv = () => ({ blob: new Blob([chartCsv(csvChartOf(chart!))], { type: 'text/csv;charset=utf-8' }), fileName: figureFileName(figure.label, figure.title, 'csv') });
  const makeImage = () => fetchFile(figureImageDownloadPath(reportId, figure.id), figureFileName(figure.label, figure.title, 'png'), tokenHeaders);
  const makeChartImage = async () => {
    if (!graphic.current) throw new Error('The chart is not on the page');
    // Loaded on the click: reading the legend takes x-charts' class names, and x-charts is not
    // part of a report page's first paint (issue #14).
    const { chartPng } = await import('./chartImage');
    return { blob: await chartPng(graphic.current, title), fileName: figureFileName(figure.label, figure.title, 'png') };
  };
  if (chart) {
    return (
      <>
        <DownloadButton label="Download CSV" extension="csv" title={title} make={makeCsv} />
        {/* A response table is a table, not a drawing: its data is the CSV. */}
        {chart.chartType !== 'response-table' && <DownloadButton label="Download image" extension="png" title={title} make={makeChartImage} />}
      </>
    );
  }
  if (figure.graphic.__typename === 'FigureImage') return <DownloadButton label="Download image" extension="png" title={title} make={makeImage} />;
  return null;
}
