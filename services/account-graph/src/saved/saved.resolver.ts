import { Args, Authorized, Ctx, FieldResolver, Mutation, Resolver, Root } from 'type-graphql';
import { SignInMessage } from '@portal/graph-kit';
import type { AccountContext } from '../context.js';
import { Viewer } from '../viewer/viewer.type.js';
import { toFavoritesPage } from './favorites.mapper.js';
import { FavoritesPage } from './favorites.type.js';
import { ContentIdArgs, FavoritesArgs } from './saved.args.js';
import { ContentItem, Figure, Report, SavableContent, Webinar, type SavableRef } from './savable.types.js';
import { SIGN_IN_TO_SAVE_MESSAGE } from './signedIn.js';

type SavableType = typeof Report | typeof Webinar | typeof Figure | typeof ContentItem;

/** `isSaved` on one savable entity, through the request's DataLoader (one REST call per page). */
function isSavedResolverFor(type: SavableType) {
  @Resolver(() => type)
  class IsSavedResolver {
    @FieldResolver(() => Boolean)
    isSaved(@Root() content: SavableRef, @Ctx() ctx: AccountContext): boolean | Promise<boolean> {
      return content.isSaved ?? ctx.isSaved.load(content.id);
    }
  }
  return IsSavedResolver;
}

export const ReportSavedResolver = isSavedResolverFor(Report);
export const WebinarSavedResolver = isSavedResolverFor(Webinar);
export const FigureSavedResolver = isSavedResolverFor(Figure);
export const ContentItemSavedResolver = isSavedResolverFor(ContentItem);

@Authorized()
@SignInMessage(SIGN_IN_TO_SAVE_MESSAGE)
@Resolver()
export class SaveMutationResolver {
  // Spec 2 §4: the page shows it saved at once and keeps it only if this answers (the service's
  // 201); any error reverts it. Saving twice is no error; other types are refused by the service.
  @Mutation(() => SavableContent, { description: 'Save a report, figure, webinar, peer discussion, tool or podcast to the favorites' })
  async saveItem(@Args() { contentId }: ContentIdArgs, @Ctx() ctx: AccountContext): Promise<SavableRef> {
    await ctx.favorites.save(contentId);
    ctx.isSaved.clear(contentId).prime(contentId, true);
    return { id: contentId, isSaved: true };
  }

  // Unsaving what is not saved is no error.
  @Mutation(() => SavableContent, { description: 'Remove an item from the favorites' })
  async unsaveItem(@Args() { contentId }: ContentIdArgs, @Ctx() ctx: AccountContext): Promise<SavableRef> {
    await ctx.favorites.remove(contentId);
    ctx.isSaved.clear(contentId).prime(contentId, false);
    return { id: contentId, isSaved: false };
  }
}

// The viewer's favorites page. A Viewer exists only for a signed-in user, whose own collection is
// the only one the favorites service answers with.
@Authorized()
@SignInMessage(SIGN_IN_TO_SAVE_MESSAGE)
@Resolver(() => Viewer)
export class ViewerFavoritesResolver {
  @FieldResolver(() => FavoritesPage, { description: 'One page of the saved collection, filtered and sorted' })
  async favorites(@Args() { input }: FavoritesArgs, @Ctx() ctx: AccountContext): Promise<FavoritesPage> {
    const { topic, category, sort, page } = input ?? {};
    return toFavoritesPage(await ctx.favorites.list({ topic: topic?.trim() || undefined, category: category ?? undefined, sort: sort ?? undefined, page: page ?? undefined }));
  }
}
