import { Link } from 'react-router-dom';
import { text } from '../app/text';
import { PageTitle } from '../components/page-title';

export default function NotFoundPage() {
  return (
    <section className="page">
      <PageTitle>{text.notFoundTitle}</PageTitle>
      <p>{text.notFoundBody}</p>
      <p>
        <Link to="/">{text.backHome}</Link>
      </p>
    </section>
  );
}
