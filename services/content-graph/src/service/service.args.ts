import { CONTENT_ID_PATTERN } from '@portal/domain';
import { IsOptional, Matches } from 'class-validator';
import { ArgsType, Field, ID } from 'type-graphql';

@ArgsType()
export class ServicePageArgs {
  @Field({ description: 'The function or service slug' })
  @Matches(/^[a-z0-9-]{1,200}$/, { message: 'Invalid slug' })
  slug!: string;

  @Field(() => ID, { nullable: true, description: 'SER…; when absent the slug finds the service' })
  @IsOptional()
  @Matches(/^SER\d+$/, { message: 'Invalid service id' })
  id?: string | null;
}

@ArgsType()
export class PriorityArgs {
  @Field(() => ID, { description: 'The priority\'s id' })
  @Matches(CONTENT_ID_PATTERN, { message: 'Invalid content id' })
  @Matches(/^PRI\d+$/, { message: 'Invalid priority id' })
  id!: string;
}
