export {
  validatedAction,
  actionError,
  actionOk,
  formDataToObject,
  fieldErrorsOf,
  type ActionState,
  type ActionResult,
} from './validated-action';
