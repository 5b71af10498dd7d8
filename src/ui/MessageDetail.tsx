/**
 * The technical detail of a message (the browser's own words, a parser's full report), one click
 * away: the message itself is in words, and this is for a bug report.
 */
export function MessageDetail({ detail }: { detail: string | undefined }) {
  if (!detail) return null;
  return (
    <details className="message-detail">
      <summary>Details</summary>
      <pre>{detail}</pre>
    </details>
  );
}
