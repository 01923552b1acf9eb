export { MARKETING_PAGES, LEGAL_PAGES, PUBLIC_PAGES, isPublicPagePath, type PublicPageKey } from './routes';
export { splitLocale, localizedPath, languageSwitchHref, PAGE_PATH_HEADER, SIGNED_IN_HEADER } from './locale-path';
export { pageMetadata, localeAlternates } from './metadata';
export { siteOrigin, requestHostOf, type RequestHost } from './origin';
export { readerLocale } from './reader-locale';
export { isProtectedPath, isPreviewDashboard, isPreviewPath } from './protected-routes';
export { previewLinksShown } from './preview-flag';
