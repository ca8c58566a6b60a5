
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
    ]
  }
};
      export default result;
    