// The FAQ in the shopper's language: its categories, a search over questions and answers, one answer.
import { calls } from '@mall/contracts/browser';
import type { ResultOf, systemQuestionAnswer } from '@mall/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api.ts';
import { useLocale } from '@/lib/locale.ts';

export type FaqCategory = ResultOf<typeof systemQuestionAnswer.getAllQuestion>['list'][number];
export type FaqQuestion = FaqCategory['questions'][number];

const faqKeys = { all: ['faq'] as const };

export function useFaq() {
  const locale = useLocale();
  return useQuery({
    queryKey: [...faqKeys.all, 'categories', locale],
    queryFn: ({ signal }) => request(calls.systemQuestionAnswer.getAllQuestion, undefined, { signal }),
  });
}

/** Questions whose question or answer contains `keyword`; idle while it is blank. */
export function useFaqSearch(keyword: string) {
  const locale = useLocale();
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: [...faqKeys.all, 'search', trimmed, locale],
    queryFn: ({ signal }) => request(calls.systemQuestionAnswer.getQuestionOrAnswer, { keyword: trimmed }, { signal }),
    enabled: trimmed !== '',
    placeholderData: keepPreviousData,
  });
}

export function useFaqAnswer(id: number | null) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...faqKeys.all, 'answer', id, locale],
    queryFn: ({ signal }) => request(calls.systemQuestionAnswer.getQuestionOrAnswer, { id: id ?? 0 }, { signal }),
    enabled: id !== null,
  });
}
