import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactBody, ContactBodySchema } from '@souq/contract';
import type { Resolver } from 'react-hook-form';

const schemaResolver = zodResolver(ContactBodySchema) as Resolver<ContactBody>;

/**
 * The contact form's rules: the contract's `ContactBodySchema` (loaded with zod, on demand). One
 * message per broken field, whichever of its rules broke: each error's message is its field's name.
 */
export const contactResolver: Resolver<ContactBody> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options);
  for (const [field, error] of Object.entries(result.errors)) {
    if (error) error.message = field;
  }
  return result;
};

/** The request as the server reads it (trimmed as the schema trims). */
export const contactBody = (values: ContactBody): ContactBody => ContactBodySchema.parse(values);
