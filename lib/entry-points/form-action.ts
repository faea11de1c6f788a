import 'server-only';
import { notFound, redirect } from 'next/navigation';
import type { z } from 'zod';
import { AppError, invalidInput } from '@/lib/errors/app-error';
import { accessRefusal, getViewer, type Access, type Viewer } from '@/lib/identity/viewer';
import { previousState, submittedForm } from '@/lib/forms/action-input';
import type { FormState, Navigation } from '@/lib/forms/form-state';

/** What a handler answers: a notice, where to go next, the form's data; or an error (which it may also throw). */
export type Reply<Data extends object> = { message?: string | null; navigation?: Navigation | null; data?: Partial<Data>; error?: AppError | null };

export type ActionContext<Data extends object> = { viewer: Viewer; previous: FormState<Data> };

type Options<Schema extends z.ZodType, Data extends object> = {
  /** Who may call it (lib/identity/viewer.ts); checked before the input is read. */
  access: Access;
  /** The form's fields; a function when the schema reads settings (the password's minimum length). */
  schema: Schema | (() => Schema);
  start: FormState<Data>;
  /**
   * The form's data for an answer that failed with no data of its own (refused, or bad input caught
   * before the handler ran): an identity form still owes the browser its §4 result event.
   */
  failed?: (error: AppError, fields: Record<string, string>) => Partial<Data>;
  /**
   * The form's file fields: each is handed to the schema as the list of files chosen in it (photos,
   * issue 13 §3). Files are never echoed back. Every other field is read as text, as before.
   */
  files?: readonly string[];
};

type Handler<Schema extends z.ZodType, Data extends object> = (input: z.infer<Schema>, context: ActionContext<Data>) => Promise<Reply<Data>>;

/** Fields that never travel back to the page: secrets, codes, and the bot check's payload. */
const PRIVATE_FIELD = /password|code|captcha/i;

function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    // React's own fields of a server action, and the flag the page's script sets.
    if (typeof value === 'string' && !name.startsWith('$ACTION') && name !== 'enhanced') fields[name] ??= value;
  }
  return fields;
}

/** The files chosen in each file field; a field left empty sends one nameless, empty part, which is no file. */
function formFiles(form: FormData, names: readonly string[] = []): Record<string, File[]> {
  return Object.fromEntries(
    names.map((name) => [name, form.getAll(name).filter((value): value is File => value instanceof File && (value.name !== '' || value.size > 0))]),
  );
}

function echoed(fields: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => !PRIVATE_FIELD.test(name)));
}

/**
 * One server action's whole run, given who is asking: the previous state and the form read safely
 * (issue 9), the access checked, the input parsed with the schema, the handler run, and one
 * FormState answered. An AppError, returned or thrown, becomes a failed answer with its message;
 * anything else is a bug and is thrown. A form posted without JavaScript (the page's script sets
 * `enhanced`) cannot be told where to go, so the action redirects there itself.
 */
export async function answerForm<Schema extends z.ZodType, Data extends object>(
  options: Options<Schema, Data>,
  handler: Handler<Schema, Data>,
  previousValue: unknown,
  formValue: unknown,
  viewer: Viewer,
): Promise<FormState<Data>> {
  const form = submittedForm(formValue);
  const kept = previousState(previousValue, options.start);
  const previous = { ...kept, data: previousState(kept.data, options.start.data) };
  const fields = formFields(form);
  let reply: Reply<Data>;
  try {
    const refusal = accessRefusal(viewer, options.access);
    // Outside the staff area a staff action is a 404, as its pages are (spec §6): an outsider is not
    // even told to log in, and a form posted without JavaScript lands on the not-found page.
    if (refusal && (options.access === 'staff' || options.access === 'admin')) notFound();
    if (refusal) throw refusal;
    const schema = typeof options.schema === 'function' ? options.schema() : options.schema;
    const input = schema.safeParse(options.files ? { ...fields, ...formFiles(form, options.files) } : fields);
    if (!input.success) throw invalidInput(input.error);
    reply = await handler(input.data, { viewer, previous });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    reply = { error };
  }
  const error = reply.error ?? null;
  const failedData = error && !reply.data ? options.failed?.(error, fields) : undefined;
  const state: FormState<Data> = {
    seq: previous.seq + 1,
    status: error ? 'failed' : 'done',
    message: error ? error.message : (reply.message ?? null),
    code: error ? error.code : null,
    fieldErrors: error ? error.fieldErrors : {},
    values: echoed(fields),
    navigation: reply.navigation ?? null,
    data: { ...previous.data, ...failedData, ...reply.data },
  };
  if (state.navigation && form.get('enhanced') !== '1') redirect(state.navigation.href);
  return state;
}

/** A server action in the one shape every action has (issue 10): `export const save = formAction({ … }, handler)`, for `useActionState`. */
export function formAction<Schema extends z.ZodType, Data extends object>(options: Options<Schema, Data>, handler: Handler<Schema, NoInfer<Data>>) {
  return async (previous: FormState<Data>, formData: FormData): Promise<FormState<Data>> => answerForm(options, handler, previous, formData, await getViewer());
}

/**
 * The same, for a plain `<form action>` that works before any script has loaded (a button in a
 * server component): it answers nothing, so its handler ends by navigating.
 */
export function plainFormAction<Schema extends z.ZodType, Data extends object>(options: Options<Schema, Data>, handler: Handler<Schema, NoInfer<Data>>) {
  return async (formData: FormData): Promise<void> => {
    await answerForm(options, handler, options.start, formData, await getViewer());
  };
}
