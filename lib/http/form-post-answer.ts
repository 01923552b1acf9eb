import type { z } from 'zod';
import { actionError, UNEXPECTED_KEY, type ActionResult } from '@/lib/actions/result';
import { secureCookies } from './cookie-security';
import { noteRequest, noteRequestError } from '@/lib/monitoring/request-notes';
import { localizedPath } from '@/lib/site/locale-path';
import { formCookieHeader, refusalCookie, refusalQuery, type FormAnswerRules } from './form-answer';
import { readFormPost, type TypedFields } from './form-post';
import { problemResponse, NO_STORE } from './problem';

/**
 * A plain HTML form's post, answered (decisions 0024, 0025): read it (readFormPost: same origin, size,
 * schema), run the form's work — what its server action ran — and answer 303, so a reload never
 * posts again: on to where the work says, or back to the form's page with the refusal as codes and
 * what was typed in the form cookie (form-answer.ts).
 */

/** Where a form's post ends: on to `data` (a local path), or back to the form. */
export type FormPostDone = ActionResult<string>;

export interface FormPostRoute<S extends z.ZodType, F extends string> {
  locale: string;
  schema: S;
  /** The form's page without the locale (`/login`), where a refusal goes back to. */
  page: string;
  rules: FormAnswerRules<F>;
  /** The body's cap (readFormPost's default suits forms without free text). */
  maxBytes?: number;
  work: (input: z.infer<S>, typed: TypedFields) => Promise<FormPostDone>;
  /** The query a refusal goes back with besides its codes (sign-in's `next`). */
  keep?: (typed: TypedFields) => [string, string][];
  /** Said in the log when the work throws (`auth form post failed`). */
  area: string;
}

const REFUSED: Record<403 | 413 | 415, { code: string; message: string }> = {
  403: { code: 'cross_site', message: 'This form can only be sent from this site’s own pages.' },
  413: { code: 'too_large', message: 'The form sent more than any of our forms holds.' },
  415: { code: 'not_a_form', message: 'Send the form as application/x-www-form-urlencoded.' },
};

function seeOther(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, ...NO_STORE } });
}

export async function answerFormPost<S extends z.ZodType, F extends string>(request: Request, route: FormPostRoute<S, F>): Promise<Response> {
  // The request log tells a route handler by its /api/ path (endpoint.ts); these live under the pages' paths.
  noteRequest({ kind: 'route' });
  const post = await readFormPost(request, route.schema, route.maxBytes);
  if (!post.ok && 'status' in post) {
    noteRequest({ outcome: 'refused' });
    return problemResponse(post.status, REFUSED[post.status]);
  }

  let done: FormPostDone;
  if (!post.ok) {
    noteRequest({ outcome: 'invalid' });
    done = post.refusal;
  } else {
    try {
      done = await route.work(post.input, post.typed);
      noteRequest({ outcome: done.ok ? 'ok' : 'refused' });
    } catch (error) {
      console.error(`[partsmith] ${route.area} form post failed`, error);
      noteRequestError(error);
      noteRequest({ outcome: 'failed' });
      done = actionError(UNEXPECTED_KEY);
    }
  }

  const secure = secureCookies();
  if (done.ok) {
    const response = seeOther(done.data);
    // A refusal's leftovers are not shown on the next visit.
    response.headers.append('Set-Cookie', formCookieHeader('', secure));
    return response;
  }
  const query = new URLSearchParams([...refusalQuery(route.rules, done), ...(route.keep?.(post.typed) ?? [])]);
  const response = seeOther(`${localizedPath(route.locale, route.page)}?${query}`);
  response.headers.append('Set-Cookie', formCookieHeader(refusalCookie(route.rules, route.page, done, post.typed), secure));
  return response;
}
