import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A file offered with a figure made from an older body item (spec 3 §3 "Figures")' })
export class DownloadableAsset {
  @Field({ description: 'The downloadable asset\'s title' })
  title!: string;

  @Field({ description: 'The URL' })
  url!: string;

  @Field({ description: "Lower case, without the dot ('' when the file name has none)" })
  fileExtension!: string;

  @Field({ description: 'pdf, spreadsheet, presentation, document, image, archive or file' })
  icon!: string;
}
