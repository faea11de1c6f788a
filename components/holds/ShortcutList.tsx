import styles from './holds.module.css';

/**
 * The keys of the staff holds pages, written in the page (issue 25 §2): a closed disclosure that `?`
 * opens, read by screen readers like any other text. `rows` names what j and k move between.
 */
export function ShortcutList({ rows }: { rows: 'requests' | 'lines' }) {
  return (
    <details id="keyboard-shortcuts" className={styles.shortcuts}>
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
        <dt>
          <kbd>?</kbd>
        </dt>
        <dd>Show these keys</dd>
      </dl>
    </details>
  );
}
