import type { ActionState } from '@/lib/actions';

/** A server action as `useActionState` takes it; the pages pass the real ones, tests fakes. */
export type FormAction<T> = (state: ActionState<T>, formData: FormData) => Promise<ActionState<T>>;
