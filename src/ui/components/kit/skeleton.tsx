/**
 * The shape of content still on its way (grey blocks where the lines and the photo will be), for a list whose
 * place is known; decorative: the region's 'Loading.....' text says what is happening.
 */
export function Skeleton({ lines = 3, avatar = false }: { lines?: number; avatar?: boolean }) {
  return (
    <div className="skeleton" aria-hidden="true">
      {avatar && <span className="skeleton-avatar" />}
      <span className="skeleton-lines">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className="skeleton-line" />
        ))}
      </span>
    </div>
  );
}
