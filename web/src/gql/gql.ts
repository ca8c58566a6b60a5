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
    "\n  query FeatureFlags {\n    featureFlags {\n      surveyModuleIntegration\n      outcomesClientViewer\n      outcomesDownloadPpt\n      reportRedesign\n      cartMfe\n      newNavigationChanges\n      fullFigureInteractives\n      boldVisionRedesign\n      searchIdt\n    }\n  }\n": typeof types.FeatureFlagsDocument,
    "\n  fragment BodyBlock_block on ReportBlock {\n    __typename\n    ... on Paragraph {\n      text\n    }\n    ... on SubHeading {\n      id\n      text\n    }\n    ... on FigureBlock {\n      figure {\n        id\n        label\n        title\n      }\n    }\n  }\n": typeof types.BodyBlock_BlockFragmentDoc,
    "\n  query CaptchaProvider {\n    captcha {\n      provider\n      siteKey\n      version\n    }\n  }\n": typeof types.CaptchaProviderDocument,
    "\n  query Captcha {\n    captcha {\n      challengeJson\n    }\n  }\n": typeof types.CaptchaDocument,
    "\n  fragment ChartFigure_chart on Chart {\n    chartType\n    title\n    subtitle\n    baseText\n    footnote\n    source\n    ...ChartView_chart\n    subCharts {\n      ...ChartView_chart\n    }\n  }\n": typeof types.ChartFigure_ChartFragmentDoc,
    "\n  fragment ChartView_chart on Chart {\n    graphicType\n    chartType\n    title\n    subtitle\n    footnote\n    source\n    baseText\n    percentage\n    legend\n    segments\n    groupedSegments {\n      name\n      segments\n    }\n    defaultSegment\n    chartData {\n      label\n      value\n      entries {\n        label\n        value\n      }\n    }\n    chartDataBySegment {\n      segment\n      rows {\n        label\n        value\n        entries {\n          label\n          value\n        }\n      }\n    }\n  }\n": typeof types.ChartView_ChartFragmentDoc,
    "\n  fragment FigureGraphic_figure on Figure {\n    graphic {\n      __typename\n      ... on Chart {\n        ...ChartFigure_chart\n      }\n      ... on FigureImage {\n        ...FigureImage_image\n      }\n      ... on InvalidGraphic {\n        ...InvalidGraphic_graphic\n      }\n    }\n  }\n": typeof types.FigureGraphic_FigureFragmentDoc,
    "\n  fragment FigureImage_image on FigureImage {\n    url\n    altText\n  }\n": typeof types.FigureImage_ImageFragmentDoc,
    "\n  fragment InvalidGraphic_graphic on InvalidGraphic {\n    message\n  }\n": typeof types.InvalidGraphic_GraphicFragmentDoc,
    "\n  query SaveButtonHarness {\n    report(id: \"RES100001\") {\n      id\n      title\n      ...SaveButton_content\n    }\n  }\n  \n": typeof types.SaveButtonHarnessDocument,
    "\n  fragment SaveButton_content on SavableContent {\n    __typename\n    ... on Report {\n      id\n      isSaved\n    }\n    ... on Figure {\n      id\n      isSaved\n    }\n    ... on Webinar {\n      id\n      isSaved\n    }\n    ... on ContentItem {\n      id\n      isSaved\n    }\n  }\n": typeof types.SaveButton_ContentFragmentDoc,
    "\n  mutation SaveItem($contentId: ID!) {\n    saveItem(contentId: $contentId) {\n      ...SaveButton_content\n    }\n  }\n": typeof types.SaveItemDocument,
    "\n  mutation UnsaveItem($contentId: ID!) {\n    unsaveItem(contentId: $contentId) {\n      ...SaveButton_content\n    }\n  }\n": typeof types.UnsaveItemDocument,
    "\n  query HeaderViewer {\n    viewer {\n      id\n      fullName\n      interceptors\n    }\n  }\n": typeof types.HeaderViewerDocument,
    "\n  fragment AlertBanner_alertBanner on AlertBanner {\n    id\n    title\n    descriptionHtml\n    closeButton\n    expiryDate\n  }\n": typeof types.AlertBanner_AlertBannerFragmentDoc,
    "\n  query HeaderCartCount {\n    cart {\n      count\n    }\n  }\n": typeof types.HeaderCartCountDocument,
    "\n  query FooterSections {\n    navigationSections {\n      sectionId\n      sectionTitle\n      href\n      url\n      type\n      linkSections {\n        linkList {\n          id\n          text\n          href\n          description\n          isPrimaryFunction\n        }\n      }\n    }\n  }\n": typeof types.FooterSectionsDocument,
    "\n  query HeaderSearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n  }\n": typeof types.HeaderSearchSuggestionsDocument,
    "\n  query NavigationMenu($product: String) {\n    navigation(product: $product) {\n      product\n      products\n      menuItems {\n        key\n        label\n        path\n        description\n        external\n        iconName\n        chevron\n        counter\n        isDropdown\n        mainHeader\n        mainDescription\n        categoryActionButton\n        categoryActionPath\n        subHeaderMenuItems {\n          key\n          label\n          menuItems {\n            key\n          }\n        }\n        menuItems {\n          key\n          label\n          path\n          description\n          external\n          iconName\n          chevron\n          counter\n          menuItems {\n            key\n            path\n          }\n        }\n      }\n    }\n  }\n": typeof types.NavigationMenuDocument,
    "\n  query NavigationSubscriptions {\n    services {\n      subscribed {\n        id\n        slug\n      }\n    }\n  }\n": typeof types.NavigationSubscriptionsDocument,
    "\n  query LayoutAlertBanner {\n    alertBanner {\n      id\n      ...AlertBanner_alertBanner\n    }\n  }\n": typeof types.LayoutAlertBannerDocument,
    "\n  query HeaderNotifications {\n    viewer {\n      id\n      notifications {\n        id\n        title\n        message\n        link\n        isRead\n        createdAt\n      }\n    }\n  }\n": typeof types.HeaderNotificationsDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids) {\n      id\n      isRead\n    }\n  }\n": typeof types.MarkNotificationsReadDocument,
    "\n  mutation DeleteAllNotifications {\n    deleteAllNotifications\n  }\n": typeof types.DeleteAllNotificationsDocument,
    "\n  query AccountLayout {\n    viewer {\n      id\n      fullName\n      email\n      accountName\n    }\n  }\n": typeof types.AccountLayoutDocument,
    "\n  mutation UpdateCommunicationPreferences($input: CommunicationPreferencesInput!) {\n    updateCommunicationPreferences(input: $input) {\n      id\n      ...StoredPreferences\n    }\n  }\n": typeof types.UpdateCommunicationPreferencesDocument,
    "\n  query CommunicationsPage {\n    viewer {\n      id\n      preferences {\n        id\n        ...StoredPreferences\n      }\n    }\n  }\n": typeof types.CommunicationsPageDocument,
    "\n  fragment StoredPreferences on CommunicationPreferences {\n    id\n    research\n    webinar\n    phoneCall\n    unsubscribe\n    productsAndServices\n    researchSurveys\n    events\n  }\n": typeof types.StoredPreferencesFragmentDoc,
    "\n  query ContactsPage {\n    viewer {\n      id\n      contacts {\n        product\n        role\n        fullName\n        email\n        phone\n      }\n    }\n  }\n": typeof types.ContactsPageDocument,
    "\n  fragment FollowedTopics_viewer on Viewer {\n    id\n    followedTopics\n  }\n": typeof types.FollowedTopics_ViewerFragmentDoc,
    "\n  mutation FollowTopic($topic: String!) {\n    followTopic(topic: $topic)\n  }\n": typeof types.FollowTopicDocument,
    "\n  mutation UnfollowTopic($topic: String!) {\n    unfollowTopic(topic: $topic)\n  }\n": typeof types.UnfollowTopicDocument,
    "\n  query FollowingPage {\n    viewer {\n      id\n      followedAnalysts {\n        id\n        ...AnalystListItem_analyst\n        # The list item's follow button reads this from Apollo's cache (the report page's follows\n        # come from its own private query, so that its public one may be cached: issue #14).\n        ...FollowButton_analyst\n      }\n      ...FollowedTopics_viewer\n    }\n  }\n": typeof types.FollowingPageDocument,
    "\n  fragment NewslettersForm_newsletter on Newsletter {\n    id\n    name\n    description\n    frequency\n    subscribed\n  }\n": typeof types.NewslettersForm_NewsletterFragmentDoc,
    "\n  mutation SaveNewsletters($input: [NewsletterSubscriptionInput!]!) {\n    updateNewsletterSubscriptions(input: $input) {\n      id\n      ...NewslettersForm_newsletter\n    }\n  }\n": typeof types.SaveNewslettersDocument,
    "\n  query NewslettersPage {\n    viewer {\n      id\n      newsletters {\n        id\n        ...NewslettersForm_newsletter\n      }\n    }\n  }\n": typeof types.NewslettersPageDocument,
    "\n  mutation RegisterProduct($registrationId: String!) {\n    registerProduct(registrationId: $registrationId) {\n      registrations {\n        registrationId\n        product {\n          id\n          name\n        }\n      }\n      ...ProductsPage_myProducts\n    }\n  }\n": typeof types.RegisterProductDocument,
    "\n  fragment ProductsPage_myProducts on MyProducts {\n    registrations {\n      registrationId\n      registeredAt\n      product {\n        id\n        name\n        description\n      }\n    }\n    featureCategories {\n      id\n      name\n      features {\n        id\n        name\n        description\n      }\n    }\n  }\n": typeof types.ProductsPage_MyProductsFragmentDoc,
    "\n  query ProductsPage {\n    myProducts {\n      ...ProductsPage_myProducts\n    }\n  }\n": typeof types.ProductsPageDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query ProfilePage {\n    viewer {\n      id\n      profile {\n        id\n        emailAddress\n        isSSO\n        accountName\n        city\n        countryCode\n        extension\n        firstName\n        jobTitle\n        lastName\n        otherRegion\n        phoneNumber\n        postalCode\n        prefix\n        state\n        street\n        streetSecondLine\n      }\n      specialRegistrationFields {\n        name\n        required\n        value\n      }\n      countries {\n        code\n        name\n      }\n    }\n  }\n": typeof types.ProfilePageDocument,
    "\n  fragment ReprintLinksSection_link on ListedReprintLink {\n    id\n    title\n    path\n    kind\n    createdAt\n    expiresAt\n    status\n  }\n": typeof types.ReprintLinksSection_LinkFragmentDoc,
    "\n  query ReprintLinks {\n    reprintLinks {\n      id\n      ...ReprintLinksSection_link\n    }\n  }\n": typeof types.ReprintLinksDocument,
    "\n  mutation RevokeReprintLink($id: ID!) {\n    revokeReprintLink(id: $id) {\n      id\n      ...ReprintLinksSection_link\n    }\n  }\n": typeof types.RevokeReprintLinkDocument,
    "\n  fragment ShareLinksSection_share on ResearchShare {\n    id\n    title\n    path\n    createdAt\n    expiresAt\n    status\n    readers\n  }\n": typeof types.ShareLinksSection_ShareFragmentDoc,
    "\n  mutation RevokeShareLink($id: ID!) {\n    revokeResearchShare(id: $id) {\n      id\n      ...ShareLinksSection_share\n    }\n  }\n": typeof types.RevokeShareLinkDocument,
    "\n  query SharedLinksPage {\n    viewer {\n      id\n      isReprintUser\n      researchShares {\n        id\n        ...ShareLinksSection_share\n      }\n    }\n  }\n": typeof types.SharedLinksPageDocument,
    "\n  fragment AnalystProfileHero_analyst on Analyst {\n    id\n    fullName\n    title\n    image\n    bio\n    topics\n    ...FollowButton_analyst\n  }\n": typeof types.AnalystProfileHero_AnalystFragmentDoc,
    "\n  fragment AnalystResearch_analyst on Analyst {\n    fullName\n    recentResearch(size: 6) {\n      id\n      title\n      path\n      summary\n      ipType\n      publishedDate\n    }\n  }\n": typeof types.AnalystResearch_AnalystFragmentDoc,
    "\n  fragment AnalystWebinars_analyst on Analyst {\n    upcomingWebinars(size: 3) {\n      id\n      ...WebinarListCard_webinar\n    }\n  }\n": typeof types.AnalystWebinars_AnalystFragmentDoc,
    "\n  fragment RelatedAnalysts_analyst on Analyst {\n    topics\n    relatedAnalysts(size: 4) {\n      totalElements\n      analysts {\n        id\n        ...AnalystCard_analyst\n      }\n    }\n  }\n": typeof types.RelatedAnalysts_AnalystFragmentDoc,
    "\n  query AnalystProfilePage($id: ID!) {\n    analystProfile(id: $id) {\n      id\n      ...AnalystProfileHero_analyst\n      ...AnalystResearch_analyst\n      ...AnalystWebinars_analyst\n      ...RelatedAnalysts_analyst\n    }\n  }\n": typeof types.AnalystProfilePageDocument,
    "\n  fragment AnalystCard_analyst on Analyst {\n    id\n    fullName\n    title\n    path\n    image\n    active\n    topics\n  }\n": typeof types.AnalystCard_AnalystFragmentDoc,
    "\n  fragment AnalystFilters_results on AnalystSearchResults {\n    aggregations {\n      name\n      buckets {\n        key\n        count\n      }\n    }\n  }\n": typeof types.AnalystFilters_ResultsFragmentDoc,
    "\n  query AnalystsPage($input: AnalystSearchInput!) {\n    analysts(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      query\n      cards {\n        id\n        ...AnalystCard_analyst\n      }\n      ...AnalystFilters_results\n    }\n  }\n": typeof types.AnalystsPageDocument,
    "\n  fragment BlueprintCard_blueprint on BlueprintCard {\n    id\n    path\n    title\n    summary\n    functionName\n  }\n": typeof types.BlueprintCard_BlueprintFragmentDoc,
    "\n  fragment BlueprintPage_blueprint on Blueprint {\n    id\n    title\n    summary\n    functionName\n    image\n    vision\n    outcomes\n    priorities {\n      id\n      label\n      path\n    }\n    ...BlueprintPhases_blueprint\n  }\n": typeof types.BlueprintPage_BlueprintFragmentDoc,
    "\n  fragment BlueprintPhases_blueprint on Blueprint {\n    phases {\n      phase\n      title\n      description\n      steps\n    }\n  }\n": typeof types.BlueprintPhases_BlueprintFragmentDoc,
    "\n  query BlueprintCardsPage {\n    blueprints {\n      id\n      ...BlueprintCard_blueprint\n    }\n  }\n": typeof types.BlueprintCardsPageDocument,
    "\n  query BlueprintPagePage($id: ID!) {\n    blueprint(id: $id) {\n      id\n      ...BlueprintPage_blueprint\n    }\n  }\n": typeof types.BlueprintPagePageDocument,
    "\n  mutation SubmitBriefing($input: BriefingInput!) {\n    submitBriefing(input: $input) {\n      briefingId\n    }\n  }\n": typeof types.SubmitBriefingDocument,
    "\n  query BriefingPage {\n    briefingForm {\n      analysts {\n        analystId\n        name\n        jobTitle\n      }\n    }\n    viewer {\n      id\n      formData {\n        companyInfo {\n          companyName\n          companyAddress\n          companyCity\n          companyState\n          companyStateOther\n          companyCountry\n          companyZipCode\n          companyPhone\n          companyURL\n          companyPurpose\n        }\n      }\n    }\n  }\n": typeof types.BriefingPageDocument,
    "\n  fragment AddToCartButton_purchase on Purchase {\n    contentId\n    formattedPrice\n    inCart\n  }\n": typeof types.AddToCartButton_PurchaseFragmentDoc,
    "\n  mutation AddToCart($contentId: ID!) {\n    addToCart(contentId: $contentId) {\n      count\n    }\n  }\n": typeof types.AddToCartDocument,
    "\n  fragment CartItemRow_item on CartItem {\n    contentId\n    cartType\n    title\n    path\n    image\n    formattedPrice\n  }\n": typeof types.CartItemRow_ItemFragmentDoc,
    "\n  mutation RemoveFromCart($contentId: ID!) {\n    removeFromCart(contentId: $contentId) {\n      ...CartPage_cart\n    }\n  }\n": typeof types.RemoveFromCartDocument,
    "\n  fragment CartPage_cart on Cart {\n    count\n    total\n    formattedTotal\n    items {\n      contentId\n      ...CartItemRow_item\n    }\n  }\n": typeof types.CartPage_CartFragmentDoc,
    "\n  query ReportPurchaseOffer($contentId: ID!) {\n    purchase(contentId: $contentId) {\n      ...AddToCartButton_purchase\n    }\n  }\n": typeof types.ReportPurchaseOfferDocument,
    "\n  query CartPage {\n    cart {\n      ...CartPage_cart\n    }\n  }\n": typeof types.CartPageDocument,
    "\n  mutation SubmitPayment($input: CheckoutInput!) {\n    submitPayment(input: $input) {\n      sessionId\n      orderStatus\n    }\n  }\n": typeof types.SubmitPaymentDocument,
    "\n  query OrderStatus($sessionId: ID!) {\n    order(sessionId: $sessionId) {\n      status\n      purchase {\n        inService\n      }\n    }\n  }\n": typeof types.OrderStatusDocument,
    "\n  fragment PurchaseSummary_purchase on PurchaseResponse {\n    billingName\n    billingEmail\n    companyName\n    billingAddress1\n    billingAddress2\n    billingCity\n    billingState\n    billingZipCode\n    billingCountry\n    billingPhone\n    maskedCCNumber\n    cardBrand\n    transactionAmount\n    currency\n    transactionID\n    webinarPasscode\n    webinarEventNum\n    inService\n    purchaseItems {\n      contentId\n      title\n      path\n      price\n      kind\n    }\n  }\n": typeof types.PurchaseSummary_PurchaseFragmentDoc,
    "\n  query CheckoutPage {\n    viewer {\n      id\n      countries {\n        code\n        name\n      }\n    }\n  }\n": typeof types.CheckoutPageDocument,
    "\n  mutation StartCheckout {\n    startCheckout {\n      sessionId\n      orderStatus\n      total\n      items {\n        contentId\n        title\n        path\n        price\n      }\n    }\n  }\n": typeof types.StartCheckoutDocument,
    "\n  query CheckoutSuccess($sessionId: ID!) {\n    order(sessionId: $sessionId) {\n      status\n      purchase {\n        ...PurchaseSummary_purchase\n      }\n    }\n  }\n": typeof types.CheckoutSuccessDocument,
    "\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      contactId\n    }\n  }\n": typeof types.SubmitContactFormDocument,
    "\n  query ContactFormPage($id: Int) {\n    contactFormHeader(id: $id) {\n      id\n      title\n      description\n    }\n    viewer {\n      id\n      formData {\n        phoneNumber\n      }\n    }\n  }\n": typeof types.ContactFormPageDocument,
    "\n  fragment ContentItemPage_item on ContentItem {\n    contentType\n    title\n    summary\n    publishedDate\n    readTime\n    category\n    authors {\n      id\n      fullName\n      path\n    }\n    ...SaveButton_content\n  }\n": typeof types.ContentItemPage_ItemFragmentDoc,
    "\n  query ContentItemPage($id: ID!) {\n    contentItem(id: $id) {\n      id\n      ...ContentItemPage_item\n    }\n  }\n": typeof types.ContentItemPageDocument,
    "\n  fragment FavoriteCard_item on FavoriteItem {\n    id\n    contentTypeLabel\n    title\n    summary\n    path\n    publishedDate\n    savedAt\n    content {\n      ...SaveButton_content\n    }\n  }\n": typeof types.FavoriteCard_ItemFragmentDoc,
    "\n  query FavoritesPage($input: FavoritesInput) {\n    viewer {\n      id\n      favorites(input: $input) {\n        page\n        totalPages\n        itemsTotal\n        savedTotal\n        loadMore\n        cards {\n          id\n          ...FavoriteCard_item\n        }\n        topicOptions {\n          value\n          label\n          count\n        }\n        categoryOptions {\n          value\n          label\n          count\n        }\n        sortOptions {\n          value\n          label\n        }\n      }\n    }\n  }\n": typeof types.FavoritesPageDocument,
    "\n  fragment FlexBody_section on ReportSection {\n    id\n    title\n    blocks {\n      ...BodyBlock_block\n    }\n  }\n": typeof types.FlexBody_SectionFragmentDoc,
    "\n  fragment FlexButtonLink_button on FlexButton {\n    cta\n    contentUrl\n    link\n  }\n": typeof types.FlexButtonLink_ButtonFragmentDoc,
    "\n  fragment FlexHero_page on FlexPage {\n    eyebrow\n    title\n    description\n    backgroundImage\n    heroGradient\n    primaryButton {\n      ...FlexButtonLink_button\n    }\n    secondaryButton {\n      ...FlexButtonLink_button\n    }\n  }\n": typeof types.FlexHero_PageFragmentDoc,
    "\n  fragment FlexNav_page on FlexPage {\n    navEntries {\n      id\n      title\n      path\n    }\n  }\n": typeof types.FlexNav_PageFragmentDoc,
    "\n  fragment FlexPage_page on FlexPage {\n    id\n    title\n    overView\n    tabs {\n      id\n      title\n      sections {\n        id\n        ...FlexBody_section\n      }\n    }\n    sections {\n      id\n      ...FlexBody_section\n    }\n    ...FlexHero_page\n    ...FlexTabBar_page\n    ...FlexNav_page\n  }\n": typeof types.FlexPage_PageFragmentDoc,
    "\n  fragment FlexTabBar_page on FlexPage {\n    id\n    slug\n    title\n    tabs {\n      id\n      title\n    }\n  }\n": typeof types.FlexTabBar_PageFragmentDoc,
    "\n  query FlexPagePage($id: ID!) {\n    flexPage(id: $id) {\n      id\n      ...FlexPage_page\n    }\n  }\n": typeof types.FlexPagePageDocument,
    "\n  query FunctionPage($slug: String!, $id: ID) {\n    servicePage(slug: $slug, id: $id) {\n      id\n      service {\n        id\n        slug\n        title\n        description\n        category\n        contentType\n        contentURL\n      }\n      priorities {\n        id\n        label\n        description\n        path\n      }\n      tabs {\n        label\n        slug\n        items {\n          id\n          title\n          summary\n          path\n          publishedDate\n          label\n        }\n      }\n      relatedFunctions {\n        id\n        title\n        contentURL\n      }\n    }\n  }\n": typeof types.FunctionPageDocument,
    "\n  query FunctionsPage {\n    services {\n      subscribed {\n        id\n        ...ServiceCard_service\n      }\n      previewable {\n        id\n        ...ServiceCard_service\n      }\n    }\n  }\n": typeof types.FunctionsPageDocument,
    "\n  fragment ServiceCard_service on Service {\n    id\n    title\n    description\n    category\n    contentType\n    contentURL\n    isSubscribed\n  }\n": typeof types.ServiceCard_ServiceFragmentDoc,
    "\n  fragment HomeReportCard_report on Report {\n    id\n    title\n    summary\n    path\n    publishedDate\n  }\n": typeof types.HomeReportCard_ReportFragmentDoc,
    "\n  fragment HomeReportSection_item on HomeReport {\n    reason { text }\n    report { id ...HomeReportCard_report }\n  }\n": typeof types.HomeReportSection_ItemFragmentDoc,
    "\n  fragment HomeServiceCard_service on HomeService {\n    id\n    title\n    description\n    path\n  }\n": typeof types.HomeServiceCard_ServiceFragmentDoc,
    "\n  fragment IzolaHomePage_home on MyHome {\n    banner { greeting }\n    hero { ...HomeReportSection_item }\n    featured { ...HomeReportSection_item }\n    fromReading { ...HomeReportSection_item }\n  }\n": typeof types.IzolaHomePage_HomeFragmentDoc,
    "\n  fragment MyHomePage_home on MyHome {\n    banner { greeting functions }\n    hero { reason { text } report { id ...HomeReportCard_report } }\n    featured { ...HomeReportSection_item }\n    topPeers { reason { text } webinar { id ...WebinarListCard_webinar } }\n    researchServices { reason { text } service { id ...HomeServiceCard_service } }\n    fromReading { ...HomeReportSection_item }\n    recommendedEvent { reason { text } webinar { id ...WebinarListCard_webinar } }\n    analysts { reason { text } analyst { id ...AnalystCard_analyst } }\n  }\n": typeof types.MyHomePage_HomeFragmentDoc,
    "\n  fragment VisitorHomePage_home on Home {\n    latestResearch { id ...HomeReportCard_report }\n    upcomingWebinars { id ...WebinarListCard_webinar }\n    analysts { id ...AnalystCard_analyst }\n    functions { id ...HomeServiceCard_service }\n  }\n": typeof types.VisitorHomePage_HomeFragmentDoc,
    "\n  query HomePage {\n    home {\n      ...VisitorHomePage_home\n    }\n  }\n": typeof types.HomePageDocument,
    "\n  query IzolaHomePage {\n    myHome {\n      ...IzolaHomePage_home\n    }\n  }\n": typeof types.IzolaHomePageDocument,
    "\n  query MyHomePage {\n    myHome {\n      ...MyHomePage_home\n    }\n  }\n": typeof types.MyHomePageDocument,
    "\n  query ReaderFeatures {\n    viewer {\n      id\n      features\n    }\n  }\n": typeof types.ReaderFeaturesDocument,
    "\n  mutation CompleteRegistration($input: RegistrationInput!) {\n    completeRegistration(input: $input) {\n      userType\n      nextStep\n    }\n  }\n": typeof types.CompleteRegistrationDocument,
    "\n  query BusinessPreferencePage {\n    viewer {\n      id\n      registration {\n        interceptors\n        subscriptionPreferences\n      }\n    }\n  }\n": typeof types.BusinessPreferencePageDocument,
    "\n  mutation AddSubscriptionPreferences($preferences: [String!]!) {\n    addSubscriptionPreferences(preferences: $preferences)\n  }\n": typeof types.AddSubscriptionPreferencesDocument,
    "\n  query BusinessProfilePage {\n    viewer {\n      id\n      firstName\n      lastName\n      accountName\n      profile {\n        id\n        jobTitle\n        countryCode\n        street\n        city\n        state\n        otherRegion\n        postalCode\n      }\n      specialRegistrationFields {\n        name\n        required\n        value\n      }\n      countries {\n        code\n        name\n      }\n      registration {\n        interceptors\n      }\n    }\n  }\n": typeof types.BusinessProfilePageDocument,
    "\n  query TermsPage {\n    viewer {\n      id\n    }\n  }\n": typeof types.TermsPageDocument,
    "\n  mutation AcceptTerms {\n    acceptTerms\n  }\n": typeof types.AcceptTermsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": typeof types.ChangePasswordDocument,
    "\n  query ChangePasswordPage {\n    viewer {\n      id\n      email\n    }\n  }\n": typeof types.ChangePasswordPageDocument,
    "\n  query PasswordResetToken($token: String!) {\n    passwordResetToken(token: $token) {\n      valid\n      email\n    }\n  }\n": typeof types.PasswordResetTokenDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation RecoverPassword($input: RecoverPasswordInput!) {\n    recoverPassword(input: $input)\n  }\n": typeof types.RecoverPasswordDocument,
    "\n  query PasswordlessViewer {\n    viewer {\n      id\n    }\n  }\n": typeof types.PasswordlessViewerDocument,
    "\n  fragment ActionList_action on InitiativeAction {\n    actionItemId\n    initiativeId\n    title\n    description\n    dueDate\n    actionStatus\n  }\n": typeof types.ActionList_ActionFragmentDoc,
    "\n  mutation UpdateInitiativeAction($initiativeId: ID, $actionItemId: ID!, $status: String!) {\n    updateInitiativeAction(initiativeId: $initiativeId, actionItemId: $actionItemId, status: $status) {\n      actionItemId\n      actionStatus\n    }\n  }\n": typeof types.UpdateInitiativeActionDocument,
    "\n  query InitiativesByEmail($email: String!) {\n    initiativesByEmail(email: $email) {\n      clientName\n      accountName\n      initiatives {\n        id\n        title\n        actions {\n          actionItemId\n          actionStatus\n        }\n      }\n      otherActions {\n        ...ActionList_action\n      }\n    }\n  }\n": typeof types.InitiativesByEmailDocument,
    "\n  fragment InitiativeDetail_initiative on Initiative {\n    id\n    title\n    description\n    clientName\n    accountName\n    actions {\n      ...ActionList_action\n    }\n  }\n": typeof types.InitiativeDetail_InitiativeFragmentDoc,
    "\n  fragment InitiativesPage_viewer on Viewer {\n    isInternal\n    initiatives {\n      initiatives {\n        id\n        url\n        title\n        description\n        actions {\n          ...ActionList_action\n        }\n      }\n      otherActions {\n        ...ActionList_action\n      }\n    }\n  }\n": typeof types.InitiativesPage_ViewerFragmentDoc,
    "\n  query InitiativeDetailPage($id: ID!) {\n    initiative(id: $id) {\n      id\n      ...InitiativeDetail_initiative\n    }\n  }\n": typeof types.InitiativeDetailPageDocument,
    "\n  query InitiativesViewerAccess {\n    viewer {\n      id\n      isInternal\n    }\n  }\n": typeof types.InitiativesViewerAccessDocument,
    "\n  query InitiativesPage {\n    viewer {\n      id\n      ...InitiativesPage_viewer\n    }\n  }\n": typeof types.InitiativesPageDocument,
    "\n  mutation SubmitInquiry($input: InquiryInput!) {\n    submitInquiry(input: $input) {\n      userInquiryId\n    }\n  }\n": typeof types.SubmitInquiryDocument,
    "\n  query InquiryForm($bioId: String) {\n    inquiryForm(bioId: $bioId) {\n      analysts {\n        analystId\n        name\n        jobTitle\n      }\n      access {\n        userCanSubmitInquiry\n        userCanAskGuidance\n        researchRequestAccess\n      }\n      formSelection\n      preselectedAnalystId\n    }\n  }\n": typeof types.InquiryFormDocument,
    "\n  fragment InsightPage_results on InsightListResults {\n    page\n    totalPages\n    itemsTotal\n    loadMore\n    cards {\n      contentId\n      ...SearchResultCard_card\n    }\n  }\n": typeof types.InsightPage_ResultsFragmentDoc,
    "\n  query DataSnapshotsPage($input: DataSnapshotsInput!) {\n    dataSnapshots(input: $input) {\n      ...InsightPage_results\n    }\n  }\n": typeof types.DataSnapshotsPageDocument,
    "\n  query ForecastsPage($input: ForecastsInput!) {\n    forecasts(input: $input) {\n      ...InsightPage_results\n    }\n  }\n": typeof types.ForecastsPageDocument,
    "\n  query FunctionFurtherResearchPage($slug: String!) {\n    servicePage(slug: $slug) {\n      id\n      service {\n        id\n        title\n        description\n        contentURL\n      }\n      priorities {\n        id\n        label\n        description\n        path\n      }\n    }\n  }\n": typeof types.FunctionFurtherResearchPageDocument,
    "\n  query FurtherResearchHubPage {\n    services {\n      subscribed {\n        id\n        slug\n        title\n        description\n        contentType\n      }\n      previewable {\n        id\n        slug\n        title\n        description\n        contentType\n      }\n    }\n  }\n": typeof types.FurtherResearchHubPageDocument,
    "\n  query FurtherResearchPage($id: ID!, $input: PriorityResearchInput!) {\n    priority(id: $id) {\n      id\n      label\n    }\n    priorityResearch(input: $input) {\n      ...InsightPage_results\n    }\n  }\n": typeof types.FurtherResearchPageDocument,
    "\n  query MarketFurtherResearchPage($input: AnalystRelationsInput!) {\n    analystRelations(input: $input) {\n      ...InsightPage_results\n    }\n  }\n": typeof types.MarketFurtherResearchPageDocument,
    "\n  query LatestResearchPage($input: LatestResearchInput!) {\n    latestResearch(input: $input) {\n      ...InsightPage_results\n    }\n  }\n": typeof types.LatestResearchPageDocument,
    "\n  query AnalystRelationsPage($input: AnalystRelationsInput!) {\n    analystRelations(input: $input) {\n      ...InsightPage_results\n    }\n  }\n": typeof types.AnalystRelationsPageDocument,
    "\n  query BuyerInsights($input: BuyerInsightsInput!) {\n    buyerInsights(input: $input) {\n      itemsTotal\n      loadMore\n      nextOffset\n      cards {\n        contentId\n        ...SearchResultCard_card\n      }\n    }\n  }\n": typeof types.BuyerInsightsDocument,
    "\n  query MarketInsightsPage($service: String!) {\n    marketInsights(service: $service) {\n      service\n      label\n      recentWaves {\n        contentId\n        ...SearchResultCard_card\n      }\n      research {\n        contentId\n        ...SearchResultCard_card\n      }\n    }\n  }\n": typeof types.MarketInsightsPageDocument,
    "\n  fragment InsightCard_page on InsightPageCard {\n    id\n    path\n    title\n    summary\n    year\n    functionName\n    restricted\n  }\n": typeof types.InsightCard_PageFragmentDoc,
    "\n  query PlanningGuidesHub {\n    planningGuides {\n      id\n      ...InsightCard_page\n    }\n  }\n": typeof types.PlanningGuidesHubDocument,
    "\n  query PlanningGuidePage($slug: String!) {\n    planningGuide(slug: $slug) {\n      id\n      path\n      title\n      summary\n      publishedDate\n      functionName\n      authors {\n        id\n        fullName\n        path\n      }\n      sections {\n        id\n        title\n        paragraphs\n      }\n    }\n  }\n": typeof types.PlanningGuidePageDocument,
    "\n  query PredictionsHub {\n    predictions {\n      id\n      ...InsightCard_page\n    }\n  }\n": typeof types.PredictionsHubDocument,
    "\n  query PredictionPage($id: ID!) {\n    prediction(id: $id) {\n      id\n      path\n      title\n      summary\n      publishedDate\n      functionName\n      authors {\n        id\n        fullName\n        path\n      }\n      sections {\n        id\n        title\n        paragraphs\n      }\n    }\n  }\n": typeof types.PredictionPageDocument,
    "\n  query PlaybookPage($id: ID!) {\n    playbook(id: $id) {\n      id\n      playbookTitle\n      playbookDescription\n      playbookImage\n      legacyPlaybookImage\n      eyebrow\n      date\n      category\n      readTime\n      topics\n      authors {\n        id\n        fullName\n        path\n      }\n      chapters {\n        id\n        title\n        summary\n      }\n    }\n  }\n": typeof types.PlaybookPageDocument,
    "\n  fragment PlaybookCard_playbook on Playbook {\n    id\n    playbookTitle\n    playbookDescription\n    playbookImage\n    legacyPlaybookImage\n    eyebrow\n    date\n    url\n  }\n": typeof types.PlaybookCard_PlaybookFragmentDoc,
    "\n  query PlaybooksPage($input: PlaybookListInput!) {\n    playbooks(input: $input) {\n      tab\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      cards {\n        id\n        ...PlaybookCard_playbook\n      }\n    }\n  }\n": typeof types.PlaybooksPageDocument,
    "\n  query SurveyPage($id: ID!) {\n    survey(id: $id) {\n      id\n      shortTitle\n      summary\n      datePublished\n      respondents\n      surveyType\n      businessOrConsumer\n      topics\n      methodologyDescription\n      pleaseNote\n      officialSurveyName\n      downloads {\n        id\n        title\n        file {\n          url\n          contentType\n          fileName\n          size\n        }\n      }\n    }\n  }\n": typeof types.SurveyPageDocument,
    "\n  fragment SurveyCard_survey on Survey {\n    id\n    path\n    shortTitle\n    summary\n    datePublished\n    respondents\n    businessOrConsumer\n  }\n": typeof types.SurveyCard_SurveyFragmentDoc,
    "\n  query SurveysPage($input: SurveyListInput!) {\n    surveys(input: $input) {\n      tab\n      query\n      sort\n      publishedSinceInDays\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      cards {\n        id\n        ...SurveyCard_survey\n      }\n    }\n  }\n": typeof types.SurveysPageDocument,
    "\n  query ThemedListingPage($input: ThemedListingInput!) {\n    themedListing(input: $input) {\n      slug\n      step\n      itemsTotal\n      loadMore\n      cards {\n        contentId\n        ...SearchResultCard_card\n      }\n    }\n  }\n": typeof types.ThemedListingPageDocument,
    "\n  fragment NpsSurvey_answer on NetPromoterScoreAnswer {\n    score\n    comment\n    answeredAt\n    periodEndsAt\n    revision\n  }\n": typeof types.NpsSurvey_AnswerFragmentDoc,
    "\n  mutation SubmitNetPromoterScore($input: NetPromoterScoreInput!) {\n    submitNetPromoterScore(input: $input) {\n      ...NpsSurvey_answer\n    }\n  }\n": typeof types.SubmitNetPromoterScoreDocument,
    "\n  query NetPromoterScorePage {\n    viewer {\n      id\n      netPromoterScore {\n        ...NpsSurvey_answer\n      }\n    }\n  }\n": typeof types.NetPromoterScorePageDocument,
    "\n  query PriorityPage($id: ID!) {\n    priority(id: $id) {\n      id\n      label\n      description\n      path\n      function {\n        id\n        name\n        path\n      }\n    }\n  }\n": typeof types.PriorityPageDocument,
    "\n  query BioAnalystSearch($input: AnalystSearchInput!) {\n    analysts(input: $input) {\n      cards {\n        id\n        fullName\n        path\n      }\n    }\n  }\n": typeof types.BioAnalystSearchDocument,
    "\n  query GoTarget(\n    $id: ID!\n    $analyst: Boolean!\n    $playbook: Boolean!\n    $research: Boolean!\n    $survey: Boolean!\n    $webinar: Boolean!\n    $service: Boolean!\n    $priority: Boolean!\n  ) {\n    analystProfile(id: $id) @include(if: $analyst) {\n      id\n      path\n    }\n    playbook(id: $id) @include(if: $playbook) {\n      id\n      url\n    }\n    report(id: $id) @include(if: $research) {\n      id\n      path\n    }\n    survey(id: $id) @include(if: $survey) {\n      id\n      path\n    }\n    webinar(id: $id) @include(if: $webinar) {\n      id\n      path\n    }\n    servicePage(slug: \"service\", id: $id) @include(if: $service) {\n      id\n      service {\n        id\n        contentURL\n      }\n    }\n    priority(id: $id) @include(if: $priority) {\n      id\n      path\n    }\n  }\n": typeof types.GoTargetDocument,
    "\n  fragment AnalystListItem_analyst on Analyst {\n    id\n    fullName\n    title\n    path\n    active\n  }\n": typeof types.AnalystListItem_AnalystFragmentDoc,
    "\n  fragment ArchiveHtml_report on Report {\n    archiveHtml\n  }\n": typeof types.ArchiveHtml_ReportFragmentDoc,
    "\n  fragment AuthorList_report on Report {\n    authors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributorIdsWithFollowButton\n  }\n": typeof types.AuthorList_ReportFragmentDoc,
    "\n  fragment FigureGallery_report on Report {\n    id\n    figures {\n      id\n      label\n      title\n      ...FigureGraphic_figure\n      ...FigureDownloads_figure\n      ...FigureAssets_figure\n    }\n  }\n": typeof types.FigureGallery_ReportFragmentDoc,
    "\n  fragment FollowButton_analyst on Analyst {\n    id\n    fullName\n    isFollowed\n  }\n": typeof types.FollowButton_AnalystFragmentDoc,
    "\n  mutation FollowAnalyst($id: ID!) {\n    followAnalyst(id: $id) {\n      id\n      isFollowed\n    }\n  }\n": typeof types.FollowAnalystDocument,
    "\n  mutation UnfollowAnalyst($id: ID!) {\n    unfollowAnalyst(id: $id) {\n      id\n      isFollowed\n    }\n  }\n": typeof types.UnfollowAnalystDocument,
    "\n  fragment InlineFigure_block on FigureBlock {\n    figure {\n      id\n      label\n      title\n      ...FigureGraphic_figure\n    }\n  }\n": typeof types.InlineFigure_BlockFragmentDoc,
    "\n  fragment RelatedResearch_report on Report {\n    relatedResearch {\n      id\n      ...RelatedResearchCard_report\n    }\n  }\n": typeof types.RelatedResearch_ReportFragmentDoc,
    "\n  fragment RelatedResearchCard_report on Report {\n    id\n    title\n    path\n    ipType\n    publishedDate\n    authors {\n      id\n      fullName\n    }\n  }\n": typeof types.RelatedResearchCard_ReportFragmentDoc,
    "\n  fragment ReportBody_report on Report {\n    sections {\n      id\n      title\n      blocks {\n        __typename\n        ...BodyBlock_block\n        ...InlineFigure_block\n      }\n    }\n  }\n": typeof types.ReportBody_ReportFragmentDoc,
    "\n  fragment ReportHero_report on Report {\n    id\n    title\n    summary\n    ipType\n    techCatMarket\n    publishedDate\n    readTime\n  }\n": typeof types.ReportHero_ReportFragmentDoc,
    "\n  fragment ReportTopics_report on Report {\n    topics\n    authorsTopicDetails {\n      analystBioId\n      topics\n    }\n    contributorTopicDetails {\n      analystBioId\n      topics\n    }\n  }\n": typeof types.ReportTopics_ReportFragmentDoc,
    "\n  fragment TableOfContents_report on Report {\n    tableOfContents {\n      id\n      title\n      subHeadings {\n        id\n        title\n      }\n    }\n  }\n": typeof types.TableOfContents_ReportFragmentDoc,
    "\n  query AccessCheckViewer {\n    viewer {\n      id\n      isInternal\n    }\n  }\n": typeof types.AccessCheckViewerDocument,
    "\n  query ReportAccessCheck($contentIds: [ID!]!, $email: String!) {\n    reportAccessCheck(contentIds: $contentIds, email: $email)\n  }\n": typeof types.ReportAccessCheckDocument,
    "\n  mutation RateAssistantAnswer($promptId: ID!, $feedback: String) {\n    rateAssistantAnswer(promptId: $promptId, feedback: $feedback)\n  }\n": typeof types.RateAssistantAnswerDocument,
    "\n  fragment AssistantConversation_chat on AssistantChat {\n    chatId\n    page\n    totalPages\n    entries {\n      promptId\n      prompt\n      response\n      blocked\n      feedback\n      citations {\n        passageId\n        quote\n        ...CitationLink_citation\n      }\n    }\n  }\n": typeof types.AssistantConversation_ChatFragmentDoc,
    "\n  query AssistantChat($contentId: ID!, $page: Int! = 1) {\n    assistantChat(contentId: $contentId, page: $page) {\n      ...AssistantConversation_chat\n    }\n  }\n": typeof types.AssistantChatDocument,
    "\n  mutation EditAssistantPrompt($contentId: ID!, $promptId: ID!) {\n    editAssistantPrompt(contentId: $contentId, promptId: $promptId) {\n      ...AssistantConversation_chat\n    }\n  }\n": typeof types.EditAssistantPromptDocument,
    "\n  mutation ClearAssistantChat($contentId: ID!) {\n    clearAssistantChat(contentId: $contentId)\n  }\n": typeof types.ClearAssistantChatDocument,
    "\n  query AssistantAccess {\n    assistantAccess\n  }\n": typeof types.AssistantAccessDocument,
    "\n  fragment CitationLink_citation on AssistantCitation {\n    passageId\n    contentId\n    sectionId\n    sectionTitle\n    quote\n    report {\n      id\n      title\n      path\n    }\n  }\n": typeof types.CitationLink_CitationFragmentDoc,
    "\n  subscription AskAssistant($contentId: ID!, $question: String!, $prevPromptId: ID) {\n    askAssistant(contentId: $contentId, question: $question, prevPromptId: $prevPromptId) {\n      text\n      blocked\n      declined\n      done\n      promptId\n      citations {\n        passageId\n        quote\n        ...CitationLink_citation\n      }\n    }\n  }\n": typeof types.AskAssistantDocument,
    "\n  fragment FigureAssets_figure on Figure {\n    title\n    downloadableAssets {\n      title\n      url\n      fileExtension\n      icon\n    }\n  }\n": typeof types.FigureAssets_FigureFragmentDoc,
    "\n  fragment FigureDownloads_chart on Chart {\n    chartType\n    title\n    graphicType\n    segments\n    chartData {\n      label\n      value\n      entries {\n        label\n        value\n      }\n    }\n    chartDataBySegment {\n      segment\n      rows {\n        label\n        value\n        entries {\n          label\n          value\n        }\n      }\n    }\n    subCharts {\n      title\n      graphicType\n      segments\n      chartData {\n        label\n        value\n        entries {\n          label\n          value\n        }\n      }\n      chartDataBySegment {\n        segment\n        rows {\n          label\n          value\n          entries {\n            label\n            value\n          }\n        }\n      }\n    }\n  }\n": typeof types.FigureDownloads_ChartFragmentDoc,
    "\n  fragment FigureDownloads_figure on Figure {\n    id\n    label\n    title\n    graphic {\n      __typename\n      ... on Chart {\n        ...FigureDownloads_chart\n      }\n    }\n  }\n": typeof types.FigureDownloads_FigureFragmentDoc,
    "\n  query ReprintUser {\n    viewer {\n      id\n      isReprintUser\n    }\n  }\n": typeof types.ReprintUserDocument,
    "\n  mutation IssueReprintLink($contentId: ID!, $kind: ReprintLinkKind!) {\n    issueReprintLink(contentId: $contentId, kind: $kind) {\n      id\n      kind\n      path\n      expiresAt\n    }\n  }\n": typeof types.IssueReprintLinkDocument,
    "\n  query ReportPage($id: ID!) {\n    report(id: $id) {\n      id\n      title\n      summary\n      isReprints\n      sectionIds: tableOfContents {\n        id\n      }\n      ...ReportHero_report\n      ...AuthorList_report\n      ...ReportTopics_report\n      ...TableOfContents_report\n      ...ReportBody_report\n      ...FigureGallery_report\n      ...RelatedResearch_report\n    }\n  }\n": typeof types.ReportPageDocument,
    "\n  query ReportPagePrivate($id: ID!) {\n    report(id: $id) {\n      id\n      ...SaveButton_content\n      ...ArchiveHtml_report\n      ...ReportSharing_report\n      figures {\n        id\n        ...SaveButton_content\n      }\n      authors {\n        id\n        ...FollowButton_analyst\n      }\n      contributors {\n        id\n        ...FollowButton_analyst\n      }\n      surveyDashboard {\n        ...SurveyDashboard_dashboard\n      }\n    }\n  }\n": typeof types.ReportPagePrivateDocument,
    "\n  fragment ReportSharing_report on Report {\n    id\n    title\n    path\n    shareAccess\n    courtesyView {\n      expiresAt\n    }\n  }\n": typeof types.ReportSharing_ReportFragmentDoc,
    "\n  mutation CreateResearchShare($contentId: ID!) {\n    createResearchShare(contentId: $contentId) {\n      sharePath\n      courtesySeconds\n      maxReaders\n      share {\n        id\n        expiresAt\n      }\n    }\n  }\n": typeof types.CreateResearchShareDocument,
    "\n  mutation RevokeResearchShare($id: ID!) {\n    revokeResearchShare(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.RevokeResearchShareDocument,
    "\n  fragment SurveyDashboard_dashboard on SurveyDashboard {\n    surveyId\n    survey {\n      id\n      path\n      officialSurveyName\n    }\n    segments {\n      id\n      label\n      group\n    }\n    questions {\n      id\n      text\n      chartKind\n      options\n      results {\n        segmentId\n        respondents\n        shares\n      }\n    }\n  }\n": typeof types.SurveyDashboard_DashboardFragmentDoc,
    "\n  mutation RecordReportView($id: ID!) {\n    recordReportView(id: $id)\n  }\n": typeof types.RecordReportViewDocument,
    "\n  query RequestAQuoteViewer {\n    viewer {\n      id\n    }\n  }\n": typeof types.RequestAQuoteViewerDocument,
    "\n  mutation RequestAQuote($raqMessage: String!) {\n    requestAQuote(raqMessage: $raqMessage)\n  }\n": typeof types.RequestAQuoteDocument,
    "\n  mutation RedeemResearchShare($ticket: String!, $contentId: ID) {\n    redeemResearchShare(ticket: $ticket, contentId: $contentId) {\n      path\n      report {\n        id\n        shareAccess\n        courtesyView {\n          expiresAt\n        }\n      }\n    }\n  }\n": typeof types.RedeemResearchShareDocument,
    "\n  fragment AnalystSpotlight_results on SearchResults {\n    spotlight {\n      id\n      fullName\n      title\n      path\n      image\n      active\n    }\n  }\n": typeof types.AnalystSpotlight_ResultsFragmentDoc,
    "\n  fragment ChartsAndFiguresPreview_results on SearchResults {\n    chartsAndFigures {\n      contentId\n      title\n      path\n      figure {\n        id\n        label\n        title\n      }\n    }\n  }\n": typeof types.ChartsAndFiguresPreview_ResultsFragmentDoc,
    "\n  fragment FacetFilters_results on SearchResults {\n    aggregations {\n      name\n      buckets {\n        key\n        count\n      }\n    }\n  }\n": typeof types.FacetFilters_ResultsFragmentDoc,
    "\n  fragment SearchResultCard_card on SearchCard {\n    contentId\n    contentType\n    title\n    summary\n    publishedDate\n    ipType\n    path\n    lastViewed\n    hasAccess\n    report {\n      id\n      title\n      path\n      authors {\n        id\n        fullName\n      }\n      ...SaveButton_content\n    }\n    figure {\n      id\n      label\n      title\n      ...SaveButton_content\n    }\n    webinar {\n      id\n      ...WebinarCardDetails_webinar\n      ...SaveButton_content\n    }\n    sale {\n      contentId\n      purchase {\n        ...AddToCartButton_purchase\n      }\n    }\n    content {\n      id\n      authors {\n        id\n        fullName\n      }\n      ...SaveButton_content\n    }\n  }\n": typeof types.SearchResultCard_CardFragmentDoc,
    "\n  fragment WebinarCardDetails_webinar on Webinar {\n    id\n    webinarType\n    webinarStatus\n    startDate\n    duration\n    hostAnalysts {\n      id\n      fullName\n    }\n  }\n": typeof types.WebinarCardDetails_WebinarFragmentDoc,
    "\n  query SearchPage($input: SearchInput!) {\n    search(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      query\n      fuzzy {\n        value\n        message\n      }\n      cards {\n        contentId\n        ...SearchResultCard_card\n      }\n      ...FacetFilters_results\n      ...AnalystSpotlight_results\n      ...ChartsAndFiguresPreview_results\n    }\n  }\n": typeof types.SearchPageDocument,
    "\n  query FormSubmissions($page: Int!, $state: String) {\n    formSubmissions(page: $page, state: $state) {\n      page\n      pagesTotal\n      total\n      items {\n        submissionId\n        kind\n        label\n        subject\n        userId\n        email\n        submittedAt\n        deliveryState\n        attempts\n        deliveredAt\n        lastError\n      }\n    }\n  }\n": typeof types.FormSubmissionsDocument,
    "\n  query StaffViewer {\n    viewer {\n      id\n      isInternal\n    }\n  }\n": typeof types.StaffViewerDocument,
    "\n  fragment TechnologyBadges_technology on Technology {\n    emergingTechnology\n    latestWave {\n      quarterBadgeDetail\n    }\n    latestLandscape {\n      quarter\n    }\n  }\n": typeof types.TechnologyBadges_TechnologyFragmentDoc,
    "\n  fragment TechnologyCard_technology on Technology {\n    id\n    title\n    path\n    technologyType\n    technologyDefinition\n    categoryDefinition\n    categoryTitle\n    ...TechnologyBadges_technology\n  }\n": typeof types.TechnologyCard_TechnologyFragmentDoc,
    "\n  query TechnologyCatalogue($input: TechnologySearchInput!) {\n    technologies(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      caption\n      sort\n      query\n      cards {\n        id\n        ...TechnologyCard_technology\n      }\n    }\n  }\n": typeof types.TechnologyCatalogueDocument,
    "\n  query TechnologyPage($id: ID!) {\n    technology(id: $id) {\n      id\n      title\n      path\n      technologyType\n      technologyDefinition\n      categoryDefinition\n      categoryTitle\n      category {\n        id\n        title\n        path\n      }\n      latestWave {\n        quarterBadgeDetail\n        publishedDate\n      }\n      latestLandscape {\n        quarter\n        publishedDate\n      }\n      ...TechnologyBadges_technology\n      relatedResearch {\n        id\n        title\n        path\n        ipType\n        publishedDate\n        summary\n      }\n      relatedTechnologies {\n        id\n        ...TechnologyCard_technology\n      }\n    }\n  }\n": typeof types.TechnologyPageDocument,
    "\n  fragment RecordingPlayer_webinar on Webinar {\n    id\n    title\n    recording {\n      mediaUrl\n      mimeType\n      captionsUrl\n      captionsLanguage\n      captionsLabel\n    }\n  }\n": typeof types.RecordingPlayer_WebinarFragmentDoc,
    "\n  fragment RelatedWebinarCard_webinar on Webinar {\n    id\n    title\n    path\n    webinarType\n    webinarStatus\n    startDate\n    duration\n    hostAnalysts {\n      id\n      fullName\n      path\n    }\n    ...SaveButton_content\n  }\n": typeof types.RelatedWebinarCard_WebinarFragmentDoc,
    "\n  fragment RelatedWebinars_webinar on Webinar {\n    id\n    webinarType\n    relatedWebinars {\n      upcoming {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n      ondemand {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n    }\n  }\n": typeof types.RelatedWebinars_WebinarFragmentDoc,
    "\n  query RelatedWebinarsFallback($webinarType: String!) {\n    upcoming: webinars(input: { type: \"upcoming\", webinarType: $webinarType }) {\n      cards {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n    }\n    ondemand: webinars(input: { type: \"ondemand\", webinarType: $webinarType }) {\n      cards {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n    }\n  }\n": typeof types.RelatedWebinarsFallbackDocument,
    "\n  fragment WatchRecordingAction_webinar on Webinar {\n    webinarStatus\n    hasAccess\n    recording {\n      mediaUrl\n    }\n  }\n": typeof types.WatchRecordingAction_WebinarFragmentDoc,
    "\n  fragment WebinarAssets_webinar on Webinar {\n    id\n    hasAccess\n    downloadableAssets {\n      id\n      title\n      url\n      fileExtension\n      fileSize\n    }\n  }\n": typeof types.WebinarAssets_WebinarFragmentDoc,
    "\n  fragment WebinarHero_webinar on Webinar {\n    title\n    path\n    summary\n    webinarType\n    webinarStatus\n    startDate\n    duration\n    location\n    price\n    participationDetails\n    hostAnalysts {\n      id\n      fullName\n      title\n      path\n    }\n    ...SaveButton_content\n  }\n": typeof types.WebinarHero_WebinarFragmentDoc,
    "\n  fragment WebinarRegistration_webinar on Webinar {\n    id\n    title\n    webinarStatus\n    startDate\n    endDate\n    location\n    participationDetails\n    price\n    registration {\n      passcode\n      eventCode\n      userEmail\n    }\n  }\n": typeof types.WebinarRegistration_WebinarFragmentDoc,
    "\n  fragment WebinarRegistration_viewer on Viewer {\n    userType\n  }\n": typeof types.WebinarRegistration_ViewerFragmentDoc,
    "\n  mutation RegisterForWebinar($id: ID!) {\n    registerForWebinar(id: $id) {\n      id\n      registration {\n        passcode\n        eventCode\n        userEmail\n      }\n    }\n  }\n": typeof types.RegisterForWebinarDocument,
    "\n  query WebinarPage($id: ID!) {\n    webinar(id: $id) {\n      id\n      ...WebinarHero_webinar\n      ...WebinarRegistration_webinar\n      ...RelatedWebinars_webinar\n      ...WatchRecordingAction_webinar\n      ...RecordingPlayer_webinar\n      ...WebinarAssets_webinar\n      title\n      purchase {\n        ...AddToCartButton_purchase\n      }\n    }\n    viewer {\n      id\n      ...WebinarRegistration_viewer\n    }\n  }\n": typeof types.WebinarPageDocument,
    "\n  query RecordingProgress($id: ID!) {\n    webinar(id: $id) {\n      id\n      recordingProgress {\n        positionSeconds\n        furthestMilestone\n      }\n    }\n  }\n": typeof types.RecordingProgressDocument,
    "\n  mutation SaveRecordingProgress($id: ID!, $positionSeconds: Float!, $milestone: Int!, $playStarted: Boolean) {\n    saveWebinarRecordingProgress(id: $id, positionSeconds: $positionSeconds, milestone: $milestone, playStarted: $playStarted) {\n      positionSeconds\n      furthestMilestone\n    }\n  }\n": typeof types.SaveRecordingProgressDocument,
    "\n  fragment WebinarListCard_webinar on Webinar {\n    id\n    title\n    path\n    ...WebinarCardDetails_webinar\n    ...SaveButton_content\n  }\n": typeof types.WebinarListCard_WebinarFragmentDoc,
    "\n  query WebinarsPage($input: WebinarListInput!) {\n    webinars(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      cards {\n        id\n        ...WebinarListCard_webinar\n      }\n    }\n  }\n": typeof types.WebinarsPageDocument,
};
const documents: Documents = {
    "\n  query FeatureFlags {\n    featureFlags {\n      surveyModuleIntegration\n      outcomesClientViewer\n      outcomesDownloadPpt\n      reportRedesign\n      cartMfe\n      newNavigationChanges\n      fullFigureInteractives\n      boldVisionRedesign\n      searchIdt\n    }\n  }\n": types.FeatureFlagsDocument,
    "\n  fragment BodyBlock_block on ReportBlock {\n    __typename\n    ... on Paragraph {\n      text\n    }\n    ... on SubHeading {\n      id\n      text\n    }\n    ... on FigureBlock {\n      figure {\n        id\n        label\n        title\n      }\n    }\n  }\n": types.BodyBlock_BlockFragmentDoc,
    "\n  query CaptchaProvider {\n    captcha {\n      provider\n      siteKey\n      version\n    }\n  }\n": types.CaptchaProviderDocument,
    "\n  query Captcha {\n    captcha {\n      challengeJson\n    }\n  }\n": types.CaptchaDocument,
    "\n  fragment ChartFigure_chart on Chart {\n    chartType\n    title\n    subtitle\n    baseText\n    footnote\n    source\n    ...ChartView_chart\n    subCharts {\n      ...ChartView_chart\n    }\n  }\n": types.ChartFigure_ChartFragmentDoc,
    "\n  fragment ChartView_chart on Chart {\n    graphicType\n    chartType\n    title\n    subtitle\n    footnote\n    source\n    baseText\n    percentage\n    legend\n    segments\n    groupedSegments {\n      name\n      segments\n    }\n    defaultSegment\n    chartData {\n      label\n      value\n      entries {\n        label\n        value\n      }\n    }\n    chartDataBySegment {\n      segment\n      rows {\n        label\n        value\n        entries {\n          label\n          value\n        }\n      }\n    }\n  }\n": types.ChartView_ChartFragmentDoc,
    "\n  fragment FigureGraphic_figure on Figure {\n    graphic {\n      __typename\n      ... on Chart {\n        ...ChartFigure_chart\n      }\n      ... on FigureImage {\n        ...FigureImage_image\n      }\n      ... on InvalidGraphic {\n        ...InvalidGraphic_graphic\n      }\n    }\n  }\n": types.FigureGraphic_FigureFragmentDoc,
    "\n  fragment FigureImage_image on FigureImage {\n    url\n    altText\n  }\n": types.FigureImage_ImageFragmentDoc,
    "\n  fragment InvalidGraphic_graphic on InvalidGraphic {\n    message\n  }\n": types.InvalidGraphic_GraphicFragmentDoc,
    "\n  query SaveButtonHarness {\n    report(id: \"RES100001\") {\n      id\n      title\n      ...SaveButton_content\n    }\n  }\n  \n": types.SaveButtonHarnessDocument,
    "\n  fragment SaveButton_content on SavableContent {\n    __typename\n    ... on Report {\n      id\n      isSaved\n    }\n    ... on Figure {\n      id\n      isSaved\n    }\n    ... on Webinar {\n      id\n      isSaved\n    }\n    ... on ContentItem {\n      id\n      isSaved\n    }\n  }\n": types.SaveButton_ContentFragmentDoc,
    "\n  mutation SaveItem($contentId: ID!) {\n    saveItem(contentId: $contentId) {\n      ...SaveButton_content\n    }\n  }\n": types.SaveItemDocument,
    "\n  mutation UnsaveItem($contentId: ID!) {\n    unsaveItem(contentId: $contentId) {\n      ...SaveButton_content\n    }\n  }\n": types.UnsaveItemDocument,
    "\n  query HeaderViewer {\n    viewer {\n      id\n      fullName\n      interceptors\n    }\n  }\n": types.HeaderViewerDocument,
    "\n  fragment AlertBanner_alertBanner on AlertBanner {\n    id\n    title\n    descriptionHtml\n    closeButton\n    expiryDate\n  }\n": types.AlertBanner_AlertBannerFragmentDoc,
    "\n  query HeaderCartCount {\n    cart {\n      count\n    }\n  }\n": types.HeaderCartCountDocument,
    "\n  query FooterSections {\n    navigationSections {\n      sectionId\n      sectionTitle\n      href\n      url\n      type\n      linkSections {\n        linkList {\n          id\n          text\n          href\n          description\n          isPrimaryFunction\n        }\n      }\n    }\n  }\n": types.FooterSectionsDocument,
    "\n  query HeaderSearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n  }\n": types.HeaderSearchSuggestionsDocument,
    "\n  query NavigationMenu($product: String) {\n    navigation(product: $product) {\n      product\n      products\n      menuItems {\n        key\n        label\n        path\n        description\n        external\n        iconName\n        chevron\n        counter\n        isDropdown\n        mainHeader\n        mainDescription\n        categoryActionButton\n        categoryActionPath\n        subHeaderMenuItems {\n          key\n          label\n          menuItems {\n            key\n          }\n        }\n        menuItems {\n          key\n          label\n          path\n          description\n          external\n          iconName\n          chevron\n          counter\n          menuItems {\n            key\n            path\n          }\n        }\n      }\n    }\n  }\n": types.NavigationMenuDocument,
    "\n  query NavigationSubscriptions {\n    services {\n      subscribed {\n        id\n        slug\n      }\n    }\n  }\n": types.NavigationSubscriptionsDocument,
    "\n  query LayoutAlertBanner {\n    alertBanner {\n      id\n      ...AlertBanner_alertBanner\n    }\n  }\n": types.LayoutAlertBannerDocument,
    "\n  query HeaderNotifications {\n    viewer {\n      id\n      notifications {\n        id\n        title\n        message\n        link\n        isRead\n        createdAt\n      }\n    }\n  }\n": types.HeaderNotificationsDocument,
    "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids) {\n      id\n      isRead\n    }\n  }\n": types.MarkNotificationsReadDocument,
    "\n  mutation DeleteAllNotifications {\n    deleteAllNotifications\n  }\n": types.DeleteAllNotificationsDocument,
    "\n  query AccountLayout {\n    viewer {\n      id\n      fullName\n      email\n      accountName\n    }\n  }\n": types.AccountLayoutDocument,
    "\n  mutation UpdateCommunicationPreferences($input: CommunicationPreferencesInput!) {\n    updateCommunicationPreferences(input: $input) {\n      id\n      ...StoredPreferences\n    }\n  }\n": types.UpdateCommunicationPreferencesDocument,
    "\n  query CommunicationsPage {\n    viewer {\n      id\n      preferences {\n        id\n        ...StoredPreferences\n      }\n    }\n  }\n": types.CommunicationsPageDocument,
    "\n  fragment StoredPreferences on CommunicationPreferences {\n    id\n    research\n    webinar\n    phoneCall\n    unsubscribe\n    productsAndServices\n    researchSurveys\n    events\n  }\n": types.StoredPreferencesFragmentDoc,
    "\n  query ContactsPage {\n    viewer {\n      id\n      contacts {\n        product\n        role\n        fullName\n        email\n        phone\n      }\n    }\n  }\n": types.ContactsPageDocument,
    "\n  fragment FollowedTopics_viewer on Viewer {\n    id\n    followedTopics\n  }\n": types.FollowedTopics_ViewerFragmentDoc,
    "\n  mutation FollowTopic($topic: String!) {\n    followTopic(topic: $topic)\n  }\n": types.FollowTopicDocument,
    "\n  mutation UnfollowTopic($topic: String!) {\n    unfollowTopic(topic: $topic)\n  }\n": types.UnfollowTopicDocument,
    "\n  query FollowingPage {\n    viewer {\n      id\n      followedAnalysts {\n        id\n        ...AnalystListItem_analyst\n        # The list item's follow button reads this from Apollo's cache (the report page's follows\n        # come from its own private query, so that its public one may be cached: issue #14).\n        ...FollowButton_analyst\n      }\n      ...FollowedTopics_viewer\n    }\n  }\n": types.FollowingPageDocument,
    "\n  fragment NewslettersForm_newsletter on Newsletter {\n    id\n    name\n    description\n    frequency\n    subscribed\n  }\n": types.NewslettersForm_NewsletterFragmentDoc,
    "\n  mutation SaveNewsletters($input: [NewsletterSubscriptionInput!]!) {\n    updateNewsletterSubscriptions(input: $input) {\n      id\n      ...NewslettersForm_newsletter\n    }\n  }\n": types.SaveNewslettersDocument,
    "\n  query NewslettersPage {\n    viewer {\n      id\n      newsletters {\n        id\n        ...NewslettersForm_newsletter\n      }\n    }\n  }\n": types.NewslettersPageDocument,
    "\n  mutation RegisterProduct($registrationId: String!) {\n    registerProduct(registrationId: $registrationId) {\n      registrations {\n        registrationId\n        product {\n          id\n          name\n        }\n      }\n      ...ProductsPage_myProducts\n    }\n  }\n": types.RegisterProductDocument,
    "\n  fragment ProductsPage_myProducts on MyProducts {\n    registrations {\n      registrationId\n      registeredAt\n      product {\n        id\n        name\n        description\n      }\n    }\n    featureCategories {\n      id\n      name\n      features {\n        id\n        name\n        description\n      }\n    }\n  }\n": types.ProductsPage_MyProductsFragmentDoc,
    "\n  query ProductsPage {\n    myProducts {\n      ...ProductsPage_myProducts\n    }\n  }\n": types.ProductsPageDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      id\n      firstName\n      lastName\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query ProfilePage {\n    viewer {\n      id\n      profile {\n        id\n        emailAddress\n        isSSO\n        accountName\n        city\n        countryCode\n        extension\n        firstName\n        jobTitle\n        lastName\n        otherRegion\n        phoneNumber\n        postalCode\n        prefix\n        state\n        street\n        streetSecondLine\n      }\n      specialRegistrationFields {\n        name\n        required\n        value\n      }\n      countries {\n        code\n        name\n      }\n    }\n  }\n": types.ProfilePageDocument,
    "\n  fragment ReprintLinksSection_link on ListedReprintLink {\n    id\n    title\n    path\n    kind\n    createdAt\n    expiresAt\n    status\n  }\n": types.ReprintLinksSection_LinkFragmentDoc,
    "\n  query ReprintLinks {\n    reprintLinks {\n      id\n      ...ReprintLinksSection_link\n    }\n  }\n": types.ReprintLinksDocument,
    "\n  mutation RevokeReprintLink($id: ID!) {\n    revokeReprintLink(id: $id) {\n      id\n      ...ReprintLinksSection_link\n    }\n  }\n": types.RevokeReprintLinkDocument,
    "\n  fragment ShareLinksSection_share on ResearchShare {\n    id\n    title\n    path\n    createdAt\n    expiresAt\n    status\n    readers\n  }\n": types.ShareLinksSection_ShareFragmentDoc,
    "\n  mutation RevokeShareLink($id: ID!) {\n    revokeResearchShare(id: $id) {\n      id\n      ...ShareLinksSection_share\n    }\n  }\n": types.RevokeShareLinkDocument,
    "\n  query SharedLinksPage {\n    viewer {\n      id\n      isReprintUser\n      researchShares {\n        id\n        ...ShareLinksSection_share\n      }\n    }\n  }\n": types.SharedLinksPageDocument,
    "\n  fragment AnalystProfileHero_analyst on Analyst {\n    id\n    fullName\n    title\n    image\n    bio\n    topics\n    ...FollowButton_analyst\n  }\n": types.AnalystProfileHero_AnalystFragmentDoc,
    "\n  fragment AnalystResearch_analyst on Analyst {\n    fullName\n    recentResearch(size: 6) {\n      id\n      title\n      path\n      summary\n      ipType\n      publishedDate\n    }\n  }\n": types.AnalystResearch_AnalystFragmentDoc,
    "\n  fragment AnalystWebinars_analyst on Analyst {\n    upcomingWebinars(size: 3) {\n      id\n      ...WebinarListCard_webinar\n    }\n  }\n": types.AnalystWebinars_AnalystFragmentDoc,
    "\n  fragment RelatedAnalysts_analyst on Analyst {\n    topics\n    relatedAnalysts(size: 4) {\n      totalElements\n      analysts {\n        id\n        ...AnalystCard_analyst\n      }\n    }\n  }\n": types.RelatedAnalysts_AnalystFragmentDoc,
    "\n  query AnalystProfilePage($id: ID!) {\n    analystProfile(id: $id) {\n      id\n      ...AnalystProfileHero_analyst\n      ...AnalystResearch_analyst\n      ...AnalystWebinars_analyst\n      ...RelatedAnalysts_analyst\n    }\n  }\n": types.AnalystProfilePageDocument,
    "\n  fragment AnalystCard_analyst on Analyst {\n    id\n    fullName\n    title\n    path\n    image\n    active\n    topics\n  }\n": types.AnalystCard_AnalystFragmentDoc,
    "\n  fragment AnalystFilters_results on AnalystSearchResults {\n    aggregations {\n      name\n      buckets {\n        key\n        count\n      }\n    }\n  }\n": types.AnalystFilters_ResultsFragmentDoc,
    "\n  query AnalystsPage($input: AnalystSearchInput!) {\n    analysts(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      query\n      cards {\n        id\n        ...AnalystCard_analyst\n      }\n      ...AnalystFilters_results\n    }\n  }\n": types.AnalystsPageDocument,
    "\n  fragment BlueprintCard_blueprint on BlueprintCard {\n    id\n    path\n    title\n    summary\n    functionName\n  }\n": types.BlueprintCard_BlueprintFragmentDoc,
    "\n  fragment BlueprintPage_blueprint on Blueprint {\n    id\n    title\n    summary\n    functionName\n    image\n    vision\n    outcomes\n    priorities {\n      id\n      label\n      path\n    }\n    ...BlueprintPhases_blueprint\n  }\n": types.BlueprintPage_BlueprintFragmentDoc,
    "\n  fragment BlueprintPhases_blueprint on Blueprint {\n    phases {\n      phase\n      title\n      description\n      steps\n    }\n  }\n": types.BlueprintPhases_BlueprintFragmentDoc,
    "\n  query BlueprintCardsPage {\n    blueprints {\n      id\n      ...BlueprintCard_blueprint\n    }\n  }\n": types.BlueprintCardsPageDocument,
    "\n  query BlueprintPagePage($id: ID!) {\n    blueprint(id: $id) {\n      id\n      ...BlueprintPage_blueprint\n    }\n  }\n": types.BlueprintPagePageDocument,
    "\n  mutation SubmitBriefing($input: BriefingInput!) {\n    submitBriefing(input: $input) {\n      briefingId\n    }\n  }\n": types.SubmitBriefingDocument,
    "\n  query BriefingPage {\n    briefingForm {\n      analysts {\n        analystId\n        name\n        jobTitle\n      }\n    }\n    viewer {\n      id\n      formData {\n        companyInfo {\n          companyName\n          companyAddress\n          companyCity\n          companyState\n          companyStateOther\n          companyCountry\n          companyZipCode\n          companyPhone\n          companyURL\n          companyPurpose\n        }\n      }\n    }\n  }\n": types.BriefingPageDocument,
    "\n  fragment AddToCartButton_purchase on Purchase {\n    contentId\n    formattedPrice\n    inCart\n  }\n": types.AddToCartButton_PurchaseFragmentDoc,
    "\n  mutation AddToCart($contentId: ID!) {\n    addToCart(contentId: $contentId) {\n      count\n    }\n  }\n": types.AddToCartDocument,
    "\n  fragment CartItemRow_item on CartItem {\n    contentId\n    cartType\n    title\n    path\n    image\n    formattedPrice\n  }\n": types.CartItemRow_ItemFragmentDoc,
    "\n  mutation RemoveFromCart($contentId: ID!) {\n    removeFromCart(contentId: $contentId) {\n      ...CartPage_cart\n    }\n  }\n": types.RemoveFromCartDocument,
    "\n  fragment CartPage_cart on Cart {\n    count\n    total\n    formattedTotal\n    items {\n      contentId\n      ...CartItemRow_item\n    }\n  }\n": types.CartPage_CartFragmentDoc,
    "\n  query ReportPurchaseOffer($contentId: ID!) {\n    purchase(contentId: $contentId) {\n      ...AddToCartButton_purchase\n    }\n  }\n": types.ReportPurchaseOfferDocument,
    "\n  query CartPage {\n    cart {\n      ...CartPage_cart\n    }\n  }\n": types.CartPageDocument,
    "\n  mutation SubmitPayment($input: CheckoutInput!) {\n    submitPayment(input: $input) {\n      sessionId\n      orderStatus\n    }\n  }\n": types.SubmitPaymentDocument,
    "\n  query OrderStatus($sessionId: ID!) {\n    order(sessionId: $sessionId) {\n      status\n      purchase {\n        inService\n      }\n    }\n  }\n": types.OrderStatusDocument,
    "\n  fragment PurchaseSummary_purchase on PurchaseResponse {\n    billingName\n    billingEmail\n    companyName\n    billingAddress1\n    billingAddress2\n    billingCity\n    billingState\n    billingZipCode\n    billingCountry\n    billingPhone\n    maskedCCNumber\n    cardBrand\n    transactionAmount\n    currency\n    transactionID\n    webinarPasscode\n    webinarEventNum\n    inService\n    purchaseItems {\n      contentId\n      title\n      path\n      price\n      kind\n    }\n  }\n": types.PurchaseSummary_PurchaseFragmentDoc,
    "\n  query CheckoutPage {\n    viewer {\n      id\n      countries {\n        code\n        name\n      }\n    }\n  }\n": types.CheckoutPageDocument,
    "\n  mutation StartCheckout {\n    startCheckout {\n      sessionId\n      orderStatus\n      total\n      items {\n        contentId\n        title\n        path\n        price\n      }\n    }\n  }\n": types.StartCheckoutDocument,
    "\n  query CheckoutSuccess($sessionId: ID!) {\n    order(sessionId: $sessionId) {\n      status\n      purchase {\n        ...PurchaseSummary_purchase\n      }\n    }\n  }\n": types.CheckoutSuccessDocument,
    "\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      contactId\n    }\n  }\n": types.SubmitContactFormDocument,
    "\n  query ContactFormPage($id: Int) {\n    contactFormHeader(id: $id) {\n      id\n      title\n      description\n    }\n    viewer {\n      id\n      formData {\n        phoneNumber\n      }\n    }\n  }\n": types.ContactFormPageDocument,
    "\n  fragment ContentItemPage_item on ContentItem {\n    contentType\n    title\n    summary\n    publishedDate\n    readTime\n    category\n    authors {\n      id\n      fullName\n      path\n    }\n    ...SaveButton_content\n  }\n": types.ContentItemPage_ItemFragmentDoc,
    "\n  query ContentItemPage($id: ID!) {\n    contentItem(id: $id) {\n      id\n      ...ContentItemPage_item\n    }\n  }\n": types.ContentItemPageDocument,
    "\n  fragment FavoriteCard_item on FavoriteItem {\n    id\n    contentTypeLabel\n    title\n    summary\n    path\n    publishedDate\n    savedAt\n    content {\n      ...SaveButton_content\n    }\n  }\n": types.FavoriteCard_ItemFragmentDoc,
    "\n  query FavoritesPage($input: FavoritesInput) {\n    viewer {\n      id\n      favorites(input: $input) {\n        page\n        totalPages\n        itemsTotal\n        savedTotal\n        loadMore\n        cards {\n          id\n          ...FavoriteCard_item\n        }\n        topicOptions {\n          value\n          label\n          count\n        }\n        categoryOptions {\n          value\n          label\n          count\n        }\n        sortOptions {\n          value\n          label\n        }\n      }\n    }\n  }\n": types.FavoritesPageDocument,
    "\n  fragment FlexBody_section on ReportSection {\n    id\n    title\n    blocks {\n      ...BodyBlock_block\n    }\n  }\n": types.FlexBody_SectionFragmentDoc,
    "\n  fragment FlexButtonLink_button on FlexButton {\n    cta\n    contentUrl\n    link\n  }\n": types.FlexButtonLink_ButtonFragmentDoc,
    "\n  fragment FlexHero_page on FlexPage {\n    eyebrow\n    title\n    description\n    backgroundImage\n    heroGradient\n    primaryButton {\n      ...FlexButtonLink_button\n    }\n    secondaryButton {\n      ...FlexButtonLink_button\n    }\n  }\n": types.FlexHero_PageFragmentDoc,
    "\n  fragment FlexNav_page on FlexPage {\n    navEntries {\n      id\n      title\n      path\n    }\n  }\n": types.FlexNav_PageFragmentDoc,
    "\n  fragment FlexPage_page on FlexPage {\n    id\n    title\n    overView\n    tabs {\n      id\n      title\n      sections {\n        id\n        ...FlexBody_section\n      }\n    }\n    sections {\n      id\n      ...FlexBody_section\n    }\n    ...FlexHero_page\n    ...FlexTabBar_page\n    ...FlexNav_page\n  }\n": types.FlexPage_PageFragmentDoc,
    "\n  fragment FlexTabBar_page on FlexPage {\n    id\n    slug\n    title\n    tabs {\n      id\n      title\n    }\n  }\n": types.FlexTabBar_PageFragmentDoc,
    "\n  query FlexPagePage($id: ID!) {\n    flexPage(id: $id) {\n      id\n      ...FlexPage_page\n    }\n  }\n": types.FlexPagePageDocument,
    "\n  query FunctionPage($slug: String!, $id: ID) {\n    servicePage(slug: $slug, id: $id) {\n      id\n      service {\n        id\n        slug\n        title\n        description\n        category\n        contentType\n        contentURL\n      }\n      priorities {\n        id\n        label\n        description\n        path\n      }\n      tabs {\n        label\n        slug\n        items {\n          id\n          title\n          summary\n          path\n          publishedDate\n          label\n        }\n      }\n      relatedFunctions {\n        id\n        title\n        contentURL\n      }\n    }\n  }\n": types.FunctionPageDocument,
    "\n  query FunctionsPage {\n    services {\n      subscribed {\n        id\n        ...ServiceCard_service\n      }\n      previewable {\n        id\n        ...ServiceCard_service\n      }\n    }\n  }\n": types.FunctionsPageDocument,
    "\n  fragment ServiceCard_service on Service {\n    id\n    title\n    description\n    category\n    contentType\n    contentURL\n    isSubscribed\n  }\n": types.ServiceCard_ServiceFragmentDoc,
    "\n  fragment HomeReportCard_report on Report {\n    id\n    title\n    summary\n    path\n    publishedDate\n  }\n": types.HomeReportCard_ReportFragmentDoc,
    "\n  fragment HomeReportSection_item on HomeReport {\n    reason { text }\n    report { id ...HomeReportCard_report }\n  }\n": types.HomeReportSection_ItemFragmentDoc,
    "\n  fragment HomeServiceCard_service on HomeService {\n    id\n    title\n    description\n    path\n  }\n": types.HomeServiceCard_ServiceFragmentDoc,
    "\n  fragment IzolaHomePage_home on MyHome {\n    banner { greeting }\n    hero { ...HomeReportSection_item }\n    featured { ...HomeReportSection_item }\n    fromReading { ...HomeReportSection_item }\n  }\n": types.IzolaHomePage_HomeFragmentDoc,
    "\n  fragment MyHomePage_home on MyHome {\n    banner { greeting functions }\n    hero { reason { text } report { id ...HomeReportCard_report } }\n    featured { ...HomeReportSection_item }\n    topPeers { reason { text } webinar { id ...WebinarListCard_webinar } }\n    researchServices { reason { text } service { id ...HomeServiceCard_service } }\n    fromReading { ...HomeReportSection_item }\n    recommendedEvent { reason { text } webinar { id ...WebinarListCard_webinar } }\n    analysts { reason { text } analyst { id ...AnalystCard_analyst } }\n  }\n": types.MyHomePage_HomeFragmentDoc,
    "\n  fragment VisitorHomePage_home on Home {\n    latestResearch { id ...HomeReportCard_report }\n    upcomingWebinars { id ...WebinarListCard_webinar }\n    analysts { id ...AnalystCard_analyst }\n    functions { id ...HomeServiceCard_service }\n  }\n": types.VisitorHomePage_HomeFragmentDoc,
    "\n  query HomePage {\n    home {\n      ...VisitorHomePage_home\n    }\n  }\n": types.HomePageDocument,
    "\n  query IzolaHomePage {\n    myHome {\n      ...IzolaHomePage_home\n    }\n  }\n": types.IzolaHomePageDocument,
    "\n  query MyHomePage {\n    myHome {\n      ...MyHomePage_home\n    }\n  }\n": types.MyHomePageDocument,
    "\n  query ReaderFeatures {\n    viewer {\n      id\n      features\n    }\n  }\n": types.ReaderFeaturesDocument,
    "\n  mutation CompleteRegistration($input: RegistrationInput!) {\n    completeRegistration(input: $input) {\n      userType\n      nextStep\n    }\n  }\n": types.CompleteRegistrationDocument,
    "\n  query BusinessPreferencePage {\n    viewer {\n      id\n      registration {\n        interceptors\n        subscriptionPreferences\n      }\n    }\n  }\n": types.BusinessPreferencePageDocument,
    "\n  mutation AddSubscriptionPreferences($preferences: [String!]!) {\n    addSubscriptionPreferences(preferences: $preferences)\n  }\n": types.AddSubscriptionPreferencesDocument,
    "\n  query BusinessProfilePage {\n    viewer {\n      id\n      firstName\n      lastName\n      accountName\n      profile {\n        id\n        jobTitle\n        countryCode\n        street\n        city\n        state\n        otherRegion\n        postalCode\n      }\n      specialRegistrationFields {\n        name\n        required\n        value\n      }\n      countries {\n        code\n        name\n      }\n      registration {\n        interceptors\n      }\n    }\n  }\n": types.BusinessProfilePageDocument,
    "\n  query TermsPage {\n    viewer {\n      id\n    }\n  }\n": types.TermsPageDocument,
    "\n  mutation AcceptTerms {\n    acceptTerms\n  }\n": types.AcceptTermsDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n": types.ChangePasswordDocument,
    "\n  query ChangePasswordPage {\n    viewer {\n      id\n      email\n    }\n  }\n": types.ChangePasswordPageDocument,
    "\n  query PasswordResetToken($token: String!) {\n    passwordResetToken(token: $token) {\n      valid\n      email\n    }\n  }\n": types.PasswordResetTokenDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n": types.ResetPasswordDocument,
    "\n  mutation RecoverPassword($input: RecoverPasswordInput!) {\n    recoverPassword(input: $input)\n  }\n": types.RecoverPasswordDocument,
    "\n  query PasswordlessViewer {\n    viewer {\n      id\n    }\n  }\n": types.PasswordlessViewerDocument,
    "\n  fragment ActionList_action on InitiativeAction {\n    actionItemId\n    initiativeId\n    title\n    description\n    dueDate\n    actionStatus\n  }\n": types.ActionList_ActionFragmentDoc,
    "\n  mutation UpdateInitiativeAction($initiativeId: ID, $actionItemId: ID!, $status: String!) {\n    updateInitiativeAction(initiativeId: $initiativeId, actionItemId: $actionItemId, status: $status) {\n      actionItemId\n      actionStatus\n    }\n  }\n": types.UpdateInitiativeActionDocument,
    "\n  query InitiativesByEmail($email: String!) {\n    initiativesByEmail(email: $email) {\n      clientName\n      accountName\n      initiatives {\n        id\n        title\n        actions {\n          actionItemId\n          actionStatus\n        }\n      }\n      otherActions {\n        ...ActionList_action\n      }\n    }\n  }\n": types.InitiativesByEmailDocument,
    "\n  fragment InitiativeDetail_initiative on Initiative {\n    id\n    title\n    description\n    clientName\n    accountName\n    actions {\n      ...ActionList_action\n    }\n  }\n": types.InitiativeDetail_InitiativeFragmentDoc,
    "\n  fragment InitiativesPage_viewer on Viewer {\n    isInternal\n    initiatives {\n      initiatives {\n        id\n        url\n        title\n        description\n        actions {\n          ...ActionList_action\n        }\n      }\n      otherActions {\n        ...ActionList_action\n      }\n    }\n  }\n": types.InitiativesPage_ViewerFragmentDoc,
    "\n  query InitiativeDetailPage($id: ID!) {\n    initiative(id: $id) {\n      id\n      ...InitiativeDetail_initiative\n    }\n  }\n": types.InitiativeDetailPageDocument,
    "\n  query InitiativesViewerAccess {\n    viewer {\n      id\n      isInternal\n    }\n  }\n": types.InitiativesViewerAccessDocument,
    "\n  query InitiativesPage {\n    viewer {\n      id\n      ...InitiativesPage_viewer\n    }\n  }\n": types.InitiativesPageDocument,
    "\n  mutation SubmitInquiry($input: InquiryInput!) {\n    submitInquiry(input: $input) {\n      userInquiryId\n    }\n  }\n": types.SubmitInquiryDocument,
    "\n  query InquiryForm($bioId: String) {\n    inquiryForm(bioId: $bioId) {\n      analysts {\n        analystId\n        name\n        jobTitle\n      }\n      access {\n        userCanSubmitInquiry\n        userCanAskGuidance\n        researchRequestAccess\n      }\n      formSelection\n      preselectedAnalystId\n    }\n  }\n": types.InquiryFormDocument,
    "\n  fragment InsightPage_results on InsightListResults {\n    page\n    totalPages\n    itemsTotal\n    loadMore\n    cards {\n      contentId\n      ...SearchResultCard_card\n    }\n  }\n": types.InsightPage_ResultsFragmentDoc,
    "\n  query DataSnapshotsPage($input: DataSnapshotsInput!) {\n    dataSnapshots(input: $input) {\n      ...InsightPage_results\n    }\n  }\n": types.DataSnapshotsPageDocument,
    "\n  query ForecastsPage($input: ForecastsInput!) {\n    forecasts(input: $input) {\n      ...InsightPage_results\n    }\n  }\n": types.ForecastsPageDocument,
    "\n  query FunctionFurtherResearchPage($slug: String!) {\n    servicePage(slug: $slug) {\n      id\n      service {\n        id\n        title\n        description\n        contentURL\n      }\n      priorities {\n        id\n        label\n        description\n        path\n      }\n    }\n  }\n": types.FunctionFurtherResearchPageDocument,
    "\n  query FurtherResearchHubPage {\n    services {\n      subscribed {\n        id\n        slug\n        title\n        description\n        contentType\n      }\n      previewable {\n        id\n        slug\n        title\n        description\n        contentType\n      }\n    }\n  }\n": types.FurtherResearchHubPageDocument,
    "\n  query FurtherResearchPage($id: ID!, $input: PriorityResearchInput!) {\n    priority(id: $id) {\n      id\n      label\n    }\n    priorityResearch(input: $input) {\n      ...InsightPage_results\n    }\n  }\n": types.FurtherResearchPageDocument,
    "\n  query MarketFurtherResearchPage($input: AnalystRelationsInput!) {\n    analystRelations(input: $input) {\n      ...InsightPage_results\n    }\n  }\n": types.MarketFurtherResearchPageDocument,
    "\n  query LatestResearchPage($input: LatestResearchInput!) {\n    latestResearch(input: $input) {\n      ...InsightPage_results\n    }\n  }\n": types.LatestResearchPageDocument,
    "\n  query AnalystRelationsPage($input: AnalystRelationsInput!) {\n    analystRelations(input: $input) {\n      ...InsightPage_results\n    }\n  }\n": types.AnalystRelationsPageDocument,
    "\n  query BuyerInsights($input: BuyerInsightsInput!) {\n    buyerInsights(input: $input) {\n      itemsTotal\n      loadMore\n      nextOffset\n      cards {\n        contentId\n        ...SearchResultCard_card\n      }\n    }\n  }\n": types.BuyerInsightsDocument,
    "\n  query MarketInsightsPage($service: String!) {\n    marketInsights(service: $service) {\n      service\n      label\n      recentWaves {\n        contentId\n        ...SearchResultCard_card\n      }\n      research {\n        contentId\n        ...SearchResultCard_card\n      }\n    }\n  }\n": types.MarketInsightsPageDocument,
    "\n  fragment InsightCard_page on InsightPageCard {\n    id\n    path\n    title\n    summary\n    year\n    functionName\n    restricted\n  }\n": types.InsightCard_PageFragmentDoc,
    "\n  query PlanningGuidesHub {\n    planningGuides {\n      id\n      ...InsightCard_page\n    }\n  }\n": types.PlanningGuidesHubDocument,
    "\n  query PlanningGuidePage($slug: String!) {\n    planningGuide(slug: $slug) {\n      id\n      path\n      title\n      summary\n      publishedDate\n      functionName\n      authors {\n        id\n        fullName\n        path\n      }\n      sections {\n        id\n        title\n        paragraphs\n      }\n    }\n  }\n": types.PlanningGuidePageDocument,
    "\n  query PredictionsHub {\n    predictions {\n      id\n      ...InsightCard_page\n    }\n  }\n": types.PredictionsHubDocument,
    "\n  query PredictionPage($id: ID!) {\n    prediction(id: $id) {\n      id\n      path\n      title\n      summary\n      publishedDate\n      functionName\n      authors {\n        id\n        fullName\n        path\n      }\n      sections {\n        id\n        title\n        paragraphs\n      }\n    }\n  }\n": types.PredictionPageDocument,
    "\n  query PlaybookPage($id: ID!) {\n    playbook(id: $id) {\n      id\n      playbookTitle\n      playbookDescription\n      playbookImage\n      legacyPlaybookImage\n      eyebrow\n      date\n      category\n      readTime\n      topics\n      authors {\n        id\n        fullName\n        path\n      }\n      chapters {\n        id\n        title\n        summary\n      }\n    }\n  }\n": types.PlaybookPageDocument,
    "\n  fragment PlaybookCard_playbook on Playbook {\n    id\n    playbookTitle\n    playbookDescription\n    playbookImage\n    legacyPlaybookImage\n    eyebrow\n    date\n    url\n  }\n": types.PlaybookCard_PlaybookFragmentDoc,
    "\n  query PlaybooksPage($input: PlaybookListInput!) {\n    playbooks(input: $input) {\n      tab\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      cards {\n        id\n        ...PlaybookCard_playbook\n      }\n    }\n  }\n": types.PlaybooksPageDocument,
    "\n  query SurveyPage($id: ID!) {\n    survey(id: $id) {\n      id\n      shortTitle\n      summary\n      datePublished\n      respondents\n      surveyType\n      businessOrConsumer\n      topics\n      methodologyDescription\n      pleaseNote\n      officialSurveyName\n      downloads {\n        id\n        title\n        file {\n          url\n          contentType\n          fileName\n          size\n        }\n      }\n    }\n  }\n": types.SurveyPageDocument,
    "\n  fragment SurveyCard_survey on Survey {\n    id\n    path\n    shortTitle\n    summary\n    datePublished\n    respondents\n    businessOrConsumer\n  }\n": types.SurveyCard_SurveyFragmentDoc,
    "\n  query SurveysPage($input: SurveyListInput!) {\n    surveys(input: $input) {\n      tab\n      query\n      sort\n      publishedSinceInDays\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      cards {\n        id\n        ...SurveyCard_survey\n      }\n    }\n  }\n": types.SurveysPageDocument,
    "\n  query ThemedListingPage($input: ThemedListingInput!) {\n    themedListing(input: $input) {\n      slug\n      step\n      itemsTotal\n      loadMore\n      cards {\n        contentId\n        ...SearchResultCard_card\n      }\n    }\n  }\n": types.ThemedListingPageDocument,
    "\n  fragment NpsSurvey_answer on NetPromoterScoreAnswer {\n    score\n    comment\n    answeredAt\n    periodEndsAt\n    revision\n  }\n": types.NpsSurvey_AnswerFragmentDoc,
    "\n  mutation SubmitNetPromoterScore($input: NetPromoterScoreInput!) {\n    submitNetPromoterScore(input: $input) {\n      ...NpsSurvey_answer\n    }\n  }\n": types.SubmitNetPromoterScoreDocument,
    "\n  query NetPromoterScorePage {\n    viewer {\n      id\n      netPromoterScore {\n        ...NpsSurvey_answer\n      }\n    }\n  }\n": types.NetPromoterScorePageDocument,
    "\n  query PriorityPage($id: ID!) {\n    priority(id: $id) {\n      id\n      label\n      description\n      path\n      function {\n        id\n        name\n        path\n      }\n    }\n  }\n": types.PriorityPageDocument,
    "\n  query BioAnalystSearch($input: AnalystSearchInput!) {\n    analysts(input: $input) {\n      cards {\n        id\n        fullName\n        path\n      }\n    }\n  }\n": types.BioAnalystSearchDocument,
    "\n  query GoTarget(\n    $id: ID!\n    $analyst: Boolean!\n    $playbook: Boolean!\n    $research: Boolean!\n    $survey: Boolean!\n    $webinar: Boolean!\n    $service: Boolean!\n    $priority: Boolean!\n  ) {\n    analystProfile(id: $id) @include(if: $analyst) {\n      id\n      path\n    }\n    playbook(id: $id) @include(if: $playbook) {\n      id\n      url\n    }\n    report(id: $id) @include(if: $research) {\n      id\n      path\n    }\n    survey(id: $id) @include(if: $survey) {\n      id\n      path\n    }\n    webinar(id: $id) @include(if: $webinar) {\n      id\n      path\n    }\n    servicePage(slug: \"service\", id: $id) @include(if: $service) {\n      id\n      service {\n        id\n        contentURL\n      }\n    }\n    priority(id: $id) @include(if: $priority) {\n      id\n      path\n    }\n  }\n": types.GoTargetDocument,
    "\n  fragment AnalystListItem_analyst on Analyst {\n    id\n    fullName\n    title\n    path\n    active\n  }\n": types.AnalystListItem_AnalystFragmentDoc,
    "\n  fragment ArchiveHtml_report on Report {\n    archiveHtml\n  }\n": types.ArchiveHtml_ReportFragmentDoc,
    "\n  fragment AuthorList_report on Report {\n    authors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributorIdsWithFollowButton\n  }\n": types.AuthorList_ReportFragmentDoc,
    "\n  fragment FigureGallery_report on Report {\n    id\n    figures {\n      id\n      label\n      title\n      ...FigureGraphic_figure\n      ...FigureDownloads_figure\n      ...FigureAssets_figure\n    }\n  }\n": types.FigureGallery_ReportFragmentDoc,
    "\n  fragment FollowButton_analyst on Analyst {\n    id\n    fullName\n    isFollowed\n  }\n": types.FollowButton_AnalystFragmentDoc,
    "\n  mutation FollowAnalyst($id: ID!) {\n    followAnalyst(id: $id) {\n      id\n      isFollowed\n    }\n  }\n": types.FollowAnalystDocument,
    "\n  mutation UnfollowAnalyst($id: ID!) {\n    unfollowAnalyst(id: $id) {\n      id\n      isFollowed\n    }\n  }\n": types.UnfollowAnalystDocument,
    "\n  fragment InlineFigure_block on FigureBlock {\n    figure {\n      id\n      label\n      title\n      ...FigureGraphic_figure\n    }\n  }\n": types.InlineFigure_BlockFragmentDoc,
    "\n  fragment RelatedResearch_report on Report {\n    relatedResearch {\n      id\n      ...RelatedResearchCard_report\n    }\n  }\n": types.RelatedResearch_ReportFragmentDoc,
    "\n  fragment RelatedResearchCard_report on Report {\n    id\n    title\n    path\n    ipType\n    publishedDate\n    authors {\n      id\n      fullName\n    }\n  }\n": types.RelatedResearchCard_ReportFragmentDoc,
    "\n  fragment ReportBody_report on Report {\n    sections {\n      id\n      title\n      blocks {\n        __typename\n        ...BodyBlock_block\n        ...InlineFigure_block\n      }\n    }\n  }\n": types.ReportBody_ReportFragmentDoc,
    "\n  fragment ReportHero_report on Report {\n    id\n    title\n    summary\n    ipType\n    techCatMarket\n    publishedDate\n    readTime\n  }\n": types.ReportHero_ReportFragmentDoc,
    "\n  fragment ReportTopics_report on Report {\n    topics\n    authorsTopicDetails {\n      analystBioId\n      topics\n    }\n    contributorTopicDetails {\n      analystBioId\n      topics\n    }\n  }\n": types.ReportTopics_ReportFragmentDoc,
    "\n  fragment TableOfContents_report on Report {\n    tableOfContents {\n      id\n      title\n      subHeadings {\n        id\n        title\n      }\n    }\n  }\n": types.TableOfContents_ReportFragmentDoc,
    "\n  query AccessCheckViewer {\n    viewer {\n      id\n      isInternal\n    }\n  }\n": types.AccessCheckViewerDocument,
    "\n  query ReportAccessCheck($contentIds: [ID!]!, $email: String!) {\n    reportAccessCheck(contentIds: $contentIds, email: $email)\n  }\n": types.ReportAccessCheckDocument,
    "\n  mutation RateAssistantAnswer($promptId: ID!, $feedback: String) {\n    rateAssistantAnswer(promptId: $promptId, feedback: $feedback)\n  }\n": types.RateAssistantAnswerDocument,
    "\n  fragment AssistantConversation_chat on AssistantChat {\n    chatId\n    page\n    totalPages\n    entries {\n      promptId\n      prompt\n      response\n      blocked\n      feedback\n      citations {\n        passageId\n        quote\n        ...CitationLink_citation\n      }\n    }\n  }\n": types.AssistantConversation_ChatFragmentDoc,
    "\n  query AssistantChat($contentId: ID!, $page: Int! = 1) {\n    assistantChat(contentId: $contentId, page: $page) {\n      ...AssistantConversation_chat\n    }\n  }\n": types.AssistantChatDocument,
    "\n  mutation EditAssistantPrompt($contentId: ID!, $promptId: ID!) {\n    editAssistantPrompt(contentId: $contentId, promptId: $promptId) {\n      ...AssistantConversation_chat\n    }\n  }\n": types.EditAssistantPromptDocument,
    "\n  mutation ClearAssistantChat($contentId: ID!) {\n    clearAssistantChat(contentId: $contentId)\n  }\n": types.ClearAssistantChatDocument,
    "\n  query AssistantAccess {\n    assistantAccess\n  }\n": types.AssistantAccessDocument,
    "\n  fragment CitationLink_citation on AssistantCitation {\n    passageId\n    contentId\n    sectionId\n    sectionTitle\n    quote\n    report {\n      id\n      title\n      path\n    }\n  }\n": types.CitationLink_CitationFragmentDoc,
    "\n  subscription AskAssistant($contentId: ID!, $question: String!, $prevPromptId: ID) {\n    askAssistant(contentId: $contentId, question: $question, prevPromptId: $prevPromptId) {\n      text\n      blocked\n      declined\n      done\n      promptId\n      citations {\n        passageId\n        quote\n        ...CitationLink_citation\n      }\n    }\n  }\n": types.AskAssistantDocument,
    "\n  fragment FigureAssets_figure on Figure {\n    title\n    downloadableAssets {\n      title\n      url\n      fileExtension\n      icon\n    }\n  }\n": types.FigureAssets_FigureFragmentDoc,
    "\n  fragment FigureDownloads_chart on Chart {\n    chartType\n    title\n    graphicType\n    segments\n    chartData {\n      label\n      value\n      entries {\n        label\n        value\n      }\n    }\n    chartDataBySegment {\n      segment\n      rows {\n        label\n        value\n        entries {\n          label\n          value\n        }\n      }\n    }\n    subCharts {\n      title\n      graphicType\n      segments\n      chartData {\n        label\n        value\n        entries {\n          label\n          value\n        }\n      }\n      chartDataBySegment {\n        segment\n        rows {\n          label\n          value\n          entries {\n            label\n            value\n          }\n        }\n      }\n    }\n  }\n": types.FigureDownloads_ChartFragmentDoc,
    "\n  fragment FigureDownloads_figure on Figure {\n    id\n    label\n    title\n    graphic {\n      __typename\n      ... on Chart {\n        ...FigureDownloads_chart\n      }\n    }\n  }\n": types.FigureDownloads_FigureFragmentDoc,
    "\n  query ReprintUser {\n    viewer {\n      id\n      isReprintUser\n    }\n  }\n": types.ReprintUserDocument,
    "\n  mutation IssueReprintLink($contentId: ID!, $kind: ReprintLinkKind!) {\n    issueReprintLink(contentId: $contentId, kind: $kind) {\n      id\n      kind\n      path\n      expiresAt\n    }\n  }\n": types.IssueReprintLinkDocument,
    "\n  query ReportPage($id: ID!) {\n    report(id: $id) {\n      id\n      title\n      summary\n      isReprints\n      sectionIds: tableOfContents {\n        id\n      }\n      ...ReportHero_report\n      ...AuthorList_report\n      ...ReportTopics_report\n      ...TableOfContents_report\n      ...ReportBody_report\n      ...FigureGallery_report\n      ...RelatedResearch_report\n    }\n  }\n": types.ReportPageDocument,
    "\n  query ReportPagePrivate($id: ID!) {\n    report(id: $id) {\n      id\n      ...SaveButton_content\n      ...ArchiveHtml_report\n      ...ReportSharing_report\n      figures {\n        id\n        ...SaveButton_content\n      }\n      authors {\n        id\n        ...FollowButton_analyst\n      }\n      contributors {\n        id\n        ...FollowButton_analyst\n      }\n      surveyDashboard {\n        ...SurveyDashboard_dashboard\n      }\n    }\n  }\n": types.ReportPagePrivateDocument,
    "\n  fragment ReportSharing_report on Report {\n    id\n    title\n    path\n    shareAccess\n    courtesyView {\n      expiresAt\n    }\n  }\n": types.ReportSharing_ReportFragmentDoc,
    "\n  mutation CreateResearchShare($contentId: ID!) {\n    createResearchShare(contentId: $contentId) {\n      sharePath\n      courtesySeconds\n      maxReaders\n      share {\n        id\n        expiresAt\n      }\n    }\n  }\n": types.CreateResearchShareDocument,
    "\n  mutation RevokeResearchShare($id: ID!) {\n    revokeResearchShare(id: $id) {\n      id\n      status\n    }\n  }\n": types.RevokeResearchShareDocument,
    "\n  fragment SurveyDashboard_dashboard on SurveyDashboard {\n    surveyId\n    survey {\n      id\n      path\n      officialSurveyName\n    }\n    segments {\n      id\n      label\n      group\n    }\n    questions {\n      id\n      text\n      chartKind\n      options\n      results {\n        segmentId\n        respondents\n        shares\n      }\n    }\n  }\n": types.SurveyDashboard_DashboardFragmentDoc,
    "\n  mutation RecordReportView($id: ID!) {\n    recordReportView(id: $id)\n  }\n": types.RecordReportViewDocument,
    "\n  query RequestAQuoteViewer {\n    viewer {\n      id\n    }\n  }\n": types.RequestAQuoteViewerDocument,
    "\n  mutation RequestAQuote($raqMessage: String!) {\n    requestAQuote(raqMessage: $raqMessage)\n  }\n": types.RequestAQuoteDocument,
    "\n  mutation RedeemResearchShare($ticket: String!, $contentId: ID) {\n    redeemResearchShare(ticket: $ticket, contentId: $contentId) {\n      path\n      report {\n        id\n        shareAccess\n        courtesyView {\n          expiresAt\n        }\n      }\n    }\n  }\n": types.RedeemResearchShareDocument,
    "\n  fragment AnalystSpotlight_results on SearchResults {\n    spotlight {\n      id\n      fullName\n      title\n      path\n      image\n      active\n    }\n  }\n": types.AnalystSpotlight_ResultsFragmentDoc,
    "\n  fragment ChartsAndFiguresPreview_results on SearchResults {\n    chartsAndFigures {\n      contentId\n      title\n      path\n      figure {\n        id\n        label\n        title\n      }\n    }\n  }\n": types.ChartsAndFiguresPreview_ResultsFragmentDoc,
    "\n  fragment FacetFilters_results on SearchResults {\n    aggregations {\n      name\n      buckets {\n        key\n        count\n      }\n    }\n  }\n": types.FacetFilters_ResultsFragmentDoc,
    "\n  fragment SearchResultCard_card on SearchCard {\n    contentId\n    contentType\n    title\n    summary\n    publishedDate\n    ipType\n    path\n    lastViewed\n    hasAccess\n    report {\n      id\n      title\n      path\n      authors {\n        id\n        fullName\n      }\n      ...SaveButton_content\n    }\n    figure {\n      id\n      label\n      title\n      ...SaveButton_content\n    }\n    webinar {\n      id\n      ...WebinarCardDetails_webinar\n      ...SaveButton_content\n    }\n    sale {\n      contentId\n      purchase {\n        ...AddToCartButton_purchase\n      }\n    }\n    content {\n      id\n      authors {\n        id\n        fullName\n      }\n      ...SaveButton_content\n    }\n  }\n": types.SearchResultCard_CardFragmentDoc,
    "\n  fragment WebinarCardDetails_webinar on Webinar {\n    id\n    webinarType\n    webinarStatus\n    startDate\n    duration\n    hostAnalysts {\n      id\n      fullName\n    }\n  }\n": types.WebinarCardDetails_WebinarFragmentDoc,
    "\n  query SearchPage($input: SearchInput!) {\n    search(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      query\n      fuzzy {\n        value\n        message\n      }\n      cards {\n        contentId\n        ...SearchResultCard_card\n      }\n      ...FacetFilters_results\n      ...AnalystSpotlight_results\n      ...ChartsAndFiguresPreview_results\n    }\n  }\n": types.SearchPageDocument,
    "\n  query FormSubmissions($page: Int!, $state: String) {\n    formSubmissions(page: $page, state: $state) {\n      page\n      pagesTotal\n      total\n      items {\n        submissionId\n        kind\n        label\n        subject\n        userId\n        email\n        submittedAt\n        deliveryState\n        attempts\n        deliveredAt\n        lastError\n      }\n    }\n  }\n": types.FormSubmissionsDocument,
    "\n  query StaffViewer {\n    viewer {\n      id\n      isInternal\n    }\n  }\n": types.StaffViewerDocument,
    "\n  fragment TechnologyBadges_technology on Technology {\n    emergingTechnology\n    latestWave {\n      quarterBadgeDetail\n    }\n    latestLandscape {\n      quarter\n    }\n  }\n": types.TechnologyBadges_TechnologyFragmentDoc,
    "\n  fragment TechnologyCard_technology on Technology {\n    id\n    title\n    path\n    technologyType\n    technologyDefinition\n    categoryDefinition\n    categoryTitle\n    ...TechnologyBadges_technology\n  }\n": types.TechnologyCard_TechnologyFragmentDoc,
    "\n  query TechnologyCatalogue($input: TechnologySearchInput!) {\n    technologies(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      caption\n      sort\n      query\n      cards {\n        id\n        ...TechnologyCard_technology\n      }\n    }\n  }\n": types.TechnologyCatalogueDocument,
    "\n  query TechnologyPage($id: ID!) {\n    technology(id: $id) {\n      id\n      title\n      path\n      technologyType\n      technologyDefinition\n      categoryDefinition\n      categoryTitle\n      category {\n        id\n        title\n        path\n      }\n      latestWave {\n        quarterBadgeDetail\n        publishedDate\n      }\n      latestLandscape {\n        quarter\n        publishedDate\n      }\n      ...TechnologyBadges_technology\n      relatedResearch {\n        id\n        title\n        path\n        ipType\n        publishedDate\n        summary\n      }\n      relatedTechnologies {\n        id\n        ...TechnologyCard_technology\n      }\n    }\n  }\n": types.TechnologyPageDocument,
    "\n  fragment RecordingPlayer_webinar on Webinar {\n    id\n    title\n    recording {\n      mediaUrl\n      mimeType\n      captionsUrl\n      captionsLanguage\n      captionsLabel\n    }\n  }\n": types.RecordingPlayer_WebinarFragmentDoc,
    "\n  fragment RelatedWebinarCard_webinar on Webinar {\n    id\n    title\n    path\n    webinarType\n    webinarStatus\n    startDate\n    duration\n    hostAnalysts {\n      id\n      fullName\n      path\n    }\n    ...SaveButton_content\n  }\n": types.RelatedWebinarCard_WebinarFragmentDoc,
    "\n  fragment RelatedWebinars_webinar on Webinar {\n    id\n    webinarType\n    relatedWebinars {\n      upcoming {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n      ondemand {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n    }\n  }\n": types.RelatedWebinars_WebinarFragmentDoc,
    "\n  query RelatedWebinarsFallback($webinarType: String!) {\n    upcoming: webinars(input: { type: \"upcoming\", webinarType: $webinarType }) {\n      cards {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n    }\n    ondemand: webinars(input: { type: \"ondemand\", webinarType: $webinarType }) {\n      cards {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n    }\n  }\n": types.RelatedWebinarsFallbackDocument,
    "\n  fragment WatchRecordingAction_webinar on Webinar {\n    webinarStatus\n    hasAccess\n    recording {\n      mediaUrl\n    }\n  }\n": types.WatchRecordingAction_WebinarFragmentDoc,
    "\n  fragment WebinarAssets_webinar on Webinar {\n    id\n    hasAccess\n    downloadableAssets {\n      id\n      title\n      url\n      fileExtension\n      fileSize\n    }\n  }\n": types.WebinarAssets_WebinarFragmentDoc,
    "\n  fragment WebinarHero_webinar on Webinar {\n    title\n    path\n    summary\n    webinarType\n    webinarStatus\n    startDate\n    duration\n    location\n    price\n    participationDetails\n    hostAnalysts {\n      id\n      fullName\n      title\n      path\n    }\n    ...SaveButton_content\n  }\n": types.WebinarHero_WebinarFragmentDoc,
    "\n  fragment WebinarRegistration_webinar on Webinar {\n    id\n    title\n    webinarStatus\n    startDate\n    endDate\n    location\n    participationDetails\n    price\n    registration {\n      passcode\n      eventCode\n      userEmail\n    }\n  }\n": types.WebinarRegistration_WebinarFragmentDoc,
    "\n  fragment WebinarRegistration_viewer on Viewer {\n    userType\n  }\n": types.WebinarRegistration_ViewerFragmentDoc,
    "\n  mutation RegisterForWebinar($id: ID!) {\n    registerForWebinar(id: $id) {\n      id\n      registration {\n        passcode\n        eventCode\n        userEmail\n      }\n    }\n  }\n": types.RegisterForWebinarDocument,
    "\n  query WebinarPage($id: ID!) {\n    webinar(id: $id) {\n      id\n      ...WebinarHero_webinar\n      ...WebinarRegistration_webinar\n      ...RelatedWebinars_webinar\n      ...WatchRecordingAction_webinar\n      ...RecordingPlayer_webinar\n      ...WebinarAssets_webinar\n      title\n      purchase {\n        ...AddToCartButton_purchase\n      }\n    }\n    viewer {\n      id\n      ...WebinarRegistration_viewer\n    }\n  }\n": types.WebinarPageDocument,
    "\n  query RecordingProgress($id: ID!) {\n    webinar(id: $id) {\n      id\n      recordingProgress {\n        positionSeconds\n        furthestMilestone\n      }\n    }\n  }\n": types.RecordingProgressDocument,
    "\n  mutation SaveRecordingProgress($id: ID!, $positionSeconds: Float!, $milestone: Int!, $playStarted: Boolean) {\n    saveWebinarRecordingProgress(id: $id, positionSeconds: $positionSeconds, milestone: $milestone, playStarted: $playStarted) {\n      positionSeconds\n      furthestMilestone\n    }\n  }\n": types.SaveRecordingProgressDocument,
    "\n  fragment WebinarListCard_webinar on Webinar {\n    id\n    title\n    path\n    ...WebinarCardDetails_webinar\n    ...SaveButton_content\n  }\n": types.WebinarListCard_WebinarFragmentDoc,
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
export function graphql(source: "\n  query FeatureFlags {\n    featureFlags {\n      surveyModuleIntegration\n      outcomesClientViewer\n      outcomesDownloadPpt\n      reportRedesign\n      cartMfe\n      newNavigationChanges\n      fullFigureInteractives\n      boldVisionRedesign\n      searchIdt\n    }\n  }\n"): (typeof documents)["\n  query FeatureFlags {\n    featureFlags {\n      surveyModuleIntegration\n      outcomesClientViewer\n      outcomesDownloadPpt\n      reportRedesign\n      cartMfe\n      newNavigationChanges\n      fullFigureInteractives\n      boldVisionRedesign\n      searchIdt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BodyBlock_block on ReportBlock {\n    __typename\n    ... on Paragraph {\n      text\n    }\n    ... on SubHeading {\n      id\n      text\n    }\n    ... on FigureBlock {\n      figure {\n        id\n        label\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment BodyBlock_block on ReportBlock {\n    __typename\n    ... on Paragraph {\n      text\n    }\n    ... on SubHeading {\n      id\n      text\n    }\n    ... on FigureBlock {\n      figure {\n        id\n        label\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CaptchaProvider {\n    captcha {\n      provider\n      siteKey\n      version\n    }\n  }\n"): (typeof documents)["\n  query CaptchaProvider {\n    captcha {\n      provider\n      siteKey\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Captcha {\n    captcha {\n      challengeJson\n    }\n  }\n"): (typeof documents)["\n  query Captcha {\n    captcha {\n      challengeJson\n    }\n  }\n"];
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
export function graphql(source: "\n  query SaveButtonHarness {\n    report(id: \"RES100001\") {\n      id\n      title\n      ...SaveButton_content\n    }\n  }\n  \n"): (typeof documents)["\n  query SaveButtonHarness {\n    report(id: \"RES100001\") {\n      id\n      title\n      ...SaveButton_content\n    }\n  }\n  \n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SaveButton_content on SavableContent {\n    __typename\n    ... on Report {\n      id\n      isSaved\n    }\n    ... on Figure {\n      id\n      isSaved\n    }\n    ... on Webinar {\n      id\n      isSaved\n    }\n    ... on ContentItem {\n      id\n      isSaved\n    }\n  }\n"): (typeof documents)["\n  fragment SaveButton_content on SavableContent {\n    __typename\n    ... on Report {\n      id\n      isSaved\n    }\n    ... on Figure {\n      id\n      isSaved\n    }\n    ... on Webinar {\n      id\n      isSaved\n    }\n    ... on ContentItem {\n      id\n      isSaved\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveItem($contentId: ID!) {\n    saveItem(contentId: $contentId) {\n      ...SaveButton_content\n    }\n  }\n"): (typeof documents)["\n  mutation SaveItem($contentId: ID!) {\n    saveItem(contentId: $contentId) {\n      ...SaveButton_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnsaveItem($contentId: ID!) {\n    unsaveItem(contentId: $contentId) {\n      ...SaveButton_content\n    }\n  }\n"): (typeof documents)["\n  mutation UnsaveItem($contentId: ID!) {\n    unsaveItem(contentId: $contentId) {\n      ...SaveButton_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderViewer {\n    viewer {\n      id\n      fullName\n      interceptors\n    }\n  }\n"): (typeof documents)["\n  query HeaderViewer {\n    viewer {\n      id\n      fullName\n      interceptors\n    }\n  }\n"];
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
export function graphql(source: "\n  query FooterSections {\n    navigationSections {\n      sectionId\n      sectionTitle\n      href\n      url\n      type\n      linkSections {\n        linkList {\n          id\n          text\n          href\n          description\n          isPrimaryFunction\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FooterSections {\n    navigationSections {\n      sectionId\n      sectionTitle\n      href\n      url\n      type\n      linkSections {\n        linkList {\n          id\n          text\n          href\n          description\n          isPrimaryFunction\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderSearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n  }\n"): (typeof documents)["\n  query HeaderSearchSuggestions($query: String!) {\n    searchSuggestions(query: $query)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NavigationMenu($product: String) {\n    navigation(product: $product) {\n      product\n      products\n      menuItems {\n        key\n        label\n        path\n        description\n        external\n        iconName\n        chevron\n        counter\n        isDropdown\n        mainHeader\n        mainDescription\n        categoryActionButton\n        categoryActionPath\n        subHeaderMenuItems {\n          key\n          label\n          menuItems {\n            key\n          }\n        }\n        menuItems {\n          key\n          label\n          path\n          description\n          external\n          iconName\n          chevron\n          counter\n          menuItems {\n            key\n            path\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query NavigationMenu($product: String) {\n    navigation(product: $product) {\n      product\n      products\n      menuItems {\n        key\n        label\n        path\n        description\n        external\n        iconName\n        chevron\n        counter\n        isDropdown\n        mainHeader\n        mainDescription\n        categoryActionButton\n        categoryActionPath\n        subHeaderMenuItems {\n          key\n          label\n          menuItems {\n            key\n          }\n        }\n        menuItems {\n          key\n          label\n          path\n          description\n          external\n          iconName\n          chevron\n          counter\n          menuItems {\n            key\n            path\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NavigationSubscriptions {\n    services {\n      subscribed {\n        id\n        slug\n      }\n    }\n  }\n"): (typeof documents)["\n  query NavigationSubscriptions {\n    services {\n      subscribed {\n        id\n        slug\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LayoutAlertBanner {\n    alertBanner {\n      id\n      ...AlertBanner_alertBanner\n    }\n  }\n"): (typeof documents)["\n  query LayoutAlertBanner {\n    alertBanner {\n      id\n      ...AlertBanner_alertBanner\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HeaderNotifications {\n    viewer {\n      id\n      notifications {\n        id\n        title\n        message\n        link\n        isRead\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query HeaderNotifications {\n    viewer {\n      id\n      notifications {\n        id\n        title\n        message\n        link\n        isRead\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids) {\n      id\n      isRead\n    }\n  }\n"): (typeof documents)["\n  mutation MarkNotificationsRead($ids: [ID!]!) {\n    markNotificationsRead(ids: $ids) {\n      id\n      isRead\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAllNotifications {\n    deleteAllNotifications\n  }\n"): (typeof documents)["\n  mutation DeleteAllNotifications {\n    deleteAllNotifications\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccountLayout {\n    viewer {\n      id\n      fullName\n      email\n      accountName\n    }\n  }\n"): (typeof documents)["\n  query AccountLayout {\n    viewer {\n      id\n      fullName\n      email\n      accountName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCommunicationPreferences($input: CommunicationPreferencesInput!) {\n    updateCommunicationPreferences(input: $input) {\n      id\n      ...StoredPreferences\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCommunicationPreferences($input: CommunicationPreferencesInput!) {\n    updateCommunicationPreferences(input: $input) {\n      id\n      ...StoredPreferences\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CommunicationsPage {\n    viewer {\n      id\n      preferences {\n        id\n        ...StoredPreferences\n      }\n    }\n  }\n"): (typeof documents)["\n  query CommunicationsPage {\n    viewer {\n      id\n      preferences {\n        id\n        ...StoredPreferences\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment StoredPreferences on CommunicationPreferences {\n    id\n    research\n    webinar\n    phoneCall\n    unsubscribe\n    productsAndServices\n    researchSurveys\n    events\n  }\n"): (typeof documents)["\n  fragment StoredPreferences on CommunicationPreferences {\n    id\n    research\n    webinar\n    phoneCall\n    unsubscribe\n    productsAndServices\n    researchSurveys\n    events\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactsPage {\n    viewer {\n      id\n      contacts {\n        product\n        role\n        fullName\n        email\n        phone\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactsPage {\n    viewer {\n      id\n      contacts {\n        product\n        role\n        fullName\n        email\n        phone\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query FollowingPage {\n    viewer {\n      id\n      followedAnalysts {\n        id\n        ...AnalystListItem_analyst\n        # The list item's follow button reads this from Apollo's cache (the report page's follows\n        # come from its own private query, so that its public one may be cached: issue #14).\n        ...FollowButton_analyst\n      }\n      ...FollowedTopics_viewer\n    }\n  }\n"): (typeof documents)["\n  query FollowingPage {\n    viewer {\n      id\n      followedAnalysts {\n        id\n        ...AnalystListItem_analyst\n        # The list item's follow button reads this from Apollo's cache (the report page's follows\n        # come from its own private query, so that its public one may be cached: issue #14).\n        ...FollowButton_analyst\n      }\n      ...FollowedTopics_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NewslettersForm_newsletter on Newsletter {\n    id\n    name\n    description\n    frequency\n    subscribed\n  }\n"): (typeof documents)["\n  fragment NewslettersForm_newsletter on Newsletter {\n    id\n    name\n    description\n    frequency\n    subscribed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveNewsletters($input: [NewsletterSubscriptionInput!]!) {\n    updateNewsletterSubscriptions(input: $input) {\n      id\n      ...NewslettersForm_newsletter\n    }\n  }\n"): (typeof documents)["\n  mutation SaveNewsletters($input: [NewsletterSubscriptionInput!]!) {\n    updateNewsletterSubscriptions(input: $input) {\n      id\n      ...NewslettersForm_newsletter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NewslettersPage {\n    viewer {\n      id\n      newsletters {\n        id\n        ...NewslettersForm_newsletter\n      }\n    }\n  }\n"): (typeof documents)["\n  query NewslettersPage {\n    viewer {\n      id\n      newsletters {\n        id\n        ...NewslettersForm_newsletter\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterProduct($registrationId: String!) {\n    registerProduct(registrationId: $registrationId) {\n      registrations {\n        registrationId\n        product {\n          id\n          name\n        }\n      }\n      ...ProductsPage_myProducts\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterProduct($registrationId: String!) {\n    registerProduct(registrationId: $registrationId) {\n      registrations {\n        registrationId\n        product {\n          id\n          name\n        }\n      }\n      ...ProductsPage_myProducts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductsPage_myProducts on MyProducts {\n    registrations {\n      registrationId\n      registeredAt\n      product {\n        id\n        name\n        description\n      }\n    }\n    featureCategories {\n      id\n      name\n      features {\n        id\n        name\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductsPage_myProducts on MyProducts {\n    registrations {\n      registrationId\n      registeredAt\n      product {\n        id\n        name\n        description\n      }\n    }\n    featureCategories {\n      id\n      name\n      features {\n        id\n        name\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductsPage {\n    myProducts {\n      ...ProductsPage_myProducts\n    }\n  }\n"): (typeof documents)["\n  query ProductsPage {\n    myProducts {\n      ...ProductsPage_myProducts\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment ReprintLinksSection_link on ListedReprintLink {\n    id\n    title\n    path\n    kind\n    createdAt\n    expiresAt\n    status\n  }\n"): (typeof documents)["\n  fragment ReprintLinksSection_link on ListedReprintLink {\n    id\n    title\n    path\n    kind\n    createdAt\n    expiresAt\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReprintLinks {\n    reprintLinks {\n      id\n      ...ReprintLinksSection_link\n    }\n  }\n"): (typeof documents)["\n  query ReprintLinks {\n    reprintLinks {\n      id\n      ...ReprintLinksSection_link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeReprintLink($id: ID!) {\n    revokeReprintLink(id: $id) {\n      id\n      ...ReprintLinksSection_link\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeReprintLink($id: ID!) {\n    revokeReprintLink(id: $id) {\n      id\n      ...ReprintLinksSection_link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ShareLinksSection_share on ResearchShare {\n    id\n    title\n    path\n    createdAt\n    expiresAt\n    status\n    readers\n  }\n"): (typeof documents)["\n  fragment ShareLinksSection_share on ResearchShare {\n    id\n    title\n    path\n    createdAt\n    expiresAt\n    status\n    readers\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeShareLink($id: ID!) {\n    revokeResearchShare(id: $id) {\n      id\n      ...ShareLinksSection_share\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeShareLink($id: ID!) {\n    revokeResearchShare(id: $id) {\n      id\n      ...ShareLinksSection_share\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharedLinksPage {\n    viewer {\n      id\n      isReprintUser\n      researchShares {\n        id\n        ...ShareLinksSection_share\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharedLinksPage {\n    viewer {\n      id\n      isReprintUser\n      researchShares {\n        id\n        ...ShareLinksSection_share\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalystProfileHero_analyst on Analyst {\n    id\n    fullName\n    title\n    image\n    bio\n    topics\n    ...FollowButton_analyst\n  }\n"): (typeof documents)["\n  fragment AnalystProfileHero_analyst on Analyst {\n    id\n    fullName\n    title\n    image\n    bio\n    topics\n    ...FollowButton_analyst\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalystResearch_analyst on Analyst {\n    fullName\n    recentResearch(size: 6) {\n      id\n      title\n      path\n      summary\n      ipType\n      publishedDate\n    }\n  }\n"): (typeof documents)["\n  fragment AnalystResearch_analyst on Analyst {\n    fullName\n    recentResearch(size: 6) {\n      id\n      title\n      path\n      summary\n      ipType\n      publishedDate\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalystWebinars_analyst on Analyst {\n    upcomingWebinars(size: 3) {\n      id\n      ...WebinarListCard_webinar\n    }\n  }\n"): (typeof documents)["\n  fragment AnalystWebinars_analyst on Analyst {\n    upcomingWebinars(size: 3) {\n      id\n      ...WebinarListCard_webinar\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RelatedAnalysts_analyst on Analyst {\n    topics\n    relatedAnalysts(size: 4) {\n      totalElements\n      analysts {\n        id\n        ...AnalystCard_analyst\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RelatedAnalysts_analyst on Analyst {\n    topics\n    relatedAnalysts(size: 4) {\n      totalElements\n      analysts {\n        id\n        ...AnalystCard_analyst\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalystProfilePage($id: ID!) {\n    analystProfile(id: $id) {\n      id\n      ...AnalystProfileHero_analyst\n      ...AnalystResearch_analyst\n      ...AnalystWebinars_analyst\n      ...RelatedAnalysts_analyst\n    }\n  }\n"): (typeof documents)["\n  query AnalystProfilePage($id: ID!) {\n    analystProfile(id: $id) {\n      id\n      ...AnalystProfileHero_analyst\n      ...AnalystResearch_analyst\n      ...AnalystWebinars_analyst\n      ...RelatedAnalysts_analyst\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment BlueprintCard_blueprint on BlueprintCard {\n    id\n    path\n    title\n    summary\n    functionName\n  }\n"): (typeof documents)["\n  fragment BlueprintCard_blueprint on BlueprintCard {\n    id\n    path\n    title\n    summary\n    functionName\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlueprintPage_blueprint on Blueprint {\n    id\n    title\n    summary\n    functionName\n    image\n    vision\n    outcomes\n    priorities {\n      id\n      label\n      path\n    }\n    ...BlueprintPhases_blueprint\n  }\n"): (typeof documents)["\n  fragment BlueprintPage_blueprint on Blueprint {\n    id\n    title\n    summary\n    functionName\n    image\n    vision\n    outcomes\n    priorities {\n      id\n      label\n      path\n    }\n    ...BlueprintPhases_blueprint\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BlueprintPhases_blueprint on Blueprint {\n    phases {\n      phase\n      title\n      description\n      steps\n    }\n  }\n"): (typeof documents)["\n  fragment BlueprintPhases_blueprint on Blueprint {\n    phases {\n      phase\n      title\n      description\n      steps\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlueprintCardsPage {\n    blueprints {\n      id\n      ...BlueprintCard_blueprint\n    }\n  }\n"): (typeof documents)["\n  query BlueprintCardsPage {\n    blueprints {\n      id\n      ...BlueprintCard_blueprint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BlueprintPagePage($id: ID!) {\n    blueprint(id: $id) {\n      id\n      ...BlueprintPage_blueprint\n    }\n  }\n"): (typeof documents)["\n  query BlueprintPagePage($id: ID!) {\n    blueprint(id: $id) {\n      id\n      ...BlueprintPage_blueprint\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitBriefing($input: BriefingInput!) {\n    submitBriefing(input: $input) {\n      briefingId\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitBriefing($input: BriefingInput!) {\n    submitBriefing(input: $input) {\n      briefingId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BriefingPage {\n    briefingForm {\n      analysts {\n        analystId\n        name\n        jobTitle\n      }\n    }\n    viewer {\n      id\n      formData {\n        companyInfo {\n          companyName\n          companyAddress\n          companyCity\n          companyState\n          companyStateOther\n          companyCountry\n          companyZipCode\n          companyPhone\n          companyURL\n          companyPurpose\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query BriefingPage {\n    briefingForm {\n      analysts {\n        analystId\n        name\n        jobTitle\n      }\n    }\n    viewer {\n      id\n      formData {\n        companyInfo {\n          companyName\n          companyAddress\n          companyCity\n          companyState\n          companyStateOther\n          companyCountry\n          companyZipCode\n          companyPhone\n          companyURL\n          companyPurpose\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AddToCartButton_purchase on Purchase {\n    contentId\n    formattedPrice\n    inCart\n  }\n"): (typeof documents)["\n  fragment AddToCartButton_purchase on Purchase {\n    contentId\n    formattedPrice\n    inCart\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddToCart($contentId: ID!) {\n    addToCart(contentId: $contentId) {\n      count\n    }\n  }\n"): (typeof documents)["\n  mutation AddToCart($contentId: ID!) {\n    addToCart(contentId: $contentId) {\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartItemRow_item on CartItem {\n    contentId\n    cartType\n    title\n    path\n    image\n    formattedPrice\n  }\n"): (typeof documents)["\n  fragment CartItemRow_item on CartItem {\n    contentId\n    cartType\n    title\n    path\n    image\n    formattedPrice\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveFromCart($contentId: ID!) {\n    removeFromCart(contentId: $contentId) {\n      ...CartPage_cart\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveFromCart($contentId: ID!) {\n    removeFromCart(contentId: $contentId) {\n      ...CartPage_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CartPage_cart on Cart {\n    count\n    total\n    formattedTotal\n    items {\n      contentId\n      ...CartItemRow_item\n    }\n  }\n"): (typeof documents)["\n  fragment CartPage_cart on Cart {\n    count\n    total\n    formattedTotal\n    items {\n      contentId\n      ...CartItemRow_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportPurchaseOffer($contentId: ID!) {\n    purchase(contentId: $contentId) {\n      ...AddToCartButton_purchase\n    }\n  }\n"): (typeof documents)["\n  query ReportPurchaseOffer($contentId: ID!) {\n    purchase(contentId: $contentId) {\n      ...AddToCartButton_purchase\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CartPage {\n    cart {\n      ...CartPage_cart\n    }\n  }\n"): (typeof documents)["\n  query CartPage {\n    cart {\n      ...CartPage_cart\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitPayment($input: CheckoutInput!) {\n    submitPayment(input: $input) {\n      sessionId\n      orderStatus\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitPayment($input: CheckoutInput!) {\n    submitPayment(input: $input) {\n      sessionId\n      orderStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OrderStatus($sessionId: ID!) {\n    order(sessionId: $sessionId) {\n      status\n      purchase {\n        inService\n      }\n    }\n  }\n"): (typeof documents)["\n  query OrderStatus($sessionId: ID!) {\n    order(sessionId: $sessionId) {\n      status\n      purchase {\n        inService\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PurchaseSummary_purchase on PurchaseResponse {\n    billingName\n    billingEmail\n    companyName\n    billingAddress1\n    billingAddress2\n    billingCity\n    billingState\n    billingZipCode\n    billingCountry\n    billingPhone\n    maskedCCNumber\n    cardBrand\n    transactionAmount\n    currency\n    transactionID\n    webinarPasscode\n    webinarEventNum\n    inService\n    purchaseItems {\n      contentId\n      title\n      path\n      price\n      kind\n    }\n  }\n"): (typeof documents)["\n  fragment PurchaseSummary_purchase on PurchaseResponse {\n    billingName\n    billingEmail\n    companyName\n    billingAddress1\n    billingAddress2\n    billingCity\n    billingState\n    billingZipCode\n    billingCountry\n    billingPhone\n    maskedCCNumber\n    cardBrand\n    transactionAmount\n    currency\n    transactionID\n    webinarPasscode\n    webinarEventNum\n    inService\n    purchaseItems {\n      contentId\n      title\n      path\n      price\n      kind\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutPage {\n    viewer {\n      id\n      countries {\n        code\n        name\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutPage {\n    viewer {\n      id\n      countries {\n        code\n        name\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation StartCheckout {\n    startCheckout {\n      sessionId\n      orderStatus\n      total\n      items {\n        contentId\n        title\n        path\n        price\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation StartCheckout {\n    startCheckout {\n      sessionId\n      orderStatus\n      total\n      items {\n        contentId\n        title\n        path\n        price\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CheckoutSuccess($sessionId: ID!) {\n    order(sessionId: $sessionId) {\n      status\n      purchase {\n        ...PurchaseSummary_purchase\n      }\n    }\n  }\n"): (typeof documents)["\n  query CheckoutSuccess($sessionId: ID!) {\n    order(sessionId: $sessionId) {\n      status\n      purchase {\n        ...PurchaseSummary_purchase\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      contactId\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitContactForm($input: ContactFormInput!) {\n    submitContactForm(input: $input) {\n      contactId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContactFormPage($id: Int) {\n    contactFormHeader(id: $id) {\n      id\n      title\n      description\n    }\n    viewer {\n      id\n      formData {\n        phoneNumber\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContactFormPage($id: Int) {\n    contactFormHeader(id: $id) {\n      id\n      title\n      description\n    }\n    viewer {\n      id\n      formData {\n        phoneNumber\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContentItemPage_item on ContentItem {\n    contentType\n    title\n    summary\n    publishedDate\n    readTime\n    category\n    authors {\n      id\n      fullName\n      path\n    }\n    ...SaveButton_content\n  }\n"): (typeof documents)["\n  fragment ContentItemPage_item on ContentItem {\n    contentType\n    title\n    summary\n    publishedDate\n    readTime\n    category\n    authors {\n      id\n      fullName\n      path\n    }\n    ...SaveButton_content\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentItemPage($id: ID!) {\n    contentItem(id: $id) {\n      id\n      ...ContentItemPage_item\n    }\n  }\n"): (typeof documents)["\n  query ContentItemPage($id: ID!) {\n    contentItem(id: $id) {\n      id\n      ...ContentItemPage_item\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FavoriteCard_item on FavoriteItem {\n    id\n    contentTypeLabel\n    title\n    summary\n    path\n    publishedDate\n    savedAt\n    content {\n      ...SaveButton_content\n    }\n  }\n"): (typeof documents)["\n  fragment FavoriteCard_item on FavoriteItem {\n    id\n    contentTypeLabel\n    title\n    summary\n    path\n    publishedDate\n    savedAt\n    content {\n      ...SaveButton_content\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FavoritesPage($input: FavoritesInput) {\n    viewer {\n      id\n      favorites(input: $input) {\n        page\n        totalPages\n        itemsTotal\n        savedTotal\n        loadMore\n        cards {\n          id\n          ...FavoriteCard_item\n        }\n        topicOptions {\n          value\n          label\n          count\n        }\n        categoryOptions {\n          value\n          label\n          count\n        }\n        sortOptions {\n          value\n          label\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query FavoritesPage($input: FavoritesInput) {\n    viewer {\n      id\n      favorites(input: $input) {\n        page\n        totalPages\n        itemsTotal\n        savedTotal\n        loadMore\n        cards {\n          id\n          ...FavoriteCard_item\n        }\n        topicOptions {\n          value\n          label\n          count\n        }\n        categoryOptions {\n          value\n          label\n          count\n        }\n        sortOptions {\n          value\n          label\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FlexBody_section on ReportSection {\n    id\n    title\n    blocks {\n      ...BodyBlock_block\n    }\n  }\n"): (typeof documents)["\n  fragment FlexBody_section on ReportSection {\n    id\n    title\n    blocks {\n      ...BodyBlock_block\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FlexButtonLink_button on FlexButton {\n    cta\n    contentUrl\n    link\n  }\n"): (typeof documents)["\n  fragment FlexButtonLink_button on FlexButton {\n    cta\n    contentUrl\n    link\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FlexHero_page on FlexPage {\n    eyebrow\n    title\n    description\n    backgroundImage\n    heroGradient\n    primaryButton {\n      ...FlexButtonLink_button\n    }\n    secondaryButton {\n      ...FlexButtonLink_button\n    }\n  }\n"): (typeof documents)["\n  fragment FlexHero_page on FlexPage {\n    eyebrow\n    title\n    description\n    backgroundImage\n    heroGradient\n    primaryButton {\n      ...FlexButtonLink_button\n    }\n    secondaryButton {\n      ...FlexButtonLink_button\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FlexNav_page on FlexPage {\n    navEntries {\n      id\n      title\n      path\n    }\n  }\n"): (typeof documents)["\n  fragment FlexNav_page on FlexPage {\n    navEntries {\n      id\n      title\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FlexPage_page on FlexPage {\n    id\n    title\n    overView\n    tabs {\n      id\n      title\n      sections {\n        id\n        ...FlexBody_section\n      }\n    }\n    sections {\n      id\n      ...FlexBody_section\n    }\n    ...FlexHero_page\n    ...FlexTabBar_page\n    ...FlexNav_page\n  }\n"): (typeof documents)["\n  fragment FlexPage_page on FlexPage {\n    id\n    title\n    overView\n    tabs {\n      id\n      title\n      sections {\n        id\n        ...FlexBody_section\n      }\n    }\n    sections {\n      id\n      ...FlexBody_section\n    }\n    ...FlexHero_page\n    ...FlexTabBar_page\n    ...FlexNav_page\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FlexTabBar_page on FlexPage {\n    id\n    slug\n    title\n    tabs {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment FlexTabBar_page on FlexPage {\n    id\n    slug\n    title\n    tabs {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlexPagePage($id: ID!) {\n    flexPage(id: $id) {\n      id\n      ...FlexPage_page\n    }\n  }\n"): (typeof documents)["\n  query FlexPagePage($id: ID!) {\n    flexPage(id: $id) {\n      id\n      ...FlexPage_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FunctionPage($slug: String!, $id: ID) {\n    servicePage(slug: $slug, id: $id) {\n      id\n      service {\n        id\n        slug\n        title\n        description\n        category\n        contentType\n        contentURL\n      }\n      priorities {\n        id\n        label\n        description\n        path\n      }\n      tabs {\n        label\n        slug\n        items {\n          id\n          title\n          summary\n          path\n          publishedDate\n          label\n        }\n      }\n      relatedFunctions {\n        id\n        title\n        contentURL\n      }\n    }\n  }\n"): (typeof documents)["\n  query FunctionPage($slug: String!, $id: ID) {\n    servicePage(slug: $slug, id: $id) {\n      id\n      service {\n        id\n        slug\n        title\n        description\n        category\n        contentType\n        contentURL\n      }\n      priorities {\n        id\n        label\n        description\n        path\n      }\n      tabs {\n        label\n        slug\n        items {\n          id\n          title\n          summary\n          path\n          publishedDate\n          label\n        }\n      }\n      relatedFunctions {\n        id\n        title\n        contentURL\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FunctionsPage {\n    services {\n      subscribed {\n        id\n        ...ServiceCard_service\n      }\n      previewable {\n        id\n        ...ServiceCard_service\n      }\n    }\n  }\n"): (typeof documents)["\n  query FunctionsPage {\n    services {\n      subscribed {\n        id\n        ...ServiceCard_service\n      }\n      previewable {\n        id\n        ...ServiceCard_service\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ServiceCard_service on Service {\n    id\n    title\n    description\n    category\n    contentType\n    contentURL\n    isSubscribed\n  }\n"): (typeof documents)["\n  fragment ServiceCard_service on Service {\n    id\n    title\n    description\n    category\n    contentType\n    contentURL\n    isSubscribed\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeReportCard_report on Report {\n    id\n    title\n    summary\n    path\n    publishedDate\n  }\n"): (typeof documents)["\n  fragment HomeReportCard_report on Report {\n    id\n    title\n    summary\n    path\n    publishedDate\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeReportSection_item on HomeReport {\n    reason { text }\n    report { id ...HomeReportCard_report }\n  }\n"): (typeof documents)["\n  fragment HomeReportSection_item on HomeReport {\n    reason { text }\n    report { id ...HomeReportCard_report }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HomeServiceCard_service on HomeService {\n    id\n    title\n    description\n    path\n  }\n"): (typeof documents)["\n  fragment HomeServiceCard_service on HomeService {\n    id\n    title\n    description\n    path\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment IzolaHomePage_home on MyHome {\n    banner { greeting }\n    hero { ...HomeReportSection_item }\n    featured { ...HomeReportSection_item }\n    fromReading { ...HomeReportSection_item }\n  }\n"): (typeof documents)["\n  fragment IzolaHomePage_home on MyHome {\n    banner { greeting }\n    hero { ...HomeReportSection_item }\n    featured { ...HomeReportSection_item }\n    fromReading { ...HomeReportSection_item }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment MyHomePage_home on MyHome {\n    banner { greeting functions }\n    hero { reason { text } report { id ...HomeReportCard_report } }\n    featured { ...HomeReportSection_item }\n    topPeers { reason { text } webinar { id ...WebinarListCard_webinar } }\n    researchServices { reason { text } service { id ...HomeServiceCard_service } }\n    fromReading { ...HomeReportSection_item }\n    recommendedEvent { reason { text } webinar { id ...WebinarListCard_webinar } }\n    analysts { reason { text } analyst { id ...AnalystCard_analyst } }\n  }\n"): (typeof documents)["\n  fragment MyHomePage_home on MyHome {\n    banner { greeting functions }\n    hero { reason { text } report { id ...HomeReportCard_report } }\n    featured { ...HomeReportSection_item }\n    topPeers { reason { text } webinar { id ...WebinarListCard_webinar } }\n    researchServices { reason { text } service { id ...HomeServiceCard_service } }\n    fromReading { ...HomeReportSection_item }\n    recommendedEvent { reason { text } webinar { id ...WebinarListCard_webinar } }\n    analysts { reason { text } analyst { id ...AnalystCard_analyst } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment VisitorHomePage_home on Home {\n    latestResearch { id ...HomeReportCard_report }\n    upcomingWebinars { id ...WebinarListCard_webinar }\n    analysts { id ...AnalystCard_analyst }\n    functions { id ...HomeServiceCard_service }\n  }\n"): (typeof documents)["\n  fragment VisitorHomePage_home on Home {\n    latestResearch { id ...HomeReportCard_report }\n    upcomingWebinars { id ...WebinarListCard_webinar }\n    analysts { id ...AnalystCard_analyst }\n    functions { id ...HomeServiceCard_service }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomePage {\n    home {\n      ...VisitorHomePage_home\n    }\n  }\n"): (typeof documents)["\n  query HomePage {\n    home {\n      ...VisitorHomePage_home\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query IzolaHomePage {\n    myHome {\n      ...IzolaHomePage_home\n    }\n  }\n"): (typeof documents)["\n  query IzolaHomePage {\n    myHome {\n      ...IzolaHomePage_home\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyHomePage {\n    myHome {\n      ...MyHomePage_home\n    }\n  }\n"): (typeof documents)["\n  query MyHomePage {\n    myHome {\n      ...MyHomePage_home\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReaderFeatures {\n    viewer {\n      id\n      features\n    }\n  }\n"): (typeof documents)["\n  query ReaderFeatures {\n    viewer {\n      id\n      features\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CompleteRegistration($input: RegistrationInput!) {\n    completeRegistration(input: $input) {\n      userType\n      nextStep\n    }\n  }\n"): (typeof documents)["\n  mutation CompleteRegistration($input: RegistrationInput!) {\n    completeRegistration(input: $input) {\n      userType\n      nextStep\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessPreferencePage {\n    viewer {\n      id\n      registration {\n        interceptors\n        subscriptionPreferences\n      }\n    }\n  }\n"): (typeof documents)["\n  query BusinessPreferencePage {\n    viewer {\n      id\n      registration {\n        interceptors\n        subscriptionPreferences\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSubscriptionPreferences($preferences: [String!]!) {\n    addSubscriptionPreferences(preferences: $preferences)\n  }\n"): (typeof documents)["\n  mutation AddSubscriptionPreferences($preferences: [String!]!) {\n    addSubscriptionPreferences(preferences: $preferences)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BusinessProfilePage {\n    viewer {\n      id\n      firstName\n      lastName\n      accountName\n      profile {\n        id\n        jobTitle\n        countryCode\n        street\n        city\n        state\n        otherRegion\n        postalCode\n      }\n      specialRegistrationFields {\n        name\n        required\n        value\n      }\n      countries {\n        code\n        name\n      }\n      registration {\n        interceptors\n      }\n    }\n  }\n"): (typeof documents)["\n  query BusinessProfilePage {\n    viewer {\n      id\n      firstName\n      lastName\n      accountName\n      profile {\n        id\n        jobTitle\n        countryCode\n        street\n        city\n        state\n        otherRegion\n        postalCode\n      }\n      specialRegistrationFields {\n        name\n        required\n        value\n      }\n      countries {\n        code\n        name\n      }\n      registration {\n        interceptors\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TermsPage {\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query TermsPage {\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptTerms {\n    acceptTerms\n  }\n"): (typeof documents)["\n  mutation AcceptTerms {\n    acceptTerms\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ChangePasswordPage {\n    viewer {\n      id\n      email\n    }\n  }\n"): (typeof documents)["\n  query ChangePasswordPage {\n    viewer {\n      id\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetToken($token: String!) {\n    passwordResetToken(token: $token) {\n      valid\n      email\n    }\n  }\n"): (typeof documents)["\n  query PasswordResetToken($token: String!) {\n    passwordResetToken(token: $token) {\n      valid\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoverPassword($input: RecoverPasswordInput!) {\n    recoverPassword(input: $input)\n  }\n"): (typeof documents)["\n  mutation RecoverPassword($input: RecoverPasswordInput!) {\n    recoverPassword(input: $input)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordlessViewer {\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query PasswordlessViewer {\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ActionList_action on InitiativeAction {\n    actionItemId\n    initiativeId\n    title\n    description\n    dueDate\n    actionStatus\n  }\n"): (typeof documents)["\n  fragment ActionList_action on InitiativeAction {\n    actionItemId\n    initiativeId\n    title\n    description\n    dueDate\n    actionStatus\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInitiativeAction($initiativeId: ID, $actionItemId: ID!, $status: String!) {\n    updateInitiativeAction(initiativeId: $initiativeId, actionItemId: $actionItemId, status: $status) {\n      actionItemId\n      actionStatus\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInitiativeAction($initiativeId: ID, $actionItemId: ID!, $status: String!) {\n    updateInitiativeAction(initiativeId: $initiativeId, actionItemId: $actionItemId, status: $status) {\n      actionItemId\n      actionStatus\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InitiativesByEmail($email: String!) {\n    initiativesByEmail(email: $email) {\n      clientName\n      accountName\n      initiatives {\n        id\n        title\n        actions {\n          actionItemId\n          actionStatus\n        }\n      }\n      otherActions {\n        ...ActionList_action\n      }\n    }\n  }\n"): (typeof documents)["\n  query InitiativesByEmail($email: String!) {\n    initiativesByEmail(email: $email) {\n      clientName\n      accountName\n      initiatives {\n        id\n        title\n        actions {\n          actionItemId\n          actionStatus\n        }\n      }\n      otherActions {\n        ...ActionList_action\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InitiativeDetail_initiative on Initiative {\n    id\n    title\n    description\n    clientName\n    accountName\n    actions {\n      ...ActionList_action\n    }\n  }\n"): (typeof documents)["\n  fragment InitiativeDetail_initiative on Initiative {\n    id\n    title\n    description\n    clientName\n    accountName\n    actions {\n      ...ActionList_action\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InitiativesPage_viewer on Viewer {\n    isInternal\n    initiatives {\n      initiatives {\n        id\n        url\n        title\n        description\n        actions {\n          ...ActionList_action\n        }\n      }\n      otherActions {\n        ...ActionList_action\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment InitiativesPage_viewer on Viewer {\n    isInternal\n    initiatives {\n      initiatives {\n        id\n        url\n        title\n        description\n        actions {\n          ...ActionList_action\n        }\n      }\n      otherActions {\n        ...ActionList_action\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InitiativeDetailPage($id: ID!) {\n    initiative(id: $id) {\n      id\n      ...InitiativeDetail_initiative\n    }\n  }\n"): (typeof documents)["\n  query InitiativeDetailPage($id: ID!) {\n    initiative(id: $id) {\n      id\n      ...InitiativeDetail_initiative\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InitiativesViewerAccess {\n    viewer {\n      id\n      isInternal\n    }\n  }\n"): (typeof documents)["\n  query InitiativesViewerAccess {\n    viewer {\n      id\n      isInternal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InitiativesPage {\n    viewer {\n      id\n      ...InitiativesPage_viewer\n    }\n  }\n"): (typeof documents)["\n  query InitiativesPage {\n    viewer {\n      id\n      ...InitiativesPage_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitInquiry($input: InquiryInput!) {\n    submitInquiry(input: $input) {\n      userInquiryId\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitInquiry($input: InquiryInput!) {\n    submitInquiry(input: $input) {\n      userInquiryId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InquiryForm($bioId: String) {\n    inquiryForm(bioId: $bioId) {\n      analysts {\n        analystId\n        name\n        jobTitle\n      }\n      access {\n        userCanSubmitInquiry\n        userCanAskGuidance\n        researchRequestAccess\n      }\n      formSelection\n      preselectedAnalystId\n    }\n  }\n"): (typeof documents)["\n  query InquiryForm($bioId: String) {\n    inquiryForm(bioId: $bioId) {\n      analysts {\n        analystId\n        name\n        jobTitle\n      }\n      access {\n        userCanSubmitInquiry\n        userCanAskGuidance\n        researchRequestAccess\n      }\n      formSelection\n      preselectedAnalystId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InsightPage_results on InsightListResults {\n    page\n    totalPages\n    itemsTotal\n    loadMore\n    cards {\n      contentId\n      ...SearchResultCard_card\n    }\n  }\n"): (typeof documents)["\n  fragment InsightPage_results on InsightListResults {\n    page\n    totalPages\n    itemsTotal\n    loadMore\n    cards {\n      contentId\n      ...SearchResultCard_card\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DataSnapshotsPage($input: DataSnapshotsInput!) {\n    dataSnapshots(input: $input) {\n      ...InsightPage_results\n    }\n  }\n"): (typeof documents)["\n  query DataSnapshotsPage($input: DataSnapshotsInput!) {\n    dataSnapshots(input: $input) {\n      ...InsightPage_results\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ForecastsPage($input: ForecastsInput!) {\n    forecasts(input: $input) {\n      ...InsightPage_results\n    }\n  }\n"): (typeof documents)["\n  query ForecastsPage($input: ForecastsInput!) {\n    forecasts(input: $input) {\n      ...InsightPage_results\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FunctionFurtherResearchPage($slug: String!) {\n    servicePage(slug: $slug) {\n      id\n      service {\n        id\n        title\n        description\n        contentURL\n      }\n      priorities {\n        id\n        label\n        description\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query FunctionFurtherResearchPage($slug: String!) {\n    servicePage(slug: $slug) {\n      id\n      service {\n        id\n        title\n        description\n        contentURL\n      }\n      priorities {\n        id\n        label\n        description\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FurtherResearchHubPage {\n    services {\n      subscribed {\n        id\n        slug\n        title\n        description\n        contentType\n      }\n      previewable {\n        id\n        slug\n        title\n        description\n        contentType\n      }\n    }\n  }\n"): (typeof documents)["\n  query FurtherResearchHubPage {\n    services {\n      subscribed {\n        id\n        slug\n        title\n        description\n        contentType\n      }\n      previewable {\n        id\n        slug\n        title\n        description\n        contentType\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FurtherResearchPage($id: ID!, $input: PriorityResearchInput!) {\n    priority(id: $id) {\n      id\n      label\n    }\n    priorityResearch(input: $input) {\n      ...InsightPage_results\n    }\n  }\n"): (typeof documents)["\n  query FurtherResearchPage($id: ID!, $input: PriorityResearchInput!) {\n    priority(id: $id) {\n      id\n      label\n    }\n    priorityResearch(input: $input) {\n      ...InsightPage_results\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketFurtherResearchPage($input: AnalystRelationsInput!) {\n    analystRelations(input: $input) {\n      ...InsightPage_results\n    }\n  }\n"): (typeof documents)["\n  query MarketFurtherResearchPage($input: AnalystRelationsInput!) {\n    analystRelations(input: $input) {\n      ...InsightPage_results\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LatestResearchPage($input: LatestResearchInput!) {\n    latestResearch(input: $input) {\n      ...InsightPage_results\n    }\n  }\n"): (typeof documents)["\n  query LatestResearchPage($input: LatestResearchInput!) {\n    latestResearch(input: $input) {\n      ...InsightPage_results\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalystRelationsPage($input: AnalystRelationsInput!) {\n    analystRelations(input: $input) {\n      ...InsightPage_results\n    }\n  }\n"): (typeof documents)["\n  query AnalystRelationsPage($input: AnalystRelationsInput!) {\n    analystRelations(input: $input) {\n      ...InsightPage_results\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BuyerInsights($input: BuyerInsightsInput!) {\n    buyerInsights(input: $input) {\n      itemsTotal\n      loadMore\n      nextOffset\n      cards {\n        contentId\n        ...SearchResultCard_card\n      }\n    }\n  }\n"): (typeof documents)["\n  query BuyerInsights($input: BuyerInsightsInput!) {\n    buyerInsights(input: $input) {\n      itemsTotal\n      loadMore\n      nextOffset\n      cards {\n        contentId\n        ...SearchResultCard_card\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MarketInsightsPage($service: String!) {\n    marketInsights(service: $service) {\n      service\n      label\n      recentWaves {\n        contentId\n        ...SearchResultCard_card\n      }\n      research {\n        contentId\n        ...SearchResultCard_card\n      }\n    }\n  }\n"): (typeof documents)["\n  query MarketInsightsPage($service: String!) {\n    marketInsights(service: $service) {\n      service\n      label\n      recentWaves {\n        contentId\n        ...SearchResultCard_card\n      }\n      research {\n        contentId\n        ...SearchResultCard_card\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InsightCard_page on InsightPageCard {\n    id\n    path\n    title\n    summary\n    year\n    functionName\n    restricted\n  }\n"): (typeof documents)["\n  fragment InsightCard_page on InsightPageCard {\n    id\n    path\n    title\n    summary\n    year\n    functionName\n    restricted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningGuidesHub {\n    planningGuides {\n      id\n      ...InsightCard_page\n    }\n  }\n"): (typeof documents)["\n  query PlanningGuidesHub {\n    planningGuides {\n      id\n      ...InsightCard_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlanningGuidePage($slug: String!) {\n    planningGuide(slug: $slug) {\n      id\n      path\n      title\n      summary\n      publishedDate\n      functionName\n      authors {\n        id\n        fullName\n        path\n      }\n      sections {\n        id\n        title\n        paragraphs\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlanningGuidePage($slug: String!) {\n    planningGuide(slug: $slug) {\n      id\n      path\n      title\n      summary\n      publishedDate\n      functionName\n      authors {\n        id\n        fullName\n        path\n      }\n      sections {\n        id\n        title\n        paragraphs\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PredictionsHub {\n    predictions {\n      id\n      ...InsightCard_page\n    }\n  }\n"): (typeof documents)["\n  query PredictionsHub {\n    predictions {\n      id\n      ...InsightCard_page\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PredictionPage($id: ID!) {\n    prediction(id: $id) {\n      id\n      path\n      title\n      summary\n      publishedDate\n      functionName\n      authors {\n        id\n        fullName\n        path\n      }\n      sections {\n        id\n        title\n        paragraphs\n      }\n    }\n  }\n"): (typeof documents)["\n  query PredictionPage($id: ID!) {\n    prediction(id: $id) {\n      id\n      path\n      title\n      summary\n      publishedDate\n      functionName\n      authors {\n        id\n        fullName\n        path\n      }\n      sections {\n        id\n        title\n        paragraphs\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaybookPage($id: ID!) {\n    playbook(id: $id) {\n      id\n      playbookTitle\n      playbookDescription\n      playbookImage\n      legacyPlaybookImage\n      eyebrow\n      date\n      category\n      readTime\n      topics\n      authors {\n        id\n        fullName\n        path\n      }\n      chapters {\n        id\n        title\n        summary\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlaybookPage($id: ID!) {\n    playbook(id: $id) {\n      id\n      playbookTitle\n      playbookDescription\n      playbookImage\n      legacyPlaybookImage\n      eyebrow\n      date\n      category\n      readTime\n      topics\n      authors {\n        id\n        fullName\n        path\n      }\n      chapters {\n        id\n        title\n        summary\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PlaybookCard_playbook on Playbook {\n    id\n    playbookTitle\n    playbookDescription\n    playbookImage\n    legacyPlaybookImage\n    eyebrow\n    date\n    url\n  }\n"): (typeof documents)["\n  fragment PlaybookCard_playbook on Playbook {\n    id\n    playbookTitle\n    playbookDescription\n    playbookImage\n    legacyPlaybookImage\n    eyebrow\n    date\n    url\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PlaybooksPage($input: PlaybookListInput!) {\n    playbooks(input: $input) {\n      tab\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      cards {\n        id\n        ...PlaybookCard_playbook\n      }\n    }\n  }\n"): (typeof documents)["\n  query PlaybooksPage($input: PlaybookListInput!) {\n    playbooks(input: $input) {\n      tab\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      cards {\n        id\n        ...PlaybookCard_playbook\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SurveyPage($id: ID!) {\n    survey(id: $id) {\n      id\n      shortTitle\n      summary\n      datePublished\n      respondents\n      surveyType\n      businessOrConsumer\n      topics\n      methodologyDescription\n      pleaseNote\n      officialSurveyName\n      downloads {\n        id\n        title\n        file {\n          url\n          contentType\n          fileName\n          size\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SurveyPage($id: ID!) {\n    survey(id: $id) {\n      id\n      shortTitle\n      summary\n      datePublished\n      respondents\n      surveyType\n      businessOrConsumer\n      topics\n      methodologyDescription\n      pleaseNote\n      officialSurveyName\n      downloads {\n        id\n        title\n        file {\n          url\n          contentType\n          fileName\n          size\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SurveyCard_survey on Survey {\n    id\n    path\n    shortTitle\n    summary\n    datePublished\n    respondents\n    businessOrConsumer\n  }\n"): (typeof documents)["\n  fragment SurveyCard_survey on Survey {\n    id\n    path\n    shortTitle\n    summary\n    datePublished\n    respondents\n    businessOrConsumer\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SurveysPage($input: SurveyListInput!) {\n    surveys(input: $input) {\n      tab\n      query\n      sort\n      publishedSinceInDays\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      cards {\n        id\n        ...SurveyCard_survey\n      }\n    }\n  }\n"): (typeof documents)["\n  query SurveysPage($input: SurveyListInput!) {\n    surveys(input: $input) {\n      tab\n      query\n      sort\n      publishedSinceInDays\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      cards {\n        id\n        ...SurveyCard_survey\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ThemedListingPage($input: ThemedListingInput!) {\n    themedListing(input: $input) {\n      slug\n      step\n      itemsTotal\n      loadMore\n      cards {\n        contentId\n        ...SearchResultCard_card\n      }\n    }\n  }\n"): (typeof documents)["\n  query ThemedListingPage($input: ThemedListingInput!) {\n    themedListing(input: $input) {\n      slug\n      step\n      itemsTotal\n      loadMore\n      cards {\n        contentId\n        ...SearchResultCard_card\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment NpsSurvey_answer on NetPromoterScoreAnswer {\n    score\n    comment\n    answeredAt\n    periodEndsAt\n    revision\n  }\n"): (typeof documents)["\n  fragment NpsSurvey_answer on NetPromoterScoreAnswer {\n    score\n    comment\n    answeredAt\n    periodEndsAt\n    revision\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitNetPromoterScore($input: NetPromoterScoreInput!) {\n    submitNetPromoterScore(input: $input) {\n      ...NpsSurvey_answer\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitNetPromoterScore($input: NetPromoterScoreInput!) {\n    submitNetPromoterScore(input: $input) {\n      ...NpsSurvey_answer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NetPromoterScorePage {\n    viewer {\n      id\n      netPromoterScore {\n        ...NpsSurvey_answer\n      }\n    }\n  }\n"): (typeof documents)["\n  query NetPromoterScorePage {\n    viewer {\n      id\n      netPromoterScore {\n        ...NpsSurvey_answer\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PriorityPage($id: ID!) {\n    priority(id: $id) {\n      id\n      label\n      description\n      path\n      function {\n        id\n        name\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query PriorityPage($id: ID!) {\n    priority(id: $id) {\n      id\n      label\n      description\n      path\n      function {\n        id\n        name\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BioAnalystSearch($input: AnalystSearchInput!) {\n    analysts(input: $input) {\n      cards {\n        id\n        fullName\n        path\n      }\n    }\n  }\n"): (typeof documents)["\n  query BioAnalystSearch($input: AnalystSearchInput!) {\n    analysts(input: $input) {\n      cards {\n        id\n        fullName\n        path\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GoTarget(\n    $id: ID!\n    $analyst: Boolean!\n    $playbook: Boolean!\n    $research: Boolean!\n    $survey: Boolean!\n    $webinar: Boolean!\n    $service: Boolean!\n    $priority: Boolean!\n  ) {\n    analystProfile(id: $id) @include(if: $analyst) {\n      id\n      path\n    }\n    playbook(id: $id) @include(if: $playbook) {\n      id\n      url\n    }\n    report(id: $id) @include(if: $research) {\n      id\n      path\n    }\n    survey(id: $id) @include(if: $survey) {\n      id\n      path\n    }\n    webinar(id: $id) @include(if: $webinar) {\n      id\n      path\n    }\n    servicePage(slug: \"service\", id: $id) @include(if: $service) {\n      id\n      service {\n        id\n        contentURL\n      }\n    }\n    priority(id: $id) @include(if: $priority) {\n      id\n      path\n    }\n  }\n"): (typeof documents)["\n  query GoTarget(\n    $id: ID!\n    $analyst: Boolean!\n    $playbook: Boolean!\n    $research: Boolean!\n    $survey: Boolean!\n    $webinar: Boolean!\n    $service: Boolean!\n    $priority: Boolean!\n  ) {\n    analystProfile(id: $id) @include(if: $analyst) {\n      id\n      path\n    }\n    playbook(id: $id) @include(if: $playbook) {\n      id\n      url\n    }\n    report(id: $id) @include(if: $research) {\n      id\n      path\n    }\n    survey(id: $id) @include(if: $survey) {\n      id\n      path\n    }\n    webinar(id: $id) @include(if: $webinar) {\n      id\n      path\n    }\n    servicePage(slug: \"service\", id: $id) @include(if: $service) {\n      id\n      service {\n        id\n        contentURL\n      }\n    }\n    priority(id: $id) @include(if: $priority) {\n      id\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AnalystListItem_analyst on Analyst {\n    id\n    fullName\n    title\n    path\n    active\n  }\n"): (typeof documents)["\n  fragment AnalystListItem_analyst on Analyst {\n    id\n    fullName\n    title\n    path\n    active\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ArchiveHtml_report on Report {\n    archiveHtml\n  }\n"): (typeof documents)["\n  fragment ArchiveHtml_report on Report {\n    archiveHtml\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AuthorList_report on Report {\n    authors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributorIdsWithFollowButton\n  }\n"): (typeof documents)["\n  fragment AuthorList_report on Report {\n    authors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributors {\n      id\n      ...AnalystListItem_analyst\n    }\n    contributorIdsWithFollowButton\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FigureGallery_report on Report {\n    id\n    figures {\n      id\n      label\n      title\n      ...FigureGraphic_figure\n      ...FigureDownloads_figure\n      ...FigureAssets_figure\n    }\n  }\n"): (typeof documents)["\n  fragment FigureGallery_report on Report {\n    id\n    figures {\n      id\n      label\n      title\n      ...FigureGraphic_figure\n      ...FigureDownloads_figure\n      ...FigureAssets_figure\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment InlineFigure_block on FigureBlock {\n    figure {\n      id\n      label\n      title\n      ...FigureGraphic_figure\n    }\n  }\n"): (typeof documents)["\n  fragment InlineFigure_block on FigureBlock {\n    figure {\n      id\n      label\n      title\n      ...FigureGraphic_figure\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RelatedResearch_report on Report {\n    relatedResearch {\n      id\n      ...RelatedResearchCard_report\n    }\n  }\n"): (typeof documents)["\n  fragment RelatedResearch_report on Report {\n    relatedResearch {\n      id\n      ...RelatedResearchCard_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RelatedResearchCard_report on Report {\n    id\n    title\n    path\n    ipType\n    publishedDate\n    authors {\n      id\n      fullName\n    }\n  }\n"): (typeof documents)["\n  fragment RelatedResearchCard_report on Report {\n    id\n    title\n    path\n    ipType\n    publishedDate\n    authors {\n      id\n      fullName\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportBody_report on Report {\n    sections {\n      id\n      title\n      blocks {\n        __typename\n        ...BodyBlock_block\n        ...InlineFigure_block\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ReportBody_report on Report {\n    sections {\n      id\n      title\n      blocks {\n        __typename\n        ...BodyBlock_block\n        ...InlineFigure_block\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportHero_report on Report {\n    id\n    title\n    summary\n    ipType\n    techCatMarket\n    publishedDate\n    readTime\n  }\n"): (typeof documents)["\n  fragment ReportHero_report on Report {\n    id\n    title\n    summary\n    ipType\n    techCatMarket\n    publishedDate\n    readTime\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportTopics_report on Report {\n    topics\n    authorsTopicDetails {\n      analystBioId\n      topics\n    }\n    contributorTopicDetails {\n      analystBioId\n      topics\n    }\n  }\n"): (typeof documents)["\n  fragment ReportTopics_report on Report {\n    topics\n    authorsTopicDetails {\n      analystBioId\n      topics\n    }\n    contributorTopicDetails {\n      analystBioId\n      topics\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TableOfContents_report on Report {\n    tableOfContents {\n      id\n      title\n      subHeadings {\n        id\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TableOfContents_report on Report {\n    tableOfContents {\n      id\n      title\n      subHeadings {\n        id\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AccessCheckViewer {\n    viewer {\n      id\n      isInternal\n    }\n  }\n"): (typeof documents)["\n  query AccessCheckViewer {\n    viewer {\n      id\n      isInternal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportAccessCheck($contentIds: [ID!]!, $email: String!) {\n    reportAccessCheck(contentIds: $contentIds, email: $email)\n  }\n"): (typeof documents)["\n  query ReportAccessCheck($contentIds: [ID!]!, $email: String!) {\n    reportAccessCheck(contentIds: $contentIds, email: $email)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RateAssistantAnswer($promptId: ID!, $feedback: String) {\n    rateAssistantAnswer(promptId: $promptId, feedback: $feedback)\n  }\n"): (typeof documents)["\n  mutation RateAssistantAnswer($promptId: ID!, $feedback: String) {\n    rateAssistantAnswer(promptId: $promptId, feedback: $feedback)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AssistantConversation_chat on AssistantChat {\n    chatId\n    page\n    totalPages\n    entries {\n      promptId\n      prompt\n      response\n      blocked\n      feedback\n      citations {\n        passageId\n        quote\n        ...CitationLink_citation\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment AssistantConversation_chat on AssistantChat {\n    chatId\n    page\n    totalPages\n    entries {\n      promptId\n      prompt\n      response\n      blocked\n      feedback\n      citations {\n        passageId\n        quote\n        ...CitationLink_citation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantChat($contentId: ID!, $page: Int! = 1) {\n    assistantChat(contentId: $contentId, page: $page) {\n      ...AssistantConversation_chat\n    }\n  }\n"): (typeof documents)["\n  query AssistantChat($contentId: ID!, $page: Int! = 1) {\n    assistantChat(contentId: $contentId, page: $page) {\n      ...AssistantConversation_chat\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditAssistantPrompt($contentId: ID!, $promptId: ID!) {\n    editAssistantPrompt(contentId: $contentId, promptId: $promptId) {\n      ...AssistantConversation_chat\n    }\n  }\n"): (typeof documents)["\n  mutation EditAssistantPrompt($contentId: ID!, $promptId: ID!) {\n    editAssistantPrompt(contentId: $contentId, promptId: $promptId) {\n      ...AssistantConversation_chat\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ClearAssistantChat($contentId: ID!) {\n    clearAssistantChat(contentId: $contentId)\n  }\n"): (typeof documents)["\n  mutation ClearAssistantChat($contentId: ID!) {\n    clearAssistantChat(contentId: $contentId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AssistantAccess {\n    assistantAccess\n  }\n"): (typeof documents)["\n  query AssistantAccess {\n    assistantAccess\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CitationLink_citation on AssistantCitation {\n    passageId\n    contentId\n    sectionId\n    sectionTitle\n    quote\n    report {\n      id\n      title\n      path\n    }\n  }\n"): (typeof documents)["\n  fragment CitationLink_citation on AssistantCitation {\n    passageId\n    contentId\n    sectionId\n    sectionTitle\n    quote\n    report {\n      id\n      title\n      path\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AskAssistant($contentId: ID!, $question: String!, $prevPromptId: ID) {\n    askAssistant(contentId: $contentId, question: $question, prevPromptId: $prevPromptId) {\n      text\n      blocked\n      declined\n      done\n      promptId\n      citations {\n        passageId\n        quote\n        ...CitationLink_citation\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AskAssistant($contentId: ID!, $question: String!, $prevPromptId: ID) {\n    askAssistant(contentId: $contentId, question: $question, prevPromptId: $prevPromptId) {\n      text\n      blocked\n      declined\n      done\n      promptId\n      citations {\n        passageId\n        quote\n        ...CitationLink_citation\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FigureAssets_figure on Figure {\n    title\n    downloadableAssets {\n      title\n      url\n      fileExtension\n      icon\n    }\n  }\n"): (typeof documents)["\n  fragment FigureAssets_figure on Figure {\n    title\n    downloadableAssets {\n      title\n      url\n      fileExtension\n      icon\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FigureDownloads_chart on Chart {\n    chartType\n    title\n    graphicType\n    segments\n    chartData {\n      label\n      value\n      entries {\n        label\n        value\n      }\n    }\n    chartDataBySegment {\n      segment\n      rows {\n        label\n        value\n        entries {\n          label\n          value\n        }\n      }\n    }\n    subCharts {\n      title\n      graphicType\n      segments\n      chartData {\n        label\n        value\n        entries {\n          label\n          value\n        }\n      }\n      chartDataBySegment {\n        segment\n        rows {\n          label\n          value\n          entries {\n            label\n            value\n          }\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FigureDownloads_chart on Chart {\n    chartType\n    title\n    graphicType\n    segments\n    chartData {\n      label\n      value\n      entries {\n        label\n        value\n      }\n    }\n    chartDataBySegment {\n      segment\n      rows {\n        label\n        value\n        entries {\n          label\n          value\n        }\n      }\n    }\n    subCharts {\n      title\n      graphicType\n      segments\n      chartData {\n        label\n        value\n        entries {\n          label\n          value\n        }\n      }\n      chartDataBySegment {\n        segment\n        rows {\n          label\n          value\n          entries {\n            label\n            value\n          }\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FigureDownloads_figure on Figure {\n    id\n    label\n    title\n    graphic {\n      __typename\n      ... on Chart {\n        ...FigureDownloads_chart\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment FigureDownloads_figure on Figure {\n    id\n    label\n    title\n    graphic {\n      __typename\n      ... on Chart {\n        ...FigureDownloads_chart\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReprintUser {\n    viewer {\n      id\n      isReprintUser\n    }\n  }\n"): (typeof documents)["\n  query ReprintUser {\n    viewer {\n      id\n      isReprintUser\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IssueReprintLink($contentId: ID!, $kind: ReprintLinkKind!) {\n    issueReprintLink(contentId: $contentId, kind: $kind) {\n      id\n      kind\n      path\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  mutation IssueReprintLink($contentId: ID!, $kind: ReprintLinkKind!) {\n    issueReprintLink(contentId: $contentId, kind: $kind) {\n      id\n      kind\n      path\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportPage($id: ID!) {\n    report(id: $id) {\n      id\n      title\n      summary\n      isReprints\n      sectionIds: tableOfContents {\n        id\n      }\n      ...ReportHero_report\n      ...AuthorList_report\n      ...ReportTopics_report\n      ...TableOfContents_report\n      ...ReportBody_report\n      ...FigureGallery_report\n      ...RelatedResearch_report\n    }\n  }\n"): (typeof documents)["\n  query ReportPage($id: ID!) {\n    report(id: $id) {\n      id\n      title\n      summary\n      isReprints\n      sectionIds: tableOfContents {\n        id\n      }\n      ...ReportHero_report\n      ...AuthorList_report\n      ...ReportTopics_report\n      ...TableOfContents_report\n      ...ReportBody_report\n      ...FigureGallery_report\n      ...RelatedResearch_report\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ReportPagePrivate($id: ID!) {\n    report(id: $id) {\n      id\n      ...SaveButton_content\n      ...ArchiveHtml_report\n      ...ReportSharing_report\n      figures {\n        id\n        ...SaveButton_content\n      }\n      authors {\n        id\n        ...FollowButton_analyst\n      }\n      contributors {\n        id\n        ...FollowButton_analyst\n      }\n      surveyDashboard {\n        ...SurveyDashboard_dashboard\n      }\n    }\n  }\n"): (typeof documents)["\n  query ReportPagePrivate($id: ID!) {\n    report(id: $id) {\n      id\n      ...SaveButton_content\n      ...ArchiveHtml_report\n      ...ReportSharing_report\n      figures {\n        id\n        ...SaveButton_content\n      }\n      authors {\n        id\n        ...FollowButton_analyst\n      }\n      contributors {\n        id\n        ...FollowButton_analyst\n      }\n      surveyDashboard {\n        ...SurveyDashboard_dashboard\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ReportSharing_report on Report {\n    id\n    title\n    path\n    shareAccess\n    courtesyView {\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  fragment ReportSharing_report on Report {\n    id\n    title\n    path\n    shareAccess\n    courtesyView {\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateResearchShare($contentId: ID!) {\n    createResearchShare(contentId: $contentId) {\n      sharePath\n      courtesySeconds\n      maxReaders\n      share {\n        id\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateResearchShare($contentId: ID!) {\n    createResearchShare(contentId: $contentId) {\n      sharePath\n      courtesySeconds\n      maxReaders\n      share {\n        id\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeResearchShare($id: ID!) {\n    revokeResearchShare(id: $id) {\n      id\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeResearchShare($id: ID!) {\n    revokeResearchShare(id: $id) {\n      id\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SurveyDashboard_dashboard on SurveyDashboard {\n    surveyId\n    survey {\n      id\n      path\n      officialSurveyName\n    }\n    segments {\n      id\n      label\n      group\n    }\n    questions {\n      id\n      text\n      chartKind\n      options\n      results {\n        segmentId\n        respondents\n        shares\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment SurveyDashboard_dashboard on SurveyDashboard {\n    surveyId\n    survey {\n      id\n      path\n      officialSurveyName\n    }\n    segments {\n      id\n      label\n      group\n    }\n    questions {\n      id\n      text\n      chartKind\n      options\n      results {\n        segmentId\n        respondents\n        shares\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordReportView($id: ID!) {\n    recordReportView(id: $id)\n  }\n"): (typeof documents)["\n  mutation RecordReportView($id: ID!) {\n    recordReportView(id: $id)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RequestAQuoteViewer {\n    viewer {\n      id\n    }\n  }\n"): (typeof documents)["\n  query RequestAQuoteViewer {\n    viewer {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestAQuote($raqMessage: String!) {\n    requestAQuote(raqMessage: $raqMessage)\n  }\n"): (typeof documents)["\n  mutation RequestAQuote($raqMessage: String!) {\n    requestAQuote(raqMessage: $raqMessage)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RedeemResearchShare($ticket: String!, $contentId: ID) {\n    redeemResearchShare(ticket: $ticket, contentId: $contentId) {\n      path\n      report {\n        id\n        shareAccess\n        courtesyView {\n          expiresAt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RedeemResearchShare($ticket: String!, $contentId: ID) {\n    redeemResearchShare(ticket: $ticket, contentId: $contentId) {\n      path\n      report {\n        id\n        shareAccess\n        courtesyView {\n          expiresAt\n        }\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  fragment SearchResultCard_card on SearchCard {\n    contentId\n    contentType\n    title\n    summary\n    publishedDate\n    ipType\n    path\n    lastViewed\n    hasAccess\n    report {\n      id\n      title\n      path\n      authors {\n        id\n        fullName\n      }\n      ...SaveButton_content\n    }\n    figure {\n      id\n      label\n      title\n      ...SaveButton_content\n    }\n    webinar {\n      id\n      ...WebinarCardDetails_webinar\n      ...SaveButton_content\n    }\n    sale {\n      contentId\n      purchase {\n        ...AddToCartButton_purchase\n      }\n    }\n    content {\n      id\n      authors {\n        id\n        fullName\n      }\n      ...SaveButton_content\n    }\n  }\n"): (typeof documents)["\n  fragment SearchResultCard_card on SearchCard {\n    contentId\n    contentType\n    title\n    summary\n    publishedDate\n    ipType\n    path\n    lastViewed\n    hasAccess\n    report {\n      id\n      title\n      path\n      authors {\n        id\n        fullName\n      }\n      ...SaveButton_content\n    }\n    figure {\n      id\n      label\n      title\n      ...SaveButton_content\n    }\n    webinar {\n      id\n      ...WebinarCardDetails_webinar\n      ...SaveButton_content\n    }\n    sale {\n      contentId\n      purchase {\n        ...AddToCartButton_purchase\n      }\n    }\n    content {\n      id\n      authors {\n        id\n        fullName\n      }\n      ...SaveButton_content\n    }\n  }\n"];
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
export function graphql(source: "\n  query FormSubmissions($page: Int!, $state: String) {\n    formSubmissions(page: $page, state: $state) {\n      page\n      pagesTotal\n      total\n      items {\n        submissionId\n        kind\n        label\n        subject\n        userId\n        email\n        submittedAt\n        deliveryState\n        attempts\n        deliveredAt\n        lastError\n      }\n    }\n  }\n"): (typeof documents)["\n  query FormSubmissions($page: Int!, $state: String) {\n    formSubmissions(page: $page, state: $state) {\n      page\n      pagesTotal\n      total\n      items {\n        submissionId\n        kind\n        label\n        subject\n        userId\n        email\n        submittedAt\n        deliveryState\n        attempts\n        deliveredAt\n        lastError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaffViewer {\n    viewer {\n      id\n      isInternal\n    }\n  }\n"): (typeof documents)["\n  query StaffViewer {\n    viewer {\n      id\n      isInternal\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TechnologyBadges_technology on Technology {\n    emergingTechnology\n    latestWave {\n      quarterBadgeDetail\n    }\n    latestLandscape {\n      quarter\n    }\n  }\n"): (typeof documents)["\n  fragment TechnologyBadges_technology on Technology {\n    emergingTechnology\n    latestWave {\n      quarterBadgeDetail\n    }\n    latestLandscape {\n      quarter\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TechnologyCard_technology on Technology {\n    id\n    title\n    path\n    technologyType\n    technologyDefinition\n    categoryDefinition\n    categoryTitle\n    ...TechnologyBadges_technology\n  }\n"): (typeof documents)["\n  fragment TechnologyCard_technology on Technology {\n    id\n    title\n    path\n    technologyType\n    technologyDefinition\n    categoryDefinition\n    categoryTitle\n    ...TechnologyBadges_technology\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TechnologyCatalogue($input: TechnologySearchInput!) {\n    technologies(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      caption\n      sort\n      query\n      cards {\n        id\n        ...TechnologyCard_technology\n      }\n    }\n  }\n"): (typeof documents)["\n  query TechnologyCatalogue($input: TechnologySearchInput!) {\n    technologies(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      caption\n      sort\n      query\n      cards {\n        id\n        ...TechnologyCard_technology\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TechnologyPage($id: ID!) {\n    technology(id: $id) {\n      id\n      title\n      path\n      technologyType\n      technologyDefinition\n      categoryDefinition\n      categoryTitle\n      category {\n        id\n        title\n        path\n      }\n      latestWave {\n        quarterBadgeDetail\n        publishedDate\n      }\n      latestLandscape {\n        quarter\n        publishedDate\n      }\n      ...TechnologyBadges_technology\n      relatedResearch {\n        id\n        title\n        path\n        ipType\n        publishedDate\n        summary\n      }\n      relatedTechnologies {\n        id\n        ...TechnologyCard_technology\n      }\n    }\n  }\n"): (typeof documents)["\n  query TechnologyPage($id: ID!) {\n    technology(id: $id) {\n      id\n      title\n      path\n      technologyType\n      technologyDefinition\n      categoryDefinition\n      categoryTitle\n      category {\n        id\n        title\n        path\n      }\n      latestWave {\n        quarterBadgeDetail\n        publishedDate\n      }\n      latestLandscape {\n        quarter\n        publishedDate\n      }\n      ...TechnologyBadges_technology\n      relatedResearch {\n        id\n        title\n        path\n        ipType\n        publishedDate\n        summary\n      }\n      relatedTechnologies {\n        id\n        ...TechnologyCard_technology\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RecordingPlayer_webinar on Webinar {\n    id\n    title\n    recording {\n      mediaUrl\n      mimeType\n      captionsUrl\n      captionsLanguage\n      captionsLabel\n    }\n  }\n"): (typeof documents)["\n  fragment RecordingPlayer_webinar on Webinar {\n    id\n    title\n    recording {\n      mediaUrl\n      mimeType\n      captionsUrl\n      captionsLanguage\n      captionsLabel\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RelatedWebinarCard_webinar on Webinar {\n    id\n    title\n    path\n    webinarType\n    webinarStatus\n    startDate\n    duration\n    hostAnalysts {\n      id\n      fullName\n      path\n    }\n    ...SaveButton_content\n  }\n"): (typeof documents)["\n  fragment RelatedWebinarCard_webinar on Webinar {\n    id\n    title\n    path\n    webinarType\n    webinarStatus\n    startDate\n    duration\n    hostAnalysts {\n      id\n      fullName\n      path\n    }\n    ...SaveButton_content\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RelatedWebinars_webinar on Webinar {\n    id\n    webinarType\n    relatedWebinars {\n      upcoming {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n      ondemand {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment RelatedWebinars_webinar on Webinar {\n    id\n    webinarType\n    relatedWebinars {\n      upcoming {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n      ondemand {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RelatedWebinarsFallback($webinarType: String!) {\n    upcoming: webinars(input: { type: \"upcoming\", webinarType: $webinarType }) {\n      cards {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n    }\n    ondemand: webinars(input: { type: \"ondemand\", webinarType: $webinarType }) {\n      cards {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n    }\n  }\n"): (typeof documents)["\n  query RelatedWebinarsFallback($webinarType: String!) {\n    upcoming: webinars(input: { type: \"upcoming\", webinarType: $webinarType }) {\n      cards {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n    }\n    ondemand: webinars(input: { type: \"ondemand\", webinarType: $webinarType }) {\n      cards {\n        id\n        ...RelatedWebinarCard_webinar\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WatchRecordingAction_webinar on Webinar {\n    webinarStatus\n    hasAccess\n    recording {\n      mediaUrl\n    }\n  }\n"): (typeof documents)["\n  fragment WatchRecordingAction_webinar on Webinar {\n    webinarStatus\n    hasAccess\n    recording {\n      mediaUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebinarAssets_webinar on Webinar {\n    id\n    hasAccess\n    downloadableAssets {\n      id\n      title\n      url\n      fileExtension\n      fileSize\n    }\n  }\n"): (typeof documents)["\n  fragment WebinarAssets_webinar on Webinar {\n    id\n    hasAccess\n    downloadableAssets {\n      id\n      title\n      url\n      fileExtension\n      fileSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebinarHero_webinar on Webinar {\n    title\n    path\n    summary\n    webinarType\n    webinarStatus\n    startDate\n    duration\n    location\n    price\n    participationDetails\n    hostAnalysts {\n      id\n      fullName\n      title\n      path\n    }\n    ...SaveButton_content\n  }\n"): (typeof documents)["\n  fragment WebinarHero_webinar on Webinar {\n    title\n    path\n    summary\n    webinarType\n    webinarStatus\n    startDate\n    duration\n    location\n    price\n    participationDetails\n    hostAnalysts {\n      id\n      fullName\n      title\n      path\n    }\n    ...SaveButton_content\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebinarRegistration_webinar on Webinar {\n    id\n    title\n    webinarStatus\n    startDate\n    endDate\n    location\n    participationDetails\n    price\n    registration {\n      passcode\n      eventCode\n      userEmail\n    }\n  }\n"): (typeof documents)["\n  fragment WebinarRegistration_webinar on Webinar {\n    id\n    title\n    webinarStatus\n    startDate\n    endDate\n    location\n    participationDetails\n    price\n    registration {\n      passcode\n      eventCode\n      userEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebinarRegistration_viewer on Viewer {\n    userType\n  }\n"): (typeof documents)["\n  fragment WebinarRegistration_viewer on Viewer {\n    userType\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RegisterForWebinar($id: ID!) {\n    registerForWebinar(id: $id) {\n      id\n      registration {\n        passcode\n        eventCode\n        userEmail\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RegisterForWebinar($id: ID!) {\n    registerForWebinar(id: $id) {\n      id\n      registration {\n        passcode\n        eventCode\n        userEmail\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebinarPage($id: ID!) {\n    webinar(id: $id) {\n      id\n      ...WebinarHero_webinar\n      ...WebinarRegistration_webinar\n      ...RelatedWebinars_webinar\n      ...WatchRecordingAction_webinar\n      ...RecordingPlayer_webinar\n      ...WebinarAssets_webinar\n      title\n      purchase {\n        ...AddToCartButton_purchase\n      }\n    }\n    viewer {\n      id\n      ...WebinarRegistration_viewer\n    }\n  }\n"): (typeof documents)["\n  query WebinarPage($id: ID!) {\n    webinar(id: $id) {\n      id\n      ...WebinarHero_webinar\n      ...WebinarRegistration_webinar\n      ...RelatedWebinars_webinar\n      ...WatchRecordingAction_webinar\n      ...RecordingPlayer_webinar\n      ...WebinarAssets_webinar\n      title\n      purchase {\n        ...AddToCartButton_purchase\n      }\n    }\n    viewer {\n      id\n      ...WebinarRegistration_viewer\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RecordingProgress($id: ID!) {\n    webinar(id: $id) {\n      id\n      recordingProgress {\n        positionSeconds\n        furthestMilestone\n      }\n    }\n  }\n"): (typeof documents)["\n  query RecordingProgress($id: ID!) {\n    webinar(id: $id) {\n      id\n      recordingProgress {\n        positionSeconds\n        furthestMilestone\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRecordingProgress($id: ID!, $positionSeconds: Float!, $milestone: Int!, $playStarted: Boolean) {\n    saveWebinarRecordingProgress(id: $id, positionSeconds: $positionSeconds, milestone: $milestone, playStarted: $playStarted) {\n      positionSeconds\n      furthestMilestone\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRecordingProgress($id: ID!, $positionSeconds: Float!, $milestone: Int!, $playStarted: Boolean) {\n    saveWebinarRecordingProgress(id: $id, positionSeconds: $positionSeconds, milestone: $milestone, playStarted: $playStarted) {\n      positionSeconds\n      furthestMilestone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment WebinarListCard_webinar on Webinar {\n    id\n    title\n    path\n    ...WebinarCardDetails_webinar\n    ...SaveButton_content\n  }\n"): (typeof documents)["\n  fragment WebinarListCard_webinar on Webinar {\n    id\n    title\n    path\n    ...WebinarCardDetails_webinar\n    ...SaveButton_content\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebinarsPage($input: WebinarListInput!) {\n    webinars(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      cards {\n        id\n        ...WebinarListCard_webinar\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebinarsPage($input: WebinarListInput!) {\n    webinars(input: $input) {\n      page\n      totalPages\n      itemsTotal\n      loadMore\n      cards {\n        id\n        ...WebinarListCard_webinar\n      }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;