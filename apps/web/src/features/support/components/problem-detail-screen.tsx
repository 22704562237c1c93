// One FAQ answer, named by `id` in the address.
import { useIntl } from 'react-intl';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { useSearchParams } from '@/lib/router.tsx';
import { useFaqAnswer } from '../api/faq.ts';
import styles from './support.module.css';

export function idParam(raw: string | null): number | null {
  return raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}

export function ProblemDetailScreen() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const id = idParam(search.get('id'));
  const answer = useFaqAnswer(id);
  if (id === null)
    return <StatusView testId="faq-answer-missing" title={intl.formatMessage({ id: 'webSupport.faq.notFound' })} />;
  if (answer.isPending) return <LoadingView lines={3} />;
  if (answer.isError) return <ErrorView error={answer.error} onRetry={() => void answer.refetch()} />;
  const question = answer.data.list[0];
  if (!question)
    return <StatusView testId="faq-answer-missing" title={intl.formatMessage({ id: 'webSupport.faq.notFound' })} />;
  return (
    <article className={styles.page}>
      <section className={styles.card} data-testid="faq-answer">
        <h1 className={styles.title}>{question.question}</h1>
        <p className={styles.answer}>{question.answer}</p>
      </section>
    </article>
  );
}
