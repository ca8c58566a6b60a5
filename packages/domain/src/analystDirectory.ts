// The analyst directory (/analysts, spec 2 §2-§5): its page size, filters and the way several
// filter values travel in one parameter. Spec 2 §5: values are comma-separated and a comma inside
// a value is escaped with a backslash (`Media\, entertainment`); a backslash itself as `\\`.

/** Spec 2 §2: 9 analysts per page. */
export const ANALYST_PAGE_SIZE = 9;

/** The directory's filters, as URL and REST parameter names (spec 2 §3: industry, region, topics). */
export const ANALYST_FILTER_NAMES = ['industry', 'region', 'topic'] as const;
export type AnalystFilterName = (typeof ANALYST_FILTER_NAMES)[number];

/** The only directory tab; any other is refused (spec 2 §5 'Invalid tab selection'). */
export const ANALYST_DIRECTORY_TABS = ['all'] as const;
export type AnalystDirectoryTab = (typeof ANALYST_DIRECTORY_TABS)[number];
export const INVALID_TAB_SELECTION = 'Invalid tab selection';

export function isAnalystDirectoryTab(value: string): value is AnalystDirectoryTab {
  return (ANALYST_DIRECTORY_TABS as readonly string[]).includes(value);
}

/** One value made safe to sit in a comma-separated list. */
export function escapeFilterValue(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/,/g, '\\,');
}

/** Values joined with commas, each escaped. */
export function joinFilterValues(values: readonly string[]): string {
  return values.map(escapeFilterValue).join(',');
}

/**
 * A comma-separated list split on unescaped commas, escapes undone, values trimmed, empty and
 * repeated values dropped. A lone trailing backslash is kept as it is.
 */
export function splitFilterValues(text: string): string[] {
  const values: string[] = [];
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\' && i + 1 < text.length) {
      current += text[++i];
    } else if (char === ',') {
      values.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  values.push(current);
  return [...new Set(values.map((value) => value.trim()).filter((value) => value.length > 0))];
}
