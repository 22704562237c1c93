// Every money step asks first; a rejection or a transfer also asks for its text in the same dialog.
import { App, Input } from 'antd';
import { useT } from '../../../lib/i18n.ts';
import type { MessageId } from '@mall/i18n';

export function useConfirm() {
  const t = useT();
  const { modal } = App.useApp();
  /** Asks `title`; with `ask`, also a text (at least 2 characters) handed to `run`. */
  return (title: MessageId, run: (text: string) => Promise<unknown>, ask?: MessageId) => {
    let text = '';
    modal.confirm({
      title: t(title),
      content: ask ? (
        <Input placeholder={t(ask)} onChange={(event) => (text = event.target.value)} data-testid="confirm-text" />
      ) : undefined,
      okButtonProps: { 'data-testid': 'confirm-ok' },
      cancelText: t('common.cancel'),
      onOk: async () => {
        if (ask && text.trim().length < 2) throw new Error('text required');
        await run(text.trim());
      },
    });
  };
}
