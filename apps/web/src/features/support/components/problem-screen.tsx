// Help: the FAQ categories with their questions, and a search box over questions and answers.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { PullToRefresh } from '@/components/pull-to-refresh.tsx';
import { ErrorView, LoadingView } from '@/components/query-states.tsx';
import { StatusView } from '@/components/status-view.tsx';
import { paths } from '@/lib/paths.ts';
import { Link } from '@/lib/router.tsx';
import { useFaq, useFaqSearch, type FaqQuestion } from '../api/faq.ts';
import styles from './support.module.css';

function QuestionLink({ question }: { question: FaqQuestion }) {
  return (
    <Link className={styles.question} to={`${paths.problemDetail}?id=${question.id}`} data-testid="faq-question">
      {question.question}
    </Link>
  );
}

function SearchResults({ keyword }: { keyword: string }) {
  const intl = useIntl();
  const found = useFaqSearch(keyword);
  if (found.isPending) return <LoadingView lines={3} />;
  if (found.isError) return <ErrorView error={found.error} onRetry={() => void found.refetch()} />;
  if (found.data.list.length === 0)
    return <StatusView testId="faq-search-empty" title={intl.formatMessage({ id: 'webSupport.faq.noMatch' })} />;
  return (
    <section className={styles.card} data-testid="faq-search-results">
      {found.data.list.map((question) => (
        <QuestionLink key={question.id} question={question} />
      ))}
    </section>
  );
}

function Categories() {
  const intl = useIntl();
  const faq = useFaq();
  if (faq.isPending) return <LoadingView lines={4} />;
  if (faq.isError) return <ErrorView error={faq.error} onRetry={() => void faq.refetch()} />;
  if (faq.data.list.length === 0)
    return <StatusView testId="faq-empty" title={intl.formatMessage({ id: 'webSupport.faq.empty' })} />;
  return (
    <PullToRefresh
      onRefresh={async () => {
        await faq.refetch();
      }}
    >
      {faq.data.list.map((category) => (
        <section key={category.id} className={styles.card} data-testid="faq-category">
          <h2 className={styles.title}>{category.name}</h2>
          {category.questions.map((question) => (
            <QuestionLink key={question.id} question={question} />
          ))}
        </section>
      ))}
    </PullToRefresh>
  );
}

export function ProblemScreen() {
  const intl = useIntl();
  const [keyword, setKeyword] = useState('');
  return (
    <div className={styles.page}>
      <div className={styles.card}>
        <SearchBar
          placeholder={intl.formatMessage({ id: 'webSupport.faq.search' })}
          onSearch={setKeyword}
          onClear={() => setKeyword('')}
          data-testid="faq-search"
        />
      </div>
      {keyword.trim() === '' ? <Categories /> : <SearchResults keyword={keyword} />}
      <Link className={styles.question} to={paths.feedback} data-testid="faq-to-feedback">
        {intl.formatMessage({ id: 'webSupport.faq.stillNeedHelp' })}
      </Link>
    </div>
  );
}
