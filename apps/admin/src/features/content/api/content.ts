// The FAQ editor's and the feedback inbox's calls.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calls } from '@mall/contracts/browser';
import type { adminContent, LocalizedText, ResultOf } from '@mall/contracts';
import { callApi } from '../../../lib/api.ts';

export type FaqCategory = ResultOf<typeof adminContent.faq>['list'][number];
export type FaqQuestion = FaqCategory['questions'][number];
export type FeedbackRow = ResultOf<typeof adminContent.feedbackPage>['list'][number];
export type FeedbackView = ResultOf<typeof adminContent.feedbackDetail>;

const contentKeys = {
  faq: ['content', 'faq'] as const,
  feedback: ['content', 'feedback'] as const,
};

export function useFaqEditor() {
  return useQuery({
    queryKey: contentKeys.faq,
    queryFn: ({ signal }) => callApi(calls.adminContent.faq, undefined, { signal }),
  });
}

function useFaqChange<P>(call: (params: P) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contentKeys.faq }),
  });
}

export const useSaveFaqCategory = () =>
  useFaqChange((body: { id?: number; name: LocalizedText; sort: number }) =>
    callApi(calls.adminContent.saveFaqCategory, { ...body, name: JSON.stringify(body.name) }),
  );
export const useDeleteFaqCategory = () =>
  useFaqChange((id: number) => callApi(calls.adminContent.deleteFaqCategory, { id }));
export const useSaveFaqQuestion = () =>
  useFaqChange(
    (body: { id?: number; categoryId: number; question: LocalizedText; answer: LocalizedText; sort: number }) =>
      callApi(calls.adminContent.saveFaqQuestion, {
        ...body,
        question: JSON.stringify(body.question),
        answer: JSON.stringify(body.answer),
      }),
  );
export const useDeleteFaqQuestion = () =>
  useFaqChange((id: number) => callApi(calls.adminContent.deleteFaqQuestion, { id }));

export function useFeedbackPage(status: number | undefined, pageNum: number, pageSize: number) {
  return useQuery({
    queryKey: [...contentKeys.feedback, 'page', status, pageNum, pageSize],
    queryFn: ({ signal }) => callApi(calls.adminContent.feedbackPage, { status, pageNum, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFeedbackDetail(id: number) {
  return useQuery({
    queryKey: [...contentKeys.feedback, 'detail', id],
    queryFn: ({ signal }) => callApi(calls.adminContent.feedbackDetail, { id }, { signal }),
  });
}

function useFeedbackChange<P>(call: (params: P) => Promise<FeedbackView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (view) => {
      queryClient.setQueryData([...contentKeys.feedback, 'detail', view.id], view);
      void queryClient.invalidateQueries({ queryKey: [...contentKeys.feedback, 'page'] });
    },
  });
}

export const useReplyFeedback = () =>
  useFeedbackChange((body: { id: number; content: string }) => callApi(calls.adminContent.feedbackReply, body));
export const useFeedbackState = () =>
  useFeedbackChange((body: { id: number; action: 'close' | 'reopen' }) =>
    callApi(calls.adminContent.feedbackState, body),
  );
