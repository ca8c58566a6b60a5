import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: "A file to download (a report's PDF, a figure's image): the gateway's download routes send its bytes" })
export class DownloadFile {
  @Field({ description: 'What the browser saves it as' })
  fileName!: string;

  @Field({ description: 'The file\'s MIME type' })
  contentType!: string;

  @Field({ description: 'The file, base64: JSON travels between the layers; the gateway sends the bytes' })
  contentBase64!: string;
}
