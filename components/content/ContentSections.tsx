import type { ReactNode } from 'react';
import type { ContentPage } from '@/tenant/content/types';
import styles from './content.module.css';

/** Pages with more sections than this get an "On this page" list of anchors. */
const NAV_THRESHOLD = 3;

const EMAIL = /([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/;

/** Renders a content page (How it Works, About Us) as plain, accessible HTML: no client JavaScript. */
export function ContentSections({ page }: { page: ContentPage }) {
  const showNav = page.sections.length > NAV_THRESHOLD;
  return (
    <article className={styles.article}>
      <h1>{page.title}</h1>
      <p className="lead">{withEmailLinks(page.intro)}</p>

      {showNav && (
        <nav aria-label="On this page" className={styles.toc}>
          <p className={styles.tocHeading}>On this page</p>
          <ul className={styles.tocList}>
            {page.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}

      {page.sections.map((section) => {
        const headingId = `${section.id}-heading`;
        return (
          <section key={section.id} id={section.id} aria-labelledby={headingId} className={styles.section}>
            <h2 id={headingId}>{section.heading}</h2>
            {section.paragraphs?.map((paragraph, index) => (
              <p key={index} className={styles.paragraph}>
                {withEmailLinks(paragraph)}
              </p>
            ))}
            {section.list && section.list.length > 0 && (
              <ul className={styles.list}>
                {section.list.map((item, index) => (
                  <li key={index}>{withEmailLinks(item)}</li>
                ))}
              </ul>
            )}
            {section.faqs && section.faqs.length > 0 && (
              <ul className={styles.faqs}>
                {section.faqs.map((faq, index) => (
                  <li key={index} className={styles.faq}>
                    <details>
                      <summary className={styles.question}>{faq.question}</summary>
                      <p className={styles.answer}>{withEmailLinks(faq.answer)}</p>
                    </details>
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </article>
  );
}

/** Turns email addresses in content text into mailto links; the rest stays plain text. */
function withEmailLinks(text: string): ReactNode {
  const parts = text.split(EMAIL);
  if (parts.length === 1) return text;
  // split() with one capturing group alternates text, address, text, ...
  return parts.map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`} className={styles.email}>
        {part}
      </a>
    ) : (
      part
    ),
  );
}
