/** Editorial content pages (How it Works, About Us), written per tenant and rendered by components/content/ContentSections. */

export type ContentSection = {
  /** Kebab-case and unique within its page: used as the section's anchor (#id). */
  id: string;
  heading: string;
  paragraphs?: string[];
  list?: string[];
  faqs?: { question: string; answer: string }[];
};

export type ContentPage = {
  title: string;
  /** Used as the page's meta description. */
  description: string;
  intro: string;
  sections: ContentSection[];
};
