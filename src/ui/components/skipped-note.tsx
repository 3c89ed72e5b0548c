/**
 * Says that a list shows less than the backend sent: records the app could not read were left out (the backend
 * transport's tolerant read, `skipped`), so the rest still shows. Nothing when none were left out. The words are the
 * feature's (its text module), as every text.
 */
export function SkippedNote({ count, words }: { count: number | undefined; words: (count: number) => string }) {
  if (!count) return null;
  return (
    <p className="muted" role="note">
      {words(count)}
    </p>
  );
}
