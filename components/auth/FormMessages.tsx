/**
 * An identity form's messages: errors in an alert (the exact §8 text), news in a status region.
 * Both regions are always on the page, so screen readers announce the text when it arrives.
 */
export function FormMessages({ error, notice }: { error: string | null; notice?: string | null }) {
  return (
    <>
      <div role="alert">{error && <p className="notice notice-error">{error}</p>}</div>
      <div role="status">{notice && <p className="notice">{notice}</p>}</div>
    </>
  );
}
