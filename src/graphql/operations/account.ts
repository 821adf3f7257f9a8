import { graphql } from '@/generated';

/** The account page: each section declares its fields as a fragment next to its component. */
export const AccountQuery = graphql(`
  query Account {
    me {
      id
      version
      ...ProfileSection_user
      ...ContactSection_user
      ...AvatarSection_user
    }
  }
`);

export const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      id
      version
      ...ProfileSection_user
    }
  }
`);

export const UpdateContactMutation = graphql(`
  mutation UpdateContact($input: UpdateContactInput!) {
    updateContact(input: $input) {
      id
      firstName
      lastName
      fullName
      email
      phone
      phoneExt
      mobilePhone
      fax
      title
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

export const UploadAvatarMutation = graphql(`
  mutation UploadAvatar($file: File!) {
    uploadAvatar(file: $file) {
      id
      url
      fileName
    }
  }
`);

export const DeleteAvatarMutation = graphql(`
  mutation DeleteAvatar {
    deleteAvatar
  }
`);

export const PersonalAccessTokensQuery = graphql(`
  query PersonalAccessTokens {
    personalAccessTokens {
      id
      ...TokenRow_token
    }
  }
`);

export const CreatePersonalAccessTokenMutation = graphql(`
  mutation CreatePersonalAccessToken($input: CreatePersonalAccessTokenInput!) {
    createPersonalAccessToken(input: $input) {
      plainTextToken
      token {
        id
        ...TokenRow_token
      }
    }
  }
`);

export const RevokePersonalAccessTokenMutation = graphql(`
  mutation RevokePersonalAccessToken($id: ID!) {
    revokePersonalAccessToken(id: $id)
  }
`);
