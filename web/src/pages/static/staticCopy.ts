// The shape of a static page's copy: each page keeps its words in one small file under copy/,
// and StaticPage lays any of them out the same way.

/** A link inside the portal (`to` starts with '/'). */
export interface CopyLink {
  label: string;
  to: string;
}

export interface CopyItem {
  title: string;
  text: string;
}

export interface CopySection {
  heading: string;
  paragraphs?: string[];
  /** A list of named points (planned studies, rights, offers). */
  items?: CopyItem[];
  links?: CopyLink[];
}

export interface StaticCopy {
  /** The page's h1 and document title. */
  title: string;
  /** The meta description. */
  description: string;
  /** A short line above the title naming the kind of page. */
  eyebrow?: string;
  lead: string;
  sections: CopySection[];
  /** When the copy last changed, as the reader should see it ('November 2026'). */
  updated?: string;
}
