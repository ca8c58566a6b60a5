import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A registration for a webinar (spec 3 §3): what the attendee needs to join.' })
export class WebinarRegistration {
  @Field()
  webinarId!: string;

  @Field()
  passcode!: string;

  @Field()
  eventCode!: string;

  @Field()
  userEmail!: string;

  @Field()
  userName!: string;

  @Field()
  userPhone!: string;

  @Field({ description: 'ISO date-time' })
  registeredAt!: string;
}
