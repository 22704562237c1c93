declare module 'virtual:web-messages/*' {
  import type { WebMessages } from '@/lib/messages.ts';

  const messages: WebMessages;
  export default messages;
}
