// FAQ and feedback: operator-written questions and answers in four languages, searchable in the
// caller's language; a member's feedback with private photos and its conversation with operators.
import { z } from 'zod';
import { defineCall } from '../call.ts';
import {
  blankAsAbsent,
  formList,
  idInput,
  intInput,
  localizedText,
  optionalIntInput,
  page,
  paging,
} from '../common.ts';

export const FEEDBACK_CONTENT_MAX = 500;
export const FEEDBACK_CONTACT_MAX = 100;
export const FEEDBACK_IMAGES_MAX = 6;
export const FEEDBACK_REPLY_MAX = 1000;

/** 1 open (waiting for the shop), 2 answered (waiting for the member), 3 closed. */
export const FEEDBACK_STATUS = { open: 1, answered: 2, closed: 3 } as const;
export const feedbackStatuses = [1, 2, 3] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/** An image id answered by memberComplaint/uploadImage. */
const feedbackImageId = z.string().regex(/^[0-9a-f]{32}$/);

export const faqQuestionView = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  question: z.string(),
  /** Absent in the category list; the detail and the search answer it. */
  answer: z.string().optional(),
});
export type FaqQuestionView = z.infer<typeof faqQuestionView>;

export const faqCategoryView = z.object({
  id: z.number().int(),
  name: z.string(),
  questions: z.array(faqQuestionView),
});

/** A private photo: a link signed for a few minutes, handed only to its member and operators. */
export const privateImage = z.object({ id: z.string(), url: z.string(), expiresAt: z.string() });

export const feedbackMessageView = z.object({
  id: z.number().int(),
  author: z.enum(['member', 'operator']),
  /** The operator's display name; null for the member. */
  operatorName: z.string().nullable(),
  content: z.string(),
  createdAt: z.string(),
});

export const feedbackSummary = z.object({
  id: z.number().int(),
  content: z.string(),
  status: z.number().int(),
  /** Operator replies the member has not read yet (cleared by memberComplaint/detail). */
  unreadReplies: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const feedbackDetail = feedbackSummary.extend({
  contact: z.string(),
  images: z.array(privateImage),
  messages: z.array(feedbackMessageView),
});
export type FeedbackDetailView = z.infer<typeof feedbackDetail>;

export const systemQuestionAnswer = {
  getAllQuestion: defineCall({
    method: 'GET',
    path: '/mallapi/systemQuestionAnswer/getAllQuestion',
    auth: 'optional',
    summary: "FAQ categories in order, each with its questions, in the caller's language",
    result: z.object({ list: z.array(faqCategoryView) }),
  }),
  getQuestionOrAnswer: defineCall({
    method: 'GET',
    path: '/mallapi/systemQuestionAnswer/getQuestionOrAnswer',
    auth: 'optional',
    summary:
      "`keyword`: questions whose question or answer contains it in the caller's language (any script, no word spaces needed); `id`: that one question with its answer",
    query: z.object({
      keyword: blankAsAbsent(z.string().trim().min(1).max(50)),
      id: optionalIntInput(z.number().int().min(1)),
    }),
    result: z.object({ list: z.array(faqQuestionView) }),
  }),
};

export const memberComplaint = {
  add: defineCall({
    method: 'POST',
    path: '/mallapi/memberComplaint/add',
    auth: 'member',
    summary: 'Send feedback: content and contact are required, with up to 6 photos from memberComplaint/uploadImage',
    fieldLabels: { content: 'field.feedbackContent', contact: 'field.feedbackContact' },
    body: z.object({
      content: z.string().trim().min(1).max(FEEDBACK_CONTENT_MAX),
      contact: z.string().trim().min(1).max(FEEDBACK_CONTACT_MAX),
      images: formList(z.array(feedbackImageId).max(FEEDBACK_IMAGES_MAX)).default([]),
    }),
    result: feedbackDetail,
  }),
  uploadImage: defineCall({
    method: 'POST',
    path: '/mallapi/memberComplaint/uploadImage',
    auth: 'member',
    summary: 'Upload one feedback photo (multipart field `file`): kept private, shown only to its member and operators',
    multipart: { file: 'file' },
    result: privateImage,
  }),
  queryPage: defineCall({
    method: 'GET',
    path: '/mallapi/memberComplaint/queryPage',
    auth: 'member',
    summary: "The member's own feedback, newest first, with unread operator replies",
    query: paging,
    result: page(feedbackSummary),
  }),
  detail: defineCall({
    method: 'GET',
    path: '/mallapi/memberComplaint/detail',
    auth: 'member',
    summary: "One of the member's feedback with its conversation; marks the operator replies read",
    query: z.object({ id: idInput }),
    result: feedbackDetail,
  }),
  reply: defineCall({
    method: 'POST',
    path: '/mallapi/memberComplaint/reply',
    auth: 'member',
    summary: "The member answers in their feedback's conversation (not once it is closed); it waits for the shop again",
    fieldLabels: { content: 'field.feedbackReply' },
    body: z.object({ id: idInput, content: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX) }),
    result: feedbackDetail,
  }),
};

const contentOperators = ['admin', 'operator'] as const;

export const adminFaqQuestion = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  question: localizedText,
  answer: localizedText,
  sort: z.number().int(),
});

export const adminFaqCategory = z.object({
  id: z.number().int(),
  name: localizedText,
  sort: z.number().int(),
  questions: z.array(adminFaqQuestion),
});

const feedbackMember = z.object({ memberId: z.number().int(), username: z.string(), mobile: z.string().nullable() });
export const adminFeedbackView = feedbackDetail.extend({ member: feedbackMember });

/** A text in four languages as a form sends it: JSON text, or the object itself. */
const localizedInput = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  },
  localizedText.extend({ zh_CN: z.string().trim().min(1).max(2000) }),
);

export const adminContent = {
  faq: defineCall({
    method: 'GET',
    path: '/adminapi/content/faq',
    auth: 'operator',
    roles: contentOperators,
    summary: 'Every FAQ category in order with its questions, in all four languages',
    result: z.object({ list: z.array(adminFaqCategory) }),
  }),
  saveFaqCategory: defineCall({
    method: 'POST',
    path: '/adminapi/content/saveFaqCategory',
    auth: 'operator',
    roles: contentOperators,
    summary:
      'Add a FAQ category, or change one (`id`): its name in four languages and its place (`sort`, lowest first)',
    body: z.object({
      id: optionalIntInput(z.number().int().min(1)),
      name: localizedInput,
      sort: intInput(z.number().int().min(0).max(9999)).default(0),
    }),
    result: adminFaqCategory,
  }),
  deleteFaqCategory: defineCall({
    method: 'POST',
    path: '/adminapi/content/deleteFaqCategory',
    auth: 'operator',
    roles: contentOperators,
    summary: 'Delete an empty FAQ category',
    body: z.object({ id: idInput }),
    result: z.object({ id: z.number().int() }),
  }),
  saveFaqQuestion: defineCall({
    method: 'POST',
    path: '/adminapi/content/saveFaqQuestion',
    auth: 'operator',
    roles: contentOperators,
    summary: 'Add a question with its answer, or change one (`id`): four languages each, its category and place',
    body: z.object({
      id: optionalIntInput(z.number().int().min(1)),
      categoryId: idInput,
      question: localizedInput,
      answer: localizedInput,
      sort: intInput(z.number().int().min(0).max(9999)).default(0),
    }),
    result: adminFaqQuestion,
  }),
  deleteFaqQuestion: defineCall({
    method: 'POST',
    path: '/adminapi/content/deleteFaqQuestion',
    auth: 'operator',
    roles: contentOperators,
    summary: 'Delete a FAQ question',
    body: z.object({ id: idInput }),
    result: z.object({ id: z.number().int() }),
  }),
  feedbackPage: defineCall({
    method: 'GET',
    path: '/adminapi/content/feedbackPage',
    auth: 'operator',
    roles: contentOperators,
    summary: 'The feedback inbox: oldest waiting first when filtered by a status, else newest first',
    query: paging.extend({ status: optionalIntInput(z.number().int().min(1).max(3)) }),
    result: page(feedbackSummary.extend({ member: feedbackMember })),
  }),
  feedbackDetail: defineCall({
    method: 'GET',
    path: '/adminapi/content/feedbackDetail',
    auth: 'operator',
    roles: contentOperators,
    summary: 'One feedback with its member, photos and conversation',
    query: z.object({ id: idInput }),
    result: adminFeedbackView,
  }),
  feedbackReply: defineCall({
    method: 'POST',
    path: '/adminapi/content/feedbackReply',
    auth: 'operator',
    roles: contentOperators,
    summary: 'Answer a feedback (not a closed one): it becomes answered and its member is told',
    body: z.object({ id: idInput, content: z.string().trim().min(1).max(FEEDBACK_REPLY_MAX) }),
    result: adminFeedbackView,
  }),
  feedbackState: defineCall({
    method: 'POST',
    path: '/adminapi/content/feedbackState',
    auth: 'operator',
    roles: contentOperators,
    summary: 'Close a feedback, or reopen a closed one',
    body: z.object({ id: idInput, action: z.enum(['close', 'reopen']) }),
    result: adminFeedbackView,
  }),
};
