import { useEffect, useState, type ChangeEvent } from 'react';
import { Link } from 'react-router-dom';
import { ImageUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { Page } from '../../components/ui/page';
import { toastError } from '../../components/ui/toast-store';
import { UploadError, apiJson, serverMessage, uploadFile } from '../../lib/api';
import { useSession } from '../../lib/session';
import { t as translate } from '../../i18n';
import type { AvatarChangeBody, AvatarChanged } from '@barteraid/events/contracts/uploads';

const MAX_BYTES = 5 * 1024 * 1024;

/** Upload in three calls (spec section 7): get an upload URL, PUT the file there, then point the profile at it. */
async function uploadAvatar(file: File): Promise<void> {
  const { uploadURL } = await uploadFile(file, 'avatar');
  await apiJson<AvatarChanged>('PUT', '/api/user/avatar', { avatarURL: uploadURL } satisfies AvatarChangeBody);
}

/** 'Failed to upload file' when the file itself was refused (with the server's reason), else the server's message. */
function failureMessage(failure: unknown): string {
  if (failure instanceof UploadError) return failure.reason ? `${failure.message}: ${failure.reason}` : failure.message;
  return serverMessage(failure) ?? translate('account:avatar.failed');
}

export default function AvatarUploadPage() {
  const { user } = useSession();
  const { t } = useTranslation('account');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  if (!user) {
    return (
      <Page title={t('avatar.title')}>
        <p className="text-muted">{t('avatar.signedOutBefore')}<Link to="/auth/login?next=%2Favatar-upload" className="font-semibold text-brand-700 underline">{t('avatar.signedOutLink')}</Link>{t('avatar.signedOutAfter')}</p>
      </Page>
    );
  }

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) return;
    if (!chosen.type.startsWith('image/')) {
      event.target.value = '';
      return void toastError(t('avatar.invalidType'), t('avatar.invalidTypeDescription'));
    }
    if (chosen.size > MAX_BYTES) {
      event.target.value = '';
      return void toastError(t('avatar.tooLarge'), t('avatar.tooLargeDescription'));
    }
    setFile(chosen);
    setPreview(URL.createObjectURL(chosen));
  };

  const upload = async () => {
    if (!file) return;
    setPending(true);
    try {
      await uploadAvatar(file);
      window.location.reload();
    } catch (failure) {
      toastError(t('avatar.uploadFailed'), failureMessage(failure));
      setPending(false);
    }
  };

  return (
    <Page title={t('avatar.title')} intro={t('avatar.intro')} width="narrow">
      <Card className="space-y-5 p-6">
        <div className="flex items-center gap-4">
          <div className="flex h-24 w-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-2xl font-bold text-brand-900">
            {preview ? <img src={preview} alt={t('avatar.preview')} className="h-full w-full object-cover" />
              : user.avatar ? <img src={user.avatar} alt={t('avatar.current')} className="h-full w-full object-cover" />
              : <span aria-hidden="true">{user.username[0]?.toUpperCase()}</span>}
          </div>
          <p className="text-sm text-muted">{t('avatar.formats')}</p>
        </div>
        <Field label={t('avatar.choose')}>
          <Input type="file" accept="image/*" onChange={choose} className="h-auto py-2" />
        </Field>
        <Button onClick={() => void upload()} disabled={!file || pending}>
          <ImageUp aria-hidden="true" className="h-4 w-4" /> {pending ? t('avatar.uploading') : t('avatar.upload')}
        </Button>
      </Card>
    </Page>
  );
}
