import { Field, ID, ObjectType } from 'type-graphql';
import { Priority } from '../priority/priority.type.js';
import { Service, ServiceTab } from './service.type.js';

@ObjectType({ description: 'A function or service page (/functions/{slug}/{id?}, /services/{slug}/{id?})' })
export class ServicePage {
  @Field(() => ID, { description: 'The service page\'s id' })
  id!: string;

  @Field(() => Service, { description: 'The research service' })
  service!: Service;

  @Field(() => [Priority], { description: "The function's 6 to 8 top priorities" })
  priorities!: Priority[];

  @Field(() => [ServiceTab], { description: 'The tabs, in order' })
  tabs!: ServiceTab[];

  @Field(() => [Service], { description: "Nav group 'Related Functions': the other functions of its category the viewer may open" })
  relatedFunctions!: Service[];
}
