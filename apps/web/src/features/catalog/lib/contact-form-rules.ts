import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactBody, ContactBodySchema } from '@souq/contract';
import type { Resolver } from 'react-hook-form';

/** The contact form's rules: the contract's `ContactBodySchema` (loaded with zod, on demand). */
export const contactResolver = zodResolver(ContactBodySchema) as Resolver<ContactBody>;
