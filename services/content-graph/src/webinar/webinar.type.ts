import { Directive, Field, Float, Int, ObjectType } from 'type-graphql';
import { Analyst } from '../analyst/analyst.type.js';
import { ContentEntity } from '../content/content-entity.type.js';

@Directive('@key(fields: "id")')
@ObjectType({ description: 'A webinar or a peer discussion (spec 2 §3 "Webinar item", spec 1 §3 webinar card).' })
export class Webinar extends ContentEntity {
  @Field({ description: '/webinar/{slug}/{id}' })
  path!: string;

  @Field({ description: 'The webinar\'s title' })
  title!: string;

  @Field({ description: 'A short summary of the webinar' })
  summary!: string;

  @Field({ description: "'Webinar' or 'Peer Discussions'" })
  webinarType!: string;

  @Field({ description: "'upcoming' until it ends, then 'past' (on demand)" })
  webinarStatus!: string;

  @Field({ description: 'ISO date-time (UTC); shown in New York time' })
  startDate!: string;

  @Field({ description: 'ISO date-time (UTC)' })
  endDate!: string;

  @Field({ description: 'The start, as the webinar summary names it' })
  eventStartDateTime!: string;

  @Field(() => Int, { description: 'minutes' })
  duration!: number;

  @Field(() => Float, { description: 'US dollars; 0 is free' })
  price!: number;

  @Field({ description: 'How to join it' })
  participationDetails!: string;

  @Field({ description: "'Online'" })
  location!: string;

  @Field(() => String, { description: 'The URL of its editorial image', nullable: true })
  editorialImage!: string | null;

  @Field(() => [Analyst], { description: 'The analysts who host it' })
  hostAnalysts!: Analyst[];
}
