// Where the briefing's pages live (spec 1 §2): the public landing, the signed-in form and its confirmation.
export const BRIEFING_LANDING_PATH = '/help/analyst-briefing/';
export const BRIEFING_FORM_PATH = '/briefing';
export const BRIEFING_CONFIRMATION_PATH = '/briefing/confirmation';

export const BRIEFING_LANDING_TITLE = 'Analyst Briefings';
export const BRIEFING_FORM_TITLE = 'Brief Our Analysts';
export const BRIEFING_CONFIRMATION_TITLE = 'Briefing request received';
