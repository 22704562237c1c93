declare module 'virtual:web-messages/*' {
  import type { WebMessages } from '@/lib/messages.ts';

  const messages: WebMessages;
  export default messages;
}

declare module 'virtual:web-page-messages/*' {
  import type { WebMessages } from '@/lib/messages.ts';

  const messages: Partial<WebMessages>;
  export default messages;
}
