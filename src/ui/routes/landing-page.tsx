import { Link } from 'react-router-dom';
import { PageTitle } from '../components/page-title';

export default function LandingPage() {
  return (
    <section className="page landing">
      <PageTitle>Learn live with tutors who fit you</PageTitle>
      <p className="lead">
        Private classes, group courses and instant classes over live video. Tutors set their classes and prices;
        students book, pay and join from the browser.
      </p>
      <div className="actions">
        <Link className="button primary" to="/signup">
          Sign up
        </Link>
        <Link className="button secondary" to="/login">
          Sign in
        </Link>
        <Link className="button secondary" to="/tutor-search">
          Find a tutor
        </Link>
      </div>
    </section>
  );
}
