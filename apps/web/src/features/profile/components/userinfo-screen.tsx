import { useRef, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { normalizeLocale } from '@mall/i18n';
import type { MemberUser } from '@mall/contracts';
import Avatar from 'antd-mobile/es/components/avatar';
import List from 'antd-mobile/es/components/list';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import { ButtonCell, LinkCell } from '@/components/cells.tsx';
import { reportError } from '@/lib/api.ts';
import { paths } from '@/lib/paths.ts';
import { showToast } from '@/lib/toast.ts';
import { useMemberinfo } from '../api/get-memberinfo.ts';
import { useUpdateHeadImage } from '../api/update-head-image.ts';
import { MemberGate } from './member-gate.tsx';
import { fieldPath, sexLabelId } from './profile-fields.ts';
import styles from './profile.module.css';

const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

function Value({ children, testId }: { children: string | null | undefined; testId?: string }) {
  const intl = useIntl();
  return (
    <span className={styles.value} data-testid={testId}>
      {children || intl.formatMessage({ id: 'webAccount.profile.notSet' })}
    </span>
  );
}

function AvatarCell({ user }: { user: MemberUser }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpdateHeadImage();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clearing the input lets the same file be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_AVATAR_BYTES) {
      showToast(intl.formatMessage({ id: 'webAccount.profile.avatarTooLarge' }), 'fail');
      return;
    }
    upload.mutate(file, {
      onSuccess: () => showToast(intl.formatMessage({ id: 'webAccount.profile.avatarSaved' }), 'success'),
      onError: reportError,
    });
  };

  return (
    <>
      <ButtonCell
        onClick={() => input.current?.click()}
        testId="userinfo-avatar"
        extra={
          upload.isPending ? (
            <SpinLoading style={{ '--size': '32px' }} aria-label={intl.formatMessage({ id: 'common.loading' })} />
          ) : (
            <Avatar
              className={styles.avatar}
              src={user.headImage100 ?? user.headImage ?? ''}
              alt={intl.formatMessage({ id: 'web.me.avatar' })}
              data-testid="userinfo-avatar-image"
            />
          )
        }
      >
        {intl.formatMessage({ id: 'web.me.avatar' })}
      </ButtonCell>
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif,image/heif"
        className={styles.fileInput}
        onChange={choose}
        tabIndex={-1}
        aria-hidden
        data-testid="userinfo-avatar-input"
      />
    </>
  );
}

function ProfileList({ user }: { user: MemberUser }) {
  const intl = useIntl();
  const info = useMemberinfo();
  const languageId = `web.language.${normalizeLocale(String(user.language))}` as const;

  return (
    <div className={styles.screen}>
      <List className={styles.list}>
        <AvatarCell user={user} />
        <LinkCell
          to={fieldPath('nickname')}
          testId="userinfo-nickname"
          extra={<Value testId="userinfo-nickname-value">{user.nickname}</Value>}
        >
          {intl.formatMessage({ id: 'field.nickname' })}
        </LinkCell>
        <LinkCell
          to={fieldPath('sex')}
          testId="userinfo-sex"
          extra={
            <Value testId="userinfo-sex-value">
              {user.sex ? intl.formatMessage({ id: sexLabelId[user.sex] }) : null}
            </Value>
          }
        >
          {intl.formatMessage({ id: 'field.sex' })}
        </LinkCell>
        <LinkCell
          to={fieldPath('birthday')}
          testId="userinfo-birthday"
          extra={<Value testId="userinfo-birthday-value">{user.birthday}</Value>}
        >
          {intl.formatMessage({ id: 'field.birthday' })}
        </LinkCell>
        <LinkCell
          to={fieldPath('email')}
          testId="userinfo-email"
          extra={<Value testId="userinfo-email-value">{user.email}</Value>}
        >
          {intl.formatMessage({ id: 'field.email' })}
        </LinkCell>
        <LinkCell
          to={paths.language}
          testId="userinfo-language"
          extra={<Value>{intl.formatMessage({ id: languageId })}</Value>}
        >
          {intl.formatMessage({ id: 'field.language' })}
        </LinkCell>
      </List>

      <List className={styles.list}>
        <LinkCell to={paths.setUsername} testId="userinfo-username" extra={<Value>{user.username}</Value>}>
          {intl.formatMessage({ id: 'field.username' })}
        </LinkCell>
        <LinkCell to={paths.setBindingPhone} testId="userinfo-mobile" extra={<Value>{user.mobile}</Value>}>
          {intl.formatMessage({ id: 'field.mobile' })}
        </LinkCell>
        <LinkCell to={paths.userinfoInviteCode} testId="userinfo-invite-code" extra={<Value>{user.inviteCode}</Value>}>
          {intl.formatMessage({ id: 'web.me.inviteCode' })}
        </LinkCell>
        <List.Item extra={<Value testId="userinfo-inviter">{info.data?.sponsor?.nickname ?? user.sponsorName}</Value>}>
          {intl.formatMessage({ id: 'webAccount.profile.inviter' })}
        </List.Item>
        <LinkCell
          to={fieldPath('coach')}
          testId="userinfo-coach"
          extra={<Value testId="userinfo-coach-value">{info.data?.coach?.nickname ?? user.coachName}</Value>}
        >
          {intl.formatMessage({ id: 'webAccount.profile.coach' })}
        </LinkCell>
      </List>
    </div>
  );
}

/** The profile page: avatar upload and every field the member can change. */
export function UserinfoScreen() {
  return <MemberGate>{(user) => <ProfileList user={user} />}</MemberGate>;
}
