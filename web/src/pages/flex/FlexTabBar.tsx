// The optional tab bar of a flex page (spec 2 §2, §3): each tab a link to ?tab={id}, so a tab has
// its own URL and back returns to it. Not shown for a page without tabs.
import { flexPagePath } from '@portal/domain';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { LinkTabs } from '../listings/shared/LinkTabs';

export const FlexTabBarFragment = graphql(`
  fragment FlexTabBar_page on FlexPage {
    id
    slug
    title
    tabs {
      id
      title
    }
  }
`);

export function FlexTabBar(props: { page: FragmentType<typeof FlexTabBarFragment>; selected: string }) {
  const page = getFragmentData(FlexTabBarFragment, props.page);
  if (page.tabs.length === 0) return null;
  return (
    <LinkTabs
      label={`${page.title} sections`}
      value={props.selected}
      tabs={page.tabs.map((tab) => ({ value: tab.id, label: tab.title, href: flexPagePath(page.id, page.slug, tab.id) }))}
    />
  );
}
