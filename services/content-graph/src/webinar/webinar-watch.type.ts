import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "A webinar's downloadable asset (spec 1 §3 attachedDownloadableAsset); the file needs access" })
export class WebinarAsset {
  @Field(() => ID, { description: 'The webinar asset\'s id' })
  id!: string;

  @Field({ description: 'The webinar asset\'s title' })
  title!: string;

  @Field({ description: "The portal's download route for the file" })
  url!: string;

  @Field({ description: 'Its media type' })
  fileType!: string;

  @Field({ description: 'The file extension (pdf, pptx …)' })
  fileExtension!: string;

  @Field(() => Int, { description: 'bytes' })
  fileSize!: number;

  @Field(() => Int, { description: 'How many times readers have downloaded it' })
  downloadCount!: number;
}

@ObjectType({ description: "An ended webinar's recording, for a reader with access: the portal's routes for the media and its captions" })
export class WebinarRecording {
  @Field({ description: 'Where the recording streams from' })
  mediaUrl!: string;

  @Field({ description: 'The media type of the file at mediaUrl' })
  mimeType!: string;

  @Field({ description: 'WebVTT' })
  captionsUrl!: string;

  @Field({ description: "BCP 47, the captions track's srclang" })
  captionsLanguage!: string;

  @Field({ description: 'The label of the captions track' })
  captionsLabel!: string;
}

@ObjectType({ description: 'A file of a webinar, base64 (the gateway sends the bytes)' })
export class WebinarFile {
  @Field({ description: 'The name to save the file under' })
  fileName!: string;

  @Field({ description: 'The file\'s MIME type' })
  contentType!: string;

  @Field({ description: 'The file\'s bytes, base64-encoded' })
  contentBase64!: string;
}

@ObjectType({ description: 'A webinar\'s recording as a file to download' })
export class WebinarRecordingFile extends WebinarFile {
  @Field(() => Float, { description: 'seconds' })
  durationSeconds!: number;
}

@ObjectType({ description: "A recording's captions" })
export class WebinarCaptions {
  @Field({ description: 'The language code (en …)' })
  language!: string;

  @Field({ description: 'The text shown for it' })
  label!: string;

  @Field({ description: 'A WebVTT file' })
  text!: string;
}

@ObjectType({ description: "The signed-in reader's own progress through a webinar recording (player analytics)" })
export class WebinarRecordingProgress {
  @Field(() => Float, { description: 'The last position saved, in seconds (0 before the first play)' })
  positionSeconds!: number;

  @Field(() => Int, { description: 'The furthest milestone reached: 0, 25, 50, 75 or 100 (percent)' })
  furthestMilestone!: number;

  @Field(() => Int, { description: 'How many times the reader started playing it' })
  playStarts!: number;
}
