import { Field, ObjectType } from 'type-graphql';
import { PageOf } from '../../paging/page.type.js';
import { Playbook } from '../entities.type.js';

/** The cards are resolved by content-graph. */
@ObjectType({ description: 'One page of a playbook tab, newest first (9 at a time)' })
export class PlaybookListResults extends PageOf(Playbook) {
  @Field({ description: 'The tab id listed' })
  tab!: string;
}
