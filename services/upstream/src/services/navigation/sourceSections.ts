// The navigation source sections of navigation-service (spec 3 §3): the titled link columns a
// portal lays out in its footer and functions mega-menu. Functions come from the corpus; the
// functions that lead a 'Who We Serve' audience are the primary ones.
import { DEFAULT_SEED, functionAreas } from '@portal/corpus';
import type { NavigationLinkDto, NavigationSectionDto, NavigationSectionsResponseDto } from '@portal/contracts';
import { AUDIENCES, whoWeServeMenu } from './whoWeServe.js';

/** The firm's own pages outside the portal. */
export const COMPANY_URL = 'https://www.meridian.example/about';
export const CAREERS_URL = 'https://careers.meridian.example/';

export function primaryFunctionSlugs(): Set<string> {
  return new Set(AUDIENCES.flatMap((audience) => ('functionSlug' in audience.page ? [audience.page.functionSlug] : [])));
}

function functionsSection(): NavigationSectionDto {
  const primary = primaryFunctionSlugs();
  const links = functionAreas(DEFAULT_SEED).map((area): NavigationLinkDto => ({
    text: area.name,
    href: `/functions/${area.slug}`,
    id: `function-${area.slug}`,
    description: `${area.priorities.length} top priorities`,
    isPrimaryFunction: primary.has(area.slug),
  }));
  // Primary functions first, each list in the corpus's order.
  return {
    sectionTitle: 'Functions',
    sectionId: 'functions',
    href: '/functions',
    type: 'functions',
    linkSections: [{ linkList: links.filter((l) => l.isPrimaryFunction) }, { linkList: links.filter((l) => !l.isPrimaryFunction) }],
  };
}

function audiencesSection(): NavigationSectionDto {
  const menu = whoWeServeMenu();
  return {
    sectionTitle: menu.label,
    sectionId: menu.key,
    type: 'audiences',
    linkSections: [{ linkList: (menu.menuItems ?? []).map((item) => ({ text: item.label, href: item.path!, id: item.key, description: item.description })) }],
  };
}

function researchSection(): NavigationSectionDto {
  return {
    sectionTitle: 'Research',
    sectionId: 'research',
    href: '/insights/latest-research/',
    type: 'research',
    linkSections: [{
      linkList: [
        { text: 'Latest research', href: '/insights/latest-research/', id: 'research-latest' },
        { text: 'Forecasts', href: '/insights/forecasts', id: 'research-forecasts' },
        { text: 'Technology landscapes and waves', href: '/insights/technology-landscapes-and-waves', id: 'research-technologies' },
        { text: 'Playbooks', href: '/insights/playbooks/imperative-playbooks', id: 'research-playbooks' },
        { text: 'Webinars', href: '/webinar/upcoming', id: 'research-webinars' },
      ],
    }],
  };
}

function companySection(): NavigationSectionDto {
  return {
    sectionTitle: 'Company',
    sectionId: 'company',
    url: COMPANY_URL,
    type: 'company',
    linkSections: [{
      linkList: [
        { text: 'Request a quote', href: '/requestaquote', id: 'company-quote' },
        { text: 'Terms and privacy', href: '/simple-text', id: 'company-terms' },
        { text: 'Careers', href: CAREERS_URL, id: 'company-careers', description: 'Join our research and advisory teams' },
      ],
    }],
  };
}

export function navigationSections(): NavigationSectionsResponseDto {
  return { sections: [functionsSection(), audiencesSection(), researchSection(), companySection()] };
}
