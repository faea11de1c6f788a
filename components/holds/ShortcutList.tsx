import styles from './holds.module.css';

/**
 * The keys of the staff holds pages, written in the page (issue 25 §2): a closed "Keyboard shortcuts"
 * disclosure, read by screen readers like any other text and there without JavaScript. `rows` names
 * what j and k move between. Keys typed into a field stay the field's.
 */
export function ShortcutList({ rows }: { rows: 'requests' | 'lines' }) {
  return (
    <details className={styles.shortcuts}>
      <summary>Keyboard shortcuts</summary>
      <dl>
        <dt>
          <kbd>j</kbd> / <kbd>k</kbd>
        </dt>
        <dd>Next / previous {rows === 'requests' ? 'request' : 'line'}</dd>
        {rows === 'requests' ? (
          <>
            <dt>
              <kbd>Enter</kbd>
            </dt>
            <dd>Open the request</dd>
          </>
        ) : (
          <>
            <dt>
              <kbd>a</kbd>
            </dt>
            <dd>Accept the line (when it fits)</dd>
          </>
        )}
      </dl>
    </details>
  );
}
