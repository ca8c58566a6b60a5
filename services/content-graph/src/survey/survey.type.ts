import { Directive, Field, ID, Int, ObjectType } from 'type-graphql';
import { ContentEntity } from '../content/content-entity.type.js';

@ObjectType({ description: 'A survey\'s download, with the file\'s bytes' })
export class SurveyFile {
  @Field({ description: 'Where the browser downloads it' })
  url!: string;

  @Field({ description: 'The file\'s MIME type' })
  contentType!: string;

  @Field({ description: 'The name to save the file under' })
  fileName!: string;

  @Field(() => Int, { description: 'bytes; the page shows it with packages/domain formatFileSize' })
  size!: number;
}

@ObjectType({ description: 'A survey download (spec 3 §3 downloads[])' })
export class SurveyDownload {
  @Field(() => ID, { description: 'The instrument id' })
  id!: string;

  @Field({ description: 'The survey download\'s title' })
  title!: string;

  @Field(() => SurveyFile, { description: 'The file' })
  file!: SurveyFile;
}

@Directive('@key(fields: "id")')
@ObjectType({ description: 'A survey (spec 3 §3 "Survey"); always accessible' })
export class Survey extends ContentEntity {
  @Field({ description: '/surveys/{slug}/{id}' })
  path!: string;

  @Field({ description: 'A short title for lists' })
  shortTitle!: string;

  @Field({ description: 'A short summary of the survey' })
  summary!: string;

  @Field({ description: 'YYYY-MM-DD' })
  datePublished!: string;

  @Field(() => Int, { description: 'Who answered' })
  respondents!: number;

  @Field({ description: "'business' or 'consumer'" })
  surveyType!: string;

  @Field({ description: "'Business' or 'Consumer'" })
  businessOrConsumer!: string;

  @Field(() => [String], { description: 'The topics it is tagged with' })
  topics!: string[];

  @Field({ description: 'How the survey was run' })
  methodologyDescription!: string;

  @Field({ description: 'Caveats on reading the results' })
  pleaseNote!: string;

  @Field({ description: 'The survey\'s official name' })
  officialSurveyName!: string;

  @Field(() => [SurveyDownload], { description: 'The files to download' })
  downloads!: SurveyDownload[];
}
