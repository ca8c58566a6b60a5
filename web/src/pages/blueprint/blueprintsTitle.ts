/** The blueprint cards page's title, and the breadcrumb back to it from a blueprint. */
export const BLUEPRINTS_TITLE = 'Solution Blueprints';
