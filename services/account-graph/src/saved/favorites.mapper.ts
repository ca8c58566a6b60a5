import type { CollectionItemDto, FavoritesPageDto } from '@portal/contracts';
import { SAVABLE_CONTENT_TYPE_LABELS } from '@portal/domain';
import type { FavoriteItem, FavoritesPage } from './favorites.type.js';

export function toFavoriteItem(item: CollectionItemDto): FavoriteItem {
  return {
    ...item,
    id: item.contentId,
    contentTypeLabel: SAVABLE_CONTENT_TYPE_LABELS[item.contentType],
    // Listed means saved: the toggle needs no further call.
    content: { id: item.contentId, isSaved: true },
  };
}

export function toFavoritesPage(dto: FavoritesPageDto): FavoritesPage {
  return {
    page: dto.page,
    totalPages: dto.pagesTotal,
    itemsTotal: dto.itemsTotalPerFilters,
    savedTotal: dto.itemsTotal,
    loadMore: dto.page < dto.pagesTotal,
    cards: dto.items.map(toFavoriteItem),
    topicOptions: dto.topicOptions,
    categoryOptions: dto.categoryOptions,
    sortOptions: dto.sortOptions,
  };
}
