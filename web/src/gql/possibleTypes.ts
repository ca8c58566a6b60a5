
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "FigureGraphic": [
      "Chart",
      "FigureImage",
      "InvalidGraphic"
    ],
    "ReportBlock": [
      "FigureBlock",
      "Paragraph",
      "SubHeading"
    ],
    "SavableContent": [
      "ContentItem",
      "Figure",
      "Report",
      "Webinar"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "FigureGraphic": [
      "Chart",
      "FigureImage",
      "InvalidGraphic"
    ],
    "ReportBlock": [
      "FigureBlock",
      "Paragraph",
      "SubHeading"
    ],
    "SavableContent": [
      "ContentItem",
      "Figure",
      "Report",
      "Webinar"
    ]
  }
};
      export default result;
    