// The smart paste box: a pasted address block is read by the server and fills the form.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Button from 'antd-mobile/es/components/button';
import TextArea from 'antd-mobile/es/components/text-area';
import { reportError } from '@/lib/api.ts';
import { showToast } from '@/lib/toast.ts';
import { useIdentifyAddress, type IdentifiedAddress } from '../api/regions.ts';
import styles from './address.module.css';

export function SmartPaste({ onRead }: { onRead: (read: IdentifiedAddress) => void }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const identify = useIdentifyAddress();
  const read = () =>
    identify.mutate(text, {
      onSuccess: (result) => {
        onRead(result);
        const key = result.score === 100 ? 'webAddress.paste.done' : 'webAddress.paste.partial';
        showToast(
          intl.formatMessage({ id: key }, { score: result.score }),
          result.score === 100 ? 'success' : undefined,
        );
      },
      onError: reportError,
    });
  return (
    <section className={styles.paste}>
      <TextArea
        value={text}
        onChange={setText}
        rows={3}
        maxLength={500}
        placeholder={intl.formatMessage({ id: 'webAddress.paste.placeholder' })}
        data-testid="address-paste-text"
      />
      <div className={styles.pasteActions}>
        <Button size="small" onClick={() => setText('')}>
          {intl.formatMessage({ id: 'webAddress.paste.clear' })}
        </Button>
        <Button
          size="small"
          color="primary"
          disabled={!text.trim()}
          loading={identify.isPending}
          onClick={read}
          data-testid="address-paste-read"
        >
          {intl.formatMessage({ id: 'webAddress.paste.read' })}
        </Button>
      </div>
    </section>
  );
}
