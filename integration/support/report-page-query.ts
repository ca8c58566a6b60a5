// The report page's data, as the web app asks for it (kept by hand here: the tests speak GraphQL
// the way a partner integration would, not through the web app's generated documents).
export const REPORT_PAGE_QUERY = /* GraphQL */ `
  query ReportPage($id: ID!) {
    report(id: $id) {
      id
      slug
      path
      title
      summary
      ipType
      publishedDate
      readTime
      authors { id fullName title path active }
      contributors { id fullName title path active }
      tableOfContents { id title parentId subHeadings { id title parentId } }
      sections {
        id
        title
        blocks {
          __typename
          ... on Paragraph { text }
          ... on SubHeading { id text }
          ... on FigureBlock { figure { id } }
        }
      }
      figures {
        id
        label
        title
        graphic {
          __typename
          ... on Chart { chartType graphicType title segments defaultSegment chartData { label value entries { label value } } subCharts { chartType } }
          ... on FigureImage { url altText }
          ... on InvalidGraphic { message }
        }
      }
      relatedResearch { id title path }
    }
    alertBanner { id title descriptionHtml closeButton expiryDate }
  }
`;
