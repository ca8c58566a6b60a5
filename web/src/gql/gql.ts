/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment ChartFigure_chart on Chart {\n    chartType\n    title\n    subtitle\n    baseText\n    footnote\n    source\n    ...ChartView_chart\n    subCharts {\n      ...ChartView_chart\n    }\n  }\n": typeof types.ChartFigure_ChartFragmentDoc,
    "\n  fragment ChartView_chart on Chart {\n    graphicType\n    chartType\n    title\n    subtitle\n    footnote\n    source\n    baseText\n    percentage\n    legend\n    segments\n    groupedSegments {\n      name\n      segments\n    }\n    defaultSegment\n    chartData {\n      label\n      value\n      entries {\n        label\n        value\n      }\n    }\n    chartDataBySegment {\n      segment\n      rows {\n        label\n        value\n        entries {\n          label\n          value\n        }\n      }\n    }\n  }\n": typeof types.ChartView_ChartFragmentDoc,
    "\n  fragment FigureGraphic_figure on Figure {\n    graphic {\n      __typename\n      ... on Chart {\n        ...ChartFigure_chart\n      }\n      ... on FigureImage {\n        ...FigureImage_image\n      }\n      ... on InvalidGraphic {\n        ...InvalidGraphic_graphic\n      }\n    }\n  }\n": typeof types.FigureGraphic_FigureFragmentDoc,
    "\n  fragment FigureImage_image on FigureImage {\n    url\n    altText\n  }\n": typeof types.FigureImage_ImageFragmentDoc,
    "\n  fragment InvalidGraphic_graphic on InvalidGraphic {\n    message\n  }\n": typeof types.InvalidGraphic_GraphicFragmentDoc,
    "\n  query HeaderViewer {\n    viewer {\n      id\n      fullName\n    }\n  }\n": typeof types.HeaderViewerDocument,
    "\n  fragment AlertBanner_alertBanner on AlertBanner {\n    id\n    title\n    descriptionHtml\n    closeButton\n    expiryDate\n  }\n": typeof types.AlertBanner_AlertBannerFragmentDoc,
    "\n  query HeaderCartCount {\n    cart {\n      count\n    }\n  }\n": typeof types.HeaderCartCountDocument,
    "\n  query HeaderSearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n  }\n": typeof types.HeaderSearchSuggestionsDocument,
    "\n  query NavigationMenu($product: String) {\n    navigation(product: $product) {\n      product\n      products\n      menuItems {\n        key\n        label\n        path\n        categoryActionButton\n        categoryActionPath\n        menuItems {\n          key\n          label\n          path\n          menuItems {\n            key\n            path\n          }\n        }\n      }\n    }\n  }\n": typeof types.NavigationMenuDocument,
    "\n  query LayoutAlertBanner {\n    alertBanner {\n      id\n      ...AlertBanner_alertBanner\n    }\n  }\n": typeof types.LayoutAlertBannerDocument,
    "\n  query AccountLayout {\n    viewer {\n      id\n      fullName\n      email\n      accountName\n    }\n  }\n": typeof types.AccountLayoutDocument,
    "\n  mutation UpdateCommunicationPreferences($input: CommunicationPreferencesInput!) {\n    updateCommunicationPreferences(input: $input) {\n      id\n      research\n      webinar\n      phoneCall\n      unsubscribe\n      productsAndServices\n      researchSurveys\n      events\n    }\n  }\n": typeof types.UpdateCommunicationPreferencesDocument,
    "\n  query CommunicationsPage {\n    viewer {\n      id\n      preferences {\n        id\n        research\n        webinar\n        phoneCall\n        unsubscribe\n        productsAndServices\n        researchSurveys\n        events\n      }\n    }\n  }\n": typeof types.CommunicationsPageDocument,
    "\n  fragment FollowedTopics_viewer on Viewer {\n    id\n    followedTopics\n  }\n": typeof types.FollowedTopics_ViewerFragmentDoc,
    "\n  mutation FollowTopic($topic: String!) {\n    followTopic(topic: $topic)\n  }\n": typeof types.FollowTopicDocument,
    "\n  mutation UnfollowTopic($topic: String!) {\n    unfollowTopic(topic: $topic)\n  }\n": typeof types.UnfollowTopicDocument,
    "\n  query FollowingPage {\n    viewer {\n      id\n      followedAnalysts {\n        id\n        ...AnalystListItem_analyst\n      }\n      ...FollowedTopics_viewer\n    }\n  }\n": typeof types.FollowingPageDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query ProfilePage {\n    viewer {\n      id\n      profile {\n        id\n        emailAddress\n        isSSO\n        accountName\n        city\n        countryCode\n        extension\n        firstName\n        jobTitle\n        lastName\n        otherRegion\n        phoneNumber\n        postalCode\n        prefix\n        state\n        street\n        streetSecondLine\n      }\n      specialRegistrationFields {\n        name\n        required\n        value\n      }\n      countries {\n        code\n        name\n      }\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  fragment AnalystCard_analyst on Analyst {\n    id\n    fullName\n    title\n    path\n    image\n    active\n    topics\n  }\n": typeof types.AnalystCard_AnalystFragmentDoc,
    "\n  fragment AnalystFilters_results on AnalystSearchResults {\n    aggregations {\n      name\n      buckets {\n        key\n        count\n      }\n    }\n  }\n": typeof types.AnalystFilters_ResultsFragmentDoc,
    "\n  query AnalystsPage($input: AnalystSearchInput!) {\n    analysts(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      query\n      cards {\n        id\n        ...AnalystCard_analyst\n      }\n      ...AnalystFilters_results\n    }\n  }\n": typeof types.AnalystsPageDocument,
    "\n  fragment AnalystListItem_analyst on Analyst {\n    fullName\n    title\n    path\n    active\n    ...FollowButton_analyst\n  }\n": typeof types.AnalystListItem_AnalystFragmentDoc,
    "\n  fragment AuthorList_report on Report {\n    authors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributorIdsWithFollowButton\n  }\n": typeof types.AuthorList_ReportFragmentDoc,
    "\n  fragment FigureGallery_report on Report {\n    figures {\n      id\n      label\n      title\n      ...FigureGraphic_figure\n    }\n  }\n": typeof types.FigureGallery_ReportFragmentDoc,
    "\n  fragment FollowButton_analyst on Analyst {\n    id\n    fullName\n    isFollowed\n  }\n": typeof types.FollowButton_AnalystFragmentDoc,
    "\n  mutation FollowAnalyst($id: ID!) {\n    followAnalyst(id: $id) {\n      id\n      isFollowed\n    }\n  }\n": typeof types.FollowAnalystDocument,
    "\n  mutation UnfollowAnalyst($id: ID!) {\n    unfollowAnalyst(id: $id) {\n      id\n      isFollowed\n    }\n  }\n": typeof types.UnfollowAnalystDocument,
    "\n  fragment RelatedResearch_report on Report {\n    relatedResearch {\n      id\n      title\n      path\n    }\n  }\n": typeof types.RelatedResearch_ReportFragmentDoc,
    "\n  fragment ReportBody_report on Report {\n    sections {\n      id\n      title\n      blocks {\n        __typename\n        ... on Paragraph {\n          text\n        }\n        ... on SubHeading {\n          id\n          text\n        }\n        ... on FigureBlock {\n          figure {\n            id\n            label\n            title\n          }\n        }\n      }\n    }\n  }\n": typeof types.ReportBody_ReportFragmentDoc,
    "\n  fragment ReportHero_report on Report {\n    title\n    summary\n    ipType\n    publishedDate\n    readTime\n  }\n": typeof types.ReportHero_ReportFragmentDoc,
    "\n  fragment TableOfContents_report on Report {\n    tableOfContents {\n      id\n      title\n      subHeadings {\n        id\n        title\n      }\n    }\n  }\n": typeof types.TableOfContents_ReportFragmentDoc,
    "\n  query ReportPage($id: ID!) {\n    report(id: $id) {\n      id\n      title\n      summary\n      sectionIds: tableOfContents {\n        id\n      }\n      ...ReportHero_report\n      ...AuthorList_report\n      ...TableOfContents_report\n      ...ReportBody_report\n      ...FigureGallery_report\n      ...RelatedResearch_report\n    }\n  }\n": typeof types.ReportPageDocument,
    "\n  fragment AnalystSpotlight_results on SearchResults {\n    spotlight {\n      id\n      fullName\n      title\n      path\n      image\n      active\n    }\n  }\n": typeof types.AnalystSpotlight_ResultsFragmentDoc,
    "\n  fragment ChartsAndFiguresPreview_results on SearchResults {\n    chartsAndFigures {\n      contentId\n      title\n      path\n      figure {\n        id\n        label\n        title\n      }\n    }\n  }\n": typeof types.ChartsAndFiguresPreview_ResultsFragmentDoc,
    "\n  fragment FacetFilters_results on SearchResults {\n    aggregations {\n      name\n      buckets {\n        key\n        count\n      }\n    }\n  }\n": typeof types.FacetFilters_ResultsFragmentDoc,
    "\n  fragment SearchResultCard_card on SearchCard {\n    contentId\n    contentType\n    title\n    summary\n    publishedDate\n    ipType\n    path\n    lastViewed\n    report {\n      id\n      title\n      path\n      authors {\n        id\n        fullName\n      }\n    }\n    figure {\n      id\n      label\n      title\n    }\n    webinar {\n      id\n      ...WebinarCardDetails_webinar\n    }\n    content {\n      id\n      authors {\n        id\n        fullName\n      }\n    }\n  }\n": typeof types.SearchResultCard_CardFragmentDoc,
    "\n  fragment WebinarCardDetails_webinar on Webinar {\n    id\n    webinarType\n    webinarStatus\n    startDate\n    duration\n    hostAnalysts {\n      id\n      fullName\n    }\n  }\n": typeof types.WebinarCardDetails_WebinarFragmentDoc,
    "\n  query SearchPage($input: SearchInput!) {\n    search(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      query\n      fuzzy {\n        value\n        message\n      }\n      cards {\n        contentId\n        ...SearchResultCard_card\n      }\n      ...FacetFilters_results\n      ...AnalystSpotlight_results\n      ...ChartsAndFiguresPreview_results\n    }\n  }\n": typeof types.SearchPageDocument,
    "\n  fragment WebinarListCard_webinar on Webinar {\n    id\n    title\n    path\n    ...WebinarCardDetails_webinar\n  }\n": typeof types.WebinarListCard_WebinarFragmentDoc,
    "\n  query WebinarsPage($input: WebinarListInput!) {\n    webinars(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      cards {\n        id\n        ...WebinarListCard_webinar\n      }\n    }\n  }\n": typeof types.WebinarsPageDocument,
};
const documents: Documents = {
    "\n  fragment ChartFigure_chart on Chart {\n    chartType\n    title\n    subtitle\n    baseText\n    footnote\n    source\n    ...ChartView_chart\n    subCharts {\n      ...ChartView_chart\n    }\n  }\n": types.ChartFigure_ChartFragmentDoc,
    "\n  fragment ChartView_chart on Chart {\n    graphicType\n    chartType\n    title\n    subtitle\n    footnote\n    source\n    baseText\n    percentage\n    legend\n    segments\n    groupedSegments {\n      name\n      segments\n    }\n    defaultSegment\n    chartData {\n      label\n      value\n      entries {\n        label\n        value\n      }\n    }\n    chartDataBySegment {\n      segment\n      rows {\n        label\n        value\n        entries {\n          label\n          value\n        }\n      }\n    }\n  }\n": types.ChartView_ChartFragmentDoc,
    "\n  fragment FigureGraphic_figure on Figure {\n    graphic {\n      __typename\n      ... on Chart {\n        ...ChartFigure_chart\n      }\n      ... on FigureImage {\n        ...FigureImage_image\n      }\n      ... on InvalidGraphic {\n        ...InvalidGraphic_graphic\n      }\n    }\n  }\n": types.FigureGraphic_FigureFragmentDoc,
    "\n  fragment FigureImage_image on FigureImage {\n    url\n    altText\n  }\n": types.FigureImage_ImageFragmentDoc,
    "\n  fragment InvalidGraphic_graphic on InvalidGraphic {\n    message\n  }\n": types.InvalidGraphic_GraphicFragmentDoc,
    "\n  query HeaderViewer {\n    viewer {\n      id\n      fullName\n    }\n  }\n": types.HeaderViewerDocument,
    "\n  fragment AlertBanner_alertBanner on AlertBanner {\n    id\n    title\n    descriptionHtml\n    closeButton\n    expiryDate\n  }\n": types.AlertBanner_AlertBannerFragmentDoc,
    "\n  query HeaderCartCount {\n    cart {\n      count\n    }\n  }\n": types.HeaderCartCountDocument,
    "\n  query HeaderSearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n  }\n": types.HeaderSearchSuggestionsDocument,
    "\n  query NavigationMenu($product: String) {\n    navigation(product: $product) {\n      product\n      products\n      menuItems {\n        key\n        label\n        path\n        categoryActionButton\n        categoryActionPath\n        menuItems {\n          key\n          label\n          path\n          menuItems {\n            key\n            path\n          }\n        }\n      }\n    }\n  }\n": types.NavigationMenuDocument,
    "\n  query LayoutAlertBanner {\n    alertBanner {\n      id\n      ...AlertBanner_alertBanner\n    }\n  }\n": types.LayoutAlertBannerDocument,
    "\n  query AccountLayout {\n    viewer {\n      id\n      fullName\n      email\n      accountName\n    }\n  }\n": types.AccountLayoutDocument,
    "\n  mutation UpdateCommunicationPreferences($input: CommunicationPreferencesInput!) {\n    updateCommunicationPreferences(input: $input) {\n      id\n      research\n      webinar\n      phoneCall\n      unsubscribe\n      productsAndServices\n      researchSurveys\n      events\n    }\n  }\n": types.UpdateCommunicationPreferencesDocument,
    "\n  query CommunicationsPage {\n    viewer {\n      id\n      preferences {\n        id\n        research\n        webinar\n        phoneCall\n        unsubscribe\n        productsAndServices\n        researchSurveys\n        events\n      }\n    }\n  }\n": types.CommunicationsPageDocument,
    "\n  fragment FollowedTopics_viewer on Viewer {\n    id\n    followedTopics\n  }\n": types.FollowedTopics_ViewerFragmentDoc,
    "\n  mutation FollowTopic($topic: String!) {\n    followTopic(topic: $topic)\n  }\n": types.FollowTopicDocument,
    "\n  mutation UnfollowTopic($topic: String!) {\n    unfollowTopic(topic: $topic)\n  }\n": types.UnfollowTopicDocument,
    "\n  query FollowingPage {\n    viewer {\n      id\n      followedAnalysts {\n        id\n        ...AnalystListItem_analyst\n      }\n      ...FollowedTopics_viewer\n    }\n  }\n": types.FollowingPageDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query ProfilePage {\n    viewer {\n      id\n      profile {\n        id\n        emailAddress\n        isSSO\n        accountName\n        city\n        countryCode\n        extension\n        firstName\n        jobTitle\n        lastName\n        otherRegion\n        phoneNumber\n        postalCode\n        prefix\n        state\n        street\n        streetSecondLine\n      }\n      specialRegistrationFields {\n        name\n        required\n        value\n      }\n      countries {\n        code\n        name\n      }\n    }\n  }\n": types.ProfilePageDocument,
    "\n  fragment AnalystCard_analyst on Analyst {\n    id\n    fullName\n    title\n    path\n    image\n    active\n    topics\n  }\n": types.AnalystCard_AnalystFragmentDoc,
    "\n  fragment AnalystFilters_results on AnalystSearchResults {\n    aggregations {\n      name\n      buckets {\n        key\n        count\n      }\n    }\n  }\n": types.AnalystFilters_ResultsFragmentDoc,
    "\n  query AnalystsPage($input: AnalystSearchInput!) {\n    analysts(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      query\n      cards {\n        id\n        ...AnalystCard_analyst\n      }\n      ...AnalystFilters_results\n    }\n  }\n": types.AnalystsPageDocument,
    "\n  fragment AnalystListItem_analyst on Analyst {\n    fullName\n    title\n    path\n    active\n    ...FollowButton_analyst\n  }\n": types.AnalystListItem_AnalystFragmentDoc,
    "\n  fragment AuthorList_report on Report {\n    authors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributorIdsWithFollowButton\n  }\n": types.AuthorList_ReportFragmentDoc,
    "\n  fragment FigureGallery_report on Report {\n    figures {\n      id\n      label\n      title\n      ...FigureGraphic_figure\n    }\n  }\n": types.FigureGallery_ReportFragmentDoc,
    "\n  fragment FollowButton_analyst on Analyst {\n    id\n    fullName\n    isFollowed\n  }\n": types.FollowButton_AnalystFragmentDoc,
    "\n  mutation FollowAnalyst($id: ID!) {\n    followAnalyst(id: $id) {\n      id\n      isFollowed\n    }\n  }\n": types.FollowAnalystDocument,
    "\n  mutation UnfollowAnalyst($id: ID!) {\n    unfollowAnalyst(id: $id) {\n      id\n      isFollowed\n    }\n  }\n": types.UnfollowAnalystDocument,
    "\n  fragment RelatedResearch_report on Report {\n    relatedResearch {\n      id\n      title\n      path\n    }\n  }\n": types.RelatedResearch_ReportFragmentDoc,
    "\n  fragment ReportBody_report on Report {\n    sections {\n      id\n      title\n      blocks {\n        __typename\n        ... on Paragraph {\n          text\n        }\n        ... on SubHeading {\n          id\n          text\n        }\n        ... on FigureBlock {\n          figure {\n            id\n            label\n            title\n          }\n        }\n      }\n    }\n  }\n": types.ReportBody_ReportFragmentDoc,
    "\n  fragment ReportHero_report on Report {\n    title\n    summary\n    ipType\n    publishedDate\n    readTime\n  }\n": types.ReportHero_ReportFragmentDoc,
    "\n  fragment TableOfContents_report on Report {\n    tableOfContents {\n      id\n      title\n      subHeadings {\n        id\n        title\n      }\n    }\n  }\n": types.TableOfContents_ReportFragmentDoc,
    "\n  query ReportPage($id: ID!) {\n    report(id: $id) {\n      id\n      title\n      summary\n      sectionIds: tableOfContents {\n        id\n      }\n      ...ReportHero_report\n      ...AuthorList_report\n      ...TableOfContents_report\n      ...ReportBody_report\n      ...FigureGallery_report\n      ...RelatedResearch_report\n    }\n  }\n": types.ReportPageDocument,
    "\n  fragment AnalystSpotlight_results on SearchResults {\n    spotlight {\n      id\n      fullName\n      title\n      path\n      image\n      active\n    }\n  }\n": types.AnalystSpotlight_ResultsFragmentDoc,
    "\n  fragment ChartsAndFiguresPreview_results on SearchResults {\n    chartsAndFigures {\n      contentId\n      title\n      path\n      figure {\n        id\n        label\n        title\n      }\n    }\n  }\n": types.ChartsAndFiguresPreview_ResultsFragmentDoc,
    "\n  fragment FacetFilters_results on SearchResults {\n    aggregations {\n      name\n      buckets {\n        key\n        count\n      }\n    }\n  }\n": types.FacetFilters_ResultsFragmentDoc,
    "\n  fragment SearchResultCard_card on SearchCard {\n    contentId\n    contentType\n    title\n    summary\n    publishedDate\n    ipType\n    path\n    lastViewed\n    report {\n      id\n      title\n      path\n      authors {\n        id\n        fullName\n      }\n    }\n    figure {\n      id\n      label\n      title\n    }\n    webinar {\n      id\n      ...WebinarCardDetails_webinar\n    }\n    content {\n      id\n      authors {\n        id\n        fullName\n      }\n    }\n  }\n": types.SearchResultCard_CardFragmentDoc,
    "\n  fragment WebinarCardDetails_webinar on Webinar {\n    id\n    webinarType\n    webinarStatus\n    startDate\n    duration\n    hostAnalysts {\n      id\n      fullName\n    }\n  }\n": types.WebinarCardDetails_WebinarFragmentDoc,
    "\n  query SearchPage($input: SearchInput!) {\n    search(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      query\n      fuzzy {\n        value\n        message\n      }\n      cards {\n        contentId\n        ...SearchResultCard_card\n      }\n      ...FacetFilters_results\n      ...AnalystSpotlight_results\n      ...ChartsAndFiguresPreview_results\n    }\n  }\n": types.SearchPageDocument,
    "\n  fragment WebinarListCard_webinar on Webinar {\n    id\n    title\n    path\n    ...WebinarCardDetails_webinar\n  }\n": types.WebinarListCard_WebinarFragmentDoc,
    "\n  query WebinarsPage($input: WebinarListInput!) {\n    webinars(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      cards {\n        id\n        ...WebinarListCard_webinar\n      }\n    }\n  }\n": types.WebinarsPageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChartFigure_chart on Chart {\n    chartType\n    title\n    subtitle\n    baseText\n    footnote\n    source\n    ...ChartView_chart\n    subCharts {\n      ...ChartView_chart\n    }\n  }\n"): (typeof documents)["\n  fragment ChartFigure_chart on Chart {\n    chartType\n    title\n    subtitle\n    baseText\n    footnote\n    source\n    ...ChartView_chart\n    subCharts {\n      ...ChartView_chart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChartView_chart on Chart {\n    graphicType\n    chartType\n    title\n    subtitle\n    footnote\n    source\n    baseText\n    percentage\n    legend\n    segments\n    groupedSegments {\n      name\n      segments\n    }\n    defaultSegment\n    chartData {\n      label\n      value\n      entries {\n        label\n        value\n      }\n    }\n    chartDataBySegment {\n      segment\n      rows {\n        label\n        value\n        entries {\n          label\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ChartView_chart on Chart {\n    graphicType\n    chartType\n    title\n    subtitle\n    footnote\n    source\n    baseText\n    percentage\n    legend\n    segments\n    groupedSegments {\n      name\n      segments\n    }\n    defaultSegment\n    chartData {\n      label\n      value\n      entries {\n        label\n        value\n      }\n    }\n    chartDataBySegment {\n      segment\n      rows {\n        label\n        value\n        entries {\n          label\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FigureGraphic_figure on Figure {\n    graphic {\n      __typename\n      ... on Chart {\n        ...ChartFigure_chart\n      }\n      ... on FigureImage {\n        ...FigureImage_image\n      }\n      ... on InvalidGraphic {\n        ...InvalidGraphic_graphic\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FigureGraphic_figure on Figure {\n    graphic {\n      __typename\n      ... on Chart {\n        ...ChartFigure_chart\n      }\n      ... on FigureImage {\n        ...FigureImage_image\n      }\n      ... on InvalidGraphic {\n        ...InvalidGraphic_graphic\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FigureImage_image on FigureImage {\n    url\n    altText\n  }\n"): (typeof documents)["\n  fragment FigureImage_image on FigureImage {\n    url\n    altText\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InvalidGraphic_graphic on InvalidGraphic {\n    message\n  }\n"): (typeof documents)["\n  fragment InvalidGraphic_graphic on InvalidGraphic {\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderViewer {\n    viewer {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  query HeaderViewer {\n    viewer {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AlertBanner_alertBanner on AlertBanner {\n    id\n    title\n    descriptionHtml\n    closeButton\n    expiryDate\n  }\n"): (typeof documents)["\n  fragment AlertBanner_alertBanner on AlertBanner {\n    id\n    title\n    descriptionHtml\n    closeButton\n    expiryDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderCartCount {\n    cart {\n      count\n    }\n  }\n"): (typeof documents)["\n  query HeaderCartCount {\n    cart {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderSearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n  }\n"): (typeof documents)["\n  query HeaderSearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NavigationMenu($product: String) {\n    navigation(product: $product) {\n      product\n      products\n      menuItems {\n        key\n        label\n        path\n        categoryActionButton\n        categoryActionPath\n        menuItems {\n          key\n          label\n          path\n          menuItems {\n            key\n            path\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NavigationMenu($product: String) {\n    navigation(product: $product) {\n      product\n      products\n      menuItems {\n        key\n        label\n        path\n        categoryActionButton\n        categoryActionPath\n        menuItems {\n          key\n          label\n          path\n          menuItems {\n            key\n            path\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LayoutAlertBanner {\n    alertBanner {\n      id\n      ...AlertBanner_alertBanner\n    }\n  }\n"): (typeof documents)["\n  query LayoutAlertBanner {\n    alertBanner {\n      id\n      ...AlertBanner_alertBanner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountLayout {\n    viewer {\n      id\n      fullName\n      email\n      accountName\n    }\n  }\n"): (typeof documents)["\n  query AccountLayout {\n    viewer {\n      id\n      fullName\n      email\n      accountName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCommunicationPreferences($input: CommunicationPreferencesInput!) {\n    updateCommunicationPreferences(input: $input) {\n      id\n      research\n      webinar\n      phoneCall\n      unsubscribe\n      productsAndServices\n      researchSurveys\n      events\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCommunicationPreferences($input: CommunicationPreferencesInput!) {\n    updateCommunicationPreferences(input: $input) {\n      id\n      research\n      webinar\n      phoneCall\n      unsubscribe\n      productsAndServices\n      researchSurveys\n      events\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunicationsPage {\n    viewer {\n      id\n      preferences {\n        id\n        research\n        webinar\n        phoneCall\n        unsubscribe\n        productsAndServices\n        researchSurveys\n        events\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommunicationsPage {\n    viewer {\n      id\n      preferences {\n        id\n        research\n        webinar\n        phoneCall\n        unsubscribe\n        productsAndServices\n        researchSurveys\n        events\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowedTopics_viewer on Viewer {\n    id\n    followedTopics\n  }\n"): (typeof documents)["\n  fragment FollowedTopics_viewer on Viewer {\n    id\n    followedTopics\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowTopic($topic: String!) {\n    followTopic(topic: $topic)\n  }\n"): (typeof documents)["\n  mutation FollowTopic($topic: String!) {\n    followTopic(topic: $topic)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowTopic($topic: String!) {\n    unfollowTopic(topic: $topic)\n  }\n"): (typeof documents)["\n  mutation UnfollowTopic($topic: String!) {\n    unfollowTopic(topic: $topic)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowingPage {\n    viewer {\n      id\n      followedAnalysts {\n        id\n        ...AnalystListItem_analyst\n      }\n      ...FollowedTopics_viewer\n    }\n  }\n"): (typeof documents)["\n  query FollowingPage {\n    viewer {\n      id\n      followedAnalysts {\n        id\n        ...AnalystListItem_analyst\n      }\n      ...FollowedTopics_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfilePage {\n    viewer {\n      id\n      profile {\n        id\n        emailAddress\n        isSSO\n        accountName\n        city\n        countryCode\n        extension\n        firstName\n        jobTitle\n        lastName\n        otherRegion\n        phoneNumber\n        postalCode\n        prefix\n        state\n        street\n        streetSecondLine\n      }\n      specialRegistrationFields {\n        name\n        required\n        value\n      }\n      countries {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProfilePage {\n    viewer {\n      id\n      profile {\n        id\n        emailAddress\n        isSSO\n        accountName\n        city\n        countryCode\n        extension\n        firstName\n        jobTitle\n        lastName\n        otherRegion\n        phoneNumber\n        postalCode\n        prefix\n        state\n        street\n        streetSecondLine\n      }\n      specialRegistrationFields {\n        name\n        required\n        value\n      }\n      countries {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalystCard_analyst on Analyst {\n    id\n    fullName\n    title\n    path\n    image\n    active\n    topics\n  }\n"): (typeof documents)["\n  fragment AnalystCard_analyst on Analyst {\n    id\n    fullName\n    title\n    path\n    image\n    active\n    topics\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalystFilters_results on AnalystSearchResults {\n    aggregations {\n      name\n      buckets {\n        key\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AnalystFilters_results on AnalystSearchResults {\n    aggregations {\n      name\n      buckets {\n        key\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalystsPage($input: AnalystSearchInput!) {\n    analysts(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      query\n      cards {\n        id\n        ...AnalystCard_analyst\n      }\n      ...AnalystFilters_results\n    }\n  }\n"): (typeof documents)["\n  query AnalystsPage($input: AnalystSearchInput!) {\n    analysts(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      query\n      cards {\n        id\n        ...AnalystCard_analyst\n      }\n      ...AnalystFilters_results\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalystListItem_analyst on Analyst {\n    fullName\n    title\n    path\n    active\n    ...FollowButton_analyst\n  }\n"): (typeof documents)["\n  fragment AnalystListItem_analyst on Analyst {\n    fullName\n    title\n    path\n    active\n    ...FollowButton_analyst\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthorList_report on Report {\n    authors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributorIdsWithFollowButton\n  }\n"): (typeof documents)["\n  fragment AuthorList_report on Report {\n    authors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributorIdsWithFollowButton\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FigureGallery_report on Report {\n    figures {\n      id\n      label\n      title\n      ...FigureGraphic_figure\n    }\n  }\n"): (typeof documents)["\n  fragment FigureGallery_report on Report {\n    figures {\n      id\n      label\n      title\n      ...FigureGraphic_figure\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowButton_analyst on Analyst {\n    id\n    fullName\n    isFollowed\n  }\n"): (typeof documents)["\n  fragment FollowButton_analyst on Analyst {\n    id\n    fullName\n    isFollowed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowAnalyst($id: ID!) {\n    followAnalyst(id: $id) {\n      id\n      isFollowed\n    }\n  }\n"): (typeof documents)["\n  mutation FollowAnalyst($id: ID!) {\n    followAnalyst(id: $id) {\n      id\n      isFollowed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnfollowAnalyst($id: ID!) {\n    unfollowAnalyst(id: $id) {\n      id\n      isFollowed\n    }\n  }\n"): (typeof documents)["\n  mutation UnfollowAnalyst($id: ID!) {\n    unfollowAnalyst(id: $id) {\n      id\n      isFollowed\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RelatedResearch_report on Report {\n    relatedResearch {\n      id\n      title\n      path\n    }\n  }\n"): (typeof documents)["\n  fragment RelatedResearch_report on Report {\n    relatedResearch {\n      id\n      title\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportBody_report on Report {\n    sections {\n      id\n      title\n      blocks {\n        __typename\n        ... on Paragraph {\n          text\n        }\n        ... on SubHeading {\n          id\n          text\n        }\n        ... on FigureBlock {\n          figure {\n            id\n            label\n            title\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ReportBody_report on Report {\n    sections {\n      id\n      title\n      blocks {\n        __typename\n        ... on Paragraph {\n          text\n        }\n        ... on SubHeading {\n          id\n          text\n        }\n        ... on FigureBlock {\n          figure {\n            id\n            label\n            title\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportHero_report on Report {\n    title\n    summary\n    ipType\n    publishedDate\n    readTime\n  }\n"): (typeof documents)["\n  fragment ReportHero_report on Report {\n    title\n    summary\n    ipType\n    publishedDate\n    readTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TableOfContents_report on Report {\n    tableOfContents {\n      id\n      title\n      subHeadings {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TableOfContents_report on Report {\n    tableOfContents {\n      id\n      title\n      subHeadings {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportPage($id: ID!) {\n    report(id: $id) {\n      id\n      title\n      summary\n      sectionIds: tableOfContents {\n        id\n      }\n      ...ReportHero_report\n      ...AuthorList_report\n      ...TableOfContents_report\n      ...ReportBody_report\n      ...FigureGallery_report\n      ...RelatedResearch_report\n    }\n  }\n"): (typeof documents)["\n  query ReportPage($id: ID!) {\n    report(id: $id) {\n      id\n      title\n      summary\n      sectionIds: tableOfContents {\n        id\n      }\n      ...ReportHero_report\n      ...AuthorList_report\n      ...TableOfContents_report\n      ...ReportBody_report\n      ...FigureGallery_report\n      ...RelatedResearch_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalystSpotlight_results on SearchResults {\n    spotlight {\n      id\n      fullName\n      title\n      path\n      image\n      active\n    }\n  }\n"): (typeof documents)["\n  fragment AnalystSpotlight_results on SearchResults {\n    spotlight {\n      id\n      fullName\n      title\n      path\n      image\n      active\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ChartsAndFiguresPreview_results on SearchResults {\n    chartsAndFigures {\n      contentId\n      title\n      path\n      figure {\n        id\n        label\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ChartsAndFiguresPreview_results on SearchResults {\n    chartsAndFigures {\n      contentId\n      title\n      path\n      figure {\n        id\n        label\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FacetFilters_results on SearchResults {\n    aggregations {\n      name\n      buckets {\n        key\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FacetFilters_results on SearchResults {\n    aggregations {\n      name\n      buckets {\n        key\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchResultCard_card on SearchCard {\n    contentId\n    contentType\n    title\n    summary\n    publishedDate\n    ipType\n    path\n    lastViewed\n    report {\n      id\n      title\n      path\n      authors {\n        id\n        fullName\n      }\n    }\n    figure {\n      id\n      label\n      title\n    }\n    webinar {\n      id\n      ...WebinarCardDetails_webinar\n    }\n    content {\n      id\n      authors {\n        id\n        fullName\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SearchResultCard_card on SearchCard {\n    contentId\n    contentType\n    title\n    summary\n    publishedDate\n    ipType\n    path\n    lastViewed\n    report {\n      id\n      title\n      path\n      authors {\n        id\n        fullName\n      }\n    }\n    figure {\n      id\n      label\n      title\n    }\n    webinar {\n      id\n      ...WebinarCardDetails_webinar\n    }\n    content {\n      id\n      authors {\n        id\n        fullName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebinarCardDetails_webinar on Webinar {\n    id\n    webinarType\n    webinarStatus\n    startDate\n    duration\n    hostAnalysts {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment WebinarCardDetails_webinar on Webinar {\n    id\n    webinarType\n    webinarStatus\n    startDate\n    duration\n    hostAnalysts {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SearchPage($input: SearchInput!) {\n    search(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      query\n      fuzzy {\n        value\n        message\n      }\n      cards {\n        contentId\n        ...SearchResultCard_card\n      }\n      ...FacetFilters_results\n      ...AnalystSpotlight_results\n      ...ChartsAndFiguresPreview_results\n    }\n  }\n"): (typeof documents)["\n  query SearchPage($input: SearchInput!) {\n    search(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      query\n      fuzzy {\n        value\n        message\n      }\n      cards {\n        contentId\n        ...SearchResultCard_card\n      }\n      ...FacetFilters_results\n      ...AnalystSpotlight_results\n      ...ChartsAndFiguresPreview_results\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebinarListCard_webinar on Webinar {\n    id\n    title\n    path\n    ...WebinarCardDetails_webinar\n  }\n"): (typeof documents)["\n  fragment WebinarListCard_webinar on Webinar {\n    id\n    title\n    path\n    ...WebinarCardDetails_webinar\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebinarsPage($input: WebinarListInput!) {\n    webinars(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      cards {\n        id\n        ...WebinarListCard_webinar\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebinarsPage($input: WebinarListInput!) {\n    webinars(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      cards {\n        id\n        ...WebinarListCard_webinar\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;