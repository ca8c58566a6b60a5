import type { ServiceListingItemDto, ServicePageDto } from '@portal/contracts';
import { SERVICE_PAGE_NO_ACCESS_MESSAGE, splitServiceListing, tabSlug, visibleFunctionTabs } from '@portal/domain';
import { portalError } from '@portal/graph-kit';
import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { ContentContext } from '../context.js';
import { ServicePageArgs } from './service.args.js';
import { ServicePage } from './service-page.type.js';
import { ServiceListing, type Service, type ServiceTab } from './service.type.js';

const toService = (item: ServiceListingItemDto): Service => ({ ...item, id: item.contentId });

function toPage(page: ServicePageDto): ServicePage {
  const tabs: ServiceTab[] = visibleFunctionTabs(page.tabs).map(({ label, tab }) => ({
    label,
    slug: tabSlug(label),
    items: (tab?.items ?? []).map((item) => ({ ...item, id: item.contentId })),
  }));
  return {
    id: page.contentId,
    service: toService(page),
    // The Priority resolver reads the DTO itself.
    priorities: page.priorities as never,
    // A market insights service has no priorities tab to show.
    tabs: page.contentType === 'Function' ? tabs : [],
    relatedFunctions: page.relatedFunctions.map(toService),
  };
}

@Resolver()
export class ServiceResolver {
  @Query(() => ServiceListing, { description: 'The functions and services listing (/functions, /services)' })
  async services(@Ctx() ctx: ContentContext): Promise<ServiceListing> {
    const { subscribed, previewable } = splitServiceListing(await ctx.catalogue.services.list());
    return { subscribed: subscribed.map(toService), previewable: previewable.map(toService) };
  }

  @Query(() => ServicePage, { nullable: true, description: "A function or service page; one the viewer may not open: 401 'Service page is not accessible for idToken'" })
  async servicePage(@Args() { slug, id }: ServicePageArgs, @Ctx() ctx: ContentContext): Promise<ServicePage> {
    const page = await ctx.catalogue.services.page({ id, slug });
    // Spec 3 §6, §8: a page that answers nothing is no access.
    if (page === null) throw portalError(401, 'Unauthorized', SERVICE_PAGE_NO_ACCESS_MESSAGE);
    return toPage(page);
  }
}
