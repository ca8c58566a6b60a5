import { Field, ObjectType } from 'type-graphql';
import { PagedResults } from '../../paging/paged-results.type.js';
import { Playbook } from '../entities.type.js';

@ObjectType({ description: 'One page of a playbook tab, newest first (9 at a time)' })
export class PlaybookListResults extends PagedResults {
  @Field({ description: 'The tab id listed' })
  tab!: string;

  @Field(() => [Playbook], { description: 'Resolved by content-graph' })
  cards!: Playbook[];
}
