// What a reader may do with a webinar beyond reading about it (spec 3 §3 Webinar hasAccess, the
// webinar page's downloadableAssets; issue #13 the on-demand recording): the fields on Webinar,
// and the files themselves as queries the gateway's download and media routes ask for with the
// session's user (webinar-service decides who gets them: a visitor 401, no access 403).
import { WEBINAR_ACCESS_MESSAGES, webinarCaptionsPath, webinarRecordingPath } from '@portal/domain';
import type { WebinarAssetDto, WebinarCaptionsDto, WebinarDto, WebinarFileDto, WebinarRecordingDto } from '@portal/contracts';
import { SignInMessage } from '@portal/graph-kit';
import { Args, Authorized, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { WebinarAssetFileArgs, WebinarFileArgs } from './webinar-watch.args.js';
import { WebinarAsset, WebinarCaptions, WebinarFile, WebinarRecording, WebinarRecordingFile } from './webinar-watch.type.js';
import { Webinar } from './webinar.type.js';

/** The seeded recordings are WAV files (webinar-service, webinarWatch/recording.ts). */
const RECORDING_MIME_TYPE = 'audio/wav';

@Resolver(() => Webinar)
export class WebinarWatchResolver {
  @FieldResolver(() => Boolean, { description: 'Whether the caller may watch it and download its files (false when logged out)' })
  async hasAccess(@Root() webinar: WebinarDto, @Ctx() ctx: ContentContext): Promise<boolean> {
    if (!ctx.user) return false;
    return (await ctx.loaders.webinarAccess.load(webinar.contentId))?.hasAccess ?? false;
  }

  @FieldResolver(() => [WebinarAsset], { description: 'Listed for everyone; the files are for readers with access' })
  downloadableAssets(@Root() webinar: WebinarDto, @Ctx() ctx: ContentContext): Promise<WebinarAssetDto[]> {
    return ctx.webinarWatch.assets(webinar.contentId);
  }

  @FieldResolver(() => WebinarRecording, { nullable: true, description: 'An ended webinar’s recording; null before it ends or without access' })
  async recording(@Root() webinar: WebinarDto, @Ctx() ctx: ContentContext): Promise<WebinarRecording | null> {
    if (webinar.webinarStatus !== 'past' || !(await this.hasAccess(webinar, ctx))) return null;
    return {
      mediaUrl: webinarRecordingPath(webinar.contentId),
      mimeType: RECORDING_MIME_TYPE,
      captionsUrl: webinarCaptionsPath(webinar.contentId),
      captionsLanguage: 'en',
      captionsLabel: 'English',
    };
  }
}

@Authorized()
@SignInMessage(WEBINAR_ACCESS_MESSAGES.signIn)
@Resolver()
export class WebinarFilesResolver {
  @Query(() => WebinarFile, { description: 'A downloadable asset’s file (a tracked download), for a reader with access' })
  webinarAssetFile(@Args() { id, assetId }: WebinarAssetFileArgs, @Ctx() ctx: ContentContext): Promise<WebinarFileDto> {
    return ctx.webinarWatch.assetFile(id, assetId);
  }

  @Query(() => WebinarRecordingFile, { description: 'An ended webinar’s recording, for a reader with access' })
  webinarRecordingFile(@Args() { id }: WebinarFileArgs, @Ctx() ctx: ContentContext): Promise<WebinarRecordingDto> {
    return ctx.webinarWatch.recording(id);
  }

  @Query(() => WebinarCaptions, { description: 'The captions (WebVTT) of an ended webinar’s recording, for a reader with access' })
  webinarCaptions(@Args() { id }: WebinarFileArgs, @Ctx() ctx: ContentContext): Promise<WebinarCaptionsDto> {
    return ctx.webinarWatch.captions(id);
  }
}
