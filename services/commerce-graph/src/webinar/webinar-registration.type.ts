import { Field, ObjectType } from 'type-graphql';

@ObjectType({ description: 'A registration for a webinar (spec 3 §3): what the attendee needs to join.' })
export class WebinarRegistration {
  @Field({ description: 'The webinar\'s id' })
  webinarId!: string;

  @Field({ description: 'The passcode to join' })
  passcode!: string;

  @Field({ description: 'The event code to join' })
  eventCode!: string;

  @Field({ description: 'E-mail address of the registrant' })
  userEmail!: string;

  @Field({ description: 'Name of the registrant' })
  userName!: string;

  @Field({ description: 'Phone number of the registrant' })
  userPhone!: string;

  @Field({ description: 'ISO date-time' })
  registeredAt!: string;
}
