import { Matches, MaxLength } from 'class-validator';
import { Field, InputType } from 'type-graphql';

// The auth service's own rules (an address as held, bounded; a token of the link's alphabet), so
// a bad value is refused here with a clear message before any REST call.
const ADDRESS = /^\s*[^\s@]+@[^\s@]+\s*$/;
const TOKEN = /^[A-Za-z0-9_-]+$/;

@InputType({ description: 'Who asks for a sign-in link by e-mail' })
export class SignInLinkRequestInput {
  @Field({ description: 'Where the sign-in link goes (spec 1 §7)' })
  @MaxLength(254)
  @Matches(ADDRESS, { message: 'A valid e-mail address is required' })
  email!: string;
}

@InputType({ description: 'The token of an e-mailed sign-in link' })
export class SignInLinkRedeemInput {
  @Field({ description: "The one-time token of the e-mailed link (the link's #access_token)" })
  @MaxLength(128)
  @Matches(TOKEN, { message: 'This sign-in link has expired or has already been used.' })
  token!: string;
}
