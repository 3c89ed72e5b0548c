/**
 * The tutor's face beside their name on a card or an order (decorative: the name next to it says who it is). Nothing
 * while the tutor has no photo.
 */
export function TutorPhoto({ url }: { url: string | undefined }) {
  if (!url) return null;
  return <img className="tutor-photo tutor-photo-small" src={url} alt="" width={32} height={32} loading="lazy" />;
}
