// The report page's data in one operation (docs/contracts.md "GraphQL"): the report with its
// analysts, table of contents, sections whose figure blocks carry their graphics, the figure list
// and related research, plus the alert banner and the visitor's cart.
export const reportPageQuery = /* GraphQL */ `
  query ReportPage($id: ID!) {
    report(id: $id) {
      id slug path title summary ipType publishedDate readTime
      authors { ...AnalystFields }
      contributors { ...AnalystFields }
      tableOfContents { id title parentId subHeadings { id title parentId } }
      sections {
        id title
        blocks {
          __typename
          ... on Paragraph { text }
          ... on SubHeading { id text }
          ... on FigureBlock { figure { ...FigureFields } }
        }
      }
      figures { ...FigureFields }
      relatedResearch { id title path }
    }
    alertBanner { id title descriptionHtml closeButton expiryDate }
    cart { count }
  }

  fragment AnalystFields on Analyst {
    id slug firstName lastName fullName title path image active externallyActive
  }

  fragment FigureFields on Figure {
    id label title
    graphic {
      __typename
      ... on Chart { ...ChartFields subCharts { ...ChartFields } }
      ... on FigureImage { url altText }
      ... on InvalidGraphic { message }
    }
  }

  fragment ChartFields on Chart {
    graphicType chartType title subtitle footnote source baseText percentage legend segments
    groupedSegments { name segments }
    defaultSegment
    chartData { label value entries { label value } }
    chartDataBySegment { segment rows { label value entries { label value } } }
  }
`;

/**
 * The same without the visitor's cart (PAGE_QUERY=public): only public fields, so the gateway's
 * response cache may answer it (README "Response cache"); the cart is never cached.
 */
export const publicReportPageQuery = reportPageQuery.replace('    cart { count }\n', '');
