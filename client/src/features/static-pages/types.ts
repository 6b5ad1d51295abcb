export type Block =
  | string
  | { list: string[]; ordered?: boolean }
  | { links: { to: string; label: string }[] }
  /** Replaced with the configured 24/7 helpline number. */
  | { helpline: string };

export interface Section {
  heading: string;
  blocks: Block[];
}

export interface StaticContent {
  title: string;
  intro: string;
  updated?: string;
  sections: Section[];
}

/** Where a page's text comes from in each language: English always, Spanish when it has been written. */
export type ContentLoaders = { en: () => Promise<{ content: StaticContent }> } & Partial<Record<'es', () => Promise<{ content: StaticContent }>>>;
