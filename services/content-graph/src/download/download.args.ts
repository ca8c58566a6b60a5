import { CONTENT_ID_PATTERN } from '@portal/domain';
import { Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

// Checked here so a malformed id never reaches upstream (400 BAD_USER_INPUT).
@ArgsType()
export class ReportPdfArgs {
  @Field(() => ID, { description: 'The id of the report to draw as a PDF' })
  @Matches(CONTENT_ID_PATTERN, { message: 'Invalid content id' })
  id!: string;

  @Field({ defaultValue: true, description: 'A tagged (accessible) PDF: headings, reading order, figures with alternative text' })
  accessible!: boolean;
}

@ArgsType()
export class FigureImageArgs {
  @Field(() => ID, { description: 'The id of the report the figure belongs to' })
  @Matches(CONTENT_ID_PATTERN, { message: 'Invalid content id' })
  reportId!: string;

  @Field(() => ID, { description: "The figure's id in the report, RES…-figure-{n}" })
  @Matches(/^[A-Z]{3}\d{1,12}-figure-[1-9]\d{0,2}$/, { message: 'Invalid figure id' })
  figureId!: string;
}
