// A feedback's states as data (lib/state-machine.ts): an operator's reply answers it, the member's
// reply puts it back to the shop, an operator closes it and may reopen it. Nobody writes in a closed one.
import { FEEDBACK_STATUS, type FeedbackStatus } from '@mall/contracts';
import { AppError } from '../../lib/errors.ts';
import { defineMachine } from '../../lib/state-machine.ts';

export type FeedbackEvent = 'operatorReply' | 'memberReply' | 'close' | 'reopen';

const { open, answered, closed } = FEEDBACK_STATUS;

export const feedbackMachine = defineMachine<FeedbackEvent, FeedbackStatus>({
  table: 'feedbacks',
  key: 'id',
  status: 'status',
  events: {
    operatorReply: { from: [open, answered], to: answered },
    memberReply: { from: [open, answered], to: open },
    close: { from: [open, answered], to: closed },
    reopen: { from: [closed], to: open },
  },
  refuse: (event) =>
    event === 'reopen'
      ? new AppError('CONFLICT', 'support.feedbackNotClosed', undefined, 'FEEDBACK_NOT_CLOSED')
      : new AppError('CONFLICT', 'support.feedbackClosed', undefined, 'FEEDBACK_CLOSED'),
  notFound: () => new AppError('NOT_FOUND', 'support.feedbackNotFound', undefined, 'FEEDBACK_NOT_FOUND'),
});
