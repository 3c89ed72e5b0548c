import { Link } from 'react-router-dom';
import { text } from '../components/text';
import { PageTitle } from '../components/page-title';
import { paths } from '../../domain/routes';

export function NotFoundPage() {
  return (
    <section className="page">
      <PageTitle>{text.notFoundTitle}</PageTitle>
      <p>{text.notFoundBody}</p>
      <p>
        <Link to={paths.landing()}>{text.backHome}</Link>
      </p>
    </section>
  );
}
