export { SiteHeader } from './site-header';
export { SiteFooter } from './site-footer';
export { TranslationReviewNotice } from './translation-review-notice';
