import { favoritesContracts, type CollectionItemDto, type FavoritesPageDto } from '@portal/contracts';
import type { FavoritesSort, SavableContentType } from '@portal/domain';
import { PortalRestDataSource } from '@portal/graph-kit';

export interface FavoritesQuery {
  topic?: string;
  category?: SavableContentType;
  sort?: FavoritesSort;
  page?: number;
}

/** favorites-service: one user's saved collection. Never cached: it changes with every click. */
export class FavoritesApi extends PortalRestDataSource {
  list(query: FavoritesQuery): Promise<FavoritesPageDto> {
    const { topic, category, sort, page } = query;
    return this.callContract(favoritesContracts.list, { query: { topic, category, sort, page: page === undefined ? undefined : String(page) } }, { cache: false });
  }

  /** Which of `ids` (at most 100) the caller has saved. */
  async savedAmong(ids: readonly string[]): Promise<string[]> {
    return (await this.callContract(favoritesContracts.saved, { query: { ids: ids.join(',') } }, { cache: false })).savedIds;
  }

  /** 201 with the item (new or saved already); a type that may not be saved is the service's 400. */
  save(contentId: string): Promise<CollectionItemDto> {
    return this.callContract(favoritesContracts.save, { body: { contentId } }, { emptyIsSuccess: false });
  }

  /** Succeeds on the service's 204, saved or not. */
  async remove(contentId: string): Promise<void> {
    await this.callContract(favoritesContracts.remove, { params: { contentId } }, { emptyIsSuccess: true });
  }
}
