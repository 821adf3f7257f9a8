import { graphql } from '@/generated';

/** The public /contact form (every admin is notified). */
export const SubmitContactFormMutation = graphql(`
  mutation SubmitContactForm($input: ContactFormInput!) {
    submitContactForm(input: $input) {
      id
      receivedAt
    }
  }
`);
