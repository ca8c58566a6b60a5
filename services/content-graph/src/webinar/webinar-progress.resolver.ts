// Player analytics (issue #13): the signed-in reader's own progress through a webinar recording,
// read on the webinar and saved by a mutation. webinar-service keys both by the user of the signed
// header, so no argument names a user and no one reads or writes another reader's progress.
import { WEBINAR_ACCESS_MESSAGES } from '@portal/domain';
import type { WebinarDto, WebinarRecordingProgressDto } from '@portal/contracts';
import { SignInMessage } from '@portal/graph-kit';
import { Args, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { SaveRecordingProgressArgs } from './webinar-watch.args.js';
import { WebinarRecordingProgress } from './webinar-watch.type.js';
import { Webinar } from './webinar.type.js';

@Authorized()
@SignInMessage(WEBINAR_ACCESS_MESSAGES.signIn)
@Resolver(() => Webinar)
export class WebinarProgressResolver {
  @FieldResolver(() => WebinarRecordingProgress, {
    nullable: true,
    description: 'The signed-in reader’s own progress through the recording; null while there is no recording for them',
  })
  async recordingProgress(@Root() webinar: WebinarDto, @Ctx() ctx: ContentContext): Promise<WebinarRecordingProgressDto | null> {
    if (webinar.webinarStatus !== 'past') return null;
    if (!(await ctx.loaders.webinarAccess.load(webinar.contentId))?.hasAccess) return null;
    return ctx.webinarWatch.recordingProgress(webinar.contentId);
  }

  @Mutation(() => WebinarRecordingProgress, { description: 'Saves the signed-in reader’s own place in a webinar recording (player analytics), for a reader with access' })
  saveWebinarRecordingProgress(@Args() { id, ...progress }: SaveRecordingProgressArgs, @Ctx() ctx: ContentContext): Promise<WebinarRecordingProgressDto> {
    return ctx.webinarWatch.saveRecordingProgress(id, progress);
  }
}
