import { IsIn } from 'class-validator';
import { Field, InputType } from 'type-graphql';
import { PLAYBOOK_TAB_IDS } from '@portal/domain';
import { PageInput } from '../../paging/page.input.js';

@InputType({ description: 'The state of /insights/playbooks/{tab} (spec 3 §2 "Tab selection")' })
export class PlaybookListInput extends PageInput {
  @Field(() => String, { description: "Tab id: 'imperative', 'marketingStrategy' or 'technologyIndustryManagement'" })
  @IsIn(PLAYBOOK_TAB_IDS, { message: `tab must be one of ${PLAYBOOK_TAB_IDS.join(', ')}` })
  tab!: string;
}
