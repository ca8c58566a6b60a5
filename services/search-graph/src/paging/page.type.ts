import { Field, Int, ObjectType } from 'type-graphql';

type ClassType<T> = abstract new (...args: never[]) => T;

export interface Page<T> {
  page: number;
  totalPages: number;
  itemsTotal: number;
  loadMore: boolean;
  cards: T[];
}

const pageTypes = new Map<ClassType<unknown>, ClassType<Page<unknown>>>();

/**
 * The one page shape of every listing (spec 2 §3 search state, spec 3 §4 paging): the paging
 * state and the cards of one item type. A listing's results type extends `PageOf(Item)`, adding
 * only what that listing echoes back (its tab, sort...). Abstract, so it is never a schema type
 * of its own; one class per item type, so listings of the same items share it.
 */
export function PageOf<T>(itemType: ClassType<T>): ClassType<Page<T>> {
  const known = pageTypes.get(itemType);
  if (known) return known as ClassType<Page<T>>;

  @ObjectType()
  abstract class PageOfItems implements Page<T> {
    @Field(() => Int, { description: '1-based' })
    page!: number;

    @Field(() => Int, { description: 'How many pages there are' })
    totalPages!: number;

    @Field(() => Int, { description: 'How many items match, over all pages' })
    itemsTotal!: number;

    @Field({ description: 'page < totalPages' })
    loadMore!: boolean;

    @Field(() => [itemType], { description: 'This page of the listing, in its order' })
    cards!: T[];
  }
  pageTypes.set(itemType, PageOfItems);
  return PageOfItems;
}

interface RestPage<D> {
  /** 1-based */
  page: number;
  totalElements: number;
  content: D[];
}

/** A page of a REST answer that counts its own pages (the search and analyst services). */
export function pageFrom<D, T>(answer: RestPage<D> & { totalPages: number }, toCard: (item: D) => T): Page<T> {
  const { page, totalPages, totalElements } = answer;
  return { page, totalPages, itemsTotal: totalElements, loadMore: page < totalPages, cards: answer.content.map(toCard) };
}

/** A page of `size` items of a REST answer that does not count its pages. */
export function pageOf<D, T>(answer: RestPage<D>, size: number, toCard: (item: D) => T): Page<T> {
  return pageFrom({ ...answer, totalPages: Math.ceil(answer.totalElements / size) }, toCard);
}
