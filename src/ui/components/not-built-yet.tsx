import { text } from '../app/text';
import { PageTitle } from './page-title';

/** A route whose screen a later issue builds: it says so instead of pretending. */
export function NotBuiltYet({ title }: { title: string }) {
  return (
    <section className="page">
      <PageTitle>{title}</PageTitle>
      <p className="muted">{text.notBuiltYet}</p>
    </section>
  );
}
