import { useEffect, useId, useRef, useState } from 'react';
import toast from '../kit/ui/toast';
import { useMutation } from 'urql';
import { type FragmentType, getFragmentData, graphql } from '@/generated';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../domain/schemas/account';
import { DeleteAvatarMutation, UploadAvatarMutation } from '../../graphql/operations/account';
import { SessionActor } from '../kit/app/actors';
import { graphqlFailure } from '../kit/forms/failure';
import { Avatar } from '../kit/layouts/Avatar';
import { Alert } from '../kit/ui/Alert';
import { Button } from '../kit/ui/Button';
import { ConfirmButton } from '../kit/ui/ConfirmButton';
import { Panel } from '../kit/ui/Panel';

export const AvatarSectionFragment = graphql(`
  fragment AvatarSection_user on User {
    name
    media {
      id
      url
      fileName
    }
  }
`);

export type AvatarSectionProps = { user: FragmentType<typeof AvatarSectionFragment> };

const checkFile = (file: File): string | null => {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'The avatar must be a PNG, JPEG, WebP or GIF image.';
  if (file.size > AVATAR_MAX_BYTES) return 'The avatar may not be greater than 2 MB.';
  return null;
};

/** The picture shown next to your name: choose a file, see it, upload it (GraphQL multipart), or remove it. */
export const AvatarSection = ({ user }: AvatarSectionProps) => {
  const { name, media } = getFragmentData(AvatarSectionFragment, user);
  const session = SessionActor.useActorRef();
  const [upload, uploadAvatar] = useMutation(UploadAvatarMutation);
  const [removal, deleteAvatar] = useMutation(DeleteAvatarMutation);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    const problem = chosen ? checkFile(chosen) : null;
    setError(problem);
    setFile(chosen && !problem ? chosen : null);
  };

  const save = async () => {
    if (!file) return;
    const result = await uploadAvatar({ file });
    if (result.error) {
      const failure = graphqlFailure(result.error);
      return setError(failure.fieldErrors.file?.join(' ') ?? failure.message);
    }
    setFile(null);
    if (inputRef.current) inputRef.current.value = '';
    toast.success('Picture saved.');
    session.send({ type: 'session.check' });
  };

  const remove = async () => {
    const result = await deleteAvatar({});
    if (result.error) return setError(graphqlFailure(result.error).message);
    toast.success('Picture removed.');
    session.send({ type: 'session.check' });
  };

  const current = media[0];
  return (
    <Panel title="Picture">
      <div className="avatar-editor">
        {preview ? (
          <img className="avatar avatar-large" src={preview} alt="Your new avatar, not saved yet" />
        ) : (
          <Avatar name={name} url={current?.url} size="large" alt="Your current picture" />
        )}
        <div className="form">
          {error && <Alert tone="danger">{error}</Alert>}
          <div className="field">
            <label className="field-label" htmlFor={inputId}>
              Choose a picture
            </label>
            <input
              id={inputId}
              ref={inputRef}
              type="file"
              accept={AVATAR_TYPES.join(',')}
              onChange={(event) => choose(event.target.files?.[0])}
              aria-describedby={`${inputId}-hint`}
            />
            <p className="field-hint" id={`${inputId}-hint`}>
              PNG, JPEG, WebP or GIF, up to 2 MB.
            </p>
          </div>
          <div className="button-row">
            <Button variant="primary" onClick={save} busy={upload.fetching} disabled={!file}>
              Upload picture
            </Button>
            {current && !file && (
              <ConfirmButton
                label="Remove picture"
                question="Remove your picture?"
                confirmLabel="Remove"
                onConfirm={remove}
                busy={removal.fetching}
              />
            )}
          </div>
        </div>
      </div>
    </Panel>
  );
};
