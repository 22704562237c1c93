import { defineCatalog } from '../define.ts';

// FAQ and feedback: what the server says about questions, feedback and its conversation.
export default defineCatalog(
  {
    'support.faqNotFound': '问题不存在',
    'support.faqCategoryNotEmpty': '分类下还有问题，请先删除或移走问题',
    'support.feedbackNotFound': '反馈不存在',
    'support.feedbackClosed': '该反馈已关闭',
    'support.feedbackNotClosed': '该反馈未关闭',
    'field.feedbackContent': '反馈内容',
    'field.feedbackContact': '联系方式',
    'field.feedbackReply': '回复内容',
  },
  {
    zh_HK: {
      'support.faqNotFound': '問題不存在',
      'support.faqCategoryNotEmpty': '分類下還有問題，請先刪除或移走問題',
      'support.feedbackNotFound': '反饋不存在',
      'support.feedbackClosed': '該反饋已關閉',
      'support.feedbackNotClosed': '該反饋未關閉',
      'field.feedbackContent': '反饋內容',
      'field.feedbackContact': '聯繫方式',
      'field.feedbackReply': '回覆內容',
    },
    en_US: {
      'support.faqNotFound': 'This question was not found',
      'support.faqCategoryNotEmpty': 'This category still has questions: delete or move them first',
      'support.feedbackNotFound': 'This feedback was not found',
      'support.feedbackClosed': 'This feedback is closed',
      'support.feedbackNotClosed': 'This feedback is not closed',
      'field.feedbackContent': 'Feedback',
      'field.feedbackContact': 'Contact',
      'field.feedbackReply': 'Reply',
    },
    th_TH: {
      'support.faqNotFound': 'ไม่พบคำถามนี้',
      'support.faqCategoryNotEmpty': 'หมวดหมู่นี้ยังมีคำถาม กรุณาลบหรือย้ายคำถามก่อน',
      'support.feedbackNotFound': 'ไม่พบข้อเสนอแนะนี้',
      'support.feedbackClosed': 'ข้อเสนอแนะนี้ปิดแล้ว',
      'support.feedbackNotClosed': 'ข้อเสนอแนะนี้ยังไม่ได้ปิด',
      'field.feedbackContent': 'ข้อเสนอแนะ',
      'field.feedbackContact': 'ช่องทางติดต่อ',
      'field.feedbackReply': 'ข้อความตอบกลับ',
    },
  },
);
