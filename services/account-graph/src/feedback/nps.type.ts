import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType({ description: "The signed-in reader's Net Promoter Score answer of the current period (/net-promoter-score)" })
export class NetPromoterScoreAnswer {
  @Field(() => Int, { description: 'How likely the reader is to recommend us, 0 to 10' })
  score!: number;

  @Field(() => String, { description: 'The reader\'s comment, if any', nullable: true })
  comment!: string | null;

  @Field({ description: "ISO date-time of the period's first answer" })
  answeredAt!: string;

  @Field({ description: 'ISO date-time of the latest change' })
  updatedAt!: string;

  @Field(() => Int, { description: '1 for the first answer; each update within the period adds one (earlier answers are kept)' })
  revision!: number;

  @Field({ description: 'ISO date-time until which a new answer updates this one' })
  periodEndsAt!: string;
}
