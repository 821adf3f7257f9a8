import type { Resolvers } from '../../src/generated/resolvers';
import { accountLoaders } from '../account/account.loaders';
import { maybe, required } from '../graphql/relations';
import { booksAccounts, updateBooksAccounts } from './books.accounts';
import { booksLoaders } from './books.loaders';
import { createBooksExport, listBooksExports, previewBooksExport } from './books.service';

/** The export to the books (books.graphql): BILLING, ACCOUNTING, their leads and ADMIN (books.access.ts). */
export const booksResolvers: Resolvers = {
  Query: {
    booksExports: (_parent, args, ctx) => listBooksExports(ctx, args),
    booksExportPreview: (_parent, args, ctx) => previewBooksExport(ctx, args),
    booksAccounts: (_parent, _args, ctx) => booksAccounts(ctx),
  },
  Mutation: {
    createBooksExport: (_parent, { input }, ctx) => createBooksExport(ctx, input),
    updateBooksAccounts: (_parent, { version, input }, ctx) => updateBooksAccounts(ctx, version, input),
  },
  BooksExport: {
    file: (row, _args, ctx) => required(row.mediaId, (id) => booksLoaders(ctx).mediaById.load(id), 'File'),
    createdByName: async (row, _args, ctx) => (await maybe(row.createdBy, (id) => accountLoaders(ctx).userNameById.load(id)))?.name ?? null,
  },
};
